import { systemClock } from '../src/base/clock.js';
import { silentLogger } from '../src/base/log.js';
import { LiveSync } from '../src/checkpoints/live-sync.js';
import { restoreLineage } from '../src/checkpoints/restore.js';
import { ManifestWriter } from '../src/checkpoints/manifest-writer.js';
import type { Store } from '../src/store/store.js';

/**
 * Uploads every file of `dir` to `store` as the supervisor's final flush
 * does, under lineage L, run r, and returns the milliseconds it took.
 */
export async function syncOnce(store: Store, dir: string, expectedFiles: number): Promise<number> {
  const manifest = new ManifestWriter({
    store,
    clock: systemClock,
    logger: silentLogger,
    header: {
      lineage: 'L',
      runId: 'r',
      attempt: 1,
      state: 'running',
      startedAt: new Date().toISOString(),
    },
  });
  const sync = new LiveSync({
    store,
    outputsDir: dir,
    lineage: 'L',
    runId: 'r',
    manifest,
    clock: systemClock,
    logger: silentLogger,
    settleMs: 0,
    scanIntervalMs: 1000,
    concurrency: 4,
  });
  const start = performance.now();
  await sync.flush();
  await manifest.persist();
  const elapsed = performance.now() - start;
  const uploaded = sync.stats().filesUploaded;
  if (uploaded !== expectedFiles)
    throw new Error(`uploaded ${uploaded} files, expected ${expectedFiles}`);
  return elapsed;
}

/**
 * Restores lineage L (as syncOnce left it) from `store` into `into`, as the
 * next attempt would, and returns the milliseconds it took.
 */
export async function restoreOnce(
  store: Store,
  into: string,
  expectedFiles: number,
): Promise<number> {
  const start = performance.now();
  const result = await restoreLineage({
    store,
    lineage: 'L',
    currentRunId: 'next',
    restartDir: into,
    concurrency: 4,
    clock: systemClock,
    logger: silentLogger,
  });
  if (result.files.length !== expectedFiles)
    throw new Error(`restored ${result.files.length} files, expected ${expectedFiles}`);
  return performance.now() - start;
}
