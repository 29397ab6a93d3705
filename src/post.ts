import * as core from '@actions/core';
import { setTimeout as delay } from 'node:timers/promises';
import { actionState } from './action/state.js';
import { describeError } from './errors.js';
import { signalProcessGroup } from './supervisor/process-group.js';

/**
 * The post step. After a normal train step there is nothing to do; if the
 * main step died (out of memory, a crash) its trainer may still run and
 * hold the GPU, so the process group main recorded is stopped.
 */
export async function post(): Promise<void> {
  try {
    const pgid = actionState.trainerPgid();
    if (actionState.mode() !== 'train' || pgid === undefined) {
      core.info('spot-train post: nothing was started that needs cleaning up');
      return;
    }
    if (!signalProcessGroup(pgid, 0)) {
      core.info('spot-train post: the trainer has exited; nothing to clean up');
      return;
    }
    core.warning(
      `spot-train post: the trainer (process group ${pgid}) outlived the train step; stopping it`,
    );
    signalProcessGroup(pgid, 'SIGTERM');
    for (let waited = 0; waited < 10_000 && signalProcessGroup(pgid, 0); waited += 250)
      await delay(250);
    if (signalProcessGroup(pgid, 'SIGKILL'))
      core.warning('spot-train post: the trainer ignored SIGTERM; killed it');
  } catch (error) {
    core.setFailed(`spot-train post: ${describeError(error)}`);
  }
}
