import { describeFailures, type RemovalFailure } from './removal-failure.js';
import { listLabelled, type CloudRegions } from './labelled-vms.js';
import { attemptRemoval, deregistering, terminating, type Removal } from './removal.js';
import type { Cloud, TaggedInstance } from '../clouds/cloud.js';
import { describeError } from '../base/errors.js';
import type { GitHubApi } from '../github/github-api.js';
import { listRunners, runHasEnded, type RunnerInfo } from '../github/runners.js';
import type { Logger } from '../base/log.js';
import type { JanitorPlan } from './sweep-plan.js';
import type { Repo } from '../github/repo.js';

/** A failure of the sweep; `target` is the planned removal it concerns, if any. */
export interface SweepFailure extends RemovalFailure {
  readonly target?: TaggedInstance | RunnerInfo;
}

/** The sweep went through everything and some of it could not be listed or removed. */
export class IncompleteSweepError extends Error {
  override readonly name = 'IncompleteSweepError';
  constructor(readonly failures: readonly RemovalFailure[]) {
    super(
      `the janitor could not remove everything it should (${failures.length}): ${describeFailures(failures)}`,
    );
  }
}

export interface Leftovers {
  readonly vms: readonly TaggedInstance[];
  readonly runners: readonly RunnerInfo[];
  readonly runEnded: (runId: string) => boolean | undefined;
  /** Regions or runner lists that could not be read: the sweep goes on without them. */
  readonly failures: readonly SweepFailure[];
}

/**
 * Lists the repository's spot-train VMs on every cloud and its runners,
 * and whether each one's run has ended. The runners are GitHub's, listed
 * once whatever the clouds; a region that cannot be listed is passed over.
 */
export async function findLeftovers(params: {
  readonly clouds: readonly CloudRegions[];
  readonly labels: Readonly<Record<string, string>>;
  readonly repo: Repo;
  readonly runsApi: GitHubApi;
  readonly runnersApi: GitHubApi | undefined;
  readonly logger: Logger;
}): Promise<Leftovers> {
  const { repo, logger } = params;
  const failures: SweepFailure[] = [];
  const failed = (what: string, error: unknown) => {
    failures.push({ what, why: describeError(error) });
    logger.error(`could not list ${what}: ${describeError(error)}`);
  };
  const vms: TaggedInstance[] = [];
  for (const { cloud, regions } of params.clouds) {
    const listed = await listLabelled({ cloud, regions, labels: params.labels });
    vms.push(...listed.vms);
    for (const { region, error } of listed.unlisted)
      failed(`${cloud.name} VMs in ${region}`, error);
  }
  const runners = params.runnersApi
    ? await listRunners(params.runnersApi, repo).catch((error: unknown) => {
        failed('the self-hosted runners', error);
        return [];
      })
    : [];
  const runIds = new Set([
    ...vms.map((vm) => vm.labels['spot-train-run'] ?? ''),
    ...runners.map((runner) => /^spot-train-(\d+)-/.exec(runner.name)?.[1] ?? ''),
  ]);
  runIds.delete('');
  const ended = new Map<string, boolean | undefined>();
  for (const runId of runIds) ended.set(runId, await runHasEnded(params.runsApi, repo, runId));
  return { vms, runners, runEnded: (runId) => ended.get(runId), failures };
}

/**
 * Removes what the plan says, each removal whatever became of the others,
 * and returns those that failed. A dry run only logs. `cloud` terminates a
 * VM on the cloud its reference names.
 */
export async function carryOut(
  plan: JanitorPlan,
  params: {
    readonly cloud: Pick<Cloud, 'terminate'>;
    readonly runnersApi: GitHubApi | undefined;
    readonly repo: Repo;
    readonly dryRun: boolean;
    readonly logger: Logger;
  },
): Promise<SweepFailure[]> {
  const { cloud, runnersApi, dryRun, logger } = params;
  const failures: SweepFailure[] = [];
  const attempt = async (
    removal: Removal,
    target: TaggedInstance | RunnerInfo,
    because: string,
  ) => {
    const { verb, what } = removal;
    if (dryRun) return logger.info(`would ${verb} ${what}: ${because}`);
    const outcome = await attemptRemoval(removal, logger);
    if (typeof outcome === 'object') failures.push({ ...outcome, target });
    else logger.info(`${verb}d ${what}: ${because}`);
  };
  for (const { target, because } of plan.vms) {
    await attempt(terminating(cloud, target.instance), target, because);
  }
  for (const { target, because } of plan.runners) {
    if (!runnersApi) continue;
    await attempt(deregistering(runnersApi, params.repo, target), target, because);
  }
  for (const { target, because } of plan.spared)
    logger.info(`left runner ${target.name}: ${because}`);
  return failures;
}
