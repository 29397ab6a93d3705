/**
 * libuv runs every file copy, fsync and file read on a pool of 4 threads by
 * default. One transfer holds up to three of them at once (the kernel copy,
 * the flush to disk, the reads for its checksum), so with several transfers
 * in flight the pool, not the disk, sets the pace: measured here, syncing a
 * checkpoint set took 0.85 s with 4 threads and 0.56 s with 16. The size is
 * read when the pool starts, so this runs first in the bundle.
 */
export const THREAD_POOL_SIZE = '16';

/**
 * A process that only downloads (`spot-train restore`) does none of that:
 * its pool threads write the ranges and files that arrive, several to one
 * file, and past 8 threads they mostly wait for each other on the file's
 * lock. Measured on the bench's 512 MiB + 20 x 1 MiB restore, alternating
 * sizes: a median 1.44 s with 8 threads, 1.50 with 4 or 12, 1.60 with 16.
 */
const RESTORE_POOL_SIZE = '8';

const userSetting = process.env.UV_THREADPOOL_SIZE;

/** `argv` is the process's: the CLI's command is its third word. */
export function enlargeThreadPool(argv: readonly string[] = process.argv): void {
  process.env.UV_THREADPOOL_SIZE ??= argv[2] === 'restore' ? RESTORE_POOL_SIZE : THREAD_POOL_SIZE;
}

/** The environment a trainer gets: ours, without the pool size we chose for ourselves. */
export function trainerBaseEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (userSetting !== undefined || env.UV_THREADPOOL_SIZE !== THREAD_POOL_SIZE) return env;
  const rest = { ...env };
  delete rest.UV_THREADPOOL_SIZE;
  return rest;
}
