import type { Logger } from '../base/log.js';

/**
 * How a store is opened, everything settled before it is: the settings read
 * the inputs, the flags and the environment, and the adapters take what
 * they are given.
 */
export interface StoreOptions {
  /** An S3-compatible endpoint given by the user; otherwise the SDK's own settings apply. */
  readonly s3Endpoint?: string;
  /** The endpoint the SDK reads from AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL, when s3Endpoint is not given. */
  readonly s3EnvEndpoint?: string;
  /** AWS_REGION, else AWS_DEFAULT_REGION, else us-east-1. */
  readonly s3Region?: string;
  /** Path-style addressing (bucket in the path), which most S3-compatible servers need. */
  readonly s3ForcePathStyle?: boolean;
  /** Multipart part size and ranged-read size of every store that splits files. */
  readonly s3PartSizeBytes?: number;
  /** Parts of one file in flight at once. */
  readonly s3PartConcurrency?: number;
  /** A GCS JSON API endpoint (gcs-endpoint, else STORAGE_EMULATOR_HOST); otherwise Google's. */
  readonly gcsEndpoint?: string;
  /**
   * AZURE_STORAGE_CONNECTION_STRING: an emulator such as Azurite, or a
   * shared key, instead of signing in (see azure/azure-container.ts).
   */
  readonly azureConnectionString?: string;
  /** A token with `actions: read`, for an artifact store to read earlier runs' artifacts. */
  readonly githubToken?: string;
  /** Least time between two batches of an artifact store. */
  readonly artifactIntervalMs?: number;
  /** The workflow run an artifact store belongs to, and where it stages its batches. */
  readonly artifactRun?: ArtifactRun;
  /** Where a store reports what the caller should know (an artifact store's budget). */
  readonly logger?: Logger;
}

export interface ArtifactRun {
  readonly runId: string;
  readonly owner: string;
  readonly repo: string;
  /** github-token, else GITHUB_TOKEN: reads earlier runs' artifacts. */
  readonly token?: string;
  /** A directory the runner empties after the job (RUNNER_TEMP); the system's temp otherwise. */
  readonly scratchDir?: string;
}

export const ARTIFACT_INTERVAL_MS = 120_000;
/** GitHub's limit on the artifacts one job creates. */
export const ARTIFACTS_PER_JOB = 500;

export const S3_PART_SIZE = 16 << 20;
export const S3_PART_CONCURRENCY = 4;
/** S3's own bounds on a multipart upload's parts. */
export const S3_MIN_PART_SIZE = 5 << 20;
export const S3_MAX_PART_SIZE = 5 << 30;
