import type { Clock } from '../base/clock.js';
import type { InstanceRef, LaunchingCloud } from '../clouds/cloud.js';
import { apiBaseUrl, GitHubApi } from '../github/github-api.js';
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
  /** '' leaves the runners to the janitor. */
  readonly runnerToken: string;
  readonly env: NodeJS.ProcessEnv;
  readonly clock: Clock;
  readonly logger: Logger;
}): Promise<RunCleanup> {
  const { cloud, env, clock, logger } = params;
  const repository = env.GITHUB_REPOSITORY ?? '';
  const [owner = '', repo = ''] = repository.split('/');
  const runId = env.GITHUB_RUN_ID ?? '';
  const runAttempt = env.GITHUB_RUN_ATTEMPT || '1';
  if (runId === '' || owner === '') {
    const skipped = 'GITHUB_RUN_ID or GITHUB_REPOSITORY is not set';
    return { vms: { skipped }, runners: { skipped } };
  }
  const vms = cloud
    ? await terminateRunVms({
        cloud,
        regions: params.regions,
        labels: runLabels({ repository, runId, runAttempt }),
        ...(params.hint ? { hint: params.hint } : {}),
        logger,
      })
    : { skipped: 'the cloud input names no cloud; give the one the launch used' };
  const runners =
    params.runnerToken === ''
      ? { skipped: 'no runner-token; the janitor removes them once offline' }
      : await removeRunRunners({
          api: new GitHubApi({
            token: params.runnerToken,
            baseUrl: apiBaseUrl(env),
            clock,
            logger,
          }),
          repo: { owner, repo },
          label: runnerLabel(runId, runAttempt),
          logger,
        });
  return { vms, runners };
}
