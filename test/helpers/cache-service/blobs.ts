import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { sendStorageError } from '../artifact-service/blob-routes.js';
import type { BlobStore } from '../artifact-service/blob-store.js';
import { drain, readSmallBody } from '../artifact-service/http-io.js';
import type { UrlSigner } from '../artifact-service/sas.js';
import type { CacheEntries } from './entries.js';
import { blobPrefix } from './twirp.js';

export interface BlobContext {
  readonly entries: CacheEntries;
  readonly blobs: BlobStore;
  readonly signer: UrlSigner;
  /** Upload bytes per second, or undefined for as fast as the disk goes. */
  readonly uploadRate: () => number | undefined;
}

/**
 * The blob side behind the signed URLs: what @azure/storage-blob's uploadFile
 * sends (Put Blob up to 128 MiB, Put Block and Put Block List above) and the
 * plain GET @actions/cache downloads with. A finalized entry's blob is
 * read-only; an unfinalized one cannot be read.
 */
export async function handleCacheBlob(
  ctx: BlobContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  operation: string,
): Promise<void> {
  const writing = req.method === 'PUT';
  const refusal = ctx.signer.refusal(url, writing ? 'w' : 'r');
  const name = decodeURIComponent(url.pathname.slice(blobPrefix.length));
  const entry = ctx.entries.byBlobName(name);
  if (refusal || !entry || entry.finalized === writing) {
    await drain(req);
    if (refusal) sendStorageError(res, 403, 'AuthenticationFailed', refusal);
    else
      sendStorageError(
        res,
        writing ? 409 : 404,
        'BlobNotFound',
        `no ${writing ? 'pending' : 'saved'} entry here`,
      );
    return;
  }
  const body = throttled(req, ctx.uploadRate());
  if (operation === 'PutBlob') {
    await ctx.blobs.putWhole(name, body, 'application/octet-stream');
    return created(res);
  }
  if (operation === 'PutBlock') {
    await ctx.blobs.stageBlock(name, url.searchParams.get('blockid') ?? '', body);
    return created(res);
  }
  if (operation === 'PutBlockList') {
    const ids = [...(await readSmallBody(req)).matchAll(/<Latest>([^<]*)<\/Latest>/g)].map(
      (m) => m[1] ?? '',
    );
    await ctx.blobs.commitBlocks(name, ids, 'application/octet-stream');
    return created(res);
  }
  const blob = ctx.blobs.committed(name);
  if (operation !== 'GetBlob' || !blob) {
    await drain(req);
    sendStorageError(res, 400, 'UnsupportedHttpVerb', `${operation} is not emulated`);
    return;
  }
  res.writeHead(200, { 'content-length': blob.size, 'content-type': 'application/octet-stream' });
  await pipeline(createReadStream(blob.file), res);
}

function created(res: ServerResponse): void {
  res.writeHead(201, { 'content-length': 0, 'x-ms-request-server-encrypted': 'true' });
  res.end();
}

/** A body that arrives no faster than `rate` bytes a second: a far or busy link. */
function throttled(body: Readable, rate: number | undefined): Readable {
  if (rate === undefined) return body;
  const slow = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      delay((chunk.length / rate) * 1000).then(
        () => done(null, chunk),
        (error: unknown) => done(error as Error),
      );
    },
  });
  body.pipe(slow);
  return slow;
}
