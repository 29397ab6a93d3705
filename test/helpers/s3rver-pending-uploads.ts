import { randomBytes } from 'node:crypto';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type S3rver from 's3rver';

/** The little of a Koa context the two routes below read and set. */
interface Context {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
}
type Middleware = (ctx: Context, next: () => Promise<void>) => Promise<void>;

/**
 * s3rver 3.7 answers ListMultipartUploads with NotImplemented and refuses
 * AbortMultipartUpload, though it stores uploads in progress. These two
 * routes, in the documented S3 formats, read and remove what s3rver keeps
 * in `<directory>/<bucket>/._S3rver_uploads/<uploadId>/` (the key in `key`,
 * one file per part). Requests to them are not checked for a signature.
 *
 * What they follow (Amazon S3 API Reference): ListMultipartUploads (GET
 * /<bucket>?uploads, `prefix`) answers a ListMultipartUploadsResult with an
 * Upload (Key, UploadId, Initiated) per upload in progress, in key order;
 * AbortMultipartUpload (DELETE /<bucket>/<key>?uploadId=) answers 204, or
 * 404 NoSuchUpload in S3's REST error document when the upload is unknown.
 * Where they depart: one page only (IsTruncated false; max-uploads,
 * key-marker, upload-id-marker, delimiter and encoding-type are ignored, and
 * no Prefix, Initiator, Owner or StorageClass is given); an abort matches the
 * upload by its id alone, not also by the key in the path.
 */
export function servePendingUploads(server: S3rver, directory: string, bucket: string): void {
  const uploads = join(directory, bucket, '._S3rver_uploads');
  const route: Middleware = async (ctx, next) => {
    const bucketOnly = ctx.path.replace(/\/$/, '') === `/${bucket}`;
    if (ctx.method === 'GET' && bucketOnly && 'uploads' in ctx.query) {
      const prefix = typeof ctx.query.prefix === 'string' ? ctx.query.prefix : '';
      ctx.type = 'application/xml';
      ctx.body = listing(bucket, await pending(uploads, prefix));
      return;
    }
    const uploadId = ctx.query.uploadId;
    if (ctx.method === 'DELETE' && typeof uploadId === 'string' && /^[\w-]+$/.test(uploadId)) {
      const dir = join(uploads, uploadId);
      const known = await stat(dir).then(
        () => true,
        () => false,
      );
      await rm(dir, { recursive: true, force: true });
      ctx.status = known ? 204 : 404;
      if (!known) {
        ctx.type = 'application/xml';
        ctx.body = noSuchUpload(ctx.path);
      }
      return;
    }
    await next();
  };
  // Koa composes its middleware when the server starts listening: first in line, before s3rver's router.
  (server as unknown as { middleware: Middleware[] }).middleware.unshift(route);
}

/** S3's REST error document for an unknown upload id: the object as Resource. */
function noSuchUpload(path: string): string {
  const requestId = randomBytes(8).toString('hex').toUpperCase();
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<Error><Code>NoSuchUpload</Code><Message>The specified multipart upload does not exist.</Message>' +
    `<Resource>${escapeXml(decodeURIComponent(path))}</Resource><RequestId>${requestId}</RequestId></Error>`
  );
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface Pending {
  readonly key: string;
  readonly uploadId: string;
  readonly initiated: Date;
}

async function pending(uploads: string, prefix: string): Promise<Pending[]> {
  const ids = await readdir(uploads).catch(() => []);
  const found: Pending[] = [];
  for (const uploadId of ids) {
    const keyFile = join(uploads, uploadId, 'key');
    const key = await readFile(keyFile, 'utf8').catch(() => undefined);
    if (key === undefined || !key.startsWith(prefix)) continue;
    found.push({ key, uploadId, initiated: (await stat(keyFile)).mtime });
  }
  return found.sort((a, b) => a.key.localeCompare(b.key));
}

function listing(bucket: string, uploads: readonly Pending[]): string {
  const entries = uploads
    .map(
      (upload) =>
        `<Upload><Key>${escapeXml(upload.key)}</Key><UploadId>${upload.uploadId}</UploadId>` +
        `<Initiated>${upload.initiated.toISOString()}</Initiated></Upload>`,
    )
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
    `<Bucket>${bucket}</Bucket><KeyMarker></KeyMarker><UploadIdMarker></UploadIdMarker>` +
    `<MaxUploads>1000</MaxUploads><IsTruncated>false</IsTruncated>${entries}` +
    '</ListMultipartUploadsResult>'
  );
}
