import { randomBytes } from 'node:crypto';
import {
  close,
  closeSync,
  fdatasync,
  fstatSync,
  open as openFd,
  openSync,
  readFileSync,
  renameSync,
  writeFile,
  writeFileSync,
} from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import { errorCode } from '../../base/error-code.js';
import type { QuickCalls } from '../../base/quick-calls.js';

/** Files up to this size are read whole into memory, to be put or placed in a few calls. */
export const WHOLE_READ = 1024 * 1024;

const openAsync = promisify(openFd);
const writeFileAsync = promisify(writeFile);
const fdatasyncAsync = promisify(fdatasync);
const closeAsync = promisify(close);

/** A file's bytes if it holds at most WHOLE_READ of them, else undefined (it is copied instead). */
export function readSmallSync(path: string): Buffer | undefined {
  const fd = openSync(path, 'r');
  try {
    return fstatSync(fd).size <= WHOLE_READ ? readFileSync(fd) : undefined;
  } finally {
    closeSync(fd);
  }
}

export async function readSmall(path: string): Promise<Buffer | undefined> {
  const handle = await open(path, 'r');
  try {
    return (await handle.stat()).size <= WHOLE_READ ? await handle.readFile() : undefined;
  } finally {
    await handle.close();
  }
}

/**
 * Writes `data` to `temp`, created exclusively so a name another writer
 * holds is never written through, and with `flush`, flushed to disk.
 * `calls` decides whether the quick calls run on the main thread; the flush
 * never does.
 */
export async function writeWhole(
  temp: string,
  data: string | Buffer,
  calls: QuickCalls,
  flush: boolean,
): Promise<void> {
  const fd = await calls.run(
    () => openSync(temp, 'wx'),
    () => openAsync(temp, 'wx'),
  );
  try {
    await calls.run(
      () => writeFileSync(fd, data),
      () => writeFileAsync(fd, data),
    );
    if (flush) await fdatasyncAsync(fd);
  } finally {
    await calls.run(
      () => closeSync(fd),
      () => closeAsync(fd),
    );
  }
}

/** Renames `from` to `to`, making `to`'s folder first if it is missing (tried first: a call saved per file). */
export async function renameInto(from: string, to: string, calls: QuickCalls): Promise<void> {
  try {
    await calls.run(
      () => renameSync(from, to),
      () => rename(from, to),
    );
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
    await mkdir(dirname(to), { recursive: true });
    await rename(from, to);
  }
}

/**
 * Puts verified bytes at `localPath` through a temp file beside it, as
 * placeVerified does a download. Not flushed to disk, as no store's restore
 * is: the store keeps the bytes, and a machine that crashes restores again
 * before its trainer or its uploads start.
 */
export async function placeBytes(
  localPath: string,
  data: Buffer,
  calls: QuickCalls,
): Promise<void> {
  const temp = `${localPath}.spot-train-${randomBytes(6).toString('hex')}.partial`;
  try {
    await mkdir(dirname(localPath), { recursive: true }).catch(() => undefined);
    await writeWhole(temp, data, calls, false);
    await renameInto(temp, localPath, calls);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
