import * as core from '@actions/core';
import { setTimeout as delay } from 'node:timers/promises';
import { actionLogger } from './action/logger.js';
import { actionState } from './action/state.js';
import { launchedInstances, launchedRunnerIds } from './cleanup/launched.js';
import { systemClock } from './base/clock.js';
import { describeError } from './base/errors.js';
import { runApi } from './github/github-api.js';
import { readRunContext } from './github/run-context.js';
import { Input } from './settings/input-names.js';
import { signalProcessGroup } from './supervisor/process-group.js';

/** After launch: what was created but not handed over to the job goes. */
async function postLaunch(): Promise<void> {
  const launched = actionState.launched();
  const nothing =
    launchedInstances(launched).length === 0 && launchedRunnerIds(launched).length === 0;
  if (actionState.handedOver() || nothing) {
    core.info('spot-train post: nothing was left behind by the launch');
    return;
  }
  const token = core.getInput(Input.runnerToken);
  if (token !== '') core.setSecret(token);
  const context = await readRunContext(process.env);
  const deps = { context, clock: systemClock, logger: actionLogger };
  const { cleanUpLaunch } = await import('./cleanup/after-launch.js');
  const clean = await cleanUpLaunch({
    launched,
    // Three tries: the post step is the launch's last word, not worth minutes of retries.
    runnersApi: token === '' ? undefined : runApi(deps, token).withAttempts(3),
    repo: context.repo,
    logger: actionLogger,
  });
  if (!clean) core.setFailed('spot-train post: the launch left something behind; see above');
}

/**
 * The post step. After a normal train step there is nothing to do; if the
 * main step died (out of memory, a crash) its trainer may still run and
 * hold the GPU, so the process group main recorded is stopped.
 */
export async function post(): Promise<void> {
  try {
    if (actionState.mode() === 'launch') {
      await postLaunch();
      return;
    }
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
