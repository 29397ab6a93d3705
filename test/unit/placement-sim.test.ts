import { describe, expect, it } from 'vitest';
import { cooldownFigures } from '../../bench/placement-sim-cooldown.js';
import { simulateLineage } from '../../bench/placement-sim-lineage.js';
import {
  zoneOf,
  type Policy,
  type SimTrace,
  type Workload,
} from '../../bench/placement-sim-model.js';
import {
  afterTimeOf,
  COOLDOWN_ONLY,
  LEARNED_COLD,
  STATIC,
  withMarket,
} from '../../bench/placement-sim-runs.js';
import { SimStore } from '../../bench/placement-sim-store.js';

const MIN = 60_000;
const SPOT = 1.2;
const ON_DEMAND = 3.6;

/** 10-minute ticks, 48 of them (8 h); `down` lists the ticks without capacity. */
function zone(name: string, down: readonly number[]) {
  const up = Uint8Array.from({ length: 48 }, (_, tick) => (down.includes(tick) ? 0 : 1));
  return zoneOf(name, up, SPOT);
}

/**
 * In the user's order: A loses capacity at ticks 6 and 12 (60 and 120 min)
 * and has it back a tick later; B loses it at tick 9 (90 min); C never.
 */
const TRACE: SimTrace = {
  name: 'hand-made',
  instanceType: 'p3.2xlarge',
  gapMs: 10 * MIN,
  ticks: 48,
  zones: [zone('us-east-1a', [6, 12]), zone('us-east-1b', [9]), zone('us-east-1c', [])],
  onDemandPrice: ON_DEMAND,
};

/** Two hours of training, a 6 min restart, a 2 min notice the trainer saves at. */
const WORKLOAD: Workload = {
  trainMs: 120 * MIN,
  restartMs: 6 * MIN,
  noticeMs: 2 * MIN,
  checkpointMs: 30 * MIN,
  stepMs: MIN,
};

const replay = (policy: Policy) =>
  simulateLineage({ trace: TRACE, workload: WORKLOAD, policy, startMs: 0, store: new SimStore() });
const usd = (spotMinutes: number, onDemandMinutes = 0) =>
  (spotMinutes * SPOT + onDemandMinutes * ON_DEMAND) / 60;

describe('the placement simulator on a hand-made trace', () => {
  // Static: A 0-60 (54 min trained, 52 kept at the notice), A is out at 60 so B
  // 60-90 (22 kept: 74), A is back at 90 so A 90-120 (22 kept: 96), A out so
  // B from 120: 6 min restart + 24 min left = done at 150. Billed 150 min of spot.
  it('replays the static ladder: each reclaim loses the notice window and a restart', () => {
    const outcome = replay(STATIC);
    expect(outcome.reclaims).toBe(3);
    expect(outcome.completionMs).toBe(150 * MIN);
    expect(outcome.costUsd).toBeCloseTo(usd(150), 9);
    expect(outcome.onDemand).toBe(false);
    expect(outcome.attempts.map((attempt) => attempt.at / MIN)).toEqual([0, 60, 90, 120]);
  });

  // At 90, A (reclaimed at 60) and B (just reclaimed) cool down: C, which runs to the end.
  it('keeps a just-reclaimed zone back with the cool-down, alone or with the learned order', () => {
    for (const policy of [COOLDOWN_ONLY, LEARNED_COLD]) {
      const outcome = replay(policy);
      expect(outcome.reclaims).toBe(2);
      expect(outcome.completionMs).toBe(142 * MIN);
      expect(outcome.costUsd).toBeCloseTo(usd(142), 9);
    }
  });

  // The first attempt at or past 61 min is at 90, with 74 min kept: on-demand
  // 6 + 46 min, done at 142. The shortcut the bench searches with agrees.
  it('switches to on-demand at the first restart past on-demand-after-time', () => {
    const market = { kind: 'after-time', afterMs: 61 * MIN } as const;
    const direct = replay(withMarket(STATIC, market, 'after 61 min'));
    expect(direct.completionMs).toBe(142 * MIN);
    expect(direct.costUsd).toBeCloseTo(usd(90, 52), 9);
    expect(direct.onDemand).toBe(true);
    const derived = afterTimeOf(replay(STATIC), TRACE, WORKLOAD, 61 * MIN);
    expect(derived.completionMs).toBe(direct.completionMs);
    expect(derived.costUsd).toBeCloseTo(direct.costUsd, 9);
  });

  // Deadline 151 min. The first launch has no step time: spot. At 60 (52 steps
  // done, 68 min left, no restart measured: 6 min): slack 151-60-68-6 = 17,
  // over one reclaim (6 min + 0 lost after a notice-time save) and ahead of
  // the pace: spot B. At 90 (74 done, a restart measured at 8 min: notice to
  // first step): slack 151-90-46-8 = 7, under one reclaim (8 min): on-demand,
  // 6 + 46 min, done at 142.
  it('takes on-demand when the slack would not survive another reclaim', () => {
    const market = { kind: 'deadline', deadlineMs: 151 * MIN } as const;
    const outcome = replay(withMarket(STATIC, market, 'deadline'));
    expect(outcome.reclaims).toBe(2);
    expect(outcome.completionMs).toBe(142 * MIN);
    expect(outcome.costUsd).toBeCloseTo(usd(90, 52), 9);
    expect(outcome.onDemand).toBe(true);
  });

  // Deadline 300 min, the only zone out for the first 30 min, a cold store.
  // The first launch has no step time and no spot room: on-demand at 0, its
  // first step at 6, its pace timed over 10 steps at 16; at the next tick
  // (20), 14 min done and 106 left: slack 300-20-106-6 = 168, over a reclaim
  // and a second restart (17 min): hand-back. The launch at 20 waits for
  // spot room (tick 3, 30 min), and trains the 106 min left from 36.
  it('hands an on-demand attempt back to spot once it has timed its pace', () => {
    const outage: SimTrace = { ...TRACE, zones: [zone('us-east-1a', [0, 1, 2])] };
    const market = { kind: 'deadline', deadlineMs: 300 * MIN } as const;
    const outcome = simulateLineage({
      trace: outage,
      workload: WORKLOAD,
      policy: withMarket(LEARNED_COLD, market, 'deadline'),
      startMs: 0,
      store: new SimStore(),
    });
    expect(outcome.handBacks).toBe(1);
    expect(outcome.reclaims).toBe(0);
    expect(outcome.completionMs).toBe(142 * MIN);
    // 20 min of on-demand and 112 of spot, where staying on-demand was 126 min of it.
    expect(outcome.costUsd).toBeCloseTo(usd(112, 20), 9);
    expect(outcome.costUsd).toBeLessThan(usd(0, 126));
  });

  it('records what the action would: spells, reclaims, misses, restarts, lost work', () => {
    const store = new SimStore();
    simulateLineage({ trace: TRACE, workload: WORKLOAD, policy: STATIC, startMs: 0, store });
    // Each VM ends when its zone's capacity goes; its reclaim is dated by the notice, 2 min before.
    expect(
      store.spells.map((spell) => [
        spell.zone,
        spell.startedAt / MIN,
        (spell.endedAt ?? 0) / MIN,
        spell.reclaimedAt === undefined ? undefined : spell.reclaimedAt / MIN,
      ]),
    ).toEqual([
      ['us-east-1a', 0, 60, 58],
      ['us-east-1b', 60, 90, 88],
      ['us-east-1a', 90, 120, 118],
      ['us-east-1b', 120, 150, undefined],
    ]);
    expect(store.misses.map((miss) => [miss.zone, miss.at / MIN])).toEqual([
      ['us-east-1a', 60],
      ['us-east-1a', 120],
    ]);
    // Notice to the next first step: the notice window and the 6 min restart.
    expect(store.restartMs).toEqual([8 * MIN, 8 * MIN, 8 * MIN]);
    // The trainer saved at each notice.
    expect(store.lostMs).toEqual([0, 0, 0]);
  });

  it('waits a tick and tries again when no zone has room', () => {
    const outage: SimTrace = { ...TRACE, zones: [zone('us-east-1a', [0, 1])] };
    const outcome = simulateLineage({
      trace: outage,
      workload: WORKLOAD,
      policy: STATIC,
      startMs: 0,
      store: new SimStore(),
    });
    expect(outcome.attempts.map((attempt) => attempt.at / MIN)).toEqual([0, 10, 20]);
    expect(outcome.completionMs).toBe(146 * MIN);
  });
});

describe('the cool-down figures', () => {
  // Capacity lost at tick 6 and back at 9 (30 min out), lost at 12 and back at 13 (10 min).
  it('measures the stretches without capacity and how soon it goes again', () => {
    const figures = cooldownFigures({ ...TRACE, zones: [zone('us-east-1a', [6, 7, 8, 12])] });
    expect(figures.stretchesH.map((hours) => Math.round(hours * 60))).toEqual([30, 10]);
    expect(figures.returns.count).toBe(2);
    expect(figures.returns.lost).toEqual([1, 1, 1]);
  });
});
