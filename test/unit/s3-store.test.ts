import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/base/clock.js';
import { claimByCandidates, type ClaimObjects } from '../../src/store/s3/s3-claim.js';
import { S3Store } from '../../src/store/s3/s3-store.js';
import { IntegrityError, StoreError } from '../../src/store/store.js';
import { startS3, type LocalS3 } from '../helpers/s3.js';
import { tempDir } from '../helpers/temp-dir.js';

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3.close();
});

function store(prefix = 'runs') {
  return new S3Store({
    client: s3.client(),
    bucket: s3.bucket,
    prefix,
    partSizeBytes: 5 << 20,
    downloadRangeBytes: 5 << 20,
    partConcurrency: 4,
    clock: systemClock,
    claimSettleMs: 300,
  });
}

describe('S3Store against a real S3-compatible server', () => {
  it('uploads in parts and downloads in ranges, byte for byte', async () => {
    const dir = await tempDir('s3');
    const bytes = randomBytes(13 * (1 << 20) + 12345);
    await writeFile(join(dir, 'model.pt'), bytes);
    const target = store();
    const digest = await target.putFile('L/r1/files/model.pt', join(dir, 'model.pt'));
    expect(digest.size).toBe(bytes.length);
    await target.getFile('L/r1/files/model.pt', join(dir, 'restored/model.pt'), digest);
    expect((await readFile(join(dir, 'restored/model.pt'))).equals(bytes)).toBe(true);
  });

  it('lists every key below a prefix and removes objects, for retention', async () => {
    const target = store('retention');
    for (const key of ['L/r1/files/a', 'L/r1/files/.v2/a', 'L/r1/manifest.json', 'L/r2/x']) {
      await target.writeText(key, key);
    }
    expect(await target.listKeys('L/r1/')).toEqual([
      'L/r1/files/.v2/a',
      'L/r1/files/a',
      'L/r1/manifest.json',
    ]);
    await target.deleteObject('L/r1/files/.v2/a');
    await target.deleteObject('L/r1/files/.v2/a');
    expect(await target.listKeys('L/r1/')).toEqual(['L/r1/files/a', 'L/r1/manifest.json']);
    expect(await target.readText('L/r2/x')).toBe('L/r2/x');
  });

  it('never restores an object whose bytes changed, and leaves the old file alone', async () => {
    const dir = await tempDir('s3');
    await writeFile(join(dir, 'a.bin'), 'original bytes');
    await writeFile(join(dir, 'kept.bin'), 'what was here');
    const target = store();
    const digest = await target.putFile('L/r2/files/a.bin', join(dir, 'a.bin'));
    await s3.client().send(
      new PutObjectCommand({
        Bucket: s3.bucket,
        Key: 'runs/L/r2/files/a.bin',
        Body: 'tampered bytes',
      }),
    );
    await expect(
      target.getFile('L/r2/files/a.bin', join(dir, 'kept.bin'), digest),
    ).rejects.toBeInstanceOf(IntegrityError);
    expect(await readFile(join(dir, 'kept.bin'), 'utf8')).toBe('what was here');
  });

  it('refuses a multi-range object with one byte changed, hashed while it downloads', async () => {
    const dir = await tempDir('s3');
    const bytes = randomBytes(17 * (1 << 20) + 3);
    await writeFile(join(dir, 'big.bin'), bytes);
    await writeFile(join(dir, 'kept.bin'), 'what was here');
    const target = store();
    const digest = await target.putFile('L/r3/files/big.bin', join(dir, 'big.bin'));
    const tampered = Buffer.from(bytes);
    tampered[12 << 20] = (tampered[12 << 20] ?? 0) ^ 1;
    await s3
      .client()
      .send(
        new PutObjectCommand({ Bucket: s3.bucket, Key: 'runs/L/r3/files/big.bin', Body: tampered }),
      );
    await expect(
      target.getFile('L/r3/files/big.bin', join(dir, 'kept.bin'), digest),
    ).rejects.toBeInstanceOf(IntegrityError);
    expect(await readFile(join(dir, 'kept.bin'), 'utf8')).toBe('what was here');
  });

  it('reads, writes and lists under its prefix', async () => {
    const target = store('team/a');
    expect(await target.readText('L/r9/manifest.json')).toBeUndefined();
    await target.writeText('L/r9/manifest.json', '{"x":1}');
    await target.writeText('L/r10/manifest.json', '{}');
    expect(await target.readText('L/r9/manifest.json')).toBe('{"x":1}');
    await target.writeText('L/r9/files/deep/er/model.pt', 'x');
    await target.writeText('L.other/r1/manifest.json', '{}');
    expect(await target.listChildren('L/')).toEqual(['r10', 'r9']);
    expect(await target.listChildren('')).toEqual(['L', 'L.other']);
    expect(await store('team/b').listChildren('L/')).toEqual([]);
    expect(target.url).toBe(`s3://${s3.bucket}/team/a`);
  });

  it('names the bucket, key and operation when the store fails', async () => {
    const broken = new S3Store({
      client: s3.client(),
      bucket: 'no-such-bucket',
      prefix: 'p',
      partSizeBytes: 5 << 20,
      partConcurrency: 2,
      clock: systemClock,
    });
    const error = await broken.readText('L/r/manifest.json').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreError);
    expect(String(error)).toContain('read s3://no-such-bucket/p/L/r/manifest.json failed');
  });

  it('lets exactly one of many racing claimants win, though this server ignores If-None-Match', async () => {
    const contenders = Array.from({ length: 6 }, () => store('claims'));
    const results = await Promise.all(
      contenders.map((c, i) => c.createExclusive('L/r1/restart.claim', `{"by":${i}}`)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await store('claims').readText('L/r1/restart.claim')).toBe(
      `{"by":${results.indexOf(true)}}`,
    );
    expect(await store('claims').createExclusive('L/r1/restart.claim', 'late')).toBe(false);
  });
});

describe('the probe for conditional writes', () => {
  it('is asked again after a connection reset, so one lost probe does not fail every claim of the run', async () => {
    const real = s3.client();
    let resets = 1;
    const client = Object.assign(Object.create(real) as typeof real, {
      send: (command: Parameters<typeof real.send>[0]) => {
        if (command instanceof PutObjectCommand && resets > 0) {
          resets--;
          return Promise.reject(
            Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
          );
        }
        return real.send(command);
      },
    });
    const flaky = new S3Store({
      client,
      bucket: s3.bucket,
      prefix: 'probe',
      partSizeBytes: 5 << 20,
      partConcurrency: 4,
      clock: systemClock,
      claimSettleMs: 300,
    });
    await expect(flaky.createExclusive('L/r/owner', 'me')).rejects.toThrow(/ECONNRESET/);
    expect(await flaky.createExclusive('L/r/owner', 'me')).toBe(true);
    expect(await flaky.createExclusive('L/r/owner', 'other')).toBe(false);
  });
});

describe('the claim protocol without conditional writes', () => {
  /** Objects in memory whose writes land after a delay, as a slow network would have it. */
  function slowObjects(): ClaimObjects & { keys: Set<string>; bodies: Map<string, string> } {
    const bodies = new Map<string, string>();
    const keys = new Set<string>();
    return {
      keys,
      bodies,
      list: (prefix) =>
        Promise.resolve(
          [...keys].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length)),
        ),
      put: async (key, body) => {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 50));
        keys.add(key);
        bodies.set(key, body);
      },
      exists: (key) => Promise.resolve(keys.has(key)),
      read: (key) => Promise.resolve(bodies.get(key)),
    };
  }

  it('has one winner however the contenders interleave', async () => {
    for (let round = 0; round < 20; round++) {
      const objects = slowObjects();
      const results = await Promise.all(
        // Each contender's body is its own, as every caller's is (a nonce, a run id).
        Array.from({ length: 5 }, async (_, contender) => {
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 30));
          return claimByCandidates(objects, 'k', `body ${contender}`, {
            clock: systemClock,
            settleMs: 100,
          });
        }),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(objects.keys.has('k')).toBe(true);
    }
  });

  it('takes up its own candidate when the answer to writing it was lost, and wins with it', async () => {
    const objects = slowObjects();
    const put = objects.put.bind(objects);
    let lost = false;
    // The candidate lands, then the connection resets before the answer comes back.
    objects.put = async (key, body) => {
      await put(key, body);
      if (!lost && key.includes('.candidates/')) {
        lost = true;
        throw Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
      }
    };
    const claim = () =>
      claimByCandidates(objects, 'restart.claim', 'mine', { clock: systemClock, settleMs: 10 });
    await expect(claim()).rejects.toThrow(/ECONNRESET/);
    expect(await claim()).toBe(true);
    expect(objects.bodies.get('restart.claim')).toBe('mine');
    // Anyone else still loses to it.
    expect(
      await claimByCandidates(objects, 'restart.claim', 'other', {
        clock: systemClock,
        settleMs: 10,
      }),
    ).toBe(false);
  });

  it('never replaces an object written without the protocol (a manifest)', async () => {
    const objects = slowObjects();
    objects.keys.add('manifest.json');
    const created = await claimByCandidates(objects, 'manifest.json', 'launched', {
      clock: systemClock,
      settleMs: 10,
    });
    expect(created).toBe(false);
    expect([...objects.keys]).toEqual(['manifest.json']);
  });
});
