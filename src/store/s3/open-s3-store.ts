import { S3Client } from '@aws-sdk/client-s3';
import { systemClock } from '../../base/clock.js';
import type { StoreLocation } from '../store-location.js';
import { S3_PART_CONCURRENCY, S3_PART_SIZE, type StoreOptions } from '../store-options.js';
import type { Store } from '../store.js';
import { S3DownloadHandler } from './s3-download-handler.js';
import { S3Store } from './s3-store.js';

/** Opens an `s3://BUCKET/PREFIX` store on AWS or an S3-compatible server. */
export function openS3Store(
  location: Extract<StoreLocation, { kind: 's3' }>,
  options: StoreOptions,
): Store {
  // An S3-compatible server, given or from the SDK's variables; undefined is AWS itself.
  const custom = options.s3Endpoint ?? options.s3EnvEndpoint;
  const config = {
    region: options.s3Region ?? 'us-east-1',
    ...(options.s3Endpoint ? { endpoint: options.s3Endpoint } : {}),
    ...(options.s3ForcePathStyle ? { forcePathStyle: true } : {}),
    // On AWS, the SDK adds a CRC checksum that S3 verifies, sending streamed
    // bodies aws-chunked with a trailer. Many S3-compatible servers store
    // that framing as if it were the object (the size check after each
    // upload catches it), so elsewhere checksums are sent only where
    // required; every file is still checked by size on upload and by
    // SHA-256 on restore.
    ...(custom ? { requestChecksumCalculation: 'WHEN_REQUIRED' as const } : {}),
  };
  const client = new S3Client(config);
  return new S3Store({
    client,
    // Same settings and the same credentials (resolved once), another transport.
    downloadClient: new S3Client({
      ...config,
      credentials: client.config.credentials,
      requestHandler: new S3DownloadHandler(),
    }),
    bucket: location.bucket,
    prefix: location.prefix,
    partSizeBytes: options.s3PartSizeBytes ?? S3_PART_SIZE,
    partConcurrency: options.s3PartConcurrency ?? S3_PART_CONCURRENCY,
    clock: systemClock,
  });
}
