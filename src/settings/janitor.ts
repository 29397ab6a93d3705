import type { CloudSweep } from '../cleanup/sweep-repo.js';
import type { CloudName } from '../clouds/cloud.js';
import type { CloudEnvironment } from '../clouds/cloud-environment.js';
import { readCloudEnvironment } from './cloud-environment.js';
import { UserError } from '../base/errors.js';
import { parseCloudList, perCloudAsWritten } from './cloud-list.js';
import { Input, type InputReader } from './input-names.js';
import { inputSource, type SettingSource } from './source.js';
import { listOf, parseBoolean } from './values.js';

export interface JanitorSettings {
  /** Every cloud the `cloud` input names, in its order, each with its own regions. */
  readonly sweeps: readonly CloudSweep[];
  /** Only report what would be removed. */
  readonly dryRun: boolean;
  /** Reads which runs have ended. */
  readonly githubToken: string;
  /** An admin token that lists and removes runners; empty leaves runners alone. */
  readonly runnerToken: string;
  /** What the clouds' adapters take from the environment. */
  readonly clouds: CloudEnvironment;
}

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
  const clouds = parseCloudList(source.text(Input.cloud), source.name(Input.cloud), 'to sweep');
  // As written for the launch: a cloud named only once it is set up leaves its lines behind.
  const regions = perCloudAsWritten(source.raw(Input.regions), source.name(Input.regions), clouds);
  return {
    sweeps: clouds.map((cloud) => ({
      cloud,
      regions: sweptRegions(cloud, regions.get(cloud) ?? '', clouds.length, { source, env }),
    })),
    dryRun: parseBoolean(source.text(Input.dryRun), source.name(Input.dryRun)),
    githubToken: source.text(Input.githubToken),
    runnerToken: source.text(Input.runnerToken),
    clouds: readCloudEnvironment(env),
  };
}

/** The regions swept on `cloud`: its own, else on AWS the SDK's AWS_REGION. */
function sweptRegions(
  cloud: CloudName,
  own: string,
  cloudCount: number,
  from: { readonly source: SettingSource; readonly env: NodeJS.ProcessEnv },
): string[] {
  // AWS_REGION is AWS's own (configure-aws-credentials sets it); another
  // cloud's janitor given it would sweep a region of that name, which is none.
  const fallback = cloud === 'aws' ? (from.env.AWS_REGION ?? '') : '';
  const regions = listOf(own.trim() || fallback);
  if (regions.length > 0) return regions;
  const name = from.source.name(Input.regions);
  const awsRegion = cloud === 'aws' ? ' (AWS_REGION is used when set)' : '';
  const example = JANITOR_REGION_EXAMPLE[cloud];
  // With one cloud the regions are a plain list, as they always were.
  if (cloudCount === 1)
    throw new UserError(
      `${name}: required by the janitor${awsRegion}; the regions to sweep, e.g. ${example}`,
    );
  throw new UserError(
    `${name}: no regions to sweep on ${cloud}${awsRegion}; give a line for it, e.g. "${cloud}: ${example}"`,
  );
}
