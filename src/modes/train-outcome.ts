import { Output } from '../action/outputs.js';
import { UserError } from '../base/errors.js';
import type { TrainSettings } from '../settings/train.js';
import { type AttemptResult } from '../supervisor/attempt-types.js';
import { describeExit } from '../supervisor/trainer-exit.js';
import { exitCause } from '../supervisor/trainer-exit.js';
import type { ModeDeps } from './mode-deps.js';

/** The step's outputs for one finished attempt. */
export function setAttemptOutputs(deps: ModeDeps, result: AttemptResult, storeUrl: string): void {
  deps.setOutput(Output.outcome, result.outcome);
  deps.setOutput(Output.exitCode, result.exit.code === null ? '' : String(result.exit.code));
  deps.setOutput(Output.restoredFrom, result.restore.fromRunId ?? '');
  deps.setOutput(Output.filesUploaded, String(result.sync.filesUploaded));
  deps.setOutput(Output.bytesUploaded, String(result.sync.bytesUploaded));
  deps.setOutput(Output.manifest, `${storeUrl.replace(/\/$/, '')}/${result.manifestKey}`);
}

/**
 * Fails the step unless training completed, so later steps never run on a
 * half-trained model; the message says whether what was saved is durable.
 */
export function failUnlessCompleted(
  result: AttemptResult,
  settings: TrainSettings,
  storeUrl: string,
): void {
  const unsaved = result.seal.notSaved.length;
  const saved =
    unsaved === 0
      ? `its progress is saved in ${storeUrl}`
      : `${unsaved} file(s) it wrote are NOT saved (see the summary); the rest is in ${storeUrl}`;
  if (result.outcome === 'interrupted') {
    throw new UserError(
      `training was interrupted (${result.notice?.source ?? 'unknown'} notice: ${result.notice?.reason ?? ''}); ${saved}`,
    );
  }
  if (result.outcome === 'failed') {
    const restartable =
      result.exit.code !== null && settings.attempt.restartOnExitCodes.has(result.exit.code);
    const cause = exitCause(result.exit);
    throw new UserError(
      `the training command failed with ${describeExit(result.exit)}` +
        (restartable ? ' (an exit code listed in restart-on-exit-codes)' : '') +
        (cause ? `: ${cause}` : ''),
    );
  }
}
