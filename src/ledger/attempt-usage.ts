import type { CloudName } from '../clouds/cloud.js';
import type { AttemptTraffic } from '../history/attempt-history.js';
import type { SizeChange } from '../notice/gang/short-of-size.js';

/**
 * One attempt of a lineage as the history records it: where its VMs ran and
 * for how long. The ledger prices these and the checkpoint advice counts
 * their interruptions; neither reads the store itself.
 */
export interface AttemptUsage {
  readonly runId: string;
  readonly attempt: number;
  readonly cloud: CloudName;
  readonly region: string;
  readonly zone?: string;
  readonly type: string;
  readonly market: 'spot' | 'on-demand';
  readonly nodes: number;
  /** Of a spot attempt's nodes, those on-demand (a mixed gang's node 0, host-market); none when absent. */
  readonly onDemandNodes?: number;
  /** Epoch ms; undefined when nothing recorded it. */
  readonly vmStartedAt?: number;
  readonly vmEndedAt?: number;
  readonly interrupted?: 'notice' | 'vanished';
  /** The last checkpoint durable before the end. */
  readonly lastDurableAt?: number;
  /** Measured time to make a checkpoint durable. */
  readonly durableLagMs?: number;
  /** When the train step's attempt ended: an elastic gang trained short of its size at most until then. */
  readonly trainedUntil?: number;
  /** An elastic gang's departures and joins (its history's changes of members); absent for any other run. */
  readonly sizeChanges?: readonly SizeChange[];
  /** What its nodes restored from and uploaded to the store: egress when it ran in another cloud. */
  readonly traffic?: AttemptTraffic;
}

export const HOUR_MS = 3_600_000;

/** The VM time of one node, in hours; undefined unless both ends were recorded. */
export function attemptHours(usage: AttemptUsage): number | undefined {
  const { vmStartedAt: start, vmEndedAt: end } = usage;
  if (start === undefined || end === undefined || end < start) return undefined;
  return (end - start) / HOUR_MS;
}

/**
 * The nodes of an attempt that ran on-demand beside its spot ones, at most
 * all of them; 0 for an attempt on one market (an on-demand attempt counts
 * every node at its own price already).
 */
export function onDemandBeside(usage: AttemptUsage): number {
  const count = usage.onDemandNodes;
  // The count comes from a stored record: anything but a whole number counts as none.
  if (usage.market !== 'spot' || count === undefined || !Number.isInteger(count)) return 0;
  return Math.min(Math.max(count, 0), usage.nodes);
}
