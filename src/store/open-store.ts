import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { systemClock } from '../base/clock.js';
import { UserError } from '../base/errors.js';
import { silentLogger, type Logger } from '../base/log.js';
import { invalidBaseName } from './artifact/artifact-names.js';
import { AZURE_BLOB_HTTPS, STORE_URL_FORMS } from './store-schemes.js';
import type { Store } from './store.js';

export interface StoreOptions {
  /** An S3-compatible endpoint; otherwise the SDK's own settings (AWS_ENDPOINT_URL_S3, AWS_ENDPOINT_URL) apply. */
  readonly s3Endpoint?: string;
  /** Path-style addressing (bucket in the path), which most S3-compatible servers need. */
  readonly s3ForcePathStyle?: boolean;
  /** Multipart part size and ranged-read size. */
  readonly s3PartSizeBytes?: number;
  /** Parts of one file in flight at once. */
  readonly s3PartConcurrency?: number;
  /** A GCS JSON API endpoint (an emulator, a private endpoint); otherwise STORAGE_EMULATOR_HOST, else Google's. */
  readonly gcsEndpoint?: string;
  /** A token with `actions: read`, for an artifact store to read earlier runs' artifacts. */
  readonly githubToken?: string;
  /** Least time between two batches of an artifact store. */
  readonly artifactIntervalMs?: number;
  /** Where a store reports what the caller should know (an artifact store's budget). */
  readonly logger?: Logger;
}

export const ARTIFACT_INTERVAL_MS = 120_000;
/** GitHub's limit on the artifacts one job creates. */
export const ARTIFACTS_PER_JOB = 500;

export const S3_PART_SIZE = 16 << 20;
export const S3_PART_CONCURRENCY = 4;
/** S3's own bounds on a multipart upload's parts. */
export const S3_MIN_PART_SIZE = 5 << 20;
export const S3_MAX_PART_SIZE = 5 << 30;

/**
 * Turns a `store` value into a Store. Adapters are imported lazily: a run
 * that writes to a local directory never loads the AWS SDK.
 */
export async function openStore(
  url: string,
  name = 'store',
  options: StoreOptions = {},
): Promise<Store> {
  const text = url.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(text)?.[1]?.toLowerCase();
  if (scheme === 'file') {
    const path = text.slice('file://'.length);
    if (path === '')
      throw new UserError(`${name}: "${url}" names no directory; expected file://DIR`);
    const { FileStore } = await import('./file/file-store.js');
    return new FileStore(resolve(path), options.logger);
  }
  if (scheme === 's3') {
    const [bucket = '', ...rest] = text.slice('s3://'.length).split('/');
    if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
      throw new UserError(
        `${name}: "${bucket}" in "${url}" is not an S3 bucket name; expected s3://BUCKET/PREFIX`,
      );
    }
    const { S3Client } = await import('@aws-sdk/client-s3');
    const { S3Store } = await import('./s3/s3-store.js');
    const customEndpoint =
      options.s3Endpoint ?? process.env.AWS_ENDPOINT_URL_S3 ?? process.env.AWS_ENDPOINT_URL;
    const { S3DownloadHandler } = await import('./s3/s3-download-handler.js');
    const config = {
      region: process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'us-east-1',
      ...(options.s3Endpoint ? { endpoint: options.s3Endpoint } : {}),
      ...(options.s3ForcePathStyle ? { forcePathStyle: true } : {}),
      // On AWS, the SDK adds a CRC checksum that S3 verifies, sending streamed
      // bodies aws-chunked with a trailer. Many S3-compatible servers store
      // that framing as if it were the object (the size check after each
      // upload catches it), so elsewhere checksums are sent only where
      // required; every file is still checked by size on upload and by
      // SHA-256 on restore.
      ...(customEndpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED' as const } : {}),
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
      bucket,
      prefix: rest.filter((part) => part !== '').join('/'),
      partSizeBytes: options.s3PartSizeBytes ?? S3_PART_SIZE,
      partConcurrency: options.s3PartConcurrency ?? S3_PART_CONCURRENCY,
      clock: systemClock,
    });
  }
  if (scheme === 'gs') {
    const { openGcsStore } = await import('./gcs/open-gcs-store.js');
    return openGcsStore(text, name, options);
  }
  if (scheme === 'az' || AZURE_BLOB_HTTPS.test(text)) {
    const { openAzureStore } = await import('./azure/open-azure-store.js');
    return openAzureStore(text, name, options);
  }
  if (scheme === 'artifact') return openArtifactStore(text, name, options);
  throw new UserError(`${name}: "${url}" is not a store URL; expected ${STORE_URL_FORMS}`);
}

async function openArtifactStore(url: string, name: string, options: StoreOptions): Promise<Store> {
  const base = url.slice('artifact://'.length).replace(/\/$/, '');
  const invalid = invalidBaseName(base);
  if (invalid !== undefined) {
    throw new UserError(`${name}: "${base}" in "${url}" cannot name artifacts; ${invalid}`);
  }
  const env = process.env;
  const missing = [
    'ACTIONS_RUNTIME_TOKEN',
    'ACTIONS_RESULTS_URL',
    'GITHUB_RUN_ID',
    'GITHUB_REPOSITORY',
  ].filter((variable) => !env[variable]);
  if (missing.length > 0) {
    throw new UserError(
      `${name}: "${url}" works only inside a GitHub Actions job (${missing.join(', ')} not set); use s3://BUCKET/PREFIX or file://DIR elsewhere`,
    );
  }
  const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/');
  const { DefaultArtifactClient } = await import('@actions/artifact');
  const { ArtifactRuns } = await import('./artifact/artifact-runs.js');
  const { ArtifactStore } = await import('./artifact/artifact-store.js');
  const token = options.githubToken ?? env.GITHUB_TOKEN;
  return new ArtifactStore({
    runs: new ArtifactRuns({
      client: new DefaultArtifactClient(),
      currentRunId: env.GITHUB_RUN_ID ?? '',
      owner,
      repo,
      token: token === '' ? undefined : token,
    }),
    base,
    scratch: join(env.RUNNER_TEMP ?? tmpdir(), 'spot-train-artifacts'),
    clock: systemClock,
    logger: options.logger ?? silentLogger,
    batchIntervalMs: options.artifactIntervalMs ?? ARTIFACT_INTERVAL_MS,
    artifactLimit: ARTIFACTS_PER_JOB,
    endReserve: 15,
    stagingConcurrency: 4,
  });
}
