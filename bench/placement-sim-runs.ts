// Policies side by side: each replayed from many start times, the warm
// store's history built once per start, and on-demand-after-time searched
// for the latest setting that meets every deadline.
import {
  HOUR_MS,
  MINUTE_MS,
  type Market,
  type Outcome,
  type Policy,
  type SimTrace,
  type Workload,
} from './placement-sim-model.js';
import { simulateLineage } from './placement-sim-lineage.js';
import { SimStore } from './placement-sim-store.js';

/** action.yml's default reclaim-cooldown. */
export const COOLDOWN_MS = HOUR_MS;
/** The warm store: lineages run back to back for this long before the measured one starts. */
export const WARM_MS = 72 * HOUR_MS;
export const START_EVERY_MS = 6 * HOUR_MS;
/** on-demand-after-time is searched on this grid. */
export const AFTER_TIME_GRID_MS = 15 * MINUTE_MS;

const SPOT_ONLY: Market = { kind: 'spot-only' };

export const STATIC: Policy = {
  name: 'static ladder (as-given)',
  order: 'as-given',
  cooldownMs: 0,
  evidence: 'all',
  warm: false,
  market: SPOT_ONLY,
};
export const COOLDOWN_ONLY: Policy = {
  ...STATIC,
  name: 'cool-down only',
  order: 'learned',
  cooldownMs: COOLDOWN_MS,
  evidence: 'reclaims',
};
export const LEARNED_COLD: Policy = {
  ...STATIC,
  name: 'learned order, cold store',
  order: 'learned',
  cooldownMs: COOLDOWN_MS,
};
export const LEARNED_WARM: Policy = {
  ...LEARNED_COLD,
  name: 'learned order, warm store',
  warm: true,
};
export const ALL_ON_DEMAND: Policy = {
  ...STATIC,
  name: 'all on-demand',
  market: { kind: 'on-demand' },
};
export const LADDERS: readonly Policy[] = [STATIC, COOLDOWN_ONLY, LEARNED_COLD, LEARNED_WARM];

export function withMarket(policy: Policy, market: Market, name: string): Policy {
  return { ...policy, market, name };
}

/** Every START_EVERY_MS while the tighter deadline (1.5 x H) fits in the trace. */
export function startsOf(trace: SimTrace, trainMs: number): number[] {
  const lengthMs = trace.ticks * trace.gapMs;
  const starts: number[] = [];
  for (let at = 0; at + 1.5 * trainMs <= lengthMs; at += START_EVERY_MS) starts.push(at);
  return starts;
}

export class Runner {
  private readonly warmStores = new Map<number, SimStore>();

  constructor(
    readonly trace: SimTrace,
    readonly workload: Workload,
  ) {}

  run(policy: Policy, starts: readonly number[]): Outcome[] {
    return starts.map((startMs) =>
      simulateLineage({
        trace: this.trace,
        workload: this.workload,
        policy,
        startMs,
        store: policy.warm
          ? new SimStore(this.warmStore(startMs).evidence(), this.warmStore(startMs).stepMs)
          : new SimStore(),
      }),
    );
  }

  /** What the store holds when a lineage starts at `startMs`: learned-order lineages run back to back. */
  warmStore(startMs: number): SimStore {
    const cached = this.warmStores.get(startMs);
    if (cached) return cached;
    const store = new SimStore();
    let at = Math.max(0, startMs - WARM_MS);
    while (at < startMs) {
      const outcome = simulateLineage({
        trace: this.trace,
        workload: this.workload,
        policy: LEARNED_COLD,
        startMs: at,
        store,
        stopAt: startMs,
      });
      if (!Number.isFinite(outcome.completionMs)) break;
      at += outcome.completionMs;
    }
    this.warmStores.set(startMs, store);
    return store;
  }
}

export interface Summary {
  readonly runs: number;
  readonly meanCostUsd: number;
  readonly meanHours: number;
  readonly p95Hours: number;
  readonly meanReclaims: number;
  readonly onDemandShare: number;
}

export function summarize(outcomes: readonly Outcome[]): Summary {
  const hours = outcomes.map((outcome) => outcome.completionMs / HOUR_MS);
  return {
    runs: outcomes.length,
    meanCostUsd: mean(outcomes.map((outcome) => outcome.costUsd)),
    meanHours: mean(hours),
    p95Hours: percentile(hours, 0.95),
    meanReclaims: mean(outcomes.map((outcome) => outcome.reclaims)),
    onDemandShare: mean(outcomes.map((outcome) => (outcome.onDemand ? 1 : 0))),
  };
}

export function metShare(outcomes: readonly Outcome[], deadlineMs: number): number {
  return mean(outcomes.map((outcome) => (outcome.completionMs <= deadlineMs ? 1 : 0)));
}

/**
 * What on-demand-after-time `afterMs` would have done to a spot-only run:
 * the run is the same up to its first launch attempt at or past the time,
 * which goes on-demand and runs to the end. (The direct simulation agrees;
 * the unit test checks it.)
 */
export function afterTimeOf(
  outcome: Outcome,
  trace: SimTrace,
  workload: Workload,
  afterMs: number,
): { readonly costUsd: number; readonly completionMs: number } {
  const switchAt = outcome.attempts.find((attempt) => attempt.at - outcome.startMs >= afterMs);
  if (switchAt === undefined) return outcome;
  const leftMs = workload.restartMs + workload.trainMs - switchAt.progressMs;
  return {
    costUsd: switchAt.costUsd + (trace.onDemandPrice * leftMs) / HOUR_MS,
    completionMs: switchAt.at + leftMs - outcome.startMs,
  };
}

/**
 * The latest on-demand-after-time (on the grid) with which every run meets
 * `deadlineMs`; undefined when even the first grid step misses one. A later
 * switch never finishes sooner, so each run's latest is found going up.
 */
export function latestAfterTime(
  outcomes: readonly Outcome[],
  trace: SimTrace,
  workload: Workload,
  deadlineMs: number,
): number | undefined {
  let latest = Infinity;
  for (const outcome of outcomes) {
    let own = 0;
    for (let afterMs = AFTER_TIME_GRID_MS; afterMs <= deadlineMs; afterMs += AFTER_TIME_GRID_MS) {
      if (afterTimeOf(outcome, trace, workload, afterMs).completionMs > deadlineMs) break;
      own = afterMs;
    }
    latest = Math.min(latest, own);
  }
  return latest > 0 && Number.isFinite(latest) ? latest : undefined;
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : values.reduce((a, b) => a + b, 0) / values.length;
}

export function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}
