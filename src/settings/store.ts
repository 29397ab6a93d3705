import { storeSecrets } from './store-secrets.js';
import { UserError } from '../base/errors.js';
import { runFromEnv } from '../github/run-context.js';
import { parseStoreUrl, type StoreLocation } from '../store/store-location.js';
import {
  S3_MAX_PART_SIZE,
  S3_MIN_PART_SIZE,
  type ArtifactRun,
  type StoreOptions,
} from '../store/store-options.js';
import { parseDuration, ZERO_OR_MORE } from './duration.js';
import { Input } from './input-names.js';
import { parseSize } from './size.js';
import type { SettingSource } from './source.js';
import { parseBoolean, parseInteger } from './values.js';

/** Where the outputs go and how that store is opened, settled before it is. */
export interface StoreSettings {
  readonly location: StoreLocation;
  readonly options: StoreOptions;
}

/**
 * The `store` setting, required where a mode needs one (`mode` names it in
 * the message), with the stores' options. `cwd` resolves a relative
 * `file://` store; `env` gives what the stores' SDKs would read from it
 * (the AWS region, an S3-compatible or GCS emulator endpoint, and the job
 * an artifact store belongs to).
 */
export function readStoreSettings(source: SettingSource, params: StoreParams): StoreSettings {
  const url = source.text(Input.store);
  if (url === '') {
    throw new UserError(
      `${source.name(Input.store)}: required in ${params.mode} mode; for example s3://my-bucket/runs or file:///mnt/shared`,
    );
  }
  const location = parseStoreUrl(url, source.name(Input.store), params.cwd);
  refuseKernelFiles(location, source.name(Input.store));
  params.refuse?.(location);
  const options = readStoreOptions(source, params.env);
  if (location.kind !== 'artifact') return { location, options };
  return {
    location,
    options: { ...options, artifactRun: artifactRun(location.url, source, params) },
  };
}

/** File systems the kernel makes up as they are read: a store there never holds what was written. */
const KERNEL_TREES = ['/proc', '/sys', '/dev'];

function refuseKernelFiles(location: StoreLocation, name: string): void {
  if (location.kind !== 'file') return;
  const tree = KERNEL_TREES.find(
    (top) => location.dir === top || location.dir.startsWith(`${top}/`),
  );
  if (tree === undefined) return;
  throw new UserError(
    `${name}: "${location.url}" is under ${tree}, which the kernel makes up and which holds no files written to it; give a directory on a disk, such as file:///mnt/store`,
  );
}

/** The store where a mode can do without one; its options are checked either way. */
export function readOptionalStore(
  source: SettingSource,
  params: StoreParams,
): StoreSettings | undefined {
  const url = source.text(Input.store);
  if (url !== '') return readStoreSettings(source, params);
  readStoreOptions(source, params.env);
  return undefined;
}

interface StoreParams {
  readonly mode: string;
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
  /** Throws for a kind of store the mode cannot use, before anything else about it is checked. */
  readonly refuse?: (location: StoreLocation) => void;
}

/** The stores' options: part sizes, endpoints, the artifact store's batching and token. */
export function readStoreOptions(source: SettingSource, env: NodeJS.ProcessEnv): StoreOptions {
  const pathStyle = parseBoolean(
    source.text(Input.s3ForcePathStyle),
    source.name(Input.s3ForcePathStyle),
  );
  const endpoint = source.text(Input.s3Endpoint);
  if (endpoint !== '') checkEndpoint(endpoint, source.name(Input.s3Endpoint));
  const gcsEndpoint = source.text(Input.gcsEndpoint);
  if (gcsEndpoint !== '') checkEndpoint(gcsEndpoint, source.name(Input.gcsEndpoint));
  const partSize = readPartSize(source);
  const concurrency = parseInteger(
    source.text(Input.s3PartConcurrency),
    source.name(Input.s3PartConcurrency),
    { min: 1, max: 64 },
  );
  const interval = parseDuration(
    source.text(Input.artifactInterval),
    source.name(Input.artifactInterval),
    ZERO_OR_MORE,
  );
  // An empty variable means "not given", as an empty input does.
  const envEndpoint = env.AWS_ENDPOINT_URL_S3 ?? env.AWS_ENDPOINT_URL;
  const region = env.AWS_REGION ?? env.AWS_DEFAULT_REGION;
  const emulator = gcsEndpoint || env.STORAGE_EMULATOR_HOST;
  const token = source.text(Input.githubToken);
  return {
    artifactIntervalMs: interval,
    ...(token === '' ? {} : { githubToken: token }),
    ...(endpoint === '' ? {} : { s3Endpoint: endpoint }),
    ...(envEndpoint === undefined ? {} : { s3EnvEndpoint: envEndpoint }),
    ...(region === undefined ? {} : { s3Region: region }),
    ...(emulator ? { gcsEndpoint: emulator } : {}),
    ...(pathStyle ? { s3ForcePathStyle: true } : {}),
    ...storeSecrets(env),
    s3PartSizeBytes: partSize,
    s3PartConcurrency: concurrency,
  };
}

function readPartSize(source: SettingSource): number {
  const text = source.text(Input.s3PartSize);
  const name = source.name(Input.s3PartSize);
  const size = parseSize(text, name);
  if (size < S3_MIN_PART_SIZE || size > S3_MAX_PART_SIZE) {
    throw new UserError(
      `${name}: "${text}" is outside what S3 accepts for a part; expected 5MiB to 5GiB`,
    );
  }
  return size;
}

/**
 * The run an artifact store belongs to. Artifacts exist only inside a
 * GitHub Actions job: elsewhere the store is refused here, before anything
 * starts, rather than at its first upload.
 */
function artifactRun(
  url: string,
  source: SettingSource,
  params: { readonly env: NodeJS.ProcessEnv; readonly cwd: string },
): ArtifactRun {
  const { env } = params;
  const missing = [
    'ACTIONS_RUNTIME_TOKEN',
    'ACTIONS_RESULTS_URL',
    'GITHUB_RUN_ID',
    'GITHUB_REPOSITORY',
  ].filter((variable) => !env[variable]);
  if (missing.length > 0) {
    throw new UserError(
      `${source.name(Input.store)}: "${url}" works only inside a GitHub Actions job (${missing.join(', ')} not set); use s3://BUCKET/PREFIX or file://DIR elsewhere`,
    );
  }
  const run = runFromEnv(env, params.cwd);
  const token = source.text(Input.githubToken) || env.GITHUB_TOKEN;
  return {
    runId: run.runId,
    ...run.repo,
    ...(token ? { token } : {}),
    ...(run.runnerTemp === undefined ? {} : { scratchDir: run.runnerTemp }),
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
