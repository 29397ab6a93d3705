import type { CloudName, Rung } from '../clouds/cloud.js';
import type { CloudEnvironment } from '../clouds/cloud-environment.js';
import { readCloudEnvironment } from './cloud-environment.js';
import { UserError } from '../base/errors.js';
import { NODES_RANGE } from './ranges.js';
import type { SpecSettings } from '../launch/launch-spec.js';
import type { RestartPolicy } from '../launch/restart-policy.js';
import { launchOptions } from './cloud-options.js';
import { regionOfZone } from '../clouds/gcp/zone-region.js';
import { parseCloudList, perCloudValues } from './cloud-list.js';
import type { CloudLadder } from '../launch/ladder.js';
import { parseHostMarket } from './host-market.js';
import { ABOVE_ZERO, parseDuration, WITHIN_A_YEAR, ZERO_OR_MORE } from './duration.js';
import { Input, type InputReader } from './input-names.js';
import { inputSource } from './source.js';
import { readOptionalStore, type StoreSettings } from './store.js';
import type { PlacementSettings } from '../placement/placement-settings.js';
import { readLadderPlacement } from './placement.js';
import { listOf, parseBoolean, parseInteger } from './values.js';

export interface LaunchSettings extends Omit<SpecSettings, 'cloud' | 'image' | 'options'> {
  /** Each cloud's part of the ladder, in the user's order of clouds (`cloud: aws, gcp`). */
  readonly ladders: readonly CloudLadder[];
  readonly onDemandFallback: boolean;
  /** An admin-scoped token for registering the runner (PAT or GitHub App token). */
  readonly runnerToken: string;
  readonly runnerVersion: string;
  /** Pins the runner archive's checksum instead of looking it up. */
  readonly runnerSha256?: string;
  readonly extraLabels: readonly string[];
  readonly onlineTimeoutMs: number;
  /** The training store, for restarts: the lineage's history decides backoff and market. */
  readonly store?: StoreSettings;
  readonly policy: RestartPolicy;
  /** VMs in the gang, each with its own runner; 1 is a single VM as before gangs. */
  readonly nodes: number;
  /** A gang's node 0's market on a spot rung (`host-market`); always `spot` for one VM. */
  readonly hostMarket: Rung['market'];
  /** Node 0's rendezvous port (the gang's spot-train channel uses the next one). */
  readonly rendezvousPort: number;
  /** The ladder's order and the market against a deadline. */
  readonly placement: PlacementSettings;
  /** What the cloud's adapter takes from the environment. */
  readonly clouds: CloudEnvironment;
}

/** The channel takes the port after the rendezvous port, so that one must exist too. */
export const RENDEZVOUS_PORT_RANGE = { min: 1024, max: 65_534 };

/** GCP stops a VM after at most 120 days (maxRunDuration); no cloud needs longer. */
const LIFETIME_RANGE = { min: 60_000, max: 120 * 86_400_000 };

type Text = (name: string, fallback?: string) => string;

/** The launch mode's settings, every input checked here, before anything is registered or started. */
export function readLaunchSettings(
  get: InputReader,
  env: NodeJS.ProcessEnv,
  cwd: string = process.cwd(),
): LaunchSettings {
  const source = inputSource(get);
  const text: Text = (name, fallback) => source.text(name, fallback);
  const clouds = parseCloudList(text(Input.cloud), Input.cloud, 'to launch on');
  const store = readOptionalStore(source, { mode: 'launch', cwd, env });
  return {
    ladders: readLadders(text, clouds, env),
    diskGb: parseInteger(text(Input.diskSize), Input.diskSize, { min: 8, max: 65_536 }),
    ...readMaxPrice(text),
    onDemandFallback: parseBoolean(text(Input.onDemandFallback), Input.onDemandFallback),
    ...readRunner(text),
    extraLabels: listOf(text(Input.runnerLabels)),
    maxLifetimeMs: parseDuration(text(Input.maxLifetime), Input.maxLifetime, LIFETIME_RANGE),
    preRunnerScript: source.raw(Input.preRunnerScript),
    onlineTimeoutMs: parseDuration(text(Input.onlineTimeout), Input.onlineTimeout, ABOVE_ZERO),
    ...(store ? { store } : {}),
    clouds: readCloudEnvironment(env),
    ...readGang(text),
    placement: readLadderPlacement(source, store !== undefined),
    policy: {
      onDemandAfter: parseInteger(text(Input.onDemandAfter), Input.onDemandAfter, {
        min: 0,
        max: 1000,
      }),
      backoffMs: parseDuration(text(Input.restartBackoff), Input.restartBackoff, ZERO_OR_MORE),
      onDemandAfterMs: parseDuration(
        text(Input.onDemandAfterTime),
        Input.onDemandAfterTime,
        WITHIN_A_YEAR,
      ),
    },
  };
}

/**
 * Each cloud's part of the ladder. With several clouds the inputs that
 * differ by cloud name it on each line (settings/cloud-list.ts), and a
 * missing part names the cloud it is missing for.
 */
function readLadders(text: Text, clouds: readonly CloudName[], env: NodeJS.ProcessEnv) {
  const per = (input: string) => perCloudValues(text(input), input, clouds);
  const [types, zones, regions, images, options] = [
    Input.instanceTypes,
    Input.zones,
    Input.regions,
    Input.image,
    Input.cloudOptions,
  ].map(per);
  return clouds.map((cloud): CloudLadder => {
    const given = (values: Map<CloudName, string> | undefined) => values?.get(cloud) ?? '';
    const forCloud = clouds.length > 1 ? ` for ${cloud} (a line "${cloud}: ...")` : '';
    const instanceTypes = listOf(given(types));
    if (instanceTypes.length === 0)
      throw new UserError(
        `${Input.instanceTypes}: required in launch mode${forCloud}, e.g. ${TYPE_EXAMPLE[cloud]}`,
      );
    const image = given(images).trim();
    if (image === '')
      throw new UserError(`${Input.image}: required in launch mode${forCloud} (the VM's image)`);
    const cloudZones = listOf(given(zones));
    const named = listOf(given(regions));
    const cloudRegions = named.length > 0 ? named : defaultRegions(cloud, cloudZones, env);
    if (cloudRegions.length === 0)
      throw new UserError(
        `${Input.regions}: required in launch mode${forCloud || ` on ${cloud}`}, e.g. ${REGION_EXAMPLE[cloud]}`,
      );
    return {
      cloud,
      instanceTypes,
      zones: cloudZones,
      regions: cloudRegions,
      image,
      options: launchOptions(given(options), Input.cloudOptions, cloud),
    };
  });
}

const TYPE_EXAMPLE: Readonly<Record<CloudName, string>> = {
  aws: 'g5.xlarge, g6.xlarge',
  gcp: 'g2-standard-8',
  azure: 'Standard_NC4as_T4_v3',
};

function readGang(text: Text): Pick<LaunchSettings, 'nodes' | 'hostMarket' | 'rendezvousPort'> {
  const nodes = parseInteger(text(Input.nodes), Input.nodes, NODES_RANGE);
  return {
    nodes,
    hostMarket: parseHostMarket(text(Input.hostMarket), nodes),
    rendezvousPort: parseInteger(
      text(Input.rendezvousPort),
      Input.rendezvousPort,
      RENDEZVOUS_PORT_RANGE,
    ),
  };
}

function readMaxPrice(text: Text): { maxPrice?: number } {
  const maxPriceText = text(Input.maxPrice);
  if (maxPriceText === '') return {};
  const maxPrice = Number(maxPriceText);
  if (!(Number.isFinite(maxPrice) && maxPrice > 0)) {
    throw new UserError(
      `${Input.maxPrice}: "${maxPriceText}" is not a price; expected USD per hour such as 0.75`,
    );
  }
  return { maxPrice };
}

type RunnerSettings = Pick<
  LaunchSettings,
  'runnerToken' | 'runnerVersion' | 'runnerSha256' | 'arch'
>;

function readRunner(text: Text): RunnerSettings {
  const runnerToken = text(Input.runnerToken);
  if (runnerToken === '') {
    throw new UserError(
      `${Input.runnerToken}: required in launch mode; a PAT or GitHub App token that may administer the repository's runners (the job's GITHUB_TOKEN cannot)`,
    );
  }
  const runnerVersion = text(Input.runnerVersion);
  if (runnerVersion !== 'latest' && !/^\d+\.\d+\.\d+$/.test(runnerVersion)) {
    throw new UserError(
      `${Input.runnerVersion}: "${runnerVersion}" is not a runner version; expected latest or e.g. 2.330.0`,
    );
  }
  const sha = text(Input.runnerSha256).toLowerCase();
  if (sha !== '' && !/^[0-9a-f]{64}$/.test(sha)) {
    throw new UserError(`${Input.runnerSha256}: expected the 64 hex digits of a SHA-256`);
  }
  if (sha !== '' && runnerVersion === 'latest') {
    throw new UserError(
      `${Input.runnerSha256}: pins the checksum of one runner release, so ${Input.runnerVersion} must name that release (e.g. 2.330.0), not latest`,
    );
  }
  const arch = text(Input.runnerArch);
  if (arch !== 'x64' && arch !== 'arm64') {
    throw new UserError(`${Input.runnerArch}: "${arch}" is not x64 or arm64`);
  }
  return { runnerToken, runnerVersion, ...(sha === '' ? {} : { runnerSha256: sha }), arch };
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
  if (cloud === 'gcp') return [...new Set(zones.map(regionOfZone))];
  return [];
}
