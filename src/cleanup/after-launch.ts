import type { Logger } from '../base/log.js';
import type { InstanceRef } from '../clouds/cloud.js';
import type { CloudEnvironment } from '../clouds/cloud-environment.js';
import { loadCloud } from '../clouds/load-cloud.js';
import type { GitHubApi } from '../github/github-api.js';
import type { RepoRef } from '../github/run-context.js';
import { launchedInstances, launchedRunnerIds, type LaunchedState } from './launched.js';
import { attemptRemoval, deregistering, terminating, type Removal } from './removal.js';

/**
 * Removes what a launch created but never handed over to its job: its VMs
 * (one, or every VM of a gang) and their runner registrations. Each is
 * tried whatever happens to the others; failures are reported, and the
 * janitor is the last resort.
 */
export async function cleanUpLaunch(params: {
  readonly launched: LaunchedState;
  /** With the runner-token; undefined leaves the registrations to the janitor. */
  readonly runnersApi: GitHubApi | undefined;
  readonly repo: RepoRef;
  readonly clouds: CloudEnvironment;
  readonly logger: Logger;
}): Promise<boolean> {
  const { launched, runnersApi, logger } = params;
  let clean = true;
  const removeOne = async (removal: Removal, done: string | undefined) => {
    const outcome = await attemptRemoval(removal, logger);
    if (typeof outcome === 'object') clean = false;
    else if (outcome === 'removed' && done !== undefined) logger.info(done);
  };
  // Each VM's cloud is loaded as it is terminated: one that cannot be loaded fails that VM alone.
  const clouds = {
    terminate: async (vm: InstanceRef) => (await loadCloud(vm.cloud, params.clouds)).terminate(vm),
  };
  for (const instance of launchedInstances(launched)) {
    const removal = terminating(clouds, instance);
    await removeOne(removal, `terminated ${removal.what}, which never took its job`);
  }
  if (!runnersApi) return clean;
  for (const id of launchedRunnerIds(launched)) {
    const removal = deregistering(runnersApi, params.repo, { id, name: String(id) });
    await removeOne(removal, `removed ${removal.what}`);
  }
  return clean;
}
