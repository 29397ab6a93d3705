import { UserError } from '../base/errors.js';
import {
  ARTIFACT_INTERVAL_MS,
  S3_MAX_PART_SIZE,
  S3_MIN_PART_SIZE,
  S3_PART_CONCURRENCY,
  S3_PART_SIZE,
  type StoreOptions,
} from '../store/open-store.js';
import { parseDuration, ZERO_OR_MORE } from './duration.js';
import { parseSize } from './size.js';
import { parseInteger } from './values.js';

/** Raw settings of the stores as given on the command line or as action inputs (empty: not given). */
export interface RawStoreOptions {
  readonly s3Endpoint: string;
  readonly s3ForcePathStyle: boolean;
  readonly s3PartSize: string;
  readonly s3PartConcurrency: string;
  readonly gcsEndpoint?: string;
  readonly artifactInterval?: string;
  readonly githubToken?: string;
}

/** Checks the store settings; `names` are how the user spelled each one, for the error. */
export function parseStoreOptions(
  raw: RawStoreOptions,
  names: {
    s3Endpoint: string;
    s3PartSize: string;
    s3PartConcurrency: string;
    gcsEndpoint?: string;
    artifactInterval?: string;
  },
): StoreOptions {
  const endpoint = raw.s3Endpoint.trim();
  if (endpoint !== '') checkEndpoint(endpoint, names.s3Endpoint);
  const gcsEndpoint = raw.gcsEndpoint?.trim() ?? '';
  if (gcsEndpoint !== '') checkEndpoint(gcsEndpoint, names.gcsEndpoint ?? 'gcs-endpoint');
  const partSize =
    raw.s3PartSize.trim() === '' ? undefined : parseSize(raw.s3PartSize, names.s3PartSize);
  if (partSize !== undefined && (partSize < S3_MIN_PART_SIZE || partSize > S3_MAX_PART_SIZE)) {
    throw new UserError(
      `${names.s3PartSize}: "${raw.s3PartSize}" is outside what S3 accepts for a part; expected 5MiB to 5GiB`,
    );
  }
  const concurrency =
    raw.s3PartConcurrency.trim() === ''
      ? undefined
      : parseInteger(raw.s3PartConcurrency, names.s3PartConcurrency, { min: 1, max: 64 });
  const interval = raw.artifactInterval?.trim() ?? '';
  const token = raw.githubToken?.trim() ?? '';
  return {
    artifactIntervalMs:
      interval === ''
        ? ARTIFACT_INTERVAL_MS
        : parseDuration(interval, names.artifactInterval ?? 'artifact-interval', ZERO_OR_MORE),
    ...(token === '' ? {} : { githubToken: token }),
    ...(endpoint === '' ? {} : { s3Endpoint: endpoint }),
    ...(gcsEndpoint === '' ? {} : { gcsEndpoint }),
    ...(raw.s3ForcePathStyle ? { s3ForcePathStyle: true } : {}),
    s3PartSizeBytes: partSize ?? S3_PART_SIZE,
    s3PartConcurrency: concurrency ?? S3_PART_CONCURRENCY,
  };
}

/** The SDK takes any string and fails at the first request with a stack; say it here instead. */
function checkEndpoint(endpoint: string, name: string): void {
  let url: URL | undefined;
  try {
    url = new URL(endpoint);
  } catch {
    url = undefined;
  }
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
    throw new UserError(
      `${name}: "${endpoint}" is not a URL; expected http(s)://HOST[:PORT], such as http://localhost:9000`,
    );
  }
}
