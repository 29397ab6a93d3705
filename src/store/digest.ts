import { createHash } from 'node:crypto';
import { copyFile, open } from 'node:fs/promises';
import type { Digest } from './store.js';

const CHUNK = 4 << 20;

/**
 * Read buffers kept between files: a fresh 4 MiB buffer per file would wait
 * for the garbage collector and grow the supervisor's memory with every
 * checkpoint. At most one buffer per concurrent transfer is ever kept.
 */
const spareBuffers: Buffer[] = [];

/**
 * SHA-256 and size of a file. One buffer is reused for the whole file: a
 * stream would allocate (and the kernel zero) a fresh chunk per read, which
 * on a VM costs as much as the hashing itself.
 */
export async function digestFile(path: string): Promise<Digest> {
  const handle = await open(path, 'r');
  const buffer = spareBuffers.pop() ?? Buffer.allocUnsafe(CHUNK);
  try {
    const hash = createHash('sha256');
    let size = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, CHUNK, null);
      if (bytesRead === 0) break;
      hash.update(buffer.subarray(0, bytesRead));
      size += bytesRead;
    }
    return { size, sha256: hash.digest('hex') };
  } finally {
    spareBuffers.push(buffer);
    await handle.close();
  }
}

/**
 * Copies `from` to `to`, flushes the copy to disk, and digests `from`, all at
 * once: the kernel copies and writes back (on thread-pool threads) while this
 * thread hashes, so the whole costs little more than the slowest part on a
 * two-core VM. The caller checks that `from` did not change meanwhile.
 */
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
