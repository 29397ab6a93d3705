// A ladder across clouds in the simulator: each zone's cloud, and what a
// VM there pays to reach the store when the store is in another cloud,
// priced by src/placement/egress.ts as the ranking prices it.
import type { CloudName } from '../src/clouds/cloud.js';
import { EGRESS_USD_PER_GB } from '../src/placement/egress.js';
import type { RankInput } from '../src/placement/rank-rungs.js';
import { HOUR_MS, type SimTrace, type SimZone } from './placement-sim-model.js';

const GB = 1e9;

const cloudOfZone = (zone: SimZone | undefined): CloudName => zone?.cloud ?? 'aws';

/** What rankRungs is told of the store: nothing for a trace within one cloud. */
export function reachOf(trace: SimTrace): Pick<RankInput, 'reach'> {
  const { store } = trace;
  if (store === undefined) return {};
  return { reach: { store } };
}

/**
 * What one spot attempt in `zone` paid in egress: its saves over the
 * `trainedMs` it trained, leaving the zone's cloud, and the restore it
 * began with, leaving the store's cloud. 0 in the store's cloud.
 */
export function egressUsdOf(
  trace: SimTrace,
  zone: SimZone,
  trainedMs: number,
  restored: boolean,
): number {
  const { store } = trace;
  const cloud = cloudOfZone(zone);
  if (store === undefined || cloud === store.cloud) return 0;
  const uploads = (store.uploadBytesPerHour * trainedMs) / HOUR_MS / GB;
  const restore = restored ? store.restoreBytes / GB : 0;
  return uploads * EGRESS_USD_PER_GB[cloud] + restore * EGRESS_USD_PER_GB[store.cloud];
}
