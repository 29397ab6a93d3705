import { setTimeout as delay } from 'node:timers/promises';
import type { Logger } from '../base/log.js';
import type { CloudEnvironment } from '../clouds/cloud-environment.js';
import { cleanUpLaunch } from '../cleanup/after-launch.js';
import { launchedInstances, launchedRunnerIds, type LaunchedState } from '../cleanup/launched.js';
import type { GitHubApi } from '../github/github-api.js';
import type { RepoRef } from '../github/run-context.js';
import { signalProcessGroup } from '../supervisor/process-group.js';

/**
 * After launch: what was created but not handed over to the job goes.
 * Resolves false when something was left behind (the post step then fails).
 */
export async function postLaunch(params: {
  readonly launched: LaunchedState;
  readonly handedOver: boolean;
  /**
   * The repository, and the runners' API with the runner-token (undefined
   * leaves the registrations to the janitor): read only when something is
   * left to remove.
   */
  readonly github: () => Promise<{ runnersApi: GitHubApi | undefined; repo: RepoRef }>;
  readonly clouds: CloudEnvironment;
  readonly logger: Logger;
}): Promise<boolean> {
  const { launched, logger } = params;
  const nothing =
    launchedInstances(launched).length === 0 && launchedRunnerIds(launched).length === 0;
  if (params.handedOver || nothing) {
    logger.info('spot-train post: nothing was left behind by the launch');
    return true;
  }
  const { runnersApi, repo } = await params.github();
  return cleanUpLaunch({
    launched,
    runnersApi,
    repo,
    clouds: params.clouds,
    logger,
  });
}

/**
 * After train: if the main step died (out of memory, a crash) its trainer
 * may still run and hold the GPU, so the process group main recorded is
 * stopped: SIGTERM, ten seconds, then SIGKILL.
 */
export async function postTrain(pgid: number | undefined, logger: Logger): Promise<void> {
  if (pgid === undefined) {
    logger.info('spot-train post: nothing was started that needs cleaning up');
    return;
  }
  if (!signalProcessGroup(pgid, 0)) {
    logger.info('spot-train post: the trainer has exited; nothing to clean up');
    return;
  }
  logger.warning(
    `spot-train post: the trainer (process group ${pgid}) outlived the train step; stopping it`,
  );
  signalProcessGroup(pgid, 'SIGTERM');
  for (let waited = 0; waited < 10_000 && signalProcessGroup(pgid, 0); waited += 250)
    await delay(250);
  if (signalProcessGroup(pgid, 'SIGKILL'))
    logger.warning('spot-train post: the trainer ignored SIGTERM; killed it');
}
