/**
 * A local stand-in for GitHub's cache service (v2), as @actions/cache 6
 * talks to it: the results service's Twirp CacheService
 * (GetCacheEntryDownloadURL, CreateCacheEntry, FinalizeCacheEntryUpload)
 * and the blob storage behind the signed URLs it hands out, on one loopback
 * port. Documented behaviours it follows (GitHub's "Dependency caching
 * reference"): key matching (exact, then prefix, then restore keys; newest
 * first), entries that are never overwritten, eviction of entries not
 * accessed for 7 days and of the least recently accessed above the
 * repository limit (10 GB by default). Not followed: branch scopes (all
 * entries are on one branch here).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { blobOperation } from '../artifact-service/blob-routes.js';
import { BlobStore } from '../artifact-service/blob-store.js';
import { drain, sendJson } from '../artifact-service/http-io.js';
import { UrlSigner } from '../artifact-service/sas.js';
import { runtimeToken } from '../artifact-service/tokens.js';
import { handleCacheBlob } from './blobs.js';
import { CacheEntries } from './entries.js';
import { blobPrefix, handleTwirp, twirpPrefix } from './twirp.js';

export interface CacheServiceOptions {
  readonly limitBytes?: number;
  readonly now?: () => number;
}

export interface SavedEntry {
  readonly key: string;
  readonly version: string;
  readonly size: number;
  read(): Promise<Buffer>;
}

export interface CacheService {
  readonly url: string;
  /** What a runner puts in a job's environment that @actions/cache reads. */
  jobEnv(): Record<string, string>;
  /** Finalized entries. */
  entries(): SavedEntry[];
  /** Operations in arrival order ("CreateCacheEntry", "PutBlob", ...). */
  readonly operations: readonly string[];
  /** Slows uploads to `bytesPerSecond` (undefined: full speed). */
  throttleUploads(bytesPerSecond: number | undefined): void;
  close(): Promise<void>;
}

export async function startCacheService(options: CacheServiceOptions = {}): Promise<CacheService> {
  const now = options.now ?? Date.now;
  const dir = await mkdtemp(join(tmpdir(), 'spot-train-cache-service-'));
  const entries = new CacheEntries(now, options.limitBytes ?? 10 * 2 ** 30);
  const blobs = new BlobStore(dir);
  const signer = new UrlSigner(() => new Date(now()));
  const token = runtimeToken(randomBytes(8).toString('hex'), randomBytes(8).toString('hex'), now());
  const operations: string[] = [];
  let uploadRate: number | undefined;
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const twirp = { entries, blobs, signer, origin, isToken: (given: string) => given === token };
  const blob = { entries, blobs, signer, uploadRate: () => uploadRate };

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', origin);
    if (url.pathname.startsWith(twirpPrefix)) {
      const method = url.pathname.slice(twirpPrefix.length);
      operations.push(method);
      return handleTwirp(twirp, req, res, method);
    }
    if (url.pathname.startsWith(blobPrefix)) {
      const operation = blobOperation(req.method ?? '', url);
      operations.push(operation);
      return handleCacheBlob(blob, req, res, url, operation);
    }
    await drain(req);
    sendJson(res, 404, { msg: `nothing emulated at ${req.method ?? ''} ${url.pathname}` });
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    serve(req, res).catch((error: unknown) => {
      if (req.destroyed || res.destroyed) return;
      console.error('cache service:', error);
      if (res.headersSent) res.destroy();
      else sendJson(res, 501, { code: 'unimplemented', msg: `stand-in error: ${String(error)}` });
    });
  });

  return {
    url: origin,
    operations,
    jobEnv: () => ({
      ACTIONS_RUNTIME_TOKEN: token,
      ACTIONS_RESULTS_URL: `${origin}/`,
      ACTIONS_CACHE_SERVICE_V2: 'True',
      GITHUB_SERVER_URL: 'https://github.com',
    }),
    entries: () =>
      entries.finalized().map((entry) => ({
        key: entry.key,
        version: entry.version,
        size: entry.size,
        read: () => readFile(blobs.committed(entry.blobName)?.file ?? ''),
      })),
    throttleUploads: (rate) => (uploadRate = rate),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
