import type { CloudName } from '../clouds/cloud.js';
import type { CloudEnvironment } from '../clouds/cloud-environment.js';
import { readCloudEnvironment } from './cloud-environment.js';
import { UserError } from '../base/errors.js';
import { Input, type InputReader } from './input-names.js';
import { inputSource, type SettingSource } from './source.js';
import { listOf, parseBoolean } from './values.js';

export interface JanitorSettings {
  readonly cloud: CloudName;
  readonly regions: readonly string[];
  /** Only report what would be removed. */
  readonly dryRun: boolean;
  /** Reads which runs have ended. */
  readonly githubToken: string;
  /** An admin token that lists and removes runners; empty leaves runners alone. */
  readonly runnerToken: string;
  /** What the cloud's adapter takes from the environment. */
  readonly clouds: CloudEnvironment;
}

const CLOUDS: readonly CloudName[] = ['aws', 'gcp', 'azure'];

/** The janitor mode's settings, from the action's inputs. */
export function readJanitorSettings(get: InputReader, env: NodeJS.ProcessEnv): JanitorSettings {
  return janitorSettings(inputSource(get), env);
}

const JANITOR_REGION_EXAMPLE: Readonly<Record<CloudName, string>> = {
  aws: 'us-east-1, eu-west-1',
  gcp: 'us-central1, europe-west4',
  azure: 'eastus, westeurope',
};

/**
 * The janitor's settings from either source: the action's inputs, or the
 * CLI's flags (whose tokens come from the environment).
 */
export function janitorSettings(source: SettingSource, env: NodeJS.ProcessEnv): JanitorSettings {
  const cloud = source.text(Input.cloud);
  if (!(CLOUDS as readonly string[]).includes(cloud)) {
    throw new UserError(
      `${source.name(Input.cloud)}: "${cloud}" is not a cloud to sweep; expected ${CLOUDS.join(', ')}`,
    );
  }
  // AWS_REGION is AWS's own (configure-aws-credentials sets it); another
  // cloud's janitor given it would sweep a region of that name, which is none.
  const fallback = cloud === 'aws' ? (env.AWS_REGION ?? '') : '';
  const regions = listOf(source.text(Input.regions, fallback));
  if (regions.length === 0) {
    throw new UserError(
      `${source.name(Input.regions)}: required by the janitor${cloud === 'aws' ? ' (AWS_REGION is used when set)' : ''}; the regions to sweep, e.g. ${JANITOR_REGION_EXAMPLE[cloud as CloudName]}`,
    );
  }
  return {
    cloud: cloud as CloudName,
    regions,
    dryRun: parseBoolean(source.text(Input.dryRun), source.name(Input.dryRun)),
    githubToken: source.text(Input.githubToken),
    runnerToken: source.text(Input.runnerToken),
    clouds: readCloudEnvironment(env),
  };
}
