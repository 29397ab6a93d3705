import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  UploadPartCommand,
  type CompletedPart,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { FilePartBody } from '../file-part-body.js';
import { eachIndex } from '../each-index.js';

export interface UploadTarget {
  readonly client: S3Client;
  readonly bucket: string;
  /** Multipart part size. */
  readonly partSizeBytes: number;
  /** Parts of one file in flight at once. */
  readonly partConcurrency: number;
}

/** A file of `size` bytes to one object: a single PUT up to the part size, a multipart upload past it. */
export async function uploadFile(
  target: UploadTarget,
  objectKey: string,
  localPath: string,
  size: number,
): Promise<void> {
  const { client, bucket, partSizeBytes } = target;
  if (size <= partSizeBytes) {
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: objectKey,
        Body: new FilePartBody(localPath, 0, size),
        ContentLength: size,
      }),
    );
    return;
  }
  await multipartUpload(target, objectKey, localPath, size);
}

/**
 * A multipart upload whose parts are read straight from their ranges of
 * the file, several at a time. Buffering whole parts in memory (as
 * lib-storage's Upload does) would cost the supervisor part size times
 * parts in flight times files in flight: hundreds of MiB on a VM whose
 * memory belongs to the trainer. A failed upload is aborted, so no parts
 * linger (and bill) in the bucket.
 */
async function multipartUpload(
  target: UploadTarget,
  objectKey: string,
  localPath: string,
  size: number,
): Promise<void> {
  const { client, bucket, partSizeBytes, partConcurrency } = target;
  const created = await client.send(
    new CreateMultipartUploadCommand({ Bucket: bucket, Key: objectKey }),
  );
  const uploadId = created.UploadId;
  if (!uploadId) throw new Error('CreateMultipartUpload returned no UploadId');
  try {
    const count = Math.ceil(size / partSizeBytes);
    const parts: CompletedPart[] = new Array<CompletedPart>(count);
    await eachIndex(count, partConcurrency, async (index) => {
      const start = index * partSizeBytes;
      const end = Math.min(size, start + partSizeBytes);
      const response = await client.send(
        new UploadPartCommand({
          Bucket: bucket,
          Key: objectKey,
          UploadId: uploadId,
          PartNumber: index + 1,
          ContentLength: end - start,
          Body: new FilePartBody(localPath, start, end),
        }),
      );
      parts[index] = { PartNumber: index + 1, ETag: response.ETag };
    });
    await client.send(
      new CompleteMultipartUploadCommand({
        Bucket: bucket,
        Key: objectKey,
        UploadId: uploadId,
        MultipartUpload: { Parts: parts },
      }),
    );
  } catch (error) {
    await client
      .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: objectKey, UploadId: uploadId }))
      .catch(() => undefined);
    throw error;
  }
}
