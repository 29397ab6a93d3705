import { LOCAL_STORE, DEFAULTS } from './defaults.js';
import { Input } from './input-names.js';

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

/** The store flags every store command takes, for its --help. */
export const STORE_FLAGS_USAGE = `  --store URL                the store: file://DIR, s3://BUCKET/PREFIX, gs://BUCKET/PREFIX,
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
