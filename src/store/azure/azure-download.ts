import type { BlobClient } from '@azure/storage-blob';
import type { RangeBody } from '../ranged-download.js';
import { transferDeadline } from './azure-deadline.js';

/** Bytes `start` to `end` (inclusive) of a blob, as a ranged GET with its own deadline. */
export async function blobRange(
  blob: BlobClient,
  start: number,
  end: number,
  silenceMs: number,
): Promise<RangeBody> {
  const count = end - start + 1;
  const response = await blob.download(start, count, {
    abortSignal: transferDeadline(count, silenceMs),
    // A body cut off half way is re-requested from where it stopped, by the SDK.
    maxRetryRequests: 3,
  });
  return { body: response.readableStreamBody as RangeBody['body'], length: response.contentLength };
}
