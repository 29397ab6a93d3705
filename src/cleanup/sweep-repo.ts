import type { Clock } from '../base/clock.js';
import type { Logger } from '../base/log.js';
import type { CloudName } from '../clouds/cloud.js';
import { repoLabels } from '../clouds/labels.js';
import type { CloudEnvironment } from '../clouds/cloud-environment.js';
import { loadCloud } from '../clouds/load-cloud.js';
import type { GitHubApi } from '../github/github-api.js';
import type { RepoRef } from '../github/run-context.js';
import { planSweep, type JanitorPlan } from './sweep-plan.js';
import { carryOut, findLeftovers, type SweepFailure } from './sweep.js';

/** What a sweep of a repository's leftovers planned, and what of it failed. */
export interface SweepOutcome {
  readonly plan: JanitorPlan;
  readonly failures: readonly SweepFailure[];
}

/**
 * Sweeps a repository's spot-train leftovers on one cloud: lists its VMs
 * and runners, plans what to remove (what is past its lifetime or whose run
 * has ended; never a busy runner) and removes it, or only says so in a dry
 * run. What cannot be listed or removed is returned after everything else
 * was done, for the janitor mode and `spot-train janitor` alike.
 */
export async function sweepRepo(params: {
  readonly cloud: CloudName;
  readonly clouds: CloudEnvironment;
  readonly regions: readonly string[];
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
  const cloud = await loadCloud(params.cloud, params.clouds);
  const found = await findLeftovers({
    cloud,
    regions: params.regions,
    labels: repoLabels(`${repo.owner}/${repo.repo}`),
    repo,
    runsApi,
    runnersApi,
    logger,
  });
  if (!runnersApi) logger.info('no runner-token: runners are not swept');
  const plan = planSweep({ ...found, now: params.clock.now() });
  const failures = [
    ...found.failures,
    ...(await carryOut(plan, { cloud, runnersApi, repo, dryRun, logger })),
  ];
  return { plan, failures };
}
