import { CLOUD_NAMES, type CloudName, type InstanceRef } from '../clouds/cloud.js';
import type { CloudEnvironment } from '../clouds/cloud-environment.js';
import { readCloudEnvironment } from './cloud-environment.js';
import { parseUserPrices, type UserPrices } from '../ledger/user-prices.js';
import { UserError } from '../base/errors.js';
import { parseCloudOptions } from './cloud-options.js';
import { regionOfZone } from '../clouds/gcp/zone-region.js';
import { parseCloudList, perCloudAsWritten } from './cloud-list.js';
import { MAX_TIMER_MS, parseDuration } from './duration.js';
import { Input, type InputReader } from './input-names.js';
import { RESTARTS_RANGE } from './ranges.js';
import { inputSource, type SettingSource } from './source.js';
import { readStoreSettings, type StoreSettings } from './store.js';
import { listOf, parseBoolean, parseExitCodes, parseInteger } from './values.js';
import { readCheckName } from './lineage-check.js';

/** A cloud the run's VMs are looked for on, and its regions. */
export interface CloudSearch {
  readonly cloud: CloudName;
  readonly regions: readonly string[];
}

export interface FinalizeSettings {
  readonly store: StoreSettings;
  /** The train job's name in the workflow. */
  readonly trainJob: string;
  /** The training VM, from the launch job's outputs; undefined when not given. */
  readonly instance?: InstanceRef;
  /**
   * Where the run's VMs are looked for by their labels: each cloud `cloud`
   * names, in every region the inputs name for it; none when it names none.
   */
  readonly searches: readonly CloudSearch[];
  /** An admin-scoped token to find and remove the run's runners; '' leaves them to the janitor. */
  readonly runnerToken: string;
  readonly restart: boolean;
  readonly restartOnExitCodes: ReadonlySet<number>;
  readonly maxRestarts: number;
  readonly claimTimeoutMs: number;
  readonly githubToken: string;
  /** The lineage's check run: its name, undefined for the default, false for none. */
  readonly checkName: string | undefined | false;
  /** The `prices` input: rates for the cost ledger that win over the price lists. */
  readonly userPrices: UserPrices;
  /** What the cloud's adapter takes from the environment. */
  readonly clouds: CloudEnvironment;
}

/**
 * Below a few seconds, finalize would take over a claim whose claimant is
 * dispatching at that moment, and the lineage would get two restarts.
 */
const CLAIM_RANGE = { min: 10_000, max: MAX_TIMER_MS };

/** `cloud` values that name no cloud: the action's default, and the train mode's `none`. */
const NO_CLOUD = ['', 'auto', 'none'];

/** The finalize mode's settings, every input checked here. */
export function readFinalizeSettings(
  get: InputReader,
  env: NodeJS.ProcessEnv = {},
  cwd: string = process.cwd(),
): FinalizeSettings {
  const source = inputSource(get);
  const text = (name: string): string => source.text(name);
  const clouds = cloudsToSearch(source);
  const instance = launchedVm(source, clouds);
  const regions = asForTheLaunch(source, Input.regions, clouds);
  const zones = asForTheLaunch(source, Input.zones, clouds);
  return {
    store: readStoreSettings(source, { mode: 'finalize', cwd, env }),
    trainJob: text(Input.trainJob),
    ...(instance ? { instance } : {}),
    searches: clouds.map((cloud) => ({
      cloud,
      regions: searchRegions(cloud, {
        regions: regions.get(cloud) ?? '',
        zones: zones.get(cloud) ?? '',
        source,
        env,
      }),
    })),
    runnerToken: text(Input.runnerToken),
    restart: parseBoolean(text(Input.restart), Input.restart),
    restartOnExitCodes: parseExitCodes(text(Input.restartOnExitCodes), Input.restartOnExitCodes),
    maxRestarts: parseInteger(text(Input.maxRestarts), Input.maxRestarts, RESTARTS_RANGE),
    claimTimeoutMs: parseDuration(text(Input.claimTimeout), Input.claimTimeout, CLAIM_RANGE),
    githubToken: text(Input.githubToken),
    checkName: readCheckName(source),
    userPrices: parseUserPrices(source.raw(Input.prices), Input.prices),
    clouds: readCloudEnvironment(env),
  };
}

/**
 * The clouds the run's VMs may be on: the launch's `cloud` output (the one
 * it took), or as written for the launch when that output is empty (a
 * cancelled launch). None for the action's default, unless `instance-id`
 * names a VM, which is on some cloud.
 */
function cloudsToSearch(source: SettingSource): CloudName[] {
  const cloud = source.text(Input.cloud);
  const instanceId = source.text(Input.instanceId);
  if (!NO_CLOUD.includes(cloud))
    return parseCloudList(cloud, Input.cloud, "to look for the run's VMs on");
  if (instanceId === '') return [];
  throw new UserError(
    `${Input.cloud}: "${cloud}" does not say which cloud VM ${instanceId} (${Input.instanceId}) is on; expected one of ${CLOUD_NAMES.join(', ')}, as the launch's cloud output says`,
  );
}

/**
 * The VM the launch's outputs name (`instance-id`, `region`, `zone`): one
 * VM on the one cloud the launch took. With a list of clouds which one
 * that is cannot be told (a GCP and an Azure VM are both named
 * spot-train-...), so outputs with a list are refused: the launch's
 * `cloud` output goes with them, and the list is for when it is empty.
 */
function launchedVm(source: SettingSource, clouds: readonly CloudName[]): InstanceRef | undefined {
  const id = source.text(Input.instanceId);
  const region = source.text(Input.region);
  const zone = source.text(Input.zone);
  const [cloud, ...others] = clouds;
  const given = [Input.instanceId, Input.region, Input.zone].find((name) => source.text(name));
  if (given !== undefined && others.length > 0) {
    throw new UserError(
      `${given}: "${source.text(given)}" is the launch's output for the one cloud it took, but ${Input.cloud} names ${clouds.join(', ')}; give the launch's cloud output too, and the list only for a launch that set none: ${Input.cloud}: \${{ needs.launch.outputs.cloud || '${clouds.join(', ')}' }}`,
    );
  }
  if (id === '' || cloud === undefined) return undefined;
  const group = groupOf(cloud, id, source);
  return {
    cloud,
    id,
    ...(region === '' ? {} : { region }),
    ...(zone === '' ? {} : { zone }),
    ...(group === undefined ? {} : { group }),
  };
}

/**
 * An input given as written for the launch (`regions`, `zones`,
 * `cloud-options`), for each cloud finalize looks on. Its lines may name
 * clouds `cloud` does not: given the launch's `cloud` output, finalize
 * names only the one the launch took, and the other clouds' lines are the
 * launch's, not a mistake.
 */
function asForTheLaunch(
  source: SettingSource,
  input: string,
  clouds: readonly CloudName[],
): Map<CloudName, string> {
  if (clouds.length === 0) return new Map();
  return perCloudAsWritten(source.raw(input), source.name(input), clouds);
}

/**
 * Where the VM lives besides its region and zone, from the `cloud-options`
 * the launch was given: an Azure VM is found by its resource group, a GCP
 * instance by its project when that is not the credentials' default.
 */
function groupOf(cloud: CloudName, instanceId: string, source: SettingSource): string | undefined {
  const own = asForTheLaunch(source, Input.cloudOptions, [cloud]).get(cloud) ?? '';
  const options = parseCloudOptions(own, source.name(Input.cloudOptions), cloud);
  if (cloud === 'gcp') return options.project || undefined;
  if (cloud !== 'azure') return undefined;
  const group = options['resource-group'];
  if (!group) {
    throw new UserError(
      `${Input.cloudOptions}: finalize on Azure needs resource-group=GROUP (as given to the launch) to find VM ${instanceId}`,
    );
  }
  return group;
}

/**
 * Every region of `cloud` the run's VMs may be in: those the launch was
 * given (its `regions` and `zones` for that cloud, when finalize is given
 * them too) and the one it reported, or on AWS the SDK's own region when
 * nothing else names one.
 */
function searchRegions(
  cloud: CloudName,
  given: {
    readonly regions: string;
    readonly zones: string;
    readonly source: SettingSource;
    readonly env: NodeJS.ProcessEnv;
  },
): string[] {
  const { source, env } = given;
  const zones = [...listOf(given.zones), ...listOf(source.text(Input.zone))];
  const regions = [
    ...listOf(given.regions),
    ...listOf(source.text(Input.region)),
    // A GCP zone is its region plus a letter; AWS and Azure zones say nothing of theirs.
    ...(cloud === 'gcp' ? zones.map(regionOfZone) : []),
  ];
  if (regions.length === 0 && cloud === 'aws') {
    regions.push(...listOf(env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? ''));
  }
  return [...new Set(regions)];
}
