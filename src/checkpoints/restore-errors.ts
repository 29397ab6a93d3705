import { statfs } from 'node:fs/promises';
import { formatBytes } from '../base/bytes.js';
import { atNearestExisting } from './nearest-existing.js';

/**
 * A restore that cannot complete. It stops the attempt before the trainer
 * starts: a trainer started from nothing would save a newer, smaller state
 * and hide what the runs before it saved.
 */
export class RestoreError extends Error {
  override readonly name = 'RestoreError';
}

/** Fails before anything is downloaded when `dir` has less room than the files need. */
export async function requireSpace(dir: string, bytes: number, what: string): Promise<void> {
  const free = await freeBytes(dir);
  if (free >= bytes) return;
  throw new RestoreError(
    `${what} needs ${formatBytes(bytes)} in ${dir}, which has ${formatBytes(free)} free; make room there or give the VM a larger disk (disk-size)`,
  );
}

/** Free bytes of the file system `dir` is or will be on. */
async function freeBytes(dir: string): Promise<number> {
  const fs = await atNearestExisting(dir, (path) => statfs(path));
  return fs.bavail * fs.bsize;
}
