import { randomBytes } from 'node:crypto';
import { open, readFile, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import {
  createServer as createNetServer,
  type AddressInfo,
  type Server,
  type Socket,
} from 'node:net';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { BodyReader, SLAB_BYTES } from '../../src/store/http/body-reader.js';
import { ConnectionPool } from '../../src/store/http/connection-pool.js';
import type { Origin } from '../../src/store/http/raw-connection.js';
import { requestHead } from '../../src/store/http/request-head.js';
import { loopbackCertificate } from '../helpers/azure-arm/tls.js';
import { tempDir } from '../helpers/temp-dir.js';

const servers: Server[] = [];
const pools: ConnectionPool[] = [];
afterEach(async () => {
  for (const pool of pools.splice(0)) pool.close();
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise((resolve) => {
          (server as { closeAllConnections?: () => void }).closeAllConnections?.();
          server.close(resolve);
        }),
    ),
  );
});

async function listen<T extends Server>(server: T): Promise<Origin & { server: T }> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    protocol: 'http:',
    hostname: '127.0.0.1',
    port: (server.address() as AddressInfo).port,
    server,
  };
}

function pool(settings?: ConstructorParameters<typeof ConnectionPool>[0]): ConnectionPool {
  const made = new ConnectionPool(settings);
  pools.push(made);
  return made;
}

const get = (path: string) => requestHead('GET', path, '127.0.0.1', {});

/** Serves `bytes` (or the part a Range asks for), counting connections and requests. */
async function objectServer(bytes: Buffer) {
  const seen = { connections: 0, requests: 0 };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    seen.requests++;
    const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? '');
    const [start, end] = range ? [Number(range[1]), Number(range[2])] : [0, bytes.length - 1];
    response.writeHead(range ? 206 : 200, { 'content-length': String(end - start + 1) });
    response.end(bytes.subarray(start, end + 1));
  });
  server.on('connection', () => seen.connections++);
  return { ...(await listen(server)), seen };
}

async function writeBody(
  body: BodyReader | undefined,
  path: string,
  at: number,
  inline = true,
): Promise<void> {
  const file = await open(path, 'r+');
  try {
    await body?.writeTo(file.fd, at, { inline });
  } finally {
    await file.close();
  }
}

describe('HTTP connections that read into their own buffers', () => {
  it.each([true, false])(
    'writes bodies into their places in a file, byte for byte, over one kept-alive connection (inline writes: %s)',
    async (inline) => {
      const bytes = randomBytes(3 * (1 << 20) + 12_345);
      const origin = await objectServer(bytes);
      const path = join(await tempDir('raw-http'), 'object');
      await writeFile(path, Buffer.alloc(bytes.length));
      const client = pool();
      const half = Math.floor(bytes.length / 2);
      // The second half first: each body goes to its own offset.
      for (const [start, end] of [
        [half, bytes.length - 1],
        [0, half - 1],
      ] as const) {
        const { head, body } = await client.request(
          origin,
          requestHead('GET', '/object', '127.0.0.1', { range: `bytes=${start}-${end}` }),
        );
        expect(head.status).toBe(206);
        expect(body?.length).toBe(end - start + 1);
        await writeBody(body, path, start, inline);
      }
      expect((await readFile(path)).equals(bytes)).toBe(true);
      expect(origin.seen).toEqual({ connections: 1, requests: 2 });
    },
  );

  it('gives a body to whoever reads it as a stream', async () => {
    const bytes = randomBytes(700_000);
    const origin = await objectServer(bytes);
    const { body } = await pool().request(origin, get('/object'));
    const chunks: Buffer[] = [];
    for await (const chunk of body ?? []) {
      chunks.push(chunk as Buffer);
      // A slow reader: the socket waits for it instead of filling memory.
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  });

  it('fails a body cut short by the server, naming how far it got, and reads the next on a new connection', async () => {
    const bytes = randomBytes(1 << 20);
    let cut = true;
    const origin = await listen(
      createServer((_request, response) => {
        response.writeHead(200, { 'content-length': String(bytes.length) });
        if (cut) {
          cut = false;
          response.write(bytes.subarray(0, 100_000), () => response.socket?.destroy());
        } else response.end(bytes);
      }),
    );
    const path = join(await tempDir('raw-http'), 'object');
    await writeFile(path, Buffer.alloc(bytes.length));
    const client = pool();
    const first = await client.request(origin, get('/object'));
    const cutShort = writeBody(first.body, path, 0);
    await expect(cutShort).rejects.toMatchObject({ code: 'ECONNRESET' });
    await expect(cutShort).rejects.toThrow(/failed \d+ bytes into the response/);
    const second = await client.request(origin, get('/object'));
    await writeBody(second.body, path, 0);
    expect((await readFile(path)).equals(bytes)).toBe(true);
  });

  it('sends a request again on a new connection when the server closed the idle one', async () => {
    const bytes = randomBytes(1000);
    const origin = await objectServer(bytes);
    const client = pool();
    const first = await client.request(origin, get('/object'));
    expect(first.body && (await buffer(first.body)).equals(bytes)).toBe(true);
    // The server drops its side of every idle connection.
    origin.server.closeIdleConnections();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await client.request(origin, get('/object'));
    expect(second.body && (await buffer(second.body)).equals(bytes)).toBe(true);
    expect(origin.seen).toEqual({ connections: 2, requests: 2 });
  });

  it('hands back a body framed without Content-Length, for a full client to fetch', async () => {
    const origin = await listen(
      createServer((_request, response) => {
        response.writeHead(200, { 'transfer-encoding': 'chunked' });
        response.end('chunked body');
      }),
    );
    const { head, body } = await pool().request(origin, get('/object'));
    expect(head.status).toBe(200);
    expect(head.length).toBeUndefined();
    expect(body).toBeUndefined();
  });

  it('refuses what is not an HTTP/1.1 response of the length it announced', async () => {
    const answers = [
      ['SSH-2.0-OpenSSH_9.2\r\n\r\n', /not an HTTP\/1\.x status line/],
      ['HTTP/1.1 200 OK\r\ncontent-length: 5\r\ncontent-length: 6\r\n\r\nhello', /not one length/],
      ['HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nhello', /more bytes than its Content-Length/],
      [`HTTP/1.1 200 OK\r\nx: ${'a'.repeat(70_000)}\r\n\r\n`, /response head of more than/],
    ] as const;
    for (const [answer, error] of answers) {
      const origin = await listen(
        createNetServer((socket: Socket) => {
          // The client hangs up on these answers, often before they are sent.
          socket.on('error', () => undefined);
          socket.once('data', () => socket.end(answer));
        }),
      );
      await expect(pool().request(origin, get('/object'))).rejects.toThrow(error);
    }
  });

  it('gives up on a server that stops sending, after the silence it was given', async () => {
    const origin = await listen(
      createServer((_request, response) => {
        response.writeHead(200, { 'content-length': '1000' });
        response.write('only a little');
      }),
    );
    const { body } = await pool({ silenceMs: 200 }).request(origin, get('/object'));
    const path = join(await tempDir('raw-http'), 'object');
    await writeFile(path, '');
    await expect(writeBody(body, path, 0)).rejects.toThrow(
      /no byte from 127\.0\.0\.1:\d+ for 0\.2 s/,
    );
  });

  it('stops a request when its signal is aborted', async () => {
    const origin = await listen(createServer(() => undefined));
    const abort = new AbortController();
    const request = pool().request(origin, get('/object'), abort.signal);
    setTimeout(() => abort.abort(), 50);
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('fails the body, not the process, when the file cannot be written', async () => {
    const bytes = randomBytes(1 << 20);
    const origin = await objectServer(bytes);
    const path = join(await tempDir('raw-http'), 'object');
    await writeFile(path, '');
    const { body } = await pool().request(origin, get('/object'));
    const readOnly = await open(path, 'r');
    try {
      await expect(body?.writeTo(readOnly.fd, 0)).rejects.toMatchObject({ code: 'EBADF' });
    } finally {
      await readOnly.close();
    }
  });

  it('speaks TLS to a server whose certificate it is given', async () => {
    const { key, cert } = loopbackCertificate();
    const bytes = randomBytes(300_000);
    const server = createHttpsServer({ key, cert }, (_request, response) => {
      response.writeHead(200, { 'content-length': String(bytes.length) });
      response.end(bytes);
    });
    const origin = { ...(await listen(server)), protocol: 'https:' as const };
    const path = join(await tempDir('raw-http'), 'object');
    await writeFile(path, Buffer.alloc(bytes.length));
    const { body } = await pool({ ca: cert }).request(origin, get('/object'));
    await writeBody(body, path, 0);
    expect((await readFile(path)).equals(bytes)).toBe(true);
    // Without it, the certificate is refused.
    await expect(pool().request(origin, get('/object'))).rejects.toThrow(/self-signed|certificate/);
  });

  it('keeps every byte of a body whose first read brought more than a buffer holds', async () => {
    const bytes = randomBytes(3 * SLAB_BYTES + 1234);
    const first = SLAB_BYTES + 100;
    let paused = true;
    const body = new BodyReader(bytes.length, bytes.subarray(0, first), {
      resume: () => (paused = false),
      discard: () => undefined,
    });
    const path = join(await tempDir('raw-http'), 'object');
    await writeFile(path, Buffer.alloc(bytes.length));
    const file = await open(path, 'r+');
    try {
      const written = body.writeTo(file.fd, 0);
      // What a socket does: read into the buffer it is given, a few KiB at a time.
      for (let at = first; at < bytes.length;) {
        expect(paused).toBe(false);
        const into = body.nextBuffer();
        const count = bytes.copy(into, 0, at, at + Math.min(into.length, 5000));
        at += count;
        paused = !body.bytesRead(count, into);
      }
      await written;
    } finally {
      await file.close();
    }
    expect((await readFile(path)).equals(bytes)).toBe(true);
  });

  it('refuses to send a request whose key or header holds a line break', () => {
    expect(() => requestHead('GET', '/a\r\nx: y', 'h', {})).toThrow(/line break/);
    expect(() => requestHead('GET', '/a', 'h', { range: 'bytes=0-1\r\nx: y' })).toThrow(
      /line break/,
    );
  });
});
