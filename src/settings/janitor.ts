import type { CloudName } from '../clouds/cloud.js';
import { UserError } from '../base/errors.js';
import { Input, trimmedInputs, type InputReader } from './input-names.js';
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
}

const CLOUDS: readonly CloudName[] = ['aws', 'gcp', 'azure'];

/** How the user spelled the settings a message names: the action's inputs, or the CLI's flags. */
export interface JanitorNames {
  readonly cloud: string;
  readonly regions: string;
  readonly dryRun: string;
}

const INPUT_NAMES: JanitorNames = {
  cloud: Input.cloud,
  regions: Input.regions,
  dryRun: Input.dryRun,
};

/** The janitor's settings, from the action's inputs or the CLI's flags made into inputs. */
export function readJanitorSettings(
  get: InputReader,
  env: NodeJS.ProcessEnv,
  names: JanitorNames = INPUT_NAMES,
): JanitorSettings {
  const text = trimmedInputs(get);
  const cloud = text(Input.cloud);
  if (!(CLOUDS as readonly string[]).includes(cloud)) {
    throw new UserError(
      `${names.cloud}: "${cloud}" is not a cloud to sweep; expected ${CLOUDS.join(', ')}`,
    );
  }
  const regions = listOf(text(Input.regions, env.AWS_REGION ?? ''));
  if (regions.length === 0) {
    throw new UserError(
      `${names.regions}: required by the janitor (AWS_REGION is used when set); the regions to sweep, e.g. us-east-1, eu-west-1`,
    );
  }
  return {
    cloud: cloud as CloudName,
    regions,
    dryRun: parseBoolean(text(Input.dryRun, 'false'), names.dryRun),
    githubToken: text(Input.githubToken),
    runnerToken: text(Input.runnerToken),
  };
}
