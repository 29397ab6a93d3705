import { createHash } from 'node:crypto';
import { copyFile, open } from 'node:fs/promises';
import type { Digest } from './store.js';

const CHUNK = 2 << 20;

/**
 * Read buffers kept between files: fresh 2 MiB buffers per file would wait
 * for the garbage collector and grow the supervisor's memory with every
 * checkpoint. At most one pair per concurrent transfer is ever kept.
 */
const sparePairs: [Buffer, Buffer][] = [];

/**
 * SHA-256 and size of a file. Two buffers take turns: the next chunk is read
 * (on a thread-pool thread) while this thread hashes the current one, and
 * they are reused for the whole file, since fresh chunks (as a stream reads
 * them) cost the kernel as much zeroing as the hash costs.
 */
export async function digestFile(path: string): Promise<Digest> {
  const handle = await open(path, 'r');
  const buffers = sparePairs.pop() ?? [Buffer.allocUnsafe(CHUNK), Buffer.allocUnsafe(CHUNK)];
  try {
    const hash = createHash('sha256');
    let size = 0;
    const [first, second] = buffers;
    let useSecond = false;
    let pending = handle.read(first, 0, CHUNK, null);
    for (;;) {
      const { bytesRead, buffer } = await pending;
      if (bytesRead === 0) break;
      useSecond = !useSecond;
      pending = handle.read(useSecond ? second : first, 0, CHUNK, null);
      hash.update(buffer.subarray(0, bytesRead));
      size += bytesRead;
    }
    // Only a loop that ended cleanly has no read left writing into a buffer.
    sparePairs.push(buffers);
    return { size, sha256: hash.digest('hex') };
  } finally {
    await handle.close();
  }
}

/**
 * Copies `from` to `to`, flushes the copy to disk, and digests `from`, all at
 * once: the kernel copies and writes back (on thread-pool threads) while this
 * thread hashes, so the whole costs little more than the slowest part on a
 * two-core VM. The caller checks that `from` did not change meanwhile.
 */
/** The digest of bytes in memory. */
export function digestOf(data: Buffer): Digest {
  return { size: data.length, sha256: createHash('sha256').update(data).digest('hex') };
}

export async function copyWithDigest(from: string, to: string): Promise<Digest> {
  const [digest] = await Promise.all([
    digestFile(from),
    copyFile(from, to).then(() => flushToDisk(to)),
  ]);
  return digest;
}

async function flushToDisk(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
}
