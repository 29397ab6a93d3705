import { createHash, randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InOrderDigest } from '../../src/store/in-order-digest.js';
import { tempDir } from '../helpers/temp-dir.js';

describe('InOrderDigest', () => {
  it('gives the SHA-256 of the whole file whatever order the ranges land in', async () => {
    const dir = await tempDir('digest');
    const bytes = randomBytes(5 * 1000 + 7);
    const path = join(dir, 'f');
    await writeFile(path, bytes);
    const ranges: [number, number][] = [];
    for (let start = 0; start < bytes.length; start += 1000)
      ranges.push([start, Math.min(bytes.length, start + 1000) - 1]);
    const digest = new InOrderDigest(path, ranges);
    for (const index of [3, 0, 5, 1, 4, 2]) digest.landedRange(index);
    expect(await digest.result()).toEqual({
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
  });

  it('refuses to answer before every range has landed', async () => {
    const dir = await tempDir('digest');
    await writeFile(join(dir, 'f'), 'abcdef');
    const digest = new InOrderDigest(join(dir, 'f'), [
      [0, 2],
      [3, 5],
    ]);
    digest.landedRange(1);
    await expect(digest.result()).rejects.toThrow('not every range landed');
  });
});
