/**
 * A strict stand-in for the Google Cloud Storage JSON API on 127.0.0.1, in
 * memory, for tests and benches (no emulator is installed here). What it
 * follows, from Google's documentation:
 *
 * - "Uploads overview", "Single-request uploads", "Multipart uploads" and
 *   "Resumable uploads": objects.insert under /upload/storage/v1 takes
 *   uploadType=media (name in the query), multipart (a multipart/related body
 *   of JSON metadata then the bytes) or resumable (a POST that answers with
 *   a session URI in Location, then PUTs with Content-Range; an unfinished
 *   session answers 308 with the Range received so far, or, to a client that
 *   sends X-GUploader-No-308 as Google's Go client does, 200 with
 *   X-Http-Status-Code-Override: 308). The object exists
 *   only once the last byte is in: nothing partial is ever readable.
 * - "Object versioning" / "Generation numbers and preconditions": every
 *   write makes a new, larger generation with metageneration 1;
 *   ifGenerationMatch=0 lets a write through only when no live object
 *   exists; a failed precondition answers 412 with reason conditionNotMet.
 * - "Streaming downloads" / "Sliced object downloads": alt=media returns the
 *   bytes, a Range header one slice of them (206, Content-Range), with the
 *   x-goog-generation and x-goog-hash headers; mediaLink serves the same
 *   under /download/storage/v1.
 * - "List objects" and "Folders": names in lexicographic order; a delimiter
 *   folds deeper names into `prefixes`; maxResults counts both; a
 *   nextPageToken continues the listing.
 * - "Compose objects": 1 to 32 sources of one bucket concatenated into a new
 *   object, at most 1024 components in all; a composite object carries a
 *   componentCount and a CRC32C but no MD5.
 * - "HTTP status and error codes": errors are {error: {code, message,
 *   errors: [{domain, reason, message}]}}; a missing object or bucket is 404
 *   (reason notFound).
 *
 * Requests are answered without checking credentials, as against an emulator.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { compose } from './gcs-compose.js';
import { checkPreconditions, GcsApiError, GcsBuckets, objectResource } from './gcs-objects.js';
import { listObjects, sendMedia } from './gcs-reads.js';
import { GcsUploads, preconditionsOf, type UploadOutcome } from './gcs-uploads.js';

/** What the fault hook may do to a request: answer 503, or cut the connection. */
export type Fault = 'unavailable' | 'drop' | undefined;

export interface GcsStandIn {
  /** The endpoint to give a client (apiEndpoint, gcs-endpoint, STORAGE_EMULATOR_HOST). */
  readonly endpoint: string;
  readonly buckets: GcsBuckets;
  /** Decides, per request, whether it meets a fault; none by default. */
  setFaults(hook: ((request: IncomingMessage) => Fault) | undefined): void;
  /** Requests answered so far, as "METHOD path" (no query), for tests to count. */
  readonly requests: string[];
  close(): Promise<void>;
}

export async function startGcsServer(
  bucketNames: readonly string[] = ['checkpoints'],
  port = 0,
): Promise<GcsStandIn> {
  const buckets = new GcsBuckets(bucketNames);
  const uploads = new GcsUploads(buckets);
  let faults: ((request: IncomingMessage) => Fault) | undefined;
  const requests: string[] = [];
  let base = '';
  const server: Server = createServer((request, response) => {
    const fault = faults?.(request);
    if (fault === 'drop') return void request.socket.destroy();
    requests.push(`${request.method ?? ''} ${(request.url ?? '').split('?')[0] ?? ''}`);
    readBody(request).then(
      (body) => {
        if (fault === 'unavailable')
          return sendError(response, new GcsApiError(503, 'backendError', 'Service Unavailable'));
        try {
          route({ buckets, uploads, base, request, response, body });
        } catch (error) {
          sendError(response, error);
        }
      },
      () => response.destroy(),
    );
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint: base,
    buckets,
    requests,
    setFaults: (hook) => {
      faults = hook;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface Exchange {
  readonly buckets: GcsBuckets;
  readonly uploads: GcsUploads;
  readonly base: string;
  readonly request: IncomingMessage;
  readonly response: ServerResponse;
  readonly body: Buffer;
}

function route(exchange: Exchange): void {
  const { buckets, base, request, response, body } = exchange;
  const url = new URL(request.url ?? '/', base);
  const query = url.searchParams;
  const method = request.method ?? 'GET';
  // Object names are percent-encoded, so a literal `/` only ever separates segments.
  const segments = url.pathname.split('/').slice(1).map(decodeURIComponent);
  const media = segments[0] === 'upload' || segments[0] === 'download' ? segments.shift() : '';
  const [storage, v1, b, bucket = '', o, name, action] = segments;
  const api = `${media ? `${media}/` : ''}${storage ?? ''}/${v1 ?? ''}`;
  if (b !== 'b' || (o !== undefined && o !== 'o'))
    throw new GcsApiError(404, 'notFound', `Not Found: ${url.pathname}`);
  if (api === 'upload/storage/v1' && name === undefined)
    return upload(exchange, bucket, query, method);
  if (api === 'download/storage/v1' && name !== undefined && method === 'GET')
    return sendMedia(response, buckets.get(bucket, name, query.get('generation')), request.headers);
  if (api !== 'storage/v1') throw new GcsApiError(404, 'notFound', `Not Found: ${url.pathname}`);
  if (o === undefined && method === 'GET')
    return sendJson(response, 200, bucketResource(buckets, bucket));
  if (name === undefined && method === 'GET')
    return sendJson(response, 200, listObjects(buckets, base, bucket, query));
  if (name !== undefined && action === 'compose' && method === 'POST')
    return sendJson(
      response,
      200,
      objectResource(base, bucket, compose(buckets, bucket, name, query, body)),
    );
  if (name === undefined || action !== undefined)
    throw new GcsApiError(404, 'notFound', `Not Found: ${url.pathname}`);
  if (method === 'DELETE') {
    buckets.delete(bucket, name, preconditionsOf(query));
    response.writeHead(204).end();
    return;
  }
  if (method !== 'GET')
    throw new GcsApiError(405, 'methodNotAllowed', `${method} is not allowed here`);
  const object = buckets.get(bucket, name, query.get('generation'));
  checkPreconditions(object, preconditionsOf(query));
  if (query.get('alt') === 'media') return sendMedia(response, object, request.headers);
  sendJson(response, 200, objectResource(base, bucket, object));
}

function upload(exchange: Exchange, bucket: string, query: URLSearchParams, method: string): void {
  const { uploads, base, request, response, body } = exchange;
  const uploadId = query.get('upload_id');
  let outcome: UploadOutcome;
  if (uploadId && (method === 'PUT' || method === 'POST')) {
    outcome = uploads.resume(uploadId, request.headers, body);
  } else if (!uploadId && method === 'POST') {
    outcome = uploads.start({ bucket, query, headers: request.headers, body });
  } else {
    throw new GcsApiError(405, 'methodNotAllowed', `${method} is not allowed here`);
  }
  if (outcome.kind === 'object')
    return sendJson(response, 200, objectResource(base, bucket, outcome.object));
  if (outcome.kind === 'session') {
    const session = new URL(`${base}/upload/storage/v1/b/${encodeURIComponent(bucket)}/o`);
    session.searchParams.set('uploadType', 'resumable');
    session.searchParams.set('upload_id', outcome.uploadId);
    response.writeHead(200, { Location: session.toString(), 'Content-Length': '0' }).end();
    return;
  }
  const range = outcome.received > 0 ? { Range: `bytes=0-${outcome.received - 1}` } : {};
  // Google's upload servers answer a client that cannot take a 308 (Go's
  // client says so with X-GUploader-No-308) with a 200 marked as one.
  if (request.headers['x-guploader-no-308'] === 'yes') {
    response.writeHead(200, {
      ...range,
      'X-Http-Status-Code-Override': '308',
      'Content-Length': '0',
    });
    response.end();
    return;
  }
  response.writeHead(308, { ...range, 'Content-Length': '0' }).end();
}

function bucketResource(buckets: GcsBuckets, name: string): object {
  buckets.bucket(name);
  return {
    kind: 'storage#bucket',
    id: name,
    name,
    location: 'US',
    storageClass: 'STANDARD',
    metageneration: '1',
    timeCreated: new Date(0).toISOString(),
  };
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, value: object): void {
  const text = JSON.stringify(value);
  response
    .writeHead(status, {
      'Content-Type': 'application/json; charset=UTF-8',
      'Content-Length': String(Buffer.byteLength(text)),
    })
    .end(text);
}

function sendError(response: ServerResponse, error: unknown): void {
  if (response.headersSent) return void response.destroy();
  const apiError =
    error instanceof GcsApiError
      ? error
      : error instanceof SyntaxError
        ? new GcsApiError(400, 'parseError', 'Parse Error')
        : new GcsApiError(
            500,
            'backendError',
            error instanceof Error ? error.message : String(error),
          );
  const text = apiError.body();
  response
    .writeHead(apiError.status, {
      'Content-Type': 'application/json; charset=UTF-8',
      'Content-Length': String(Buffer.byteLength(text)),
    })
    .end(text);
}
