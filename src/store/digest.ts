import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import type { Digest } from './store.js';

const CHUNK = 1 << 20;

export async function digestFile(path: string): Promise<Digest> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(path, { highWaterMark: CHUNK })) {
    const buffer = chunk as Buffer;
    hash.update(buffer);
    size += buffer.length;
  }
  return { size, sha256: hash.digest('hex') };
}

/**
 * Copies `from` to `to` and digests `from` at the same time: the kernel copies
 * (copy_file_range, on a thread-pool thread) while this thread hashes, so the
 * pair costs little more than the copy alone on a two-core VM. The caller
 * checks that `from` did not change meanwhile.
 */
export async function copyWithDigest(from: string, to: string): Promise<Digest> {
  const [digest] = await Promise.all([digestFile(from), copyFile(from, to)]);
  return digest;
}
