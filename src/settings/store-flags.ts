import { resolve } from 'node:path';
import { LOCAL_STORE, DEFAULTS } from './defaults.js';
import { Input } from './input-names.js';
import type { FlagValue } from './source.js';

/** The store flags of every CLI command that opens a store, by the input each one sets. */
export const STORE_FLAGS: Readonly<Record<string, string>> = {
  [Input.store]: 'store',
  [Input.s3Endpoint]: 's3-endpoint',
  [Input.s3ForcePathStyle]: 's3-path-style',
  [Input.s3PartSize]: 's3-part-size',
  [Input.s3PartConcurrency]: 's3-part-concurrency',
  [Input.gcsEndpoint]: 'gcs-endpoint',
};

/** The store flags that are given or not, without a value. */
export const STORE_BOOLEANS: readonly string[] = ['s3-path-style'];

/**
 * On the command line a store may be given as a directory, as a shell user
 * would: `--store ./runs` means `file://` and that directory's absolute
 * path. Anything that starts like a URL's scheme (`s3:`, `gs:/x`) is left
 * for the URL parser to accept or explain. The action takes URLs only: a
 * bare word there is more likely a bucket missing its scheme.
 */
export function storeDirAsUrl(
  values: Readonly<Record<string, FlagValue>>,
  cwd: string,
): Readonly<Record<string, FlagValue>> {
  const store = values.store;
  if (typeof store !== 'string' || store.trim() === '' || /^[a-z][a-z0-9+.-]*:/i.test(store))
    return values;
  return { ...values, store: `file://${resolve(cwd, store.trim())}` };
}

/** The store flags every store command takes, for its --help. */
export const STORE_FLAGS_USAGE = `  --store URL|DIR            the store: a directory, file://DIR, s3://BUCKET/PREFIX, gs://BUCKET/PREFIX,
                             az://ACCOUNT/CONTAINER/PREFIX (default ${LOCAL_STORE},
                             where 'spot-train run' writes by default)
  --s3-endpoint URL          an S3-compatible server (default: the AWS SDK's settings)
  --s3-path-style            address buckets in the path, as most S3-compatible servers need
  --s3-part-size SIZE        ranged-read size of every bucket store (default ${DEFAULTS[Input.s3PartSize]})
  --s3-part-concurrency N    ranges of one file in flight, every bucket store (default ${DEFAULTS[Input.s3PartConcurrency]})
  --gcs-endpoint URL         a GCS JSON API endpoint such as an emulator, sent no credentials
                             (default: STORAGE_EMULATOR_HOST, else Google's)
  --verbose                  debug output
  -h, --help                 this help
`;
