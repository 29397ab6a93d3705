import type { LaunchedState } from '../action/state.js';
import type { Clock } from '../clock.js';
import { loadCloud } from '../clouds/load-cloud.js';
import { describeError } from '../errors.js';
import { isNotFound, apiBaseUrl, GitHubApi } from '../github/github-api.js';
import type { Logger } from '../log.js';

/**
 * Removes what a launch created but never handed over to its job: the VM
 * and the runner registration. Each part is tried whatever happens to the
 * other; failures are reported, and the janitor is the last resort.
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
  if (launched.instance) {
    try {
      const cloud = await loadCloud(launched.instance.cloud);
      await cloud.terminate(launched.instance);
      logger.info(`terminated VM ${launched.instance.id}, which never took its job`);
    } catch (error) {
      clean = false;
      logger.error(`could not terminate VM ${launched.instance.id}: ${describeError(error)}`);
    }
  }
  if (launched.runnerId !== undefined && params.runnerToken !== '') {
    const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/');
    const api = new GitHubApi({
      token: params.runnerToken,
      baseUrl: apiBaseUrl(env),
      clock: params.clock,
      logger,
      attempts: 3,
    });
    try {
      await api.request(
        'DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}',
        { owner, repo, runner_id: launched.runnerId },
        `removing runner ${launched.runnerId}`,
      );
      logger.info(`removed runner ${launched.runnerId}`);
    } catch (error) {
      if (!isNotFound(error)) {
        clean = false;
        logger.error(`could not remove runner ${launched.runnerId}: ${describeError(error)}`);
      }
    }
  }
  return clean;
}
