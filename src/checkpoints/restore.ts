import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock } from '../base/clock.js';
import { describeError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import { formatBytes } from '../base/bytes.js';
import { countOf } from '../base/count.js';
import { TransferProgress } from '../store/transfer-progress.js';
import { watchStagedBytes } from './staged-bytes.js';
import { withRetry, type RetryPolicy } from '../base/retry.js';
import { walkLineage, type LineageRun } from '../records/lineage.js';
import type { ManifestFile } from '../records/manifest.js';
import { safeJoin, UnsafePathError } from '../store/safe-path.js';
import type { FileSignature } from './scan.js';
import { isMissingObject, isOutOfSpace } from '../store/missing-object.js';
import { IntegrityError, type Store } from '../store/store.js';
import { placeInOutputs, placementFactor } from './place-in-outputs.js';
import { RestoreError, requireSpace } from './restore-errors.js';
import { TaskPool } from '../store/task-pool.js';
import { SMALL_FILE, SMALL_IN_FLIGHT } from '../store/small-transfers.js';
import { renameInto } from '../store/file/small-files.js';
import { outputsCalls } from '../base/quick-calls.js';
import { byPack, packTemp, placeFromPack } from './pack-download.js';

export interface RestoreParams {
  readonly store: Store;
  readonly lineage: string;
  /** The run doing the restore; never a source. */
  readonly currentRunId: string;
  readonly restartDir: string;
  /** Also place the files here, linked to their copies in `restartDir` (`restore-to-outputs`). */
  readonly outputsDir?: string;
  readonly concurrency: number;
  readonly clock: Clock;
  readonly logger: Logger;
  /** The lineage's runs if already read (newest first); walked here otherwise, one manifest at a time. */
  readonly runs?: Iterable<LineageRun> | AsyncIterable<LineageRun>;
  /**
   * Whether the log says what was restored (default true); `spot-train
   * restore` prints that as its result instead, so it is not said twice.
   */
  readonly announce?: boolean;
}

export interface RestoreResult {
  /** The run whose files were restored, if any run had files. */
  readonly fromRunId?: string;
  readonly files: readonly ManifestFile[];
  readonly bytes: number;
  /** Runs passed over, newest first, with the reason. */
  readonly skipped: readonly { readonly runId: string; readonly reason: string }[];
  /** Files placed into the outputs directory, already durable in the store. */
  readonly placedInOutputs: ReadonlyMap<string, FileSignature>;
  readonly durationMs: number;
}

const STAGING = '.spot-train-staging';
/** Sets of up to this many files have their staging folder walked for progress. */
const WALKED_SET = 1000;

/**
 * A store that fails to answer is waited out for this long, from the
 * restore's start, before the restore gives up on it: a trainer started
 * without its checkpoint would start from nothing (seen: 60 connection
 * resets made a restore pass over the newest run). Ten minutes is an
 * outage a lineage survives; beyond it, the step fails and says why.
 */
const RESTORE_BUDGET_MS = 10 * 60_000;
const DOWNLOAD_RETRIES: RetryPolicy = {
  attempts: Number.POSITIVE_INFINITY,
  baseDelayMs: 500,
  maxDelayMs: 15_000,
};

function setBytes(files: readonly ManifestFile[]): number {
  return files.reduce((sum, file) => sum + file.size, 0);
}

/** Why a restore stops the attempt: no room here, or a store that would not answer. */
function cannotRestore(what: string, error: unknown, params: RestoreParams): RestoreError {
  if (isOutOfSpace(error))
    return new RestoreError(
      `${what}: the disk under ${params.restartDir} is full (${describeError(error)}); make room there or give the VM a larger disk (disk-size)`,
    );
  return new RestoreError(
    `${what} failed: ${describeError(error)}; stopping before the trainer starts, so that this attempt hides nothing the runs before it saved`,
  );
}

/**
 * Restores the newest complete file set of a lineage: runs are tried newest
 * first, and a run's set is taken only if every file in it downloads with the
 * size and SHA-256 its manifest recorded. A run that had uploaded nothing, or
 * whose objects are gone, torn or tampered with, is passed over for the one
 * before. A store that keeps failing to answer, or a disk without room for
 * the set, is no reason to go back: the restore then fails (RestoreError),
 * so that the attempt stops before its trainer starts from nothing.
 */
export async function restoreLineage(params: RestoreParams): Promise<RestoreResult> {
  const { logger, clock } = params;
  const started = clock.now();
  const runs = params.runs ?? walkLineage(params.store, params.lineage, params.currentRunId);
  const skipped: { runId: string; reason: string }[] = [];
  for await (const run of runs) {
    const passedOver = await tryRun(params, run);
    if (typeof passedOver === 'string') {
      skipped.push({ runId: run.runId, reason: passedOver });
      continue;
    }
    return { ...passedOver, skipped, durationMs: clock.now() - started };
  }
  if (skipped.length > 0) logger.info(nothingRestored(params.lineage, skipped));
  return {
    files: [],
    bytes: 0,
    skipped,
    placedInOutputs: new Map(),
    durationMs: clock.now() - started,
  };
}

/** Why nothing came back: no run uploaded a file, or what was wrong with those that did. */
function nothingRestored(
  lineage: string,
  skipped: readonly { runId: string; reason: string }[],
): string {
  const empty = new Set(['it has no files', 'its VM was lost before its train step started']);
  const refused = skipped.filter((run) => !empty.has(run.reason));
  if (refused.length === 0)
    return `nothing to restore: no earlier run of lineage ${lineage} uploaded a file`;
  return `nothing to restore: no earlier run of lineage ${lineage} left files that could be restored (${refused.map((run) => `run ${run.runId}: ${run.reason}`).join('; ')})`;
}

/** One run's set restored, or why the run is passed over; throws when the restore cannot go on. */
async function tryRun(
  params: RestoreParams,
  run: LineageRun,
): Promise<Omit<RestoreResult, 'skipped' | 'durationMs'> | string> {
  const { manifest } = run;
  if (typeof manifest === 'string') return manifest;
  if (manifest.files.length === 0)
    return manifest.state === 'launched'
      ? 'its VM was lost before its train step started'
      : 'it has no files';
  const { files, refused } = restorable(manifest.files, params, run.runId);
  if (files.length === 0) return refused.join('; ');
  const what = `restoring run ${run.runId} (${countOf(files.length, 'file')})`;
  const factor = params.outputsDir
    ? await placementFactor(params.restartDir, params.outputsDir)
    : 1;
  await requireSpace(params.restartDir, setBytes(files) * factor, what);
  try {
    await downloadSet(params, files);
  } catch (error) {
    // Gone, torn, or naming a place outside the restart directory: this run's set is not to be had.
    const unusable =
      error instanceof IntegrityError || error instanceof UnsafePathError || isMissingObject(error);
    if (!unusable) throw cannotRestore(what, error, params);
    const reason = describeError(error);
    params.logger.warning(`not restoring run ${run.runId}: ${reason}; trying the run before it`);
    return reason;
  }
  const placedInOutputs = params.outputsDir
    ? await placeInOutputs(params.restartDir, params.outputsDir, files, params.logger)
    : new Map<string, FileSignature>();
  const bytes = setBytes(files);
  if (params.announce !== false)
    params.logger.info(
      `restored ${countOf(files.length, 'file')} (${formatBytes(bytes)}) from run ${run.runId} (attempt ${manifest.attempt}, ${manifest.state}) into ${params.restartDir}`,
    );
  return { fromRunId: run.runId, files, bytes, placedInOutputs };
}

/**
 * The files of a set whose paths stay inside the restart directory. One
 * that would not (`..`, a backslash, an absolute path) is left out with a
 * warning: it costs the restore of nothing else.
 */
function restorable(
  files: readonly ManifestFile[],
  params: RestoreParams,
  runId: string,
): { files: ManifestFile[]; refused: string[] } {
  const usable: ManifestFile[] = [];
  const refused: string[] = [];
  for (const file of files) {
    try {
      safeJoin(params.restartDir, file.path);
      usable.push(file);
    } catch (error) {
      if (!(error instanceof UnsafePathError)) throw error;
      refused.push(error.message);
      params.logger.warning(`not restoring a file of run ${runId}: ${error.message}`);
    }
  }
  return { files: usable, refused };
}

/** Runs a download with the restore's retries, until `until`; `what` names it in the log. */
function fetcher(
  params: RestoreParams,
  until: number,
): (what: string, task: () => Promise<void>) => Promise<void> {
  return (what, task) =>
    withRetry(task, {
      clock: params.clock,
      policy: DOWNLOAD_RETRIES,
      until,
      isRetryable: (error) =>
        !(error instanceof IntegrityError) && !isMissingObject(error) && !isOutOfSpace(error),
      // The first failure and every tenth: an outage waited out for minutes would fill the log.
      onRetry: (error, attempt) => {
        if (attempt === 1 || attempt % 10 === 0)
          params.logger.warning(
            `download of ${what} failed (try ${attempt}): ${describeError(error)}`,
          );
      },
    });
}

async function downloadSet(params: RestoreParams, files: readonly ManifestFile[]): Promise<void> {
  const until = params.clock.now() + RESTORE_BUDGET_MS;
  const staging = join(params.restartDir, STAGING);
  await rm(staging, { recursive: true, force: true });
  const targets = files.map((file) => ({ file, target: safeJoin(staging, file.path) }));
  const failures: unknown[] = [];
  const pool = new TaskPool(params.concurrency, (error) => failures.push(error));
  const smallPool = new TaskPool(Math.max(params.concurrency, SMALL_IN_FLIGHT), (error) =>
    failures.push(error),
  );
  const progress = new TransferProgress({
    verb: 'restored',
    totalBytes: setBytes(files),
    clock: params.clock,
    logger: params.logger,
  });
  const watching = new AbortController();
  // Walking the staging folder counts a large file's ranges as they land;
  // for many small files it costs more than the downloads, and says no more.
  const watcher =
    files.length <= WALKED_SET
      ? watchStagedBytes(staging, progress, params.clock, watching.signal)
      : Promise.resolve();
  const fetch = fetcher(params, until);
  const { packs, alone } = byPack(targets);
  for (const { file, target } of alone) {
    (file.size <= SMALL_FILE ? smallPool : pool).add(async () => {
      if (failures.length > 0) return;
      await fetch(file.path, () => params.store.getFile(file.key, target, file));
      progress.add(file.size);
    });
  }
  [...packs].forEach(([key, entries], index) =>
    smallPool.add(async () => {
      if (failures.length > 0) return;
      const what = `the pack of ${countOf(entries.length, 'file')} at ${key}`;
      await fetch(what, () => placeFromPack(params.store, key, entries, packTemp(staging, index)));
      progress.add(entries.reduce((sum, { file }) => sum + file.size, 0));
    }),
  );
  await Promise.all([pool.idle(), smallPool.idle()]);
  watching.abort();
  await watcher;
  if (failures.length > 0) {
    await rm(staging, { recursive: true, force: true });
    throw failures[0];
  }
  for (const { file } of targets)
    await renameInto(
      safeJoin(staging, file.path),
      safeJoin(params.restartDir, file.path),
      outputsCalls,
    );
  await rm(staging, { recursive: true, force: true });
}
