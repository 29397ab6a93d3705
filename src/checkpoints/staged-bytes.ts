import { lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { sleepUnlessAborted, type Clock } from '../base/clock.js';
import { PROGRESS_INTERVAL_MS, type TransferProgress } from '../store/transfer-progress.js';

/**
 * Tells `progress` how many bytes have landed under `dir` every interval
 * until `signal` aborts. Every store downloads into a temp file beside its
 * target, so the directory's size counts a large file's ranges as they
 * arrive, not only once the whole file is verified; no store needs to know.
 */
export async function watchStagedBytes(
  dir: string,
  progress: TransferProgress,
  clock: Clock,
  signal: AbortSignal,
): Promise<void> {
  for (;;) {
    await sleepUnlessAborted(clock, PROGRESS_INTERVAL_MS, signal);
    if (signal.aborted) return;
    progress.landed(await bytesUnder(dir));
  }
}

/** The size of every file under `dir`; files that vanish while counted (renamed into place) count 0. */
async function bytesUnder(dir: string): Promise<number> {
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch {
    return 0;
  }
  const sizes = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) =>
        lstat(join(entry.parentPath, entry.name)).then(
          (info) => info.size,
          () => 0,
        ),
      ),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}
