import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import {
  GcsApiError,
  objectResource,
  sizeOf,
  slicesOf,
  type GcsBuckets,
  type StoredObject,
} from './gcs-objects.js';

/** objects.get with alt=media: the bytes, or one range of them (206), as GCS serves downloads. */
export function sendMedia(
  response: ServerResponse,
  object: StoredObject,
  headers: IncomingHttpHeaders,
): void {
  const size = sizeOf(object);
  const range = headers.range === undefined ? undefined : parseRange(headers.range, size);
  const [start, end] = range ?? [0, size - 1];
  response.setHeader('Content-Type', object.contentType);
  response.setHeader('x-goog-generation', String(object.generation));
  response.setHeader('x-goog-metageneration', String(object.metageneration));
  response.setHeader('x-goog-stored-content-length', String(size));
  response.setHeader('x-goog-stored-content-encoding', 'identity');
  const resource = objectResource('', '', object) as { crc32c: string; md5Hash?: string };
  response.setHeader(
    'x-goog-hash',
    [`crc32c=${resource.crc32c}`, ...(resource.md5Hash ? [`md5=${resource.md5Hash}`] : [])].join(
      ',',
    ),
  );
  response.setHeader('Accept-Ranges', 'bytes');
  if (range) response.setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
  response.setHeader('Content-Length', String(end - start + 1));
  response.writeHead(range ? 206 : 200);
  for (const slice of size === 0 ? [] : slicesOf(object, start, end)) response.write(slice);
  response.end();
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n`; past the end is 416, as HTTP says. */
function parseRange(header: string, size: number): [number, number] | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  let start: number;
  let end: number;
  if (from === '') {
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start >= size || start > end)
    throw new GcsApiError(
      416,
      'requestedRangeNotSatisfiable',
      'The requested range cannot be satisfied.',
    );
  return [start, end];
}

/**
 * objects.list: names in lexicographic order; with a delimiter, names with
 * the delimiter past the prefix fold into `prefixes`. maxResults counts
 * items and prefixes together, and a page token resumes after the last
 * entry returned.
 */
export function listObjects(
  buckets: GcsBuckets,
  base: string,
  bucketName: string,
  query: URLSearchParams,
): object {
  const prefix = query.get('prefix') ?? '';
  const delimiter = query.get('delimiter') ?? '';
  const maxResults = Math.min(1000, Number(query.get('maxResults') ?? 1000) || 1000);
  const after = query.get('pageToken');
  const afterName = after ? Buffer.from(after, 'base64url').toString('utf8') : undefined;
  const entries: { name: string; object?: StoredObject }[] = [];
  const seen = new Set<string>();
  const bucket = buckets.bucket(bucketName);
  for (const [name, object] of [...bucket].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (!name.startsWith(prefix)) continue;
    const cut = delimiter ? name.indexOf(delimiter, prefix.length) : -1;
    const entry = cut >= 0 ? name.slice(0, cut + delimiter.length) : name;
    if (seen.has(entry) || (afterName !== undefined && entry <= afterName)) continue;
    seen.add(entry);
    entries.push(cut >= 0 ? { name: entry } : { name, object });
  }
  const page = entries.slice(0, maxResults);
  const items = page.flatMap((e) => (e.object ? [objectResource(base, bucketName, e.object)] : []));
  const prefixes = page.flatMap((e) => (e.object ? [] : [e.name]));
  const last = page.at(-1)?.name;
  return {
    kind: 'storage#objects',
    ...(items.length > 0 ? { items } : {}),
    ...(prefixes.length > 0 ? { prefixes } : {}),
    ...(entries.length > maxResults && last !== undefined
      ? { nextPageToken: Buffer.from(last).toString('base64url') }
      : {}),
  };
}
