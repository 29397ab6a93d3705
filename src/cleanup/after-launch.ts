import { launchedInstances, launchedRunnerIds, type LaunchedState } from './launched.js';
import type { Clock } from '../base/clock.js';
import type { InstanceRef } from '../clouds/cloud.js';
import { loadCloud } from '../clouds/load-cloud.js';
import { describeError } from '../base/errors.js';
import { isNotFound, apiBaseUrl, GitHubApi } from '../github/github-api.js';
import type { Logger } from '../base/log.js';

/**
 * Removes what a launch created but never handed over to its job: its VMs
 * (one, or every VM of a gang) and their runner registrations. Each is
 * tried whatever happens to the others; failures are reported, and the
 * janitor is the last resort.
 */
export async function cleanUpLaunch(params: {
  readonly launched: LaunchedState;
  readonly runnerToken: string;
  readonly env: NodeJS.ProcessEnv;
  readonly clock: Clock;
  readonly logger: Logger;
}): Promise<boolean> {
  const { launched, env, logger } = params;
  let clean = true;
  for (const instance of launchedInstances(launched)) {
    if (!(await terminate(instance, logger))) clean = false;
  }
  const runnerIds = launchedRunnerIds(launched);
  if (runnerIds.length > 0 && params.runnerToken !== '') {
    const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/');
    const api = new GitHubApi({
      token: params.runnerToken,
      baseUrl: apiBaseUrl(env),
      clock: params.clock,
      logger,
      attempts: 3,
    });
    for (const runnerId of runnerIds) {
      if (!(await removeRunner(api, { owner, repo }, runnerId, logger))) clean = false;
    }
  }
  return clean;
}

async function terminate(instance: InstanceRef, logger: Logger): Promise<boolean> {
  try {
    const cloud = await loadCloud(instance.cloud);
    await cloud.terminate(instance);
    logger.info(`terminated VM ${instance.id}, which never took its job`);
    return true;
  } catch (error) {
    logger.error(`could not terminate VM ${instance.id}: ${describeError(error)}`);
    return false;
  }
}

async function removeRunner(
  api: GitHubApi,
  repo: { readonly owner: string; readonly repo: string },
  runnerId: number,
  logger: Logger,
): Promise<boolean> {
  try {
    await api.request(
      'DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}',
      { ...repo, runner_id: runnerId },
      `removing runner ${runnerId}`,
    );
    logger.info(`removed runner ${runnerId}`);
  } catch (error) {
    if (!isNotFound(error)) {
      logger.error(`could not remove runner ${runnerId}: ${describeError(error)}`);
      return false;
    }
  }
  return true;
}
