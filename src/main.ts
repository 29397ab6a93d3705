import * as core from '@actions/core';
import { actionLogger } from './action/logger.js';
import { ignoredInputs, ignoredInputWarning } from './action/ignored-inputs.js';
import { actionState } from './action/state.js';
import { systemClock } from './base/clock.js';
import { UserError, describeError } from './base/errors.js';
import { readRunContext, restartOfEvent } from './github/run-context.js';
import { finalizeMode } from './modes/finalize.js';
import { janitorMode } from './modes/janitor.js';
import { launchMode, type LaunchModeDeps } from './modes/launch.js';
import type { ModeDeps } from './modes/mode-deps.js';
import { trainMode, type TrainModeDeps } from './modes/train.js';
import { warmMode } from './modes/warm.js';
import { readFinalizeSettings } from './settings/finalize.js';
import {
  Input,
  readMode,
  SECRET_INPUTS,
  type InputReader,
  type Mode,
} from './settings/input-names.js';
import { readJanitorSettings } from './settings/janitor.js';
import { readLaunchSettings } from './settings/launch.js';
import { readTrainSettings } from './settings/train.js';
import { readWarmSettings } from './settings/warm.js';

/** What the runner gives the action's main step; tests pass their own. */
export interface ActionDeps
  extends
    Omit<ModeDeps, 'context'>,
    Omit<LaunchModeDeps, keyof ModeDeps>,
    Omit<TrainModeDeps, keyof ModeDeps> {
  readonly getInput: InputReader;
  /** Remembers the mode for the post step. */
  readonly setMode: (mode: Mode) => void;
}

/**
 * The action's main step: the mode, the run's context and the mode's
 * settings, each read and checked before the mode does anything, then the
 * mode. Throws what failed the step.
 */
export async function runAction(deps: ActionDeps): Promise<void> {
  const { getInput, env } = deps;
  const mode = readMode(getInput);
  deps.setMode(mode);
  for (const name of ignoredInputs(mode, env)) deps.logger.warning(ignoredInputWarning(mode, name));
  const context = await readRunContext(env);
  const modeDeps: ModeDeps = { ...deps, context };
  switch (mode) {
    case 'launch':
      await launchMode(readLaunchSettings(getInput, env), { ...deps, ...modeDeps });
      return;
    case 'train': {
      const settings = readTrainSettings(
        getInput,
        context.workspace,
        restartOfEvent(context),
        process.cwd(),
        env,
      );
      await trainMode(settings, { ...deps, ...modeDeps });
      return;
    }
    case 'finalize':
      await finalizeMode(readFinalizeSettings(getInput, env), modeDeps);
      return;
    case 'janitor':
      await janitorMode(readJanitorSettings(getInput, env), modeDeps);
      return;
    case 'warm':
      await warmMode(readWarmSettings(getInput, env, context.workspace), modeDeps);
      return;
  }
}

/** Reads inputs, registering each secret with the runner's log masking once, as soon as it is read. */
function maskingSecrets(getInput: InputReader): InputReader {
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

/**
 * The action's main step on the runner: one mode, one failure path. A
 * per-mode action (`OWNER/spot-train/train@v1`) fixes `mode`, and has no
 * `mode` input to read.
 */
export async function main(mode?: Mode): Promise<void> {
  const getInput: InputReader = mode
    ? (name) => (name === Input.mode ? mode : core.getInput(name))
    : core.getInput;
  try {
    await runAction({
      getInput: maskingSecrets(getInput),
      env: process.env,
      logger: actionLogger,
      clock: systemClock,
      setOutput: core.setOutput,
      writeSummary,
      setMode: actionState.setMode,
      setSecret: core.setSecret,
      recordLaunched: actionState.setLaunched,
      handOver: actionState.setHandedOver,
      onTrainerStart: actionState.setTrainerPgid,
    });
  } catch (error) {
    core.setFailed(`spot-train: ${describeError(error)}`);
    if (!(error instanceof UserError) && error instanceof Error && error.stack)
      core.debug(error.stack);
  }
}
