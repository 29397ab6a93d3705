import {
  AbortMultipartUploadCommand,
  ListMultipartUploadsCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { PendingUpload } from '../store.js';

export interface BucketPrefix {
  readonly client: S3Client;
  readonly bucket: string;
  /** The store's key prefix, without slashes at either end; '' for the bucket root. */
  readonly prefix: string;
}

/**
 * Multipart uploads begun below `keyPrefix` (store-relative) and neither
 * completed nor aborted, a page of up to a thousand at a time. Their parts
 * are billed as storage until aborted, and no listing of objects shows them.
 */
export async function listPendingUploads(
  where: BucketPrefix,
  keyPrefix: string,
): Promise<PendingUpload[]> {
  const root = where.prefix ? `${where.prefix}/` : '';
  const found: PendingUpload[] = [];
  let keyMarker: string | undefined;
  let uploadIdMarker: string | undefined;
  do {
    const page = await where.client.send(
      new ListMultipartUploadsCommand({
        Bucket: where.bucket,
        Prefix: `${root}${keyPrefix}`,
        ...(keyMarker ? { KeyMarker: keyMarker } : {}),
        ...(uploadIdMarker ? { UploadIdMarker: uploadIdMarker } : {}),
      }),
    );
    for (const upload of page.Uploads ?? []) {
      if (!upload.Key?.startsWith(root) || !upload.UploadId) continue;
      found.push({
        key: upload.Key.slice(root.length),
        uploadId: upload.UploadId,
        ...(upload.Initiated ? { initiatedAt: upload.Initiated.getTime() } : {}),
      });
    }
    const truncated = page.IsTruncated === true;
    keyMarker = truncated ? page.NextKeyMarker : undefined;
    uploadIdMarker = truncated ? page.NextUploadIdMarker : undefined;
  } while (keyMarker);
  return found;
}

export async function abortPendingUpload(
  where: BucketPrefix,
  upload: PendingUpload,
): Promise<void> {
  await where.client.send(
    new AbortMultipartUploadCommand({
      Bucket: where.bucket,
      Key: where.prefix ? `${where.prefix}/${upload.key}` : upload.key,
      UploadId: upload.uploadId,
    }),
  );
}
