import type { AttemptHistory } from '../history/attempt-history.js';
import { storeCloudOf } from '../store/store-cloud.js';
import type { StoreTraffic } from './egress.js';

const HOUR_MS = 3_600_000;

/**
 * What a lineage moves to and from its store, for pricing the egress of a
 * rung in another cloud, from the runs' traffic records
 * (history/traffic.ts): the largest restore one node of this lineage made
 * (the next restore brings at least what an earlier one did), and its
 * uploads per VM-hour, over the lineage's runs or, for a lineage with no
 * VM-hours yet, over the store's other lineages. Undefined when the store
 * is in no cloud (a directory, an artifact): nothing leaves a cloud then.
 * A store with no traffic recorded prices none: the first launch of the
 * first lineage ranks by price and hazard alone.
 */
export function storeTrafficOf(
  storeUrl: string,
  current: readonly AttemptHistory[],
  peers: readonly (readonly AttemptHistory[])[],
): StoreTraffic | undefined {
  const cloud = storeCloudOf(storeUrl);
  if (cloud === undefined) return undefined;
  const restoreBytes = Math.max(
    0,
    ...current.map((run) => run.traffic.restoredBytes / nodesOf(run)),
  );
  const own = uploadRate(current);
  return {
    cloud,
    restoreBytes,
    uploadBytesPerHour: own ?? uploadRate(peers.flat()) ?? 0,
  };
}

/** Bytes uploaded per VM-hour over the runs that say both; undefined without any such hours. */
function uploadRate(runs: readonly AttemptHistory[]): number | undefined {
  let bytes = 0;
  let vmHours = 0;
  for (const run of runs) {
    if (run.vmStartedAt === undefined || run.vmEndedAt === undefined) continue;
    const hours = ((run.vmEndedAt - run.vmStartedAt) / HOUR_MS) * nodesOf(run);
    if (!(hours > 0)) continue;
    bytes += run.traffic.uploadedBytes;
    vmHours += hours;
  }
  return vmHours > 0 ? bytes / vmHours : undefined;
}

function nodesOf(run: AttemptHistory): number {
  return run.nodes !== undefined && run.nodes > 0 ? run.nodes : 1;
}
