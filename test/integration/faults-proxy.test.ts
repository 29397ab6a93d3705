import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultProxy, type FaultKind, type FaultProxy } from '../helpers/s3-fault-proxy.js';
import { startS3, type LocalS3 } from '../helpers/s3.js';
import { signatureMatches } from '../helpers/sigv4-check.js';

let s3: LocalS3;
const proxies: FaultProxy[] = [];

beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await Promise.all(proxies.map((p) => p.close()));
  await s3.close();
});

async function proxy(rate: number, kinds?: readonly FaultKind[], seed = 1): Promise<FaultProxy> {
  const started = await startFaultProxy({
    upstream: s3.endpoint,
    seed,
    rate,
    delayScale: 0.05,
    ...(kinds ? { kinds } : {}),
  });
  proxies.push(started);
  return started;
}

/** A client as the store makes one, but without retries: each request meets the proxy once. */
function client(endpoint: string, secret = s3.env.AWS_SECRET_ACCESS_KEY ?? ''): S3Client {
  return new S3Client({
    endpoint,
    forcePathStyle: true,
    region: 'us-east-1',
    maxAttempts: 1,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    credentials: { accessKeyId: s3.env.AWS_ACCESS_KEY_ID ?? '', secretAccessKey: secret },
  });
}

const put = (c: S3Client, key: string, body: string) =>
  c.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: body }));
const get = async (c: S3Client, key: string) =>
  (await c.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))).Body?.transformToString();
const exists = (key: string) =>
  s3
    .client()
    .send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }))
    .then(
      () => true,
      () => false,
    );

describe('the S3 fault proxy in front of s3rver', () => {
  it('passes requests through unchanged: the bytes round-trip and SigV4 signatures still verify', async () => {
    const clean = await proxy(0);
    await put(client(clean.endpoint), 'plain/a b+c.txt', 'hello?&=/ world');
    expect(await get(client(clean.endpoint), 'plain/a b+c.txt')).toBe('hello?&=/ world');
    // s3rver accepts any signature: an upstream that checks them shows what arrived.
    const verdicts: boolean[] = [];
    const checker = createServer((req, res) => {
      verdicts.push(signatureMatches(req, s3.env.AWS_SECRET_ACCESS_KEY ?? ''));
      req.resume().once('end', () => res.end());
    });
    await new Promise<void>((resolve) => checker.listen(0, '127.0.0.1', resolve));
    const { port } = checker.address() as AddressInfo;
    const checked = await startFaultProxy({
      upstream: `http://127.0.0.1:${port}`,
      seed: 1,
      rate: 0,
    });
    proxies.push(checked);
    await put(client(checked.endpoint), 'k/with space?&.txt', 'x');
    await put(client(checked.endpoint, 'wrong'), 'k/b.txt', 'x');
    checker.close();
    expect(verdicts).toEqual([true, false]);
    expect(clean.injected()).toMatchObject({ 'http-500': 0, 'cut-body': 0 });
  });

  it("answers 503 with S3's SlowDown error body, which the SDK reads as S3's", async () => {
    const slow = await proxy(1, ['http-503']);
    const error = await put(client(slow.endpoint), 'e/503.txt', 'x').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'SlowDown', $metadata: { httpStatusCode: 503 } });
    expect(await exists('e/503.txt')).toBe(false);
  });

  it('resets before the body (nothing stored) and after it (stored, answer lost)', async () => {
    const before = await proxy(1, ['reset-before-body']);
    await expect(put(client(before.endpoint), 'r/before.txt', 'x')).rejects.toThrow();
    expect(await exists('r/before.txt')).toBe(false);
    const after = await proxy(1, ['reset-after-body']);
    await expect(put(client(after.endpoint), 'r/after.txt', 'x')).rejects.toThrow();
    expect(await exists('r/after.txt')).toBe(true);
    expect(before.injected()['reset-before-body']).toBe(1);
    expect(after.injected()['reset-after-body']).toBe(1);
  });

  it('cuts a body short: the reader gets an error, never the short bytes as the object', async () => {
    await put(s3.client(), 'c/long.bin', 'y'.repeat(100_000));
    const cut = await proxy(1, ['cut-body']);
    await expect(get(client(cut.endpoint), 'c/long.bin')).rejects.toThrow();
    expect(cut.injected()['cut-body']).toBe(1);
  });

  it('refuses a conditional create of a key that exists with 412, as AWS S3 does, when asked to', async () => {
    const aws = await startFaultProxy({
      upstream: s3.endpoint,
      seed: 1,
      rate: 0,
      honourIfNoneMatch: true,
    });
    proxies.push(aws);
    const create = (body: string) =>
      client(aws.endpoint).send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: 'cond/claim',
          Body: body,
          IfNoneMatch: '*',
        }),
      );
    const results = await Promise.allSettled([create('one'), create('two'), create('three')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected'))
      expect(r.reason).toMatchObject({
        name: 'PreconditionFailed',
        $metadata: { httpStatusCode: 412 },
      });
  });

  it("answers a refused conditional create in S3's documented error shape", async () => {
    const aws = await startFaultProxy({
      upstream: s3.endpoint,
      seed: 1,
      rate: 0,
      honourIfNoneMatch: true,
    });
    proxies.push(aws);
    const create = () =>
      client(aws.endpoint).send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: 'cond/shape key',
          Body: 'x',
          IfNoneMatch: '*',
        }),
      );
    await create();
    const refused = await create().catch((e: unknown) => e);
    // Resource names the object (the path, not the query the SDK adds), and
    // S3 sends x-amz-id-2 (the SDK's extendedRequestId) with every answer.
    expect(refused).toMatchObject({
      name: 'PreconditionFailed',
      Resource: `/${s3.bucket}/cond/shape key`,
      $metadata: {
        httpStatusCode: 412,
        requestId: expect.stringMatching(/^[0-9A-F]{16}$/) as string,
        extendedRequestId: expect.any(String) as string,
      },
    });
  });

  it('draws the same faults from the same seed', async () => {
    const counts = async (seed: number) => {
      const p = await proxy(0.5, ['http-500', 'http-503'], seed);
      for (let i = 0; i < 30; i++)
        await put(client(p.endpoint), `s/${seed}-${i}`, 'x').catch(() => undefined);
      return p.injected();
    };
    const first = await counts(42);
    expect(await counts(42)).toEqual(first);
    expect(first['http-500'] + first['http-503']).toBeGreaterThan(5);
    expect(await counts(43)).not.toEqual(first);
  });
});
