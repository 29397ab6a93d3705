import * as core from '@actions/core';
import { actionLogger } from './action/logger.js';
import { actionState } from './action/state.js';
import { systemClock } from './clock.js';
import { UserError, describeError } from './errors.js';
import { readMode, SECRET_INPUTS } from './inputs.js';
import { finalizeMode } from './modes/finalize.js';
import { janitorMode } from './modes/janitor.js';
import { launchMode } from './modes/launch.js';
import { trainMode } from './modes/train.js';

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
    if (mode === 'finalize') {
      await finalizeMode({
        getInput: maskingSecrets(core.getInput),
        env: process.env,
        logger: actionLogger,
        clock: systemClock,
        setOutput: core.setOutput,
        writeSummary,
      });
      return;
    }
    if (mode === 'launch') {
      await launchMode({
        getInput: maskingSecrets(core.getInput),
        env: process.env,
        logger: actionLogger,
        clock: systemClock,
        setOutput: core.setOutput,
        setSecret: core.setSecret,
        writeSummary,
        recordLaunched: actionState.setLaunched,
        handOver: actionState.setHandedOver,
      });
      return;
    }
    if (mode === 'janitor') {
      await janitorMode({
        getInput: maskingSecrets(core.getInput),
        env: process.env,
        logger: actionLogger,
        clock: systemClock,
        writeSummary,
      });
      return;
    }
    await trainMode({
      getInput: maskingSecrets(core.getInput),
      env: process.env,
      logger: actionLogger,
      clock: systemClock,
      setOutput: core.setOutput,
      writeSummary,
      onTrainerStart: actionState.setTrainerPgid,
    });
  } catch (error) {
    core.setFailed(`spot-train: ${describeError(error)}`);
    if (!(error instanceof UserError) && error instanceof Error && error.stack)
      core.debug(error.stack);
  }
}
