import * as core from '@actions/core';
import { actionLogger } from './action/logger.js';
import { actionState } from './action/state.js';
import { systemClock } from './base/clock.js';
import { UserError, describeError } from './base/errors.js';
import { readMode, SECRET_INPUTS } from './settings/input-names.js';
import { finalizeMode } from './modes/finalize.js';
import { janitorMode } from './modes/janitor.js';
import { launchMode } from './modes/launch.js';
import type { ModeDeps } from './modes/mode-deps.js';
import { trainMode } from './modes/train.js';
import { warmMode } from './modes/warm.js';

/** Reads inputs, registering each secret with the runner's log masking once, as soon as it is read. */
function maskingSecrets(getInput: (name: string) => string): (name: string) => string {
  const masked = new Set<string>();
  return (name) => {
    const value = getInput(name);
    if (value !== '' && SECRET_INPUTS.includes(name) && !masked.has(value)) {
      core.setSecret(value);
      masked.add(value);
    }
    return value;
  };
}

async function writeSummary(markdown: string): Promise<void> {
  if (process.env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(markdown).write();
}

/** The action's main step: one mode, one failure path. */
export async function main(): Promise<void> {
  try {
    const mode = readMode(core.getInput);
    actionState.setMode(mode);
    const deps: ModeDeps = {
      getInput: maskingSecrets(core.getInput),
      env: process.env,
      logger: actionLogger,
      clock: systemClock,
      setOutput: core.setOutput,
      writeSummary,
    };
    switch (mode) {
      case 'launch':
        await launchMode({
          ...deps,
          setSecret: core.setSecret,
          recordLaunched: actionState.setLaunched,
          handOver: actionState.setHandedOver,
        });
        return;
      case 'train':
        await trainMode({ ...deps, onTrainerStart: actionState.setTrainerPgid });
        return;
      case 'finalize':
        await finalizeMode(deps);
        return;
      case 'janitor':
        await janitorMode(deps);
        return;
      case 'warm':
        await warmMode(deps);
        return;
    }
  } catch (error) {
    core.setFailed(`spot-train: ${describeError(error)}`);
    if (!(error instanceof UserError) && error instanceof Error && error.stack)
      core.debug(error.stack);
  }
}
