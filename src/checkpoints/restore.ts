import { copyFile, lstat, mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Clock } from '../base/clock.js';
import { describeError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import { formatBytes } from '../format/bytes.js';
import { countOf } from '../format/count.js';
import { TransferProgress } from '../store/transfer-progress.js';
import { watchStagedBytes } from './staged-bytes.js';
import { withRetry } from '../base/retry.js';
import { walkLineage, type LineageRun } from '../records/lineage.js';
import type { ManifestFile } from '../records/manifest.js';
import { safeJoin } from '../store/safe-path.js';
import type { FileSignature } from './scan.js';
import { IntegrityError, type Store } from '../store/store.js';
import { TaskPool } from '../store/task-pool.js';

export interface RestoreParams {
  readonly store: Store;
  readonly lineage: string;
  /** The run doing the restore; never a source. */
  readonly currentRunId: string;
  readonly restartDir: string;
  /** Also place the files here (the `restore-to-outputs` input). */
  readonly outputsDir?: string;
  readonly concurrency: number;
  readonly clock: Clock;
  readonly logger: Logger;
  /** The lineage's runs if already read (newest first); walked here otherwise, one manifest at a time. */
  readonly runs?: Iterable<LineageRun> | AsyncIterable<LineageRun>;
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

/**
 * Restores the newest complete file set of a lineage: runs are tried newest
 * first, and a run's set is taken only if every file in it downloads with the
 * size and SHA-256 its manifest recorded. A run that had uploaded nothing, or
 * whose objects were torn or tampered with, is passed over for the one before.
 */
export async function restoreLineage(params: RestoreParams): Promise<RestoreResult> {
  const { logger, clock } = params;
  const started = clock.now();
  const runs = params.runs ?? walkLineage(params.store, params.lineage, params.currentRunId);
  const skipped: { runId: string; reason: string }[] = [];
  for await (const run of runs) {
    if (typeof run.manifest === 'string') {
      skipped.push({ runId: run.runId, reason: run.manifest });
      continue;
    }
    if (run.manifest.files.length === 0) {
      const reason =
        run.manifest.state === 'launched'
          ? 'its VM was lost before its train step started'
          : 'it has no files';
      skipped.push({ runId: run.runId, reason });
      continue;
    }
    try {
      await downloadSet(params, run.manifest.files);
    } catch (error) {
      const reason = describeError(error);
      logger.warning(`not restoring run ${run.runId}: ${reason}; trying the run before it`);
      skipped.push({ runId: run.runId, reason });
      continue;
    }
    const files = run.manifest.files;
    const placedInOutputs = params.outputsDir
      ? await copyToOutputs(params, files)
      : new Map<string, FileSignature>();
    const bytes = files.reduce((sum, file) => sum + file.size, 0);
    logger.info(
      `restored ${countOf(files.length, 'file')} (${formatBytes(bytes)}) from run ${run.runId} (attempt ${run.manifest.attempt}, ${run.manifest.state}) into ${params.restartDir}`,
    );
    return {
      fromRunId: run.runId,
      files,
      bytes,
      skipped,
      placedInOutputs,
      durationMs: clock.now() - started,
    };
  }
  if (skipped.length > 0)
    logger.info(`nothing to restore: no earlier run of lineage ${params.lineage} uploaded a file`);
  return {
    files: [],
    bytes: 0,
    skipped,
    placedInOutputs: new Map(),
    durationMs: clock.now() - started,
  };
}

async function downloadSet(params: RestoreParams, files: readonly ManifestFile[]): Promise<void> {
  const staging = join(params.restartDir, STAGING);
  await rm(staging, { recursive: true, force: true });
  const targets = files.map((file) => ({ file, target: safeJoin(staging, file.path) }));
  const failures: unknown[] = [];
  const pool = new TaskPool(params.concurrency, (error) => failures.push(error));
  const progress = new TransferProgress({
    verb: 'restored',
    totalBytes: files.reduce((sum, file) => sum + file.size, 0),
    clock: params.clock,
    logger: params.logger,
  });
  const watching = new AbortController();
  const watcher = watchStagedBytes(staging, progress, params.clock, watching.signal);
  for (const { file, target } of targets) {
    pool.add(async () => {
      if (failures.length > 0) return;
      await withRetry(() => params.store.getFile(file.key, target, file), {
        clock: params.clock,
        isRetryable: (error) => !(error instanceof IntegrityError),
        onRetry: (error, attempt) =>
          params.logger.warning(
            `download of ${file.path} failed (try ${attempt}): ${describeError(error)}`,
          ),
      });
      progress.add(file.size);
    });
  }
  await pool.idle();
  watching.abort();
  await watcher;
  if (failures.length > 0) {
    await rm(staging, { recursive: true, force: true });
    throw failures[0];
  }
  for (const { file } of targets) {
    const target = safeJoin(params.restartDir, file.path);
    await mkdir(dirname(target), { recursive: true });
    await rename(safeJoin(staging, file.path), target);
  }
  await rm(staging, { recursive: true, force: true });
}

async function copyToOutputs(
  params: RestoreParams,
  files: readonly ManifestFile[],
): Promise<Map<string, FileSignature>> {
  const outputsDir = params.outputsDir ?? '';
  const placed = new Map<string, FileSignature>();
  for (const file of files) {
    const target = safeJoin(outputsDir, file.path);
    if (await exists(target)) {
      params.logger.warning(
        `not restoring ${file.path} into the outputs directory: a file is already there`,
      );
      continue;
    }
    await mkdir(dirname(target), { recursive: true });
    await copyFile(safeJoin(params.restartDir, file.path), target);
    const info = await lstat(target);
    placed.set(file.path, { size: info.size, mtimeMs: info.mtimeMs, ino: info.ino });
  }
  return placed;
}

async function exists(path: string): Promise<boolean> {
  try {
    await lstat(path);
    return true;
  } catch {
    return false;
  }
}
