import { randomBytes } from 'node:crypto';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Prng } from './faults/prng.js';
import { ConditionalPuts, PRECONDITION_FAILED } from './s3-conditional-put.js';

export const FAULT_KINDS = [
  'http-500',
  'http-503',
  'delay',
  'reset-before-body',
  'reset-after-body',
  'cut-body',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultProxyOptions {
  /** The S3-compatible server behind the proxy, e.g. s3rver's http://127.0.0.1:PORT. */
  readonly upstream: string;
  readonly seed: number;
  /** Share of requests that get a fault, 0 to 1. */
  readonly rate: number;
  /** S3's slow answers take 2-5 s; tests scale that down (0.1: 0.2-0.5 s). */
  readonly delayScale?: number;
  readonly kinds?: readonly FaultKind[];
  /** Refuse a `PUT` with `If-None-Match: *` to a key that exists, as AWS S3 does (see ConditionalPuts). */
  readonly honourIfNoneMatch?: boolean;
}

export interface FaultProxy {
  /** Give this as the store's S3 endpoint (path-style). */
  readonly endpoint: string;
  readonly requests: number;
  /** Faults injected so far, by kind. */
  injected(): Record<FaultKind, number>;
  setRate(rate: number): void;
  /** Resets the next `count` requests that `matches` picks, whatever the rate: an outage of the link. */
  resetNext(count: number, matches: (req: IncomingMessage) => boolean): void;
  close(): Promise<void>;
}

interface Upstream {
  readonly status: number;
  readonly rawHeaders: string[];
  readonly body: Buffer;
}

// The bodies S3 itself sends with these statuses, so the SDK classifies them as S3 would.
const ERROR_BODIES: Record<412 | 500 | 503, { code: string; message: string }> = {
  412: PRECONDITION_FAILED,
  500: { code: 'InternalError', message: 'We encountered an internal error. Please try again.' },
  503: { code: 'SlowDown', message: 'Please reduce your request rate.' },
};

/**
 * An HTTP proxy on loopback in front of an S3-compatible server that injects
 * the faults S3 shows in real life, at a given rate and from a seeded PRNG.
 * Method, path, query and headers (Host included) go upstream unchanged, so
 * SigV4 signatures made for the proxy's address still verify. A reset after
 * the body is sent upstream first: the server acted, the answer was lost.
 *
 * The faults follow S3's documented answers: 500 InternalError and 503
 * SlowDown with S3's REST error document (Amazon S3 API Reference, "Error
 * responses"; see answerError), a slow answer, a connection reset before or
 * after S3 acted, a body cut short. With honourIfNoneMatch it also answers a
 * PutObject or CopyObject with `If-None-Match: *` as S3 documents it since
 * 2024 and s3rver does not: 412 PreconditionFailed when the key exists (see
 * s3-conditional-put.ts for where that emulation departs). Departures: the
 * rates and the 2-5 s delays are the tests' choice, not S3's; a 503 comes on
 * any request, where S3 throttles per prefix; the error bodies have no
 * HostId element.
 */
export async function startFaultProxy(options: FaultProxyOptions): Promise<FaultProxy> {
  const prng = new Prng(options.seed);
  const kinds = options.kinds ?? FAULT_KINDS;
  const counts = Object.fromEntries(FAULT_KINDS.map((kind) => [kind, 0])) as Record<
    FaultKind,
    number
  >;
  const upstream = new URL(options.upstream);
  const conditional = options.honourIfNoneMatch ? new ConditionalPuts(upstream) : undefined;
  let rate = options.rate;
  let requests = 0;
  let outage: { left: number; matches: (req: IncomingMessage) => boolean } | undefined;
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    requests++;
    const inOutage = outage !== undefined && outage.left > 0 && outage.matches(req);
    if (inOutage && outage) outage.left--;
    const drawn = prng.next() < rate ? prng.pick(kinds) : undefined;
    const fault = inOutage ? 'reset-before-body' : drawn;
    const delayMs = prng.between(2000, 5000) * (options.delayScale ?? 1);
    serve({ upstream, conditional, counts }, req, res, fault, delayMs).catch(() =>
      req.socket.destroy(),
    );
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    get requests() {
      return requests;
    },
    injected: () => ({ ...counts }),
    setRate: (value) => {
      rate = value;
    },
    resetNext: (count, matches) => {
      outage = { left: count, matches };
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

interface Served {
  readonly upstream: URL;
  readonly conditional: ConditionalPuts | undefined;
  readonly counts: Record<FaultKind, number>;
}

/** Answers one request, with `fault` if one was drawn for it. */
async function serve(
  { upstream, conditional, counts }: Served,
  req: IncomingMessage,
  res: ServerResponse,
  fault: FaultKind | undefined,
  delayMs: number,
): Promise<void> {
  if (fault === 'reset-before-body') {
    counts[fault]++;
    req.socket.resetAndDestroy();
    return;
  }
  const body = await readAll(req);
  if (fault === 'http-500' || fault === 'http-503') {
    counts[fault]++;
    answerError(res, fault === 'http-500' ? 500 : 503, req.url ?? '/');
    return;
  }
  if (fault === 'delay') {
    counts[fault]++;
    await sleep(delayMs);
  }
  const answer =
    conditional && ConditionalPuts.applies(req)
      ? await conditional.create(req, () => forward(upstream, req, body))
      : await forward(upstream, req, body);
  if (answer === 'exists') {
    answerError(res, 412, req.url ?? '/');
    return;
  }
  // An empty answer cannot be cut short: it is lost whole instead, and counted so.
  if (fault === 'reset-after-body' || (fault === 'cut-body' && answer.body.length < 2)) {
    counts['reset-after-body']++;
    req.socket.resetAndDestroy();
    return;
  }
  res.writeHead(answer.status, answer.rawHeaders);
  if (fault === 'cut-body') {
    counts[fault]++;
    res.write(answer.body.subarray(0, Math.floor(answer.body.length / 2)));
    // Let the half reach the client before the connection goes.
    await sleep(10);
    req.socket.resetAndDestroy();
    return;
  }
  res.end(answer.body);
}

function readAll(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('end', () => resolve(Buffer.concat(chunks)));
    stream.once('error', reject);
  });
}

function forward(upstream: URL, req: IncomingMessage, body: Buffer): Promise<Upstream> {
  return new Promise((resolve, reject) => {
    const out = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.rawHeaders,
        agent: false,
      },
      (answer) => {
        readAll(answer).then(
          (bytes) =>
            resolve({
              status: answer.statusCode ?? 502,
              rawHeaders: answer.rawHeaders,
              body: bytes,
            }),
          reject,
        );
      },
    );
    out.once('error', reject);
    out.end(body);
  });
}

/**
 * An error as S3 documents its REST error response: Content-Type
 * application/xml, an <Error> with Code, Message, Resource (the bucket or
 * object involved, e.g. /mybucket/myfoto.jpg: the path, not the query) and
 * RequestId, and the x-amz-request-id and x-amz-id-2 headers S3 sends on
 * every answer.
 */
function answerError(res: ServerResponse, status: 412 | 500 | 503, url: string): void {
  const { code, message } = ERROR_BODIES[status];
  const requestId = randomBytes(8).toString('hex').toUpperCase();
  const resource = decodeURIComponent(url.split('?', 1)[0] ?? '/');
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${code}</Code><Message>${message}</Message>` +
    `<Resource>${escapeXml(resource)}</Resource><RequestId>${requestId}</RequestId></Error>`;
  res.writeHead(status, {
    'Content-Type': 'application/xml',
    'Content-Length': Buffer.byteLength(xml),
    'x-amz-request-id': requestId,
    'x-amz-id-2': randomBytes(24).toString('base64'),
  });
  res.end(xml);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
