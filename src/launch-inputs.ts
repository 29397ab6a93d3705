import type { CloudName } from './clouds/cloud.js';
import { parseDuration } from './config/duration.js';
import { parseBoolean, parseInteger } from './config/values.js';
import { UserError } from './errors.js';
import { Input, readStoreOptions, type InputReader } from './inputs.js';
import type { RestartPolicy } from './launch/restart-policy.js';
import type { StoreOptions } from './store/open-store.js';
import { parseCloudOptions } from './config/cloud-options.js';

export interface LaunchSettings {
  readonly cloud: CloudName;
  readonly instanceTypes: readonly string[];
  readonly regions: readonly string[];
  readonly zones: readonly string[];
  readonly image: string;
  readonly diskGb: number;
  /** USD per hour; undefined caps spot at the on-demand price. */
  readonly maxPrice?: number;
  readonly onDemandFallback: boolean;
  /** An admin-scoped token for registering the runner (PAT or GitHub App token). */
  readonly runnerToken: string;
  readonly runnerVersion: string;
  /** Pins the runner archive's checksum instead of looking it up. */
  readonly runnerSha256?: string;
  readonly arch: 'x64' | 'arm64';
  readonly extraLabels: readonly string[];
  readonly maxLifetimeMs: number;
  readonly preRunnerScript: string;
  readonly onlineTimeoutMs: number;
  /** `key=value` lines of `cloud-options`. */
  readonly options: Readonly<Record<string, string>>;
  /** The training store, for restarts: the lineage's history decides backoff and market. */
  readonly storeUrl?: string;
  readonly storeOptions: StoreOptions;
  readonly policy: RestartPolicy;
}

const CLOUDS: readonly CloudName[] = ['aws', 'gcp', 'azure'];

/** Items of a list input: separated by commas or new lines, blanks dropped. */
export function listOf(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** The launch mode's settings, every input checked here. */
export function readLaunchSettings(get: InputReader, env: NodeJS.ProcessEnv): LaunchSettings {
  const text = (name: string, fallback = ''): string => get(name).trim() || fallback;
  const cloud = text(Input.cloud);
  if (!(CLOUDS as readonly string[]).includes(cloud)) {
    throw new UserError(
      `${Input.cloud}: "${cloud}" is not a cloud to launch on; expected one of ${CLOUDS.join(', ')}`,
    );
  }
  const instanceTypes = listOf(text(Input.instanceTypes));
  if (instanceTypes.length === 0) {
    throw new UserError(
      `${Input.instanceTypes}: required in launch mode, e.g. g5.xlarge, g6.xlarge`,
    );
  }
  const zones = listOf(text(Input.zones));
  const given = listOf(text(Input.regions));
  const regions = given.length > 0 ? given : defaultRegions(cloud as CloudName, zones, env);
  if (regions.length === 0) {
    throw new UserError(
      `${Input.regions}: required in launch mode on ${cloud}, e.g. ${REGION_EXAMPLE[cloud as CloudName]}`,
    );
  }
  const image = text(Input.image);
  if (image === '') throw new UserError(`${Input.image}: required in launch mode (the VM's image)`);
  const runnerToken = text(Input.runnerToken);
  if (runnerToken === '') {
    throw new UserError(
      `${Input.runnerToken}: required in launch mode; a PAT or GitHub App token that may administer the repository's runners (the job's GITHUB_TOKEN cannot)`,
    );
  }
  const maxPriceText = text(Input.maxPrice);
  const maxPrice = maxPriceText === '' ? undefined : Number(maxPriceText);
  if (maxPrice !== undefined && !(Number.isFinite(maxPrice) && maxPrice > 0)) {
    throw new UserError(
      `${Input.maxPrice}: "${maxPriceText}" is not a price; expected USD per hour such as 0.75`,
    );
  }
  const runnerVersion = text(Input.runnerVersion, 'latest');
  if (runnerVersion !== 'latest' && !/^\d+\.\d+\.\d+$/.test(runnerVersion)) {
    throw new UserError(
      `${Input.runnerVersion}: "${runnerVersion}" is not a runner version; expected latest or e.g. 2.330.0`,
    );
  }
  const sha = text(Input.runnerSha256).toLowerCase();
  if (sha !== '' && !/^[0-9a-f]{64}$/.test(sha)) {
    throw new UserError(`${Input.runnerSha256}: expected the 64 hex digits of a SHA-256`);
  }
  const arch = text(Input.runnerArch, 'x64');
  if (arch !== 'x64' && arch !== 'arm64') {
    throw new UserError(`${Input.runnerArch}: "${arch}" is not x64 or arm64`);
  }
  return {
    cloud: cloud as CloudName,
    instanceTypes,
    regions,
    zones,
    image,
    diskGb: parseInteger(text(Input.diskSize, '100'), Input.diskSize, { min: 8, max: 65_536 }),
    ...(maxPrice === undefined ? {} : { maxPrice }),
    onDemandFallback: parseBoolean(text(Input.onDemandFallback, 'false'), Input.onDemandFallback),
    runnerToken,
    runnerVersion,
    ...(sha === '' ? {} : { runnerSha256: sha }),
    arch,
    extraLabels: listOf(text(Input.runnerLabels)),
    maxLifetimeMs: parseDuration(text(Input.maxLifetime, '24h'), Input.maxLifetime),
    preRunnerScript: get(Input.preRunnerScript),
    onlineTimeoutMs: parseDuration(text(Input.onlineTimeout, '10m'), Input.onlineTimeout),
    options: parseCloudOptions(get(Input.cloudOptions), Input.cloudOptions),
    ...(text(Input.store) === '' ? {} : { storeUrl: text(Input.store) }),
    storeOptions: readStoreOptions(get),
    policy: {
      onDemandAfter: parseInteger(text(Input.onDemandAfter, '0'), Input.onDemandAfter, {
        min: 0,
        max: 1000,
      }),
      backoffMs: parseDuration(text(Input.restartBackoff, '0s'), Input.restartBackoff),
    },
  };
}

const REGION_EXAMPLE: Readonly<Record<CloudName, string>> = {
  aws: 'us-east-1',
  gcp: 'us-central1 (or give zones)',
  azure: 'westeurope',
};

/**
 * Regions when the input is empty: on AWS the SDK's own (AWS_REGION); on
 * GCP those the zones name, since a GCP zone is its region plus a letter
 * (`us-central1-a`). An Azure zone is only a number, so Azure needs regions.
 */
function defaultRegions(
  cloud: CloudName,
  zones: readonly string[],
  env: NodeJS.ProcessEnv,
): string[] {
  if (cloud === 'aws') return listOf(env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? '');
  if (cloud === 'gcp') return [...new Set(zones.map((zone) => zone.replace(/-[a-z]$/, '')))];
  return [];
}
