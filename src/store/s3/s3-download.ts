import type { Readable } from 'node:stream';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { RangeBody } from '../ranged-download.js';

/** Bytes `start` to `end` (inclusive) of an S3 object, as a ranged GET. */
export async function s3Range(
  client: S3Client,
  bucket: string,
  objectKey: string,
  start: number,
  end: number,
): Promise<RangeBody> {
  const response = await client.send(
    new GetObjectCommand({ Bucket: bucket, Key: objectKey, Range: `bytes=${start}-${end}` }),
  );
  return { body: response.Body as Readable | undefined, length: response.ContentLength };
}
