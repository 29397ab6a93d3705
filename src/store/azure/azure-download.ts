import { createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { BlobClient } from '@azure/storage-blob';
import { digestFile } from '../digest.js';
import { RangeDigest } from '../s3/s3-digest-worker.js';
import type { Digest } from '../store.js';
import { transferDeadline } from './azure-deadline.js';

export interface BlobRanges {
  readonly blob: BlobClient;
  /** The file to write; created, or truncated, to `size` bytes. */
  readonly path: string;
  readonly size: number;
  readonly rangeBytes: number;
  /** Ranges in flight at once. */
  readonly concurrency: number;
  /** The base of each request's deadline (see azure-deadline.ts). */
  readonly silenceMs: number;
}

/** As in s3-download.ts: room for a few MiB to wait for the disk, so chunks go down in one writev. */
const WRITE_BUFFER = 4 << 20;

/**
 * Downloads a blob as ranged GETs in parallel, each streamed to its place in
 * the file, and returns the digest of the file as written; a file of more
 * than one range is hashed on a worker thread while the rest downloads.
 */
export async function downloadBlobRanges(download: BlobRanges): Promise<Digest> {
  const { size, rangeBytes } = download;
  const handle = await open(download.path, 'w');
  await handle.truncate(size);
  await handle.close();
  const ranges: [number, number][] = [];
  for (let start = 0; start < size; start += rangeBytes)
    ranges.push([start, Math.min(size, start + rangeBytes)]);
  if (ranges.length <= 1) {
    for (const range of ranges) await fetchRange(download, range);
    return digestFile(download.path);
  }
  // RangeDigest takes inclusive ends.
  const digest = new RangeDigest(
    download.path,
    ranges.map(([start, end]) => [start, end - 1] as const),
  );
  try {
    let next = 0;
    const worker = async (): Promise<void> => {
      for (let index = next++; index < ranges.length; index = next++) {
        await fetchRange(download, ranges[index] ?? [0, 0]);
        digest.rangeLanded(index);
      }
    };
    await Promise.all(
      Array.from({ length: Math.min(download.concurrency, ranges.length) }, worker),
    );
  } catch (error) {
    await digest.abandon();
    throw error;
  }
  return digest.result();
}

/** Bytes `start` to `end` (exclusive) of the blob, written at `start` in the file. */
async function fetchRange(download: BlobRanges, [start, end]: [number, number]): Promise<void> {
  const count = end - start;
  const response = await download.blob.download(start, count, {
    abortSignal: transferDeadline(count, download.silenceMs),
    // A body cut off half way is re-requested from where it stopped, by the SDK.
    maxRetryRequests: 3,
  });
  const body = response.readableStreamBody;
  // A blob shorter than the manifest says answers a shorter range (or 416);
  // written as if whole, the rest of the file would be zeros.
  if (!body || response.contentLength !== count) {
    body?.resume();
    throw new Error(
      `GET of bytes ${start}-${end - 1} returned ${response.contentLength ?? 'an unknown number of'} bytes`,
    );
  }
  await pipeline(
    body,
    createWriteStream(download.path, { flags: 'r+', start, highWaterMark: WRITE_BUFFER }),
  );
}
