import type { CloudName, InstanceRef } from '../clouds/cloud.js';
import type { CloudEnvironment } from '../clouds/cloud-environment.js';
import { readCloudEnvironment } from './cloud-environment.js';
import { parseUserPrices, type UserPrices } from '../ledger/user-prices.js';
import { UserError } from '../base/errors.js';
import { readCloudOptions } from './cloud-options.js';
import { MAX_TIMER_MS, parseDuration } from './duration.js';
import { Input, type InputReader } from './input-names.js';
import { RESTARTS_RANGE } from './ranges.js';
import { inputSource, type SettingSource } from './source.js';
import { readStoreSettings, type StoreSettings } from './store.js';
import { listOf, parseBoolean, parseExitCodes, parseInteger } from './values.js';
import { readCheckName } from './lineage-check.js';

export interface FinalizeSettings {
  readonly store: StoreSettings;
  /** The train job's name in the workflow. */
  readonly trainJob: string;
  /** The training VM, from the launch job's outputs; undefined when not given. */
  readonly instance?: InstanceRef;
  /** The cloud the run's VMs are looked for on by their labels; undefined when `cloud` names none. */
  readonly cloud?: CloudName;
  /** Where the run's VMs are looked for: every region the inputs name. */
  readonly regions: readonly string[];
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

const CLOUDS: readonly CloudName[] = ['aws', 'gcp', 'azure'];

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
  const instanceId = text(Input.instanceId);
  const cloud = text(Input.cloud);
  const named = (CLOUDS as readonly string[]).includes(cloud);
  if (!named && (instanceId !== '' || !NO_CLOUD.includes(cloud))) {
    throw new UserError(
      `${Input.cloud}: "${cloud}" does not say which cloud the run's VMs are on${instanceId === '' ? '' : ` (${Input.instanceId} ${instanceId})`}; expected one of ${CLOUDS.join(', ')}, as given to the launch`,
    );
  }
  let instance: InstanceRef | undefined;
  if (instanceId !== '') {
    const region = text(Input.region);
    const zone = text(Input.zone);
    const group = groupOf(cloud as CloudName, instanceId, source);
    instance = {
      cloud: cloud as CloudName,
      id: instanceId,
      ...(region === '' ? {} : { region }),
      ...(zone === '' ? {} : { zone }),
      ...(group === undefined ? {} : { group }),
    };
  }
  return {
    store: readStoreSettings(source, { mode: 'finalize', cwd, env }),
    trainJob: text(Input.trainJob),
    ...(instance ? { instance } : {}),
    ...(named ? { cloud: cloud as CloudName } : {}),
    regions: named ? searchRegions(cloud as CloudName, get, env) : [],
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
 * Where the VM lives besides its region and zone, from the `cloud-options`
 * the launch was given: an Azure VM is found by its resource group, a GCP
 * instance by its project when that is not the credentials' default.
 */
function groupOf(cloud: CloudName, instanceId: string, source: SettingSource): string | undefined {
  const options = readCloudOptions(source, cloud, { launching: false });
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
 * Every region the run's VMs may be in: those the launch was given (its
 * `regions` and `zones`, when finalize is given them too) and the one it
 * reported, or on AWS the SDK's own region when nothing else names one.
 */
function searchRegions(cloud: CloudName, get: InputReader, env: NodeJS.ProcessEnv): string[] {
  const zones = [...listOf(get(Input.zones)), ...listOf(get(Input.zone))];
  const regions = [
    ...listOf(get(Input.regions)),
    ...listOf(get(Input.region)),
    // A GCP zone is its region plus a letter; AWS and Azure zones say nothing of theirs.
    ...(cloud === 'gcp' ? zones.map((zone) => zone.replace(/-[a-z]$/, '')) : []),
  ];
  if (regions.length === 0 && cloud === 'aws') {
    regions.push(...listOf(env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? ''));
  }
  return [...new Set(regions)];
}
