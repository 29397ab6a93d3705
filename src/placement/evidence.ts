/**
 * What the store's history says about places to launch, reduced to the
 * few facts the placement decisions weigh. The launch mode fills it from
 * the records of every lineage in the store; the bench's simulator fills
 * it from the runs it simulates. Times are epoch milliseconds.
 */

/** One instance type in a zone, or in a region where the cloud picks the zone. */
export interface Place {
  /** Undefined where only one cloud is in play (the bench's simulator). */
  readonly cloud?: string;
  readonly type: string;
  readonly region: string;
  readonly zone?: string;
}

/** A spot VM (or a gang: any member lost ends it) as the history recorded it. */
export interface SpotSpell extends Place {
  readonly startedAt: number;
  /** When it ended; undefined while it runs, and then `now` closes it. */
  readonly endedAt?: number;
  /** When the cloud took it back (a notice, or the VM gone); undefined when it did not. */
  readonly reclaimedAt?: number;
}

/** A create call on one rung that the cloud refused for capacity (or price). */
export interface CapacityMiss extends Place {
  readonly market: 'spot' | 'on-demand';
  readonly at: number;
}

export interface PlacementEvidence {
  readonly spells: readonly SpotSpell[];
  /** Create calls that started a VM, by place and market, for the miss rate. */
  readonly launches: readonly (Place & { readonly market: 'spot' | 'on-demand' })[];
  readonly misses: readonly CapacityMiss[];
  /** Each interruption to the first step of the attempt that continued it. */
  readonly restartMs: readonly number[];
  /** Each interruption's work done again: its last durable save to the interruption. */
  readonly lostMs: readonly number[];
}

/** Whether the store has any spot history to learn from: a spot VM, or a launch refused for room. */
export function hasSpotHistory(evidence: PlacementEvidence): boolean {
  return evidence.spells.length > 0 || evidence.misses.length > 0;
}

export const NO_EVIDENCE: PlacementEvidence = {
  spells: [],
  launches: [],
  misses: [],
  restartMs: [],
  lostMs: [],
};

/**
 * Whether something that ran at `seen` counts for `rung`: the same type in
 * the same region of the same cloud, and the same zone when the rung names one. A rung that
 * lets the cloud choose the zone answers for every zone of its region.
 */
export function fitsPlace(seen: Place, rung: Place): boolean {
  if (seen.type !== rung.type || seen.region !== rung.region) return false;
  // Two clouds may share a region's or a type's name; neither speaks for the other.
  if (seen.cloud !== undefined && rung.cloud !== undefined && seen.cloud !== rung.cloud)
    return false;
  return rung.zone === undefined || seen.zone === rung.zone;
}
