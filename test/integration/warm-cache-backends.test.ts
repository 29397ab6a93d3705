import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCacheBackend } from '../../src/cache/open-backend.js';
import type { CacheSpec } from '../../src/cache/cache-spec.js';
import { saveOnce } from '../../src/cache/save-once.js';
import { entryPrefix } from '../../src/cache/store-backend.js';
import { systemClock } from '../../src/base/clock.js';
import { parseStoreUrl } from '../../src/store/store-location.js';
import type { StoreOptions } from '../../src/store/store-options.js';
import { asJob } from '../helpers/artifact-service/as-job.js';
import { startCacheService, type CacheService } from '../helpers/cache-service/index.js';
import { startS3, type LocalS3 } from '../helpers/s3.js';
import { tempDir } from '../helpers/temp-dir.js';

/** A workspace with a pip-like cache of two files, one of them 3 MiB of noise. */
async function workspaceWithCache(): Promise<{ cwd: string; files: Record<string, Buffer> }> {
  const cwd = await tempDir('warm');
  const files = {
    'cache/pip/wheels/torch.whl': randomBytes(3 << 20),
    'cache/pip/http/index.json': Buffer.from('{"fresh": true}\n'),
  };
  for (const [path, bytes] of Object.entries(files)) {
    await mkdir(join(cwd, path, '..'), { recursive: true });
    await writeFile(join(cwd, path), bytes);
  }
  return { cwd, files };
}

/** A cache spec's store, from its URL as the warm step reads it. */
function atStore(url: string, options: StoreOptions = {}): CacheSpec['store'] {
  return { location: parseStoreUrl(url, 'store', process.cwd()), options };
}

function specFor(
  cwd: string,
  backend: CacheSpec['backend'],
  store?: CacheSpec['store'],
  prefix = `spot-train-Linux-${randomBytes(4).toString('hex')}.yml-`,
): CacheSpec {
  return {
    paths: ['cache/pip'],
    key: `${prefix}${randomBytes(4).toString('hex')}`,
    restoreKeys: [prefix],
    backend,
    maxSizeBytes: 1 << 30,
    cwd,
    ...(store ? { store } : {}),
  };
}

/** Saves, empties the paths, restores, and checks every byte came back. */
async function roundTrip(spec: CacheSpec, files: Record<string, Buffer>): Promise<void> {
  const saved = await saveOnce(spec, await openCacheBackend(spec), systemClock);
  expect(saved, JSON.stringify(saved)).toMatchObject({ state: 'saved', bytes: (3 << 20) + 16 });
  await rm(join(spec.cwd, 'cache'), { recursive: true });
  const restored = await (await openCacheBackend(spec)).restore();
  expect(restored?.matchedKey).toBe(spec.key);
  for (const [path, bytes] of Object.entries(files)) {
    expect((await readFile(join(spec.cwd, path))).equals(bytes), path).toBe(true);
  }
  // An entry is never saved twice under one key.
  expect(await saveOnce(spec, await openCacheBackend(spec), systemClock)).toMatchObject({
    state: 'cached',
  });
}

describe('warm cache backends', () => {
  let service: CacheService;
  let s3: LocalS3;
  beforeAll(async () => {
    [service, s3] = await Promise.all([startCacheService(), startS3('warm-caches')]);
  });
  afterAll(async () => {
    await Promise.all([service.close(), s3.close()]);
  });

  it('GitHub cache: the real @actions/cache client saves and restores through the stand-in', async () => {
    const { cwd, files } = await workspaceWithCache();
    const spec = specFor(cwd, 'github');
    await asJob(service.jobEnv(), () => roundTrip(spec, files));
    expect(service.entries().map((entry) => entry.key)).toContain(spec.key);
    expect(service.operations).toEqual(
      expect.arrayContaining([
        'CreateCacheEntry',
        'PutBlob',
        'FinalizeCacheEntryUpload',
        'GetBlob',
      ]),
    );
  });

  it('GitHub cache: a key that is not there restores nothing and leaves the paths alone', async () => {
    const { cwd } = await workspaceWithCache();
    const spec = specFor(cwd, 'github');
    const found = await asJob(service.jobEnv(), async () =>
      (await openCacheBackend(spec)).restore(),
    );
    expect(found).toBeUndefined();
    expect(await readFile(join(cwd, 'cache/pip/http/index.json'), 'utf8')).toContain('fresh');
  });

  it('file store: a tarball under .caches/ in the store, verified before it is unpacked', async () => {
    const { cwd, files } = await workspaceWithCache();
    const bucket = await tempDir('warm-bucket');
    const spec = specFor(cwd, 'store', atStore(`file://${bucket}`));
    await roundTrip(spec, files);
    const entry = JSON.parse(
      await readFile(join(bucket, entryPrefix(spec), 'entry.json'), 'utf8'),
    ) as { key: string; archive: { size: number } };
    expect(entry.key).toBe(spec.key);
    // zstd shrinks the JSON but not the noise.
    expect(entry.archive.size).toBeGreaterThan(3 << 20);
  });

  it('file store: an archive tar stops reading before its end still unpacks (no premature close)', async () => {
    // This layout leaves padding after tar's end-of-archive blocks.
    const cwd = await tempDir('warm');
    const wheel = randomBytes(1 << 20);
    await mkdir(join(cwd, '.pip-cache/wheels'), { recursive: true });
    await writeFile(join(cwd, '.pip-cache/wheels/torch.whl'), wheel);
    await writeFile(join(cwd, '.pip-cache/index.json'), '{"pinned": true}\n');
    const bucket = await tempDir('warm-bucket');
    const spec = {
      ...specFor(cwd, 'store', atStore(`file://${bucket}`)),
      paths: ['.pip-cache'],
    };
    await (await openCacheBackend(spec)).save();
    await rm(join(cwd, '.pip-cache'), { recursive: true });
    expect(await (await openCacheBackend(spec)).restore()).toMatchObject({ matchedKey: spec.key });
    expect((await readFile(join(cwd, '.pip-cache/wheels/torch.whl'))).equals(wheel)).toBe(true);
  });

  it('S3 store (s3rver): saves and restores the same bytes', async () => {
    const { cwd, files } = await workspaceWithCache();
    const spec = specFor(
      cwd,
      'store',
      atStore(`s3://${s3.bucket}/runs`, { s3Endpoint: s3.endpoint, s3ForcePathStyle: true }),
    );
    await asJob(s3.env, () => roundTrip(spec, files));
  });

  it('a changed cache-key starts warm from the newest cache of the workflow, in both backends', async () => {
    const bucket = await tempDir('warm-bucket');
    const stores: [CacheSpec['backend'], CacheSpec['store'] | undefined, Record<string, string>][] =
      [
        ['github', undefined, service.jobEnv()],
        ['store', atStore(`file://${bucket}`), {}],
      ];
    for (const [backend, store, env] of stores) {
      const { cwd, files } = await workspaceWithCache();
      const prefix = `spot-train-Linux-${backend}.yml-`;
      const older = specFor(cwd, backend, store, prefix);
      const newer = specFor(cwd, backend, store, prefix);
      // Another workflow's cache, and one of other paths, never come back.
      const otherWorkflow = specFor(cwd, backend, store);
      const otherPaths = { ...specFor(cwd, backend, store, prefix), paths: ['cache'] };
      await asJob(env, async () => {
        for (const spec of [older, otherWorkflow, otherPaths]) {
          expect(await saveOnce(spec, await openCacheBackend(spec), systemClock)).toMatchObject({
            state: 'saved',
          });
        }
        await rm(join(cwd, 'cache'), { recursive: true });
        const found = await (await openCacheBackend(newer)).restore();
        expect(found?.matchedKey, backend).toBe(older.key);
        expect(await (await openCacheBackend(newer)).has()).toBe(false);
      });
      for (const [path, bytes] of Object.entries(files)) {
        expect((await readFile(join(cwd, path))).equals(bytes), path).toBe(true);
      }
    }
  });

  it('files over cache-max-size are not saved, and the summary can say by how much', async () => {
    const { cwd } = await workspaceWithCache();
    const bucket = await tempDir('warm-bucket');
    const spec = {
      ...specFor(cwd, 'store', atStore(`file://${bucket}`)),
      maxSizeBytes: 1 << 20,
    };
    expect(await saveOnce(spec, await openCacheBackend(spec), systemClock)).toEqual({
      state: 'too-big',
      bytes: (3 << 20) + 16,
      limit: 1 << 20,
    });
  });
});
