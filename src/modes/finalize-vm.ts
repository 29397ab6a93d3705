import { describeError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import { describeGang, findGangVms } from '../cleanup/gang-status.js';
import type { CloudRegions } from '../cleanup/labelled-vms.js';
import type { InstanceRef, InstanceStatus } from '../clouds/cloud.js';
import type { CloudEnvironment } from '../clouds/cloud-environment.js';
import { runLabels } from '../clouds/labels.js';
import { loadCloud } from '../clouds/load-cloud.js';
import type { RunContext } from '../github/run-context.js';
import type { CloudSearch } from '../settings/finalize.js';

/** The adapter of each cloud finalize looks on, with its regions. */
export async function loadSearches(
  searches: readonly CloudSearch[],
  environment: CloudEnvironment,
): Promise<CloudRegions[]> {
  return Promise.all(
    searches.map(async ({ cloud, regions }) => ({
      cloud: await loadCloud(cloud, environment),
      regions,
    })),
  );
}

/**
 * What the clouds say of the run's VM, for the restart verdict: a gang
 * found by the run's labels, described whole (a gang is on one cloud, so
 * the first cloud holding one is the gang's), else the `instance-id` VM
 * asked of its own cloud, as before gangs; undefined when neither is there.
 */
export async function describeRunVm(
  clouds: readonly CloudRegions[],
  instance: InstanceRef | undefined,
  deps: { readonly context: RunContext; readonly logger: Logger },
): Promise<InstanceStatus | undefined> {
  const { context, logger } = deps;
  for (const { cloud, regions } of clouds) {
    const gang = await findGangVms({ cloud, regions, labels: runLabels(context), logger });
    if (gang.length > 0) return describeGang(cloud, gang, logger);
  }
  const cloud = clouds.find((search) => search.cloud.name === instance?.cloud)?.cloud;
  if (!instance || !cloud) return undefined;
  try {
    const status = await cloud.describe(instance);
    logger.info(`VM ${instance.id}: ${status.state}; ${status.detail}`);
    return status;
  } catch (error) {
    logger.warning(`could not ask ${cloud.name} about VM ${instance.id}: ${describeError(error)}`);
    return undefined;
  }
}
