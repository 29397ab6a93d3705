import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { BlockIdError, type BlobStore, type CommittedBlob } from './blob-store.js';
import { drain, readSmallBody } from './http-io.js';
import { blobPrefix } from './links.js';
import type { Registry } from './registry.js';
import type { UrlSigner } from './sas.js';

const storageVersion = '2025-05-05';

/** Names the blob operation a request asks for, as Azure tells them apart. */
export function blobOperation(method: string, url: URL): string {
  const comp = url.searchParams.get('comp');
  if (method === 'PUT' && comp === 'block') return 'PutBlock';
  if (method === 'PUT' && comp === 'blocklist') return 'PutBlockList';
  if (method === 'PUT' && comp === null) return 'PutBlob';
  if (method === 'GET' && comp === null) return 'GetBlob';
  if (method === 'HEAD' && comp === null) return 'GetBlobProperties';
  return `Unsupported:${method}${comp === null ? '' : `:${comp}`}`;
}

function baseHeaders(): Record<string, string> {
  return {
    'x-ms-request-id': randomUUID(),
    'x-ms-version': storageVersion,
    date: new Date().toUTCString(),
  };
}

/** Azure's error shape: the SDK reads the code from the header and the XML body. */
export function sendStorageError(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
): void {
  const headers = baseHeaders();
  const body =
    '<?xml version="1.0" encoding="utf-8"?>' +
    `<Error><Code>${code}</Code><Message>${message}\nRequestId:${headers['x-ms-request-id']}\n` +
    `Time:${new Date().toISOString()}</Message></Error>`;
  res.writeHead(status, {
    ...headers,
    'x-ms-error-code': code,
    'content-type': 'application/xml',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

function committedHeaders(blob: CommittedBlob): Record<string, string> {
  return {
    ...baseHeaders(),
    etag: blob.etag,
    'last-modified': blob.lastModified.toUTCString(),
    'x-ms-request-server-encrypted': 'true',
  };
}

/** Block ids in a Put Block List body, which the SDK always sends as <Latest>. */
function blockListIds(xml: string): string[] | undefined {
  if (!/<BlockList>[\s\S]*<\/BlockList>|<BlockList\s*\/>/.test(xml)) return undefined;
  const ids: string[] = [];
  for (const match of xml.matchAll(/<(Latest|Uncommitted|Committed)>([^<]*)<\/\1>/g)) {
    if (match[1] === 'Committed') return undefined;
    ids.push(match[2] ?? '');
  }
  return ids;
}

export interface BlobContext {
  readonly registry: Registry;
  readonly blobs: BlobStore;
  readonly signer: UrlSigner;
}

/**
 * The slice of Azure Blob Storage that @azure/storage-blob's uploadStream and
 * a plain GET need: Put Block, Put Block List, Put Blob and Get Blob, behind
 * signed URLs.
 */
export async function handleBlob(
  ctx: BlobContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  operation: string,
): Promise<void> {
  const method = req.method ?? '';
  const writing = method === 'PUT';
  const refusal = ctx.signer.refusal(url, writing ? 'w' : 'r');
  if (refusal) {
    await drain(req);
    sendStorageError(res, 403, 'AuthenticationFailed', refusal);
    return;
  }
  const blobName = decodeURIComponent(url.pathname.slice(blobPrefix.length));
  const record = ctx.registry.byBlobName(blobName);
  if (writing && (!record || record.finalized)) {
    await drain(req);
    sendStorageError(res, 409, 'BlobImmutable', 'the artifact is finalized or deleted');
    return;
  }
  switch (operation) {
    case 'PutBlock':
      return putBlock(ctx, req, res, url, blobName);
    case 'PutBlockList':
      return putBlockList(ctx, req, res, blobName);
    case 'PutBlob':
      return putBlob(ctx, req, res, blobName);
    case 'GetBlob':
    case 'GetBlobProperties': {
      const blob = record?.finalized ? ctx.blobs.committed(blobName) : undefined;
      if (!blob) {
        sendStorageError(res, 404, 'BlobNotFound', 'The specified blob does not exist.');
        return;
      }
      return getBlob(req, res, url, blob);
    }
    default:
      await drain(req);
      sendStorageError(res, 400, 'UnsupportedHttpVerb', `${operation} is not emulated`);
  }
}

async function putBlock(
  ctx: BlobContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  blobName: string,
): Promise<void> {
  const blockId = url.searchParams.get('blockid') ?? '';
  const decoded = Buffer.from(blockId, 'base64');
  if (!blockId || decoded.length === 0 || decoded.length > 64) {
    await drain(req);
    sendStorageError(res, 400, 'InvalidQueryParameterValue', 'blockid must be base64, 1-64 bytes');
    return;
  }
  if (req.headers['content-length'] === undefined) {
    await drain(req);
    sendStorageError(res, 411, 'MissingContentLengthHeader', 'Content-Length is required');
    return;
  }
  const staged = await ctx.blobs.stageBlock(blobName, blockId, req);
  const claimed = req.headers['content-md5'];
  if (typeof claimed === 'string' && claimed !== staged.md5) {
    sendStorageError(res, 400, 'Md5Mismatch', 'Content-MD5 does not match the block');
    return;
  }
  res.writeHead(201, {
    ...baseHeaders(),
    'content-md5': staged.md5,
    'x-ms-request-server-encrypted': 'true',
    'content-length': 0,
  });
  res.end();
}

async function putBlockList(
  ctx: BlobContext,
  req: IncomingMessage,
  res: ServerResponse,
  blobName: string,
): Promise<void> {
  const ids = blockListIds(await readSmallBody(req));
  if (!ids) {
    sendStorageError(res, 400, 'InvalidXmlDocument', 'expected a BlockList of Latest blocks');
    return;
  }
  const contentType = headerText(req, 'x-ms-blob-content-type') ?? 'application/octet-stream';
  try {
    const blob = await ctx.blobs.commitBlocks(blobName, ids, contentType);
    res.writeHead(201, { ...committedHeaders(blob), 'content-length': 0 });
    res.end();
  } catch (error) {
    if (!(error instanceof BlockIdError)) throw error;
    sendStorageError(res, 400, 'InvalidBlockList', error.message);
  }
}

async function putBlob(
  ctx: BlobContext,
  req: IncomingMessage,
  res: ServerResponse,
  blobName: string,
): Promise<void> {
  if (headerText(req, 'x-ms-blob-type') !== 'BlockBlob') {
    await drain(req);
    sendStorageError(res, 400, 'InvalidHeaderValue', 'x-ms-blob-type must be BlockBlob');
    return;
  }
  const contentType =
    headerText(req, 'x-ms-blob-content-type') ??
    headerText(req, 'content-type') ??
    'application/octet-stream';
  const blob = await ctx.blobs.putWhole(blobName, req, contentType);
  res.writeHead(201, {
    ...committedHeaders(blob),
    'content-md5': blob.contentMd5,
    'content-length': 0,
  });
  res.end();
}

async function getBlob(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  blob: CommittedBlob,
): Promise<void> {
  const disposition = url.searchParams.get('rscd');
  res.writeHead(200, {
    ...committedHeaders(blob),
    'content-length': blob.size,
    'content-type': blob.contentType,
    'content-md5': blob.contentMd5,
    'accept-ranges': 'bytes',
    'x-ms-blob-type': 'BlockBlob',
    ...(disposition ? { 'content-disposition': disposition } : {}),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await pipeline(createReadStream(blob.file), res);
}

function headerText(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
