import type { Clock } from '../base/clock.js';
import { describeError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import type { CloudName, InstanceRef, LaunchingCloud } from '../clouds/cloud.js';
import { repoLabels } from '../clouds/labels.js';
import type { CloudEnvironment } from '../clouds/cloud-environment.js';
import { loadCloud } from '../clouds/load-cloud.js';
import type { GitHubApi } from '../github/github-api.js';
import type { RepoRef } from '../github/run-context.js';
import { planSweep, type JanitorPlan } from './sweep-plan.js';
import type { CloudRegions } from './labelled-vms.js';
import { carryOut, findLeftovers, type SweepFailure } from './sweep.js';

/** One cloud to sweep, by name, and its regions. */
export interface CloudSweep {
  readonly cloud: CloudName;
  readonly regions: readonly string[];
}

/** What a sweep of a repository's leftovers planned, and what of it failed. */
export interface SweepOutcome {
  readonly plan: JanitorPlan;
  readonly failures: readonly SweepFailure[];
}

/**
 * Sweeps a repository's spot-train leftovers on every cloud named: lists
 * the VMs of each cloud in its regions and the runners once, plans what to
 * remove from all of them together (what is past its lifetime or whose run
 * has ended; never a busy runner) and removes it, or only says so in a dry
 * run. A cloud that cannot be reached (no credentials) is a failure like a
 * region that cannot be listed: the other clouds are still swept, and what
 * failed is returned after everything else was done, for the janitor mode
 * and `spot-train janitor` alike.
 */
export async function sweepRepo(params: {
  readonly sweeps: readonly CloudSweep[];
  readonly clouds: CloudEnvironment;
  readonly repo: RepoRef;
  readonly dryRun: boolean;
  /** Reads which runs have ended. */
  readonly runsApi: GitHubApi;
  /** Lists and removes runners; undefined leaves runners alone. */
  readonly runnersApi: GitHubApi | undefined;
  readonly clock: Clock;
  readonly logger: Logger;
}): Promise<SweepOutcome> {
  const { repo, runsApi, runnersApi, dryRun, logger } = params;
  const loaded = await loadClouds(params.sweeps, params.clouds, logger);
  // One plan over every cloud's VMs and the runners: a gang's survivors are
  // spared by their busy runners, and a runner goes on its run alone.
  const found = await findLeftovers({
    clouds: loaded.clouds,
    labels: repoLabels(`${repo.owner}/${repo.repo}`),
    repo,
    runsApi,
    runnersApi,
    logger,
  });
  if (!runnersApi) logger.info('no runner-token: runners are not swept');
  const plan = planSweep({ ...found, now: params.clock.now() });
  const byName = new Map(loaded.clouds.map(({ cloud }) => [cloud.name, cloud]));
  const terminator = {
    // Only VMs listed on a loaded cloud are planned, so each finds its own.
    terminate: (instance: InstanceRef) => cloudOf(byName, instance.cloud).terminate(instance),
  };
  const failures = [
    ...loaded.failures,
    ...found.failures,
    ...(await carryOut(plan, { cloud: terminator, runnersApi, repo, dryRun, logger })),
  ];
  return { plan, failures };
}

/** Each cloud's adapter; one that cannot be loaded is a failure naming it, and the others go on. */
async function loadClouds(
  sweeps: readonly CloudSweep[],
  environment: CloudEnvironment,
  logger: Logger,
): Promise<{ clouds: CloudRegions[]; failures: SweepFailure[] }> {
  const clouds: CloudRegions[] = [];
  const failures: SweepFailure[] = [];
  for (const { cloud, regions } of sweeps) {
    try {
      clouds.push({ cloud: await loadCloud(cloud, environment), regions });
    } catch (error) {
      const what = `${cloud} VMs`;
      failures.push({ what, why: describeError(error) });
      logger.error(`could not list ${what}: ${describeError(error)}`);
    }
  }
  return { clouds, failures };
}

function cloudOf(byName: ReadonlyMap<CloudName, LaunchingCloud>, name: CloudName): LaunchingCloud {
  const cloud = byName.get(name);
  if (cloud === undefined) throw new Error(`${name} was not swept`);
  return cloud;
}
