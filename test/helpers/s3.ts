import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { systemClock } from '../../src/base/clock.js';
import { S3_PART_CONCURRENCY, S3_PART_SIZE } from '../../src/store/store-options.js';
import { S3Store } from '../../src/store/s3/s3-store.js';
import { servePendingUploads } from './s3rver-pending-uploads.js';

export interface LocalS3 {
  readonly endpoint: string;
  readonly bucket: string;
  /** What a process needs in its environment to reach it with the AWS SDK's default chain. */
  readonly env: Record<string, string>;
  client(): S3Client;
  /**
   * A store on this server under `prefix`, reached directly (past any fault
   * proxy), with the part sizes openStore uses by default: for tests that
   * seed or inspect what a run left.
   */
  store(prefix: string): S3Store;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a free loopback port, with one
 * bucket; with `pendingUploads`, it also lists and aborts unfinished
 * multipart uploads, as AWS S3 does and s3rver alone does not.
 *
 * It answers the S3 REST API as s3rver 3.7 implements it (objects, listing,
 * multipart uploads, SigV4 with the fixed S3RVER key), and emulates nothing
 * itself. Where s3rver departs from documented S3 in ways the tests meet:
 * it ignores `If-None-Match: *` on PutObject (S3 answers 412
 * PreconditionFailed when the key exists; the fault proxy emulates that with
 * honourIfNoneMatch, s3-conditional-put.ts), it cannot list or abort
 * multipart uploads (s3rver-pending-uploads.ts), and it keeps no versions.
 */
export async function startS3(
  bucket = 'checkpoints',
  options: { pendingUploads?: boolean } = {},
): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'spot-train-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  if (options.pendingUploads) servePendingUploads(server, directory, bucket);
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_REGION: 'us-east-1',
  };
  const client = () =>
    new S3Client({
      endpoint,
      forcePathStyle: true,
      // As openStore configures a client for an S3-compatible endpoint.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      region: env.AWS_REGION,
      credentials: {
        accessKeyId: env.AWS_ACCESS_KEY_ID,
        secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
      },
    });
  return {
    endpoint,
    bucket,
    env,
    client,
    store: (prefix) =>
      new S3Store({
        client: client(),
        bucket,
        prefix,
        partSizeBytes: S3_PART_SIZE,
        partConcurrency: S3_PART_CONCURRENCY,
        clock: systemClock,
      }),
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
