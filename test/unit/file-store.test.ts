import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { FileStore } from '../../src/store/file/file-store.js';
import { safeJoin } from '../../src/store/safe-path.js';
import { IntegrityError, StoreError } from '../../src/store/store.js';
import { tempDir } from '../helpers/temp-dir.js';

describe('FileStore', () => {
  it('stores a file and returns the digest of its bytes', async () => {
    const dir = await tempDir();
    const source = join(dir, 'model.pt');
    await writeFile(source, 'weights');
    const store = new FileStore(join(dir, 'store'));
    const digest = await store.putFile('l/r/files/model.pt', source);
    expect(digest).toEqual({
      size: 7,
      sha256: createHash('sha256').update('weights').digest('hex'),
    });
    expect(await readFile(join(dir, 'store/l/r/files/model.pt'), 'utf8')).toBe('weights');
    expect(await readdir(join(dir, 'store/.incoming'))).toEqual([]);
  });

  it('restores only bytes that match the recorded digest', async () => {
    const dir = await tempDir();
    const source = join(dir, 'a.bin');
    await writeFile(source, 'good bytes');
    const store = new FileStore(join(dir, 'store'));
    const digest = await store.putFile('k', source);
    await store.getFile('k', join(dir, 'out/a.bin'), digest);
    expect(await readFile(join(dir, 'out/a.bin'), 'utf8')).toBe('good bytes');

    await writeFile(join(dir, 'store/k'), 'bad bytes!');
    await writeFile(join(dir, 'out/b.bin'), 'old');
    await expect(store.getFile('k', join(dir, 'out/b.bin'), digest)).rejects.toBeInstanceOf(
      IntegrityError,
    );
    expect(await readFile(join(dir, 'out/b.bin'), 'utf8')).toBe('old');
    expect((await readdir(join(dir, 'out'))).sort()).toEqual(['a.bin', 'b.bin']);
  });

  it('lets exactly one of many racing creators win', async () => {
    const dir = await tempDir();
    const store = new FileStore(dir);
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) => store.createExclusive('l/r/restart.claim', `${i}`)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const winner = results.indexOf(true);
    expect(await store.readText('l/r/restart.claim')).toBe(String(winner));
  });

  it('never shows a created record empty or in part: a kill at any moment leaves it whole or absent', async () => {
    const dir = await tempDir();
    const store = new FileStore(dir);
    // Large enough that writing it takes many polls of the main thread.
    const text = 'x'.repeat(32 * 1024 * 1024);
    const path = join(dir, 'l/r/history/notice.json');
    const sizes = new Set<number>();
    const state = { done: false };
    const created = store.createExclusive('l/r/history/notice.json', text).finally(() => {
      state.done = true;
    });
    while (!state.done) {
      const size = await stat(path).then(
        (info) => info.size,
        () => -1,
      );
      sizes.add(size);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await created).toBe(true);
    sizes.add((await stat(path)).size);
    // Only "not there yet" and the whole record were ever to be seen.
    expect([...sizes].filter((size) => size !== -1 && size !== text.length)).toEqual([]);
    expect(await store.createExclusive('l/r/history/notice.json', 'again')).toBe(false);
    // No temp file is left where the records are listed.
    expect(await store.listKeys('l/')).toEqual(['l/r/history/notice.json']);
  });

  it('reads, replaces and lists, and says which key failed', async () => {
    const dir = await tempDir();
    const store = new FileStore(dir);
    expect(await store.readText('missing')).toBeUndefined();
    await store.writeText('l/r1/manifest.json', 'one');
    await store.writeText('l/r1/manifest.json', 'two');
    await store.writeText('l/r2/manifest.json', 'x');
    expect(await store.readText('l/r1/manifest.json')).toBe('two');
    expect(await store.listChildren('l/')).toEqual(['r1', 'r2']);
    expect(await store.listChildren('nothing/')).toEqual([]);
    const failure = await store
      .putFile('l/x', join(dir, 'no-such-file'))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StoreError);
    expect(String(failure)).toContain(`put file://${dir}/l/x failed`);
  });

  it('refuses keys that would leave the store', async () => {
    const dir = await tempDir();
    const store = new FileStore(join(dir, 'store'));
    await expect(store.writeText('../escape', 'x')).rejects.toThrow(/refusing path/);
    expect(() => safeJoin('/data', 'a/../../etc/passwd')).toThrow(/would leave \/data/);
    expect(() => safeJoin('/data', '/etc/passwd')).toThrow(/refusing path/);
    expect(safeJoin('/data', 'ckpt/./step-1.pt')).toBe('/data/ckpt/step-1.pt');
  });
});
