import { parseArgs } from 'node:util';
import { UserError } from '../base/errors.js';
import { parseCommandLine } from '../settings/cli-args.js';
import { parseStoreOptions } from '../settings/store-options.js';
import { readStoreLocation } from '../settings/store-url.js';
import { isValidId } from '../store/layout.js';
import type { StoreOptions } from '../store/open-store.js';

/** The store flags every store command takes, for its --help. */
export const STORE_FLAGS_USAGE = `  --store URL                the store: file://DIR, s3://BUCKET/PREFIX, gs://BUCKET/PREFIX,
                             az://ACCOUNT/CONTAINER/PREFIX (default file://.spot-train/store,
                             where 'spot-train run' writes by default)
  --s3-endpoint URL          an S3-compatible server (default: the AWS SDK's settings)
  --s3-path-style            address buckets in the path, as most S3-compatible servers need
  --s3-part-size SIZE        ranged-read size of every bucket store (default 16MiB)
  --s3-part-concurrency N    ranges of one file in flight, every bucket store (default 4)
  --gcs-endpoint URL         a GCS JSON API endpoint such as an emulator, sent no credentials
                             (default: STORAGE_EMULATOR_HOST, else Google's)
  --verbose                  debug output
  -h, --help                 this help
`;

const STORE_STRINGS = [
  'store',
  's3-endpoint',
  's3-part-size',
  's3-part-concurrency',
  'gcs-endpoint',
] as const;

export interface StoreCommandLine {
  readonly storeUrl: string;
  readonly storeOptions: StoreOptions;
  /** The command's own flags, as given: a string, true for a boolean, or undefined. */
  readonly flag: (name: string) => string | boolean | undefined;
  readonly positionals: readonly string[];
  readonly help: boolean;
  readonly verbose: boolean;
}

/**
 * Parses a store command's arguments: the store flags plus the command's
 * own `strings` and `booleans`. A help request is returned before anything
 * else is checked, so `--help` works beside a bad flag value.
 */
export function parseStoreCommand(
  args: readonly string[],
  spec: {
    readonly command: string;
    readonly strings: readonly string[];
    readonly booleans: readonly string[];
    readonly maxPositionals: number;
  },
): StoreCommandLine {
  const help = `spot-train ${spec.command} --help`;
  const { values, positionals } = parseCommandLine(
    () =>
      parseArgs({
        args: [...args],
        options: {
          ...Object.fromEntries(
            [...STORE_STRINGS, ...spec.strings].map((name) => [name, { type: 'string' as const }]),
          ),
          ...Object.fromEntries(spec.booleans.map((name) => [name, { type: 'boolean' as const }])),
          's3-path-style': { type: 'boolean' },
          verbose: { type: 'boolean' },
          help: { type: 'boolean', short: 'h' },
        },
        strict: true,
        allowPositionals: true,
      }),
    help,
  );
  const raw: Record<string, string | boolean | undefined> = values;
  const text = (name: string): string => {
    const value = raw[name];
    return typeof value === 'string' ? value : '';
  };
  if (raw.help === true)
    return {
      storeUrl: '',
      storeOptions: {},
      flag: () => undefined,
      positionals,
      help: true,
      verbose: false,
    };
  if (positionals.length > spec.maxPositionals)
    throw new UserError(
      `unexpected argument "${positionals[spec.maxPositionals] ?? ''}" (see '${help}')`,
    );
  const store = readStoreLocation(
    text('store') || 'file://.spot-train/store',
    '--store',
    process.cwd(),
  );
  return {
    storeUrl: store.url,
    storeOptions: parseStoreOptions(
      {
        s3Endpoint: text('s3-endpoint'),
        s3ForcePathStyle: raw['s3-path-style'] === true,
        s3PartSize: text('s3-part-size'),
        s3PartConcurrency: text('s3-part-concurrency'),
        gcsEndpoint: text('gcs-endpoint'),
      },
      {
        s3Endpoint: '--s3-endpoint',
        s3PartSize: '--s3-part-size',
        s3PartConcurrency: '--s3-part-concurrency',
        gcsEndpoint: '--gcs-endpoint',
      },
    ),
    flag: (name) => raw[name],
    positionals,
    help: false,
    verbose: raw.verbose === true,
  };
}

/** A lineage or run id given on the command line, checked before any store is asked. */
export function readId(value: string, name: string): string {
  if (!isValidId(value))
    throw new UserError(
      `${name}: "${value}" is not a lineage or run id; expected letters, digits, '.', '_' or '-', as 'spot-train ls' prints them`,
    );
  return value;
}
