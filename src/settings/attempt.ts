import type { AttemptSettings } from '../supervisor/attempt-types.js';
import { checkStepPattern } from '../supervisor/step-pattern.js';
import { parseDuration } from './duration.js';
import { Input } from './input-names.js';
import type { DirSetting, Separation } from './paths.js';
import { CONCURRENCY_RANGE, RESTARTS_RANGE, RETENTION_RANGE, SCAN_RANGE } from './ranges.js';
import type { SettingSource } from './source.js';
import { parseBoolean, parseExitCodes, parseInteger } from './values.js';

export function readAttemptSettings(source: SettingSource): AttemptSettings {
  const duration = (input: string, range?: { min: number; max: number }): number =>
    parseDuration(source.text(input), source.name(input), range);
  const integer = (input: string, range: { min: number; max: number }): number =>
    parseInteger(source.text(input), source.name(input), range);
  return {
    restoreToOutputs: parseBoolean(
      source.text(Input.restoreToOutputs),
      source.name(Input.restoreToOutputs),
    ),
    restartOnExitCodes: parseExitCodes(
      source.text(Input.restartOnExitCodes),
      source.name(Input.restartOnExitCodes),
    ),
    maxRestarts: integer(Input.maxRestarts, RESTARTS_RANGE),
    timing: {
      settleMs: duration(Input.settleTime),
      scanIntervalMs: duration(Input.scanInterval, SCAN_RANGE),
      flushReserveMs: duration(Input.flushReserve),
      killGraceMs: duration(Input.killGrace),
    },
    concurrency: integer(Input.uploadConcurrency, CONCURRENCY_RANGE),
    retention: integer(Input.retention, RETENTION_RANGE),
    stepPattern: checkStepPattern(source.text(Input.stepPattern), source.name(Input.stepPattern)),
  };
}

/**
 * The overlaps every attempt refuses, wherever it runs: restored files
 * would be uploaded again, or the store would upload or lose itself.
 * `wipes` says what happens to the restart directory.
 */
export function attemptSeparations(dirs: {
  readonly outputs: DirSetting;
  readonly restart: DirSetting;
  readonly store: DirSetting | undefined;
  readonly wipes: string;
}): Separation[] {
  const { outputs, restart, store, wipes } = dirs;
  return [
    {
      a: outputs,
      b: restart,
      way: 'either',
      because: 'restored files would be uploaded again, one level deeper on every attempt',
    },
    { a: outputs, b: store, way: 'either', because: 'the store would upload itself' },
    { a: restart, b: store, way: 'either', because: `the store would be lost: ${wipes}` },
  ];
}

/** A `file://` store's directory, as a directory setting the others must stay out of. */
export function storeDirSetting(
  source: SettingSource,
  location: { readonly kind: string; readonly dir?: string },
): DirSetting | undefined {
  return location.kind === 'file' && location.dir !== undefined
    ? { name: source.name(Input.store), path: location.dir }
    : undefined;
}
