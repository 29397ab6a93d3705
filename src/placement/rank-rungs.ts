import type { Rung } from '../clouds/cloud.js';
import { egressUsdPerHour, type StoreTraffic } from './egress.js';
import { fitsPlace, type Place, type PlacementEvidence } from './evidence.js';
import { exposureOf, hazardPerHour, type HazardPrior } from './hazard.js';
import { overheadsOf, type Overheads } from './overheads.js';

export type LadderOrder = 'learned' | 'as-given';

const HOUR_MS = 3_600_000;
/**
 * What one create call refused for capacity costs in time: the call and
 * the cloud's answer, a gang's rollback included. It matters only through
 * the restarts a reclaim brings, so it is a small share of the figure.
 */
const MISS_MS = 60_000;
/** Scores within 2 % of each other are a tie, and the user's order decides. */
const TIE = Math.log(1.02);

export interface RankInput {
  readonly rungs: readonly Rung[];
  readonly evidence: PlacementEvidence;
  readonly now: number;
  /** A spot rung reclaimed this recently goes after every other spot rung. */
  readonly cooldownMs: number;
  readonly order: LadderOrder;
  readonly prior: HazardPrior;
  /** USD an hour of one VM on the rung's market; undefined when no source knows it. */
  readonly price: (rung: Rung) => number | undefined;
  /**
   * The cloud's spot placement score of a rung (0 to 1), the prior while
   * the store has no history; undefined for a rung it did not score.
   */
  readonly score?: (rung: Rung) => number | undefined;
  /** What the scores are called in the summary, e.g. "AWS Spot placement scores". */
  readonly scoreSource?: string;
  /**
   * A rung's training time per step against the fastest rung's (1, or
   * more when slower), where this training timed every spot rung's type;
   * undefined treats the types as equally fast.
   */
  readonly slowness?: (rung: Rung) => number | undefined;
  /**
   * The store, for a ladder that spans clouds: a rung outside the store's
   * cloud pays its egress (src/placement/egress.ts) on top of its price.
   * Undefined prices no traffic, as within one cloud.
   */
  readonly reach?: { readonly store: StoreTraffic };
}

/** One rung as the order saw it: the figures a summary shows. */
export interface RankedRung {
  readonly rung: Rung;
  /** 0 for the user's first rung. */
  readonly given: number;
  readonly vmHours: number;
  readonly reclaims: number;
  readonly launches: number;
  readonly misses: number;
  /** Reclaims per VM-hour believed (0 on demand). */
  readonly hazard: number;
  readonly price?: number;
  /** USD per VM-hour of traffic to a store in another cloud, when `reach` was given. */
  readonly egress?: number;
  /** Expected USD per hour of useful training, egress included; undefined without a price. */
  readonly costPerUsefulHour?: number;
  /** Billed hours per useful hour: 1 + the share of time reclaims are expected to waste. */
  readonly wasteFactor: number;
  /** Its step time against the fastest rung's, when the training timed them. */
  readonly slowness?: number;
  /** Set while the rung cools down after a reclaim: when it was reclaimed. */
  readonly reclaimedAt?: number;
  /** The cloud's placement score (0 to 1), when it gave one. */
  readonly score?: number;
}

export interface RankedLadder {
  readonly rungs: readonly Rung[];
  readonly rows: readonly RankedRung[];
  /** What decided the order, in a sentence. */
  readonly basis: string;
  readonly overheads: Overheads;
  /** Rungs moved back for their cool-down. */
  readonly cooling: number;
}

/**
 * The order to try the ladder in. Spot rungs stay before on-demand ones (a
 * spot VM anywhere is cheaper). Within spot, the learned order goes by the
 * expected cost per useful hour, (price + egress) x (1 + hazard x (restart
 * + lost work)), egress counted only across clouds (`reach`), the hazard
 * learned per rung from the store's history and pulled towards the
 * store-wide rate where a rung's own history is thin; the
 * user's order breaks ties, and stands alone while there is no history.
 * A rung reclaimed within the cool-down goes after the other spot rungs,
 * since capacity just taken back is the likeliest to be taken again.
 * `as-given` keeps the user's order exactly, cool-down included.
 */
export function rankRungs(input: RankInput): RankedLadder {
  const { evidence, now } = input;
  const overheads = overheadsOf(evidence.restartMs, evidence.lostMs);
  const pool = exposureOf(evidence.spells, now);
  const poolPrior: HazardPrior = {
    perHour: hazardPerHour(pool, input.prior),
    weightHours: input.prior.weightHours,
  };
  const perReclaimHours = (overheads.restartMs + overheads.lostMs) / HOUR_MS;
  const rows = input.rungs.map((rung, given) =>
    rowOf(input, rung, given, poolPrior, perReclaimHours),
  );
  if (input.order === 'as-given') {
    return {
      rungs: input.rungs,
      rows,
      basis: 'your order (ladder-order: as-given)',
      overheads,
      cooling: 0,
    };
  }
  const learned = pool.vmHours > 0 || evidence.misses.length > 0;
  const priced = rows.every((row) => row.price !== undefined);
  const scored = !learned && rows.some((row) => row.score !== undefined);
  const ordered = [...rows].sort((a, b) => compareRows(a, b, learned, priced, scored));
  const cooling = ordered.filter((row) => row.reclaimedAt !== undefined).length;
  const basis = scored
    ? `${input.scoreSource ?? "the cloud's placement scores"}, as the store has no spot history yet; your order breaks ties`
    : basisOf(learned, priced, pool.vmHours, evidence.spells.length, cooling);
  return { rungs: ordered.map((row) => row.rung), rows: ordered, basis, overheads, cooling };
}

function rowOf(
  input: RankInput,
  rung: Rung,
  given: number,
  poolPrior: HazardPrior,
  perReclaimHours: number,
): RankedRung {
  const place = {
    cloud: rung.cloud,
    type: rung.instanceType,
    region: rung.region,
    ...zoneOf(rung),
  };
  const own = exposureOf(input.evidence.spells, input.now, place);
  const fits = (list: readonly (Place & { readonly market: string })[]): number =>
    list.filter((item) => item.market === rung.market && fitsPlace(item, place)).length;
  const launches = fits(input.evidence.launches);
  const misses = fits(input.evidence.misses);
  const hazard = rung.market === 'spot' ? hazardPerHour(own, poolPrior) : 0;
  // Each restart first pays for the tries this rung refuses: as many as it refused per VM it
  // started (the odds of a refusal, with one start assumed so a single refusal is not certainty).
  const missHours = ((misses / (launches + 1)) * MISS_MS) / HOUR_MS;
  const slowness = input.slowness?.(rung);
  // An hour on a type that trains at half the pace is half a useful hour.
  const wasteFactor = (1 + hazard * (perReclaimHours + missHours)) * (slowness ?? 1);
  const price = input.price(rung);
  const egress = input.reach && egressUsdPerHour(rung.cloud, input.reach.store, hazard);
  const reclaimedAt = rung.market === 'spot' ? lastReclaim(input, place) : undefined;
  const score = rung.market === 'spot' ? input.score?.(rung) : undefined;
  return {
    rung,
    given,
    vmHours: own.vmHours,
    reclaims: own.reclaims,
    launches,
    misses,
    hazard,
    ...(price === undefined
      ? {}
      : { price, costPerUsefulHour: (price + (egress ?? 0)) * wasteFactor }),
    ...(egress === undefined ? {} : { egress }),
    wasteFactor,
    ...(reclaimedAt === undefined ? {} : { reclaimedAt }),
    ...(score === undefined ? {} : { score }),
    ...(slowness === undefined ? {} : { slowness }),
  };
}

function lastReclaim(input: RankInput, place: Place): number | undefined {
  let last: number | undefined;
  for (const spell of input.evidence.spells) {
    const at = spell.reclaimedAt;
    if (at === undefined || at > input.now || input.now - at >= input.cooldownMs) continue;
    if (fitsPlace(spell, place) && (last === undefined || at > last)) last = at;
  }
  return last;
}

function compareRows(
  a: RankedRung,
  b: RankedRung,
  learned: boolean,
  priced: boolean,
  scored: boolean,
): number {
  const market = marketRank(a) - marketRank(b);
  if (market !== 0) return market;
  const cooling = Number(a.reclaimedAt !== undefined) - Number(b.reclaimedAt !== undefined);
  if (cooling !== 0) return cooling;
  if (learned && a.rung.market === 'spot') {
    const score = (row: RankedRung) =>
      Math.round(Math.log(priced ? (row.costPerUsefulHour ?? 1) : row.wasteFactor) / TIE);
    const byScore = score(a) - score(b);
    if (byScore !== 0) return byScore;
  }
  // A rung the cloud did not score is below every one it did (AWS lists only its top ten).
  if (scored && a.rung.market === 'spot') {
    const byPrior = (b.score ?? -1) - (a.score ?? -1);
    if (byPrior !== 0) return byPrior;
  }
  return a.given - b.given;
}

const marketRank = (row: RankedRung): number => (row.rung.market === 'spot' ? 0 : 1);

function basisOf(
  learned: boolean,
  priced: boolean,
  vmHours: number,
  spells: number,
  cooling: number,
): string {
  const cool =
    cooling > 0
      ? `; ${cooling} reclaimed rung${cooling === 1 ? '' : 's'} cooling down, tried last`
      : '';
  if (!learned) return `your order: the store has no spot history yet${cool}`;
  const what = `${spells} spot VM${spells === 1 ? '' : 's'}, ${vmHours.toFixed(1)} VM-hours in the store's history`;
  return priced
    ? `expected cost per useful hour, from ${what}${cool}`
    : `expected share of time lost to reclaims (a price is unknown), from ${what}${cool}`;
}

function zoneOf(rung: Rung): { zone?: string } {
  return rung.zone === undefined ? {} : { zone: rung.zone };
}
