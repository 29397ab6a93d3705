import type { InstanceRef } from '../clouds/cloud.js';
import type { GitHubApi } from '../github/github-api.js';
import type { RunContext } from '../github/run-context.js';
import { runLabels, runnerLabel } from '../clouds/labels.js';
import type { Logger } from '../base/log.js';
import type { CloudRegions } from './labelled-vms.js';
import type { RemovalFailure } from './removal-failure.js';
import { removeRunRunners, type RunRunnersCleanup } from './run-runners.js';
import { terminateRunVms, type RunVmsCleanup } from './run-vms.js';

/** A part of the cleanup that was not attempted, and why. */
export interface Skipped {
  readonly skipped: string;
}

/** What finalize did about the run's VMs and runners. */
export interface RunCleanup {
  readonly vms: RunVmsCleanup | Skipped;
  readonly runners: RunRunnersCleanup | Skipped;
}

export function cleanupFailures(cleanup: RunCleanup): RemovalFailure[] {
  return [cleanup.vms, cleanup.runners].flatMap((part) =>
    'failures' in part ? part.failures : [],
  );
}

/**
 * Removes what this attempt of the workflow run left: every VM carrying
 * its labels on each cloud named (and the one `instance-id` names) and
 * every runner carrying its runner label. Found on the clouds and on
 * GitHub, not from step outputs, which a cancelled or half-done launch
 * leaves empty.
 */
export async function cleanUpRun(params: {
  /** Each cloud to look on, in its regions; none when the inputs name no cloud. */
  readonly clouds: readonly CloudRegions[];
  readonly hint: InstanceRef | undefined;
  /** With the runner-token; undefined leaves the runners to the janitor. */
  readonly runnersApi: GitHubApi | undefined;
  readonly context: RunContext;
  readonly logger: Logger;
}): Promise<RunCleanup> {
  const { clouds, context, logger } = params;
  const { runId, runAttempt } = context;
  if (runId === '' || context.repo.owner === '') {
    const skipped = 'GITHUB_RUN_ID or GITHUB_REPOSITORY is not set';
    return { vms: { skipped }, runners: { skipped } };
  }
  const vms =
    clouds.length > 0
      ? await terminateOnEach(clouds, { labels: runLabels(context), hint: params.hint, logger })
      : { skipped: 'the cloud input names no cloud; give the one the launch used' };
  const runners = params.runnersApi
    ? await removeRunRunners({
        api: params.runnersApi,
        repo: context.repo,
        label: runnerLabel(runId, runAttempt),
        logger,
      })
    : { skipped: 'no runner-token; the janitor removes them once offline' };
  return { vms, runners };
}

/**
 * The run's VMs terminated cloud by cloud, told as one cleanup: with more
 * than one cloud each region searched says its cloud. The `instance-id`
 * VM is on its own cloud only.
 */
async function terminateOnEach(
  clouds: readonly CloudRegions[],
  params: {
    readonly labels: Readonly<Record<string, string>>;
    readonly hint: InstanceRef | undefined;
    readonly logger: Logger;
  },
): Promise<RunVmsCleanup> {
  const { hint, logger } = params;
  const several = clouds.length > 1;
  const searched: string[] = [];
  const parts: RunVmsCleanup[] = [];
  for (const { cloud, regions } of clouds) {
    if (several && regions.length === 0)
      logger.warning(
        `the run's VMs on ${cloud.name} are not looked for: regions names none there (give a line "${cloud.name}: REGION")`,
      );
    const own = hint?.cloud === cloud.name ? { hint } : {};
    const part = await terminateRunVms({ cloud, regions, labels: params.labels, ...own, logger });
    parts.push(part);
    searched.push(
      ...part.searched.map((region) => (several ? `${region} (${cloud.name})` : region)),
    );
  }
  return {
    searched,
    found: parts.flatMap((part) => part.found),
    terminated: parts.flatMap((part) => part.terminated),
    failures: parts.flatMap((part) => part.failures),
  };
}
