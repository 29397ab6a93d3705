import type { InstanceRef, LaunchingCloud } from '../clouds/cloud.js';
import type { GitHubApi } from '../github/github-api.js';
import type { RunContext } from '../github/run-context.js';
import { runLabels, runnerLabel } from '../clouds/labels.js';
import type { Logger } from '../base/log.js';
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
 * its labels (and the one `instance-id` names) and every runner carrying
 * its runner label. Found on the cloud and on GitHub, not from step
 * outputs, which a cancelled or half-done launch leaves empty.
 */
export async function cleanUpRun(params: {
  /** Undefined when the inputs name no cloud. */
  readonly cloud: LaunchingCloud | undefined;
  readonly regions: readonly string[];
  readonly hint: InstanceRef | undefined;
  /** With the runner-token; undefined leaves the runners to the janitor. */
  readonly runnersApi: GitHubApi | undefined;
  readonly context: RunContext;
  readonly logger: Logger;
}): Promise<RunCleanup> {
  const { cloud, context, logger } = params;
  const { runId, runAttempt } = context;
  if (runId === '' || context.repo.owner === '') {
    const skipped = 'GITHUB_RUN_ID or GITHUB_REPOSITORY is not set';
    return { vms: { skipped }, runners: { skipped } };
  }
  const vms = cloud
    ? await terminateRunVms({
        cloud,
        regions: params.regions,
        labels: runLabels(context),
        ...(params.hint ? { hint: params.hint } : {}),
        logger,
      })
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
