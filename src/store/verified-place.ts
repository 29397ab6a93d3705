import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { IntegrityError, type Digest } from './store.js';

/** Throws IntegrityError unless `digest` (of what `source` held) is the one the manifest recorded. */
export function checkDigest(source: string, digest: Digest, expected: Digest): void {
  if (digest.size !== expected.size || digest.sha256 !== expected.sha256) {
    throw new IntegrityError(
      `${source} holds ${digest.size} bytes with sha256 ${digest.sha256}; the manifest recorded ${expected.size} bytes with sha256 ${expected.sha256}`,
    );
  }
}

/**
 * Fetches an object into a temp file beside `localPath` and renames it into
 * place only if its bytes match `expected`; otherwise throws IntegrityError
 * and leaves `localPath` as it was. `fetch` writes the temp file and returns
 * the digest of what it wrote.
 */
export async function placeVerified(
  localPath: string,
  expected: Digest,
  source: string,
  fetch: (temp: string) => Promise<Digest>,
): Promise<void> {
  await mkdir(dirname(localPath), { recursive: true });
  const temp = `${localPath}.spot-train-${randomBytes(6).toString('hex')}.partial`;
  try {
    const digest = await fetch(temp);
    checkDigest(source, digest, expected);
    await rename(temp, localPath);
  } finally {
    await rm(temp, { force: true });
  }
}
