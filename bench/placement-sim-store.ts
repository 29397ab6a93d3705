// The simulated store: what the action's history would hold after the
// lineages simulated so far, in the shape the placement module reads.
import type {
  CapacityMiss,
  Place,
  PlacementEvidence,
  SpotSpell,
} from '../src/placement/evidence.js';

export class SimStore {
  readonly spells: SpotSpell[];
  readonly launches: (Place & { readonly market: 'spot' | 'on-demand' })[];
  readonly misses: CapacityMiss[];
  readonly restartMs: number[];
  readonly lostMs: number[];
  /** Step times lineages measured, as each lineage's attempt records hold them. */
  readonly stepMs: number[];

  constructor(from?: PlacementEvidence, stepMs: readonly number[] = []) {
    this.stepMs = [...stepMs];
    this.spells = [...(from?.spells ?? [])];
    this.launches = [...(from?.launches ?? [])];
    this.misses = [...(from?.misses ?? [])];
    this.restartMs = [...(from?.restartMs ?? [])];
    this.lostMs = [...(from?.lostMs ?? [])];
  }

  evidence(): PlacementEvidence {
    return {
      spells: this.spells,
      launches: this.launches,
      misses: this.misses,
      restartMs: this.restartMs,
      lostMs: this.lostMs,
    };
  }

  /**
   * Only the reclaims, each as a spell of no length: rankRungs then has no
   * VM time and no misses to score (its "learned" branch stays off) but
   * still finds each rung's last reclaim, so `order: 'learned'` with this
   * evidence is the user's order with the cool-down and nothing else.
   */
  reclaimsOnly(): PlacementEvidence {
    const spells = this.spells.flatMap((spell) =>
      spell.reclaimedAt === undefined
        ? []
        : [{ ...spell, startedAt: spell.reclaimedAt, endedAt: spell.reclaimedAt }],
    );
    return { spells, launches: [], misses: [], restartMs: [], lostMs: [] };
  }
}
