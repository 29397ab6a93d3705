import type { IncomingMessage, ServerResponse } from 'node:http';
import { readSmallBody, sendJson } from '../artifact-service/http-io.js';
import type { UrlSigner } from '../artifact-service/sas.js';
import type { BlobStore } from '../artifact-service/blob-store.js';
import type { CacheEntries } from './entries.js';

export const twirpPrefix = '/twirp/github.actions.results.api.v1.CacheService/';
export const blobPrefix = '/blob/actions-cache/';

export interface TwirpContext {
  readonly entries: CacheEntries;
  readonly blobs: BlobStore;
  readonly signer: UrlSigner;
  readonly origin: string;
  readonly isToken: (token: string) => boolean;
}

class TwirpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type Body = Record<string, unknown>;

function text(body: Body, name: string): string {
  const value = body[name];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new TwirpError(400, 'malformed', `${name} must be a string`);
  return value;
}

/** The results service's CacheService, in Twirp's JSON encoding with proto field names, as @actions/cache sends it. */
export async function handleTwirp(
  ctx: TwirpContext,
  req: IncomingMessage,
  res: ServerResponse,
  method: string,
): Promise<void> {
  try {
    if (req.method !== 'POST') throw new TwirpError(404, 'bad_route', 'only POST');
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (token === undefined || !ctx.isToken(token)) {
      throw new TwirpError(401, 'unauthenticated', 'invalid or missing runtime token');
    }
    let body: Body;
    try {
      body = JSON.parse(await readSmallBody(req)) as Body;
    } catch {
      throw new TwirpError(400, 'malformed', 'the request body is not a JSON object');
    }
    sendJson(res, 200, dispatch(ctx, method, body));
  } catch (error) {
    if (!(error instanceof TwirpError)) throw error;
    sendJson(res, error.status, { code: error.code, msg: error.message });
  }
}

function dispatch(ctx: TwirpContext, method: string, body: Body): unknown {
  const key = text(body, 'key');
  const version = text(body, 'version');
  if (key === '' || version === '')
    throw new TwirpError(400, 'invalid_argument', 'key and version are required');
  switch (method) {
    case 'GetCacheEntryDownloadURL': {
      const restoreKeys = Array.isArray(body.restore_keys) ? (body.restore_keys as string[]) : [];
      const entry = ctx.entries.lookup(key, restoreKeys, version);
      if (!entry) return { ok: false, signed_download_url: '', matched_key: '' };
      const url = ctx.signer.sign(ctx.origin, blobPrefix + entry.blobName, {
        permission: 'r',
        ttlMs: 600_000,
      });
      return { ok: true, signed_download_url: url, matched_key: entry.key };
    }
    case 'CreateCacheEntry': {
      const entry = ctx.entries.create(key, version);
      if (!entry) throw new TwirpError(409, 'already_exists', `cache entry ${key} exists`);
      const url = ctx.signer.sign(ctx.origin, blobPrefix + entry.blobName, {
        permission: 'cw',
        ttlMs: 3_600_000,
      });
      return { ok: true, signed_upload_url: url };
    }
    case 'FinalizeCacheEntryUpload': {
      const entry = ctx.entries.pending(key, version);
      const blob = entry ? ctx.blobs.committed(entry.blobName) : undefined;
      if (!entry || !blob)
        return { ok: false, entry_id: '0', message: `nothing was uploaded for ${key}` };
      const size = Number(body.size_bytes);
      if (size !== blob.size) {
        throw new TwirpError(
          400,
          'invalid_argument',
          `size ${size} does not match the ${blob.size} bytes uploaded`,
        );
      }
      ctx.entries.finalize(entry, blob.size);
      return { ok: true, entry_id: String(entry.id) };
    }
    default:
      throw new TwirpError(404, 'bad_route', `no such method: ${method}`);
  }
}
