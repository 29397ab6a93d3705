import { closeSync, fstatSync, openSync, readSync, type Stats } from 'node:fs';
import { open } from 'node:fs/promises';
import { outputsCalls } from '../base/quick-calls.js';

/** A file's bytes and what fstat said of it once they were read. */
export interface WholeRead {
  readonly data: Buffer;
  readonly info: Stats;
}

/**
 * Reads the `size` bytes the scan saw in a file, then asks the open file
 * what it is: a writer that touched it during the read moved its mtime, and
 * one that made it grow or shrink changed its size, which the caller checks
 * against the scan's. Four calls (open, read, fstat, close), where a read to
 * the end checked by lstat afterwards costs six and a path lookup more.
 */
export async function readWhole(path: string, size: number): Promise<WholeRead> {
  const data = Buffer.allocUnsafe(size);
  return outputsCalls.run(
    () => {
      const fd = openSync(path, 'r');
      try {
        let length = 0;
        for (let got = 1; got > 0 && length < size; length += got)
          got = readSync(fd, data, length, size - length, null);
        return { data: data.subarray(0, length), info: fstatSync(fd) };
      } finally {
        closeSync(fd);
      }
    },
    async () => {
      const handle = await open(path, 'r');
      try {
        let length = 0;
        for (let got = 1; got > 0 && length < size; length += got)
          ({ bytesRead: got } = await handle.read(data, length, size - length, null));
        return { data: data.subarray(0, length), info: await handle.stat() };
      } finally {
        await handle.close();
      }
    },
  );
}
