import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GcsMedia } from '../../src/store/gcs/gcs-media.js';
import { GcsStore } from '../../src/store/gcs/gcs-store.js';
import { readStoreOptions } from '../../src/settings/store.js';
import { inputSource } from '../../src/settings/source.js';
import { IntegrityError, StoreError } from '../../src/store/store.js';
import type { Clock } from '../../src/base/clock.js';
import { startGcs, type LocalGcs } from '../helpers/gcs.js';
import { inputsFrom } from '../helpers/inputs.js';
import { openStoreUrl } from '../helpers/store-url.js';
import { tempDir } from '../helpers/temp-dir.js';

let gcs: LocalGcs;
beforeAll(async () => {
  gcs = await startGcs();
});
afterAll(async () => {
  await gcs.close();
});
afterEach(() => {
  gcs.setFaults(undefined);
});

/** Retries here wait for nothing: the tests count tries, not time. */
const noWait: Clock = { now: () => Date.now(), sleep: () => Promise.resolve() };

function store(prefix = 'runs', bucket = gcs.bucket) {
  return new GcsStore({
    bucket: gcs.client().bucket(bucket),
    media: new GcsMedia({ endpoint: gcs.endpoint, bucket, authHeaders: () => Promise.resolve({}) }),
    prefix,
    partSizeBytes: 1 << 20,
    downloadRangeBytes: 1 << 20,
    partConcurrency: 4,
    clock: noWait,
  });
}

describe('GcsStore against the GCS stand-in', () => {
  it('uploads in composed parts and downloads in ranges, byte for byte, leaving no parts', async () => {
    const dir = await tempDir('gcs');
    const bytes = randomBytes(5 * (1 << 20) + 12345);
    await writeFile(join(dir, 'model.pt'), bytes);
    const target = store();
    gcs.requests.length = 0;
    const digest = await target.putFile('L/r1/files/model.pt', join(dir, 'model.pt'));
    expect(digest.size).toBe(bytes.length);
    expect(gcs.requests.filter((r) => r.endsWith('/compose'))).toHaveLength(1);
    expect(gcs.requests.filter((r) => r.startsWith('POST /upload/'))).toHaveLength(6);
    await target.getFile('L/r1/files/model.pt', join(dir, 'restored/model.pt'), digest);
    expect((await readFile(join(dir, 'restored/model.pt'))).equals(bytes)).toBe(true);
    expect(
      [...gcs.buckets.bucket(gcs.bucket).keys()].filter((k) => k.includes('.spot-train')),
    ).toEqual([]);
    expect(await target.listPendingUploads('')).toEqual([]);
  });

  it('never restores an object whose bytes changed, and leaves the old file alone', async () => {
    const dir = await tempDir('gcs');
    await writeFile(join(dir, 'a.bin'), 'original bytes');
    await writeFile(join(dir, 'kept.bin'), 'what was here');
    const target = store();
    const digest = await target.putFile('L/r2/files/a.bin', join(dir, 'a.bin'));
    await gcs.client().bucket(gcs.bucket).file('runs/L/r2/files/a.bin').save('tampered bytes');
    await expect(
      target.getFile('L/r2/files/a.bin', join(dir, 'kept.bin'), digest),
    ).rejects.toBeInstanceOf(IntegrityError);
    expect(await readFile(join(dir, 'kept.bin'), 'utf8')).toBe('what was here');
  });

  it('lets exactly one of many racing createExclusive calls win', async () => {
    const stores = Array.from({ length: 8 }, () => store());
    const results = await Promise.all(
      stores.map((s, index) => s.createExclusive('L/claims/r1', `claimant ${index}`)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const winner = results.indexOf(true);
    expect(await store().readText('L/claims/r1')).toBe(`claimant ${winner}`);
  });

  it('lists immediate children (objects and folders, no dot-names), every key, and deletes', async () => {
    const target = store('listing');
    for (const key of [
      'L/r1/files/a',
      'L/r1/files/.v2/a',
      'L/r1/manifest.json',
      'L/r2/x',
      'L/.hidden',
      'L/top',
    ])
      await target.writeText(key, key);
    expect(await target.listChildren('L/')).toEqual(['r1', 'r2', 'top']);
    expect(await target.listKeys('L/r1/')).toEqual([
      'L/r1/files/.v2/a',
      'L/r1/files/a',
      'L/r1/manifest.json',
    ]);
    await target.deleteObject('L/r1/files/.v2/a');
    await target.deleteObject('L/r1/files/.v2/a');
    expect(await target.listKeys('L/r1/')).toEqual(['L/r1/files/a', 'L/r1/manifest.json']);
    expect(await target.readText('L/r2/x')).toBe('L/r2/x');
    expect(await target.readText('L/none')).toBeUndefined();
  });

  it('names the bucket, key and operation when a request fails, and a missing bucket is an error', async () => {
    const missing = store('runs', 'no-such-bucket');
    const error = await missing.readText('L/r1/manifest.json').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreError);
    expect(String(error)).toContain('read gs://no-such-bucket/runs/L/r1/manifest.json failed');
    const dir = await tempDir('gcs');
    await writeFile(join(dir, 'a'), 'a');
    await expect(missing.putFile('L/r1/files/a', join(dir, 'a'))).rejects.toThrow(
      /put gs:\/\/no-such-bucket\/runs\/L\/r1\/files\/a failed/,
    );
  });

  it('retries transient 503s and dropped connections, and never a 412', async () => {
    const dir = await tempDir('gcs');
    const bytes = randomBytes(3 * (1 << 20) + 5);
    await writeFile(join(dir, 'm.bin'), bytes);
    const target = store('faults');
    let count = 0;
    gcs.setFaults(() => (++count % 3 === 0 ? (count % 2 ? 'drop' : 'unavailable') : undefined));
    const digest = await target.putFile('L/r/files/m.bin', join(dir, 'm.bin'));
    await target.getFile('L/r/files/m.bin', join(dir, 'back.bin'), digest);
    expect((await readFile(join(dir, 'back.bin'))).equals(bytes)).toBe(true);
    expect(await target.listChildren('L/')).toEqual(['r']);
    gcs.setFaults(undefined);
    await target.createExclusive('L/claim', 'mine');
    gcs.requests.length = 0;
    expect(await target.createExclusive('L/claim', 'theirs')).toBe(false);
    expect(gcs.requests).toHaveLength(1);
  });

  it('lists the components a killed upload left as one pending upload of its key, and aborts it', async () => {
    const bucket = gcs.client().bucket(gcs.bucket);
    const folder = 'pending/.spot-train-uploads/L/r1/files/ckpt/model.pt/lq2k-abc123/';
    for (const part of ['00', '01']) await bucket.file(`${folder}${part}`).save(part);
    await bucket.file('pending/L/r1/files/other.pt').save('done');
    const target = store('pending');
    const [pending] = await target.listPendingUploads('');
    expect(pending).toMatchObject({ key: 'L/r1/files/ckpt/model.pt', uploadId: 'lq2k-abc123' });
    expect(Math.abs((pending?.initiatedAt ?? 0) - Date.now())).toBeLessThan(60_000);
    expect(await target.listChildren('')).toEqual(['L']);
    if (pending) await target.abortPendingUpload(pending);
    expect(await target.listPendingUploads('')).toEqual([]);
    expect(await target.listKeys('L/')).toEqual(['L/r1/files/other.pt']);
  });

  it('opens gs:// URLs against gcs-endpoint without credentials, and refuses bad bucket names', async () => {
    const opened = await openStoreUrl(`gs://${gcs.bucket}/opened/`, {
      gcsEndpoint: gcs.endpoint,
    });
    expect(opened.url).toBe(`gs://${gcs.bucket}/opened`);
    await opened.writeText('x', 'hello');
    expect(await opened.readText('x')).toBe('hello');
    // STORAGE_EMULATOR_HOST as host:port, the form other clients take, when gcs-endpoint is empty.
    const env = { STORAGE_EMULATOR_HOST: gcs.endpoint.replace('http://', '') };
    const options = readStoreOptions(inputSource(inputsFrom({ 'gcs-endpoint': '' })), env);
    const viaEnv = await openStoreUrl(`gs://${gcs.bucket}/opened`, options);
    expect(await viaEnv.readText('x')).toBe('hello');
    await expect(openStoreUrl('gs://Bad_Bucket/p')).rejects.toThrow(
      /store: "Bad_Bucket" in "gs:\/\/Bad_Bucket\/p" is not a GCS bucket name/,
    );
  });
});
