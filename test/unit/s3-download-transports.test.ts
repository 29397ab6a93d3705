import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { access, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/base/clock.js';
import { S3Store } from '../../src/store/s3/s3-store.js';
import { S3DownloadHandler } from '../../src/store/s3/s3-download-handler.js';
import { UndiciHttpHandler } from '../../src/store/s3/s3-undici-handler.js';
import { startFaultProxy } from '../helpers/s3-fault-proxy.js';
import { startS3, type LocalS3 } from '../helpers/s3.js';
import { signatureMatches } from '../helpers/sigv4-check.js';
import { tempDir } from '../helpers/temp-dir.js';

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3.close();
});

const transports = [
  ['undici', () => new UndiciHttpHandler()],
  ['its own connections', () => new S3DownloadHandler()],
] as const;

describe.each(transports)('the S3 download client over %s', (_name, transport) => {
  const transportClient = (endpoint: string, secretAccessKey = 'S3RVER'): S3Client =>
    new S3Client({
      endpoint,
      forcePathStyle: true,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      requestHandler: transport(),
    });
  const awkward = "runs/a b+c/(x)!*'~ü/";

  it('downloads ranges of an object whose key needs escaping, byte for byte', async () => {
    const dir = await tempDir('undici');
    const bytes = randomBytes(11 * (1 << 20) + 777);
    await writeFile(join(dir, 'model.pt'), bytes);
    const params = {
      bucket: s3.bucket,
      partSizeBytes: 5 << 20,
      downloadRangeBytes: 5 << 20,
      partConcurrency: 3,
    };
    const store = new S3Store({
      ...params,
      client: s3.client(),
      downloadClient: transportClient(s3.endpoint),
      prefix: awkward.slice(0, -1),
      clock: systemClock,
    });
    const digest = await store.putFile('model.pt', join(dir, 'model.pt'));
    await store.getFile('model.pt', join(dir, 'restored.pt'), digest);
    expect((await readFile(join(dir, 'restored.pt'))).equals(bytes)).toBe(true);

    const listed = await transportClient(s3.endpoint).send(
      new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: awkward }),
    );
    expect(listed.Contents?.map((object) => object.Key)).toEqual([`${awkward}model.pt`]);
  });

  it('sends the path, query and headers exactly as the SDK signed them', async () => {
    const seen: boolean[] = [];
    await withServer(
      (request, response) => {
        const matches = signatureMatches(request, 'S3RVER');
        seen.push(matches);
        if (matches) response.writeHead(200, { 'content-length': '2', etag: '"x"' }).end('ok');
        else response.writeHead(403, { 'content-length': '0' }).end();
      },
      async (endpoint) => {
        const get = (secret: string) =>
          transportClient(endpoint, secret).send(
            new GetObjectCommand({
              Bucket: 'b',
              Key: `${awkward}model.pt`,
              Range: 'bytes=0-1',
              ResponseCacheControl: "no-cache (x)!*'",
            }),
          );
        expect(await (await get('S3RVER')).Body?.transformToString()).toBe('ok');
        // The check itself can tell: signed with another secret, it refuses.
        await expect(get('not-the-secret')).rejects.toMatchObject({
          $metadata: { httpStatusCode: 403 },
        });
      },
    );
    expect(seen).toEqual([true, false]);
  });

  it('is retried by the SDK when a connection drops before the answer', async () => {
    let requests = 0;
    await withServer(
      (request, response) => {
        requests++;
        if (requests === 1) request.socket.destroy();
        else response.writeHead(200, { 'content-length': '5', etag: '"x"' }).end('hello');
      },
      async (endpoint) => {
        const response = await transportClient(endpoint).send(
          new GetObjectCommand({ Bucket: 'b', Key: 'k' }),
        );
        expect(await response.Body?.transformToString()).toBe('hello');
      },
    );
    expect(requests).toBe(2);
  });

  it("reports a missing key as the SDK's NoSuchKey, from the XML the server sent", async () => {
    const store = new S3Store({
      bucket: s3.bucket,
      partSizeBytes: 5 << 20,
      partConcurrency: 2,
      client: s3.client(),
      downloadClient: transportClient(s3.endpoint),
      prefix: 'missing',
      clock: systemClock,
    });
    const dir = await tempDir('transport');
    await expect(
      store.getFile('gone.pt', join(dir, 'gone.pt'), { size: 10, sha256: '0'.repeat(64) }),
    ).rejects.toThrow(/NoSuchKey|does not exist/);
  });

  it('restores the exact bytes or fails, leaving no file, when bodies are cut and connections reset', async () => {
    const dir = await tempDir('transport');
    const bytes = randomBytes(4 * (1 << 20) + 999);
    await writeFile(join(dir, 'model.pt'), bytes);
    const params = {
      bucket: s3.bucket,
      partSizeBytes: 5 << 20,
      downloadRangeBytes: 1 << 20,
      partConcurrency: 3,
      prefix: 'faults',
      clock: systemClock,
    };
    const digest = await new S3Store({ ...params, client: s3.client() }).putFile(
      'model.pt',
      join(dir, 'model.pt'),
    );
    const proxy = await startFaultProxy({
      upstream: s3.endpoint,
      seed: 5,
      rate: 0.15,
      kinds: ['cut-body', 'reset-before-body', 'reset-after-body'],
    });
    try {
      const store = new S3Store({
        ...params,
        client: s3.client(),
        downloadClient: transportClient(proxy.endpoint),
      });
      // With this seed both outcomes occur, on either transport.
      const outcomes: string[] = [];
      for (let attempt = 0; attempt < 12; attempt++) {
        const dest = join(dir, `restored-${attempt}.pt`);
        try {
          await store.getFile('model.pt', dest, digest);
          outcomes.push((await readFile(dest)).equals(bytes) ? 'exact' : 'WRONG BYTES');
        } catch {
          outcomes.push(
            await access(dest).then(
              () => 'FAILED BUT LEFT A FILE',
              () => 'failed',
            ),
          );
        }
      }
      expect(outcomes.filter((outcome) => outcome !== 'exact' && outcome !== 'failed')).toEqual([]);
      expect(outcomes).toContain('exact');
      expect(outcomes).toContain('failed');
      expect(proxy.injected()['cut-body']).toBeGreaterThan(0);
    } finally {
      await proxy.close();
    }
  });

  it('takes a body the server sends chunked, whichever way the server frames it', async () => {
    await withServer(
      (_request, response) => {
        response.writeHead(200, { 'transfer-encoding': 'chunked', etag: '"x"' });
        response.write('chun');
        response.end('ked');
      },
      async (endpoint) => {
        const response = await transportClient(endpoint).send(
          new GetObjectCommand({ Bucket: 'b', Key: 'k' }),
        );
        expect(await response.Body?.transformToString()).toBe('chunked');
      },
    );
  });
});

async function withServer(
  handle: (request: IncomingMessage, response: ServerResponse) => void,
  use: (endpoint: string) => Promise<void>,
): Promise<void> {
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
