import { open } from 'node:fs/promises';
import type { Clock } from '../../clock.js';
import { digestFile } from '../digest.js';
import { RangeDigest } from '../s3/s3-digest-worker.js';
import type { Digest } from '../store.js';
import { retried } from './gcs-errors.js';
import type { GcsMedia } from './gcs-media.js';

export interface GcsRangedDownload {
  readonly media: GcsMedia;
  readonly objectName: string;
  /** The file to write; created, or truncated, to `size` bytes. */
  readonly path: string;
  readonly size: number;
  readonly rangeBytes: number;
  readonly concurrency: number;
  readonly clock: Clock;
}

/**
 * Downloads an object as ranged reads in parallel ("sliced object
 * downloads"), each streamed to its place in the file and retried on its
 * own, and returns the digest of the file as written; the ranges are hashed
 * on a worker thread as they land, as S3 restores are.
 */
export async function downloadGcsRanges(download: GcsRangedDownload): Promise<Digest> {
  const { size, rangeBytes } = download;
  const handle = await open(download.path, 'w');
  await handle.truncate(size);
  await handle.close();
  const ranges: [number, number][] = [];
  for (let start = 0; start < size; start += rangeBytes)
    ranges.push([start, Math.min(size, start + rangeBytes) - 1]);
  if (ranges.length <= 1) {
    for (const range of ranges) await fetchRange(download, range);
    return digestFile(download.path);
  }
  const digest = new RangeDigest(download.path, ranges);
  try {
    let next = 0;
    const worker = async (): Promise<void> => {
      for (let index = next++; index < ranges.length; index = next++) {
        await fetchRange(download, ranges[index] ?? [0, -1]);
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

async function fetchRange(download: GcsRangedDownload, [start, end]: [number, number]) {
  await retried(download.clock, async () => {
    const received = await download.media.readRange(download.objectName, start, end, download.path);
    // A body cut short must not pass for this slice.
    if (received !== end - start + 1)
      throw new Error(`a read of bytes ${start}-${end} returned ${received} bytes`);
  });
}
