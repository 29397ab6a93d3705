import type { Clock } from '../base/clock.js';
import { describeError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import type { LaunchingCloud, Rung } from '../clouds/cloud.js';
import { lineageStartedAt } from '../launch/lineage-start.js';
import { ladderRungs, namedZone } from '../launch/ladder.js';
import { PriceBook, type PriceBookParams } from '../ledger/price-book.js';
import { chooseMarket, type MarketChoice } from './deadline.js';
import { hasSpotHistory, NO_EVIDENCE, type PlacementEvidence } from './evidence.js';
import { handBackDelay } from './hand-back.js';
import { DEFAULT_PRIOR } from './hazard.js';
import { evidenceOf } from './history-evidence.js';
import { lineageProgress } from './lineage-progress.js';
import { peerStepTime, slownessOf } from './peer-pace.js';
import { overheadsOf } from './overheads.js';
import { rankRungs, type RankedLadder } from './rank-rungs.js';
import { priorScores } from './prior-scores.js';
import { readStoreHistory } from './read-evidence.js';
import { readLineage, type LineageRun } from '../records/lineage.js';
import type { LaunchPlanSettings } from './placement-settings.js';
import type { Store } from '../store/store.js';
import { storeTrafficOf } from './store-traffic.js';

const HOUR_MS = 3_600_000;

/** The ladder a launch climbs, and why it is in that order and on that market. */
export interface LadderPlan {
  readonly rungs: readonly Rung[];
  readonly ranked: RankedLadder;
  /** The deadline's choice, when a deadline is set and no restart policy already chose on-demand. */
  readonly market?: MarketChoice;
  /** On-demand because of the deadline, for the summary's On-demand line. */
  readonly onDemandBecause?: string;
  /** The deadline's figures, for an on-demand attempt that may hand the lineage back to spot. */
  readonly deadline?: DeadlineFigures;
}

/** What the train step of an on-demand attempt needs to judge a hand-back (placement/hand-back.ts). */
export interface DeadlineFigures {
  readonly deadlineAt: number;
  readonly totalSteps?: number;
  readonly restartMs: number;
  readonly lostMs: number;
  /** From the VM's start: the wait for spot room to come back before a hand-back is considered. */
  readonly handBackAfterMs: number;
}

/** What a launch's plan is made from. */
export interface LadderParams {
  readonly settings: LaunchPlanSettings;
  readonly store: Store | undefined;
  /** The lineage this launch continues or starts; undefined without a store. */
  readonly lineage: string | undefined;
  /** The lineage's runs, when the restart policy has read them already. */
  readonly lineageRuns?: readonly LineageRun[];
  /** A restart policy (on-demand-after, on-demand-after-time) already chose on-demand. */
  readonly onDemandOnly: boolean;
  readonly clock: Clock;
  readonly logger: Logger;
  /** Each cloud of the ladder, for its placement scores where it has them. */
  readonly clouds?: readonly LaunchingCloud[];
  /**
   * The store's URL, for a ladder across clouds: a rung outside the
   * store's cloud pays egress to reach it (placement/egress.ts).
   */
  readonly storeUrl?: string;
  /** Each cloud's price lists, for the learned order. */
  readonly sourceFor: PriceBookParams['sourceFor'];
}

/**
 * Orders the ladder from the store's history and, with a deadline, picks
 * the market. Without a store there is no history: the user's order, and
 * the markets on-demand-fallback and the restart policy allow.
 */
export async function planLadder(params: LadderParams): Promise<LadderPlan> {
  const { settings, store, lineage, clock, logger } = params;
  const now = clock.now();
  const histories = store ? await readHistories(store, lineage, logger) : [];
  const clouds = settings.ladders.map((ladder) => ladder.cloud);
  const evidence = histories.length > 0 ? evidenceOf(histories, clouds) : NO_EVIDENCE;
  const current = lineage === undefined ? undefined : histories[0];
  const decided =
    params.onDemandOnly || !store || lineage === undefined || !settings.placement.deadline
      ? undefined
      : await deadlineChoice(
          settings,
          store,
          { lineage, runs: params.lineageRuns },
          current ?? [],
          histories.slice(1),
          evidence,
          now,
        );
  const market = decided?.choice;
  const onDemandOnly = params.onDemandOnly || market?.market === 'on-demand';
  const base = ladderRungs({
    ...settings,
    onDemandFallback: settings.onDemandFallback || market?.onDemandIfNoSpot === true,
    onDemandOnly,
  });
  const prices = await rungPrices(settings, base, evidence, now, logger, params.sourceFor);
  // Without a store the ladder is the user's: the inputs promise learning only with one.
  const scores = store ? await priorScores(settings, base, evidence, params.clouds, logger) : {};
  const storeTraffic =
    params.storeUrl === undefined || clouds.length < 2
      ? undefined
      : storeTrafficOf(params.storeUrl, current ?? [], histories.slice(current ? 1 : 0));
  const ranked = rankRungs({
    rungs: base,
    evidence,
    now,
    cooldownMs: settings.placement.cooldownMs,
    order: settings.placement.order,
    prior: DEFAULT_PRIOR,
    price: (rung) => prices.get(rung),
    ...scores,
    ...slownessOf(settings, lineage === undefined ? [] : histories, base),
    ...(storeTraffic === undefined ? {} : { reach: { store: storeTraffic } }),
  });
  return {
    rungs: ranked.rungs,
    ranked,
    ...(market === undefined ? {} : { market }),
    ...(market?.market === 'on-demand' ? { onDemandBecause: `deadline: ${market.why}` } : {}),
    ...(decided === undefined ? {} : { deadline: decided.figures }),
  };
}

/** History is advice: a store that cannot be read leaves the user's order, with a warning. */
async function readHistories(store: Store, lineage: string | undefined, logger: Logger) {
  try {
    return await readStoreHistory(store, lineage);
  } catch (error) {
    logger.warning(
      `could not read the store's history for the ladder's order (${describeError(error)}); trying the rungs as given`,
    );
    return [];
  }
}

async function deadlineChoice(
  settings: LaunchPlanSettings,
  store: Store,
  { lineage, runs }: { readonly lineage: string; readonly runs: readonly LineageRun[] | undefined },
  history: Parameters<typeof lineageProgress>[0],
  peers: readonly Parameters<typeof lineageProgress>[0][],
  evidence: PlacementEvidence,
  now: number,
): Promise<{ choice: MarketChoice; figures: DeadlineFigures } | undefined> {
  const deadline = settings.placement.deadline;
  if (!deadline) return undefined;
  const startedAt =
    (await lineageStartedAt(store, lineage, runs ?? (await readLineage(store, lineage)))) ?? now;
  const deadlineAt = 'at' in deadline ? deadline.at : startedAt + deadline.afterMs;
  const progress = lineageProgress(history);
  const totalSteps = settings.placement.totalSteps ?? progress.printedTotal;
  const peerMsPerStep = peerStepTime(peers, totalSteps);
  const overheads = overheadsOf(evidence.restartMs, evidence.lostMs);
  const figures: DeadlineFigures = {
    deadlineAt,
    ...(totalSteps === undefined ? {} : { totalSteps }),
    restartMs: overheads.restartMs,
    lostMs: overheads.lostMs,
    handBackAfterMs: handBackDelay(
      settings.placement.cooldownMs,
      history.filter((run) => run.handedBack).length,
    ),
  };
  const choice = chooseMarket({
    now,
    deadlineAt,
    startedAt,
    ...(totalSteps === undefined ? {} : { totalSteps }),
    doneSteps: progress.doneSteps,
    ...(progress.msPerStep === undefined ? {} : { msPerStep: progress.msPerStep }),
    ...(peerMsPerStep === undefined ? {} : { peerMsPerStep }),
    restartMs: overheads.restartMs,
    lostMs: overheads.lostMs,
  });
  return { choice, figures };
}

/**
 * Each rung's price now, from the `prices` input or the cloud's lists.
 * Looked up only when the order is learned from history: otherwise no
 * price changes the order, and a launch should not wait on price lists.
 */
async function rungPrices(
  settings: LaunchPlanSettings,
  rungs: readonly Rung[],
  evidence: PlacementEvidence,
  now: number,
  logger: Logger,
  sourceFor: PriceBookParams['sourceFor'],
): Promise<Map<Rung, number>> {
  const prices = new Map<Rung, number>();
  if (settings.placement.order !== 'learned' || !hasSpotHistory(evidence)) return prices;
  const book = new PriceBook({
    userPrices: settings.placement.prices,
    logger,
    sourceFor,
  });
  await Promise.all(
    rungs.map(async (rung) => {
      const rate = await book.paidRate(usageOf(rung, now));
      if (rate.known) prices.set(rung, rate.usdPerHour);
    }),
  );
  return prices;
}

function usageOf(rung: Rung, now: number) {
  const zone = namedZone(rung);
  return {
    runId: 'next',
    attempt: 0,
    cloud: rung.cloud,
    region: rung.region,
    // Without a zone (an AWS subnet names none) the region's price stands.
    ...(zone === undefined ? {} : { zone }),
    type: rung.instanceType,
    market: rung.market,
    nodes: 1,
    vmStartedAt: now - HOUR_MS,
    vmEndedAt: now,
  };
}
