// The plain SDK client of the S3 bench: every object under a prefix
// downloaded into a directory with parallel ranged GETs, each streamed to its
// place in the file, as a person would write it with @aws-sdk/client-s3 and
// nothing else (no digest, no undici). `node sdk-download-child.js PREFIX DIR
// RANGE_MIB IN_FLIGHT`; prints the seconds it took.
import { createWriteStream } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { BUCKET, CREDENTIALS, ENDPOINT } from './s3-server.js';

const [prefix = '', into = '', rangeMiB = '16', inFlight = '8'] = process.argv.slice(2);
const rangeBytes = Number(rangeMiB) << 20;
const client = new S3Client({
  endpoint: ENDPOINT,
  forcePathStyle: true,
  region: CREDENTIALS.AWS_REGION,
  credentials: {
    accessKeyId: CREDENTIALS.AWS_ACCESS_KEY_ID,
    secretAccessKey: CREDENTIALS.AWS_SECRET_ACCESS_KEY,
  },
});

const start = performance.now();
const objects: { key: string; size: number }[] = [];
let token: string | undefined;
do {
  const page = await client.send(
    new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `${prefix}/`, ContinuationToken: token }),
  );
  for (const item of page.Contents ?? [])
    objects.push({ key: item.Key ?? '', size: item.Size ?? 0 });
  token = page.NextContinuationToken;
} while (token);

// Every range of every file in one queue, IN_FLIGHT of them at once.
const ranges: { key: string; path: string; start: number; end: number }[] = [];
for (const { key, size } of objects) {
  const path = join(into, key.slice(prefix.length + 1));
  await mkdir(dirname(path), { recursive: true });
  const handle = await open(path, 'w');
  await handle.truncate(size);
  await handle.close();
  for (let at = 0; at < size; at += rangeBytes)
    ranges.push({ key, path, start: at, end: Math.min(size, at + rangeBytes) - 1 });
}
let next = 0;
const worker = async (): Promise<void> => {
  for (let index = next++; index < ranges.length; index = next++) {
    const range = ranges[index];
    if (!range) return;
    const response = await client.send(
      new GetObjectCommand({
        Bucket: BUCKET,
        Key: range.key,
        Range: `bytes=${range.start}-${range.end}`,
      }),
    );
    await pipeline(
      response.Body as Readable,
      createWriteStream(range.path, { flags: 'r+', start: range.start }),
    );
  }
};
await Promise.all(Array.from({ length: Number(inFlight) }, worker));
process.stdout.write(`${((performance.now() - start) / 1000).toFixed(3)}\n`);
