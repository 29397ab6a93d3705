import { fitsPlace, type Place, type SpotSpell } from './evidence.js';

const HOUR_MS = 3_600_000;

/** VM time on spot and the reclaims in it. */
export interface Exposure {
  readonly vmHours: number;
  readonly reclaims: number;
}

/**
 * What is believed of a place before its own history says anything: a
 * rate, held with the weight of `weightHours` of VM time. One reclaim in
 * 20 VM-hours is the middle of what AWS's Spot Instance Advisor lists for
 * GPU types (its bands run from under 5 % to over 20 % of instances
 * interrupted a month); four hours of weight lets one early reclaim move a
 * place's rate without deciding it.
 */
export interface HazardPrior {
  readonly perHour: number;
  readonly weightHours: number;
}

export const DEFAULT_PRIOR: HazardPrior = { perHour: 0.05, weightHours: 4 };

/** The spot VM time of `spells` that fit `place` (all of them without one), up to `now`. */
export function exposureOf(spells: readonly SpotSpell[], now: number, place?: Place): Exposure {
  let vmHours = 0;
  let reclaims = 0;
  for (const spell of spells) {
    if (place !== undefined && !fitsPlace(spell, place)) continue;
    const end = Math.min(spell.reclaimedAt ?? spell.endedAt ?? now, now);
    if (end <= spell.startedAt) continue;
    vmHours += (end - spell.startedAt) / HOUR_MS;
    if (spell.reclaimedAt !== undefined && spell.reclaimedAt <= now) reclaims++;
  }
  return { vmHours, reclaims };
}

/**
 * Reclaims per VM-hour, the Gamma-Poisson way: the prior counts as
 * `weightHours` of VM time at its rate, added to what was seen. Thin
 * history stays near the prior; long history speaks for itself.
 */
export function hazardPerHour(seen: Exposure, prior: HazardPrior): number {
  return (seen.reclaims + prior.perHour * prior.weightHours) / (seen.vmHours + prior.weightHours);
}
