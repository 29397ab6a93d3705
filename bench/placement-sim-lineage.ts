// One lineage replayed on a trace: each launch asks the placement module
// (src/placement, the code the launch mode runs) for the order of the
// ladder and, under a deadline, for the market; the trace says which zone
// has room and when a VM is reclaimed.
import type { Rung } from '../src/clouds/cloud.js';
import { chooseMarket } from '../src/placement/deadline.js';
import {
  handBackChoice,
  handBackDelay,
  MIN_TIMED_MS,
  MIN_TIMED_STEPS,
} from '../src/placement/hand-back.js';
import { DEFAULT_PRIOR } from '../src/placement/hazard.js';
import { overheadsOf } from '../src/placement/overheads.js';
import { rankRungs } from '../src/placement/rank-rungs.js';
import {
  downAfter,
  HOUR_MS,
  isUp,
  rungsOf,
  type Attempt,
  type Outcome,
  type Policy,
  type SimTrace,
  type Workload,
} from './placement-sim-model.js';
import { egressUsdOf, reachOf } from './placement-sim-egress.js';
import type { SimStore } from './placement-sim-store.js';

export interface LineageSetup {
  readonly trace: SimTrace;
  readonly workload: Workload;
  readonly policy: Policy;
  readonly startMs: number;
  /** The store as this lineage finds it; the lineage adds its own history to it. */
  readonly store: SimStore;
  /** Stop here, a VM still running counted as running (the warm-up history). */
  readonly stopAt?: number;
}

/** How one launch goes: on-demand now, or spot with what to do when no spot rung has room. */
type Decision =
  | { readonly kind: 'on-demand' }
  | {
      readonly kind: 'spot';
      readonly onDemandIfNoSpot: boolean;
      readonly waitUntil?: number;
      /** Held over the retries of this launch (the deadline's wait), or asked again at each. */
      readonly holds: boolean;
    };

type Step = 'done' | 'reclaimed' | 'handed-back' | 'stopped';

class Run {
  t: number;
  progressMs = 0;
  reachedMs = 0;
  costUsd = 0;
  reclaims = 0;
  spotVmMs = 0;
  egressUsd = 0;
  onDemandVmMs = 0;
  measured = false;
  measuredAt = Infinity;
  progressWhenMeasured = 0;
  onDemand = false;
  handBacks = 0;
  finishedAt = Infinity;
  /** The first interruption whose restart has not reached a step yet. */
  pendingSince: number | undefined;
  readonly attempts: Attempt[] = [];
  readonly rungs: readonly Rung[];

  constructor(readonly setup: LineageSetup) {
    this.t = setup.startMs;
    this.rungs = rungsOf(setup.trace);
  }
}

export function simulateLineage(setup: LineageSetup): Outcome {
  const run = new Run(setup);
  for (;;) {
    const step = launch(run);
    if (step !== 'reclaimed' && step !== 'handed-back') break;
  }
  return {
    startMs: setup.startMs,
    costUsd: run.costUsd,
    completionMs: run.finishedAt - setup.startMs,
    reclaims: run.reclaims,
    spotVmMs: run.spotVmMs,
    egressUsd: run.egressUsd,
    onDemandVmMs: run.onDemandVmMs,
    onDemand: run.onDemand,
    handBacks: run.handBacks,
    attempts: run.attempts,
    stepTimeKnownAt: run.measuredAt,
    progressWhenKnownMs: run.progressWhenMeasured,
  };
}

/** One launch: attempts at each tick until a VM starts (or the policy takes on-demand). */
function launch(run: Run): Step {
  const { trace, stopAt } = run.setup;
  let decision = decide(run);
  // While the deadline policy waits for spot, the launch keeps the order it planned with.
  let held: readonly Rung[] | undefined;
  for (;;) {
    if (stopAt !== undefined && run.t >= stopAt) return 'stopped';
    run.attempts.push({ at: run.t, progressMs: run.progressMs, costUsd: run.costUsd });
    if (decision.kind === 'on-demand') return runOnDemand(run);
    if (decision.holds) held ??= rank(run);
    const zone = trySpot(run, held);
    if (zone !== undefined) return runSpot(run, zone);
    const { waitUntil } = decision;
    if (decision.onDemandIfNoSpot && (waitUntil === undefined || run.t >= waitUntil))
      return runOnDemand(run);
    const nextTick = (Math.floor(run.t / trace.gapMs) + 1) * trace.gapMs;
    run.t = waitUntil !== undefined && waitUntil > run.t ? Math.min(nextTick, waitUntil) : nextTick;
    if (!decision.holds) decision = decide(run);
  }
}

function decide(run: Run): Decision {
  const { market } = run.setup.policy;
  const spotOnly = { kind: 'spot', onDemandIfNoSpot: false, holds: false } as const;
  switch (market.kind) {
    case 'on-demand':
      return { kind: 'on-demand' };
    case 'spot-only':
      return spotOnly;
    case 'after-time':
      return market.afterMs > 0 && run.t - run.setup.startMs >= market.afterMs
        ? { kind: 'on-demand' }
        : spotOnly;
    case 'deadline':
      return deadlineDecision(run, market.deadlineMs);
  }
}

function deadlineDecision(run: Run, deadlineMs: number): Decision {
  const { workload, store, startMs } = run.setup;
  const overheads = overheadsOf(store.restartMs, store.lostMs);
  const choice = chooseMarket({
    now: run.t,
    deadlineAt: startMs + deadlineMs,
    startedAt: startMs,
    totalSteps: Math.ceil(workload.trainMs / workload.stepMs),
    doneSteps: Math.floor(run.reachedMs / workload.stepMs),
    ...(run.measured ? { msPerStep: workload.stepMs } : {}),
    // The step time earlier lineages of this training recorded (a warm store's), as the launch reads it.
    ...(store.stepMs.length > 0 ? { peerMsPerStep: store.stepMs[0] ?? 0 } : {}),
    restartMs: overheads.restartMs,
    lostMs: overheads.lostMs,
  });
  if (choice.market === 'on-demand') return { kind: 'on-demand' };
  return {
    kind: 'spot',
    onDemandIfNoSpot: choice.onDemandIfNoSpot,
    ...(choice.spotWaitUntil === undefined ? {} : { waitUntil: choice.spotWaitUntil }),
    // Without a step time the launch goes as without a deadline: asked again at each retry.
    holds: choice.onDemandIfNoSpot,
  };
}

/** The zone index a spot VM starts in, trying the ladder in the module's order; misses recorded. */
function trySpot(run: Run, held: readonly Rung[] | undefined): number | undefined {
  const { trace, store } = run.setup;
  const tick = Math.floor(run.t / trace.gapMs);
  const miss = (index: number) => {
    const rung = run.rungs[index];
    if (rung === undefined) return;
    store.misses.push({ ...placeOf(rung), market: 'spot', at: run.t });
  };
  // With no zone up every rung refuses, whatever the order: no need to rank.
  if (held === undefined && !trace.zones.some((zone) => isUp(zone, trace.ticks, tick))) {
    run.rungs.forEach((_, index) => miss(index));
    return undefined;
  }
  for (const rung of held ?? rank(run)) {
    const index = run.rungs.indexOf(rung);
    const zone = trace.zones[index];
    if (zone !== undefined && isUp(zone, trace.ticks, tick)) return index;
    miss(index);
  }
  return undefined;
}

/** The ladder's order now, as the launch mode asks for it. */
function rank(run: Run): readonly Rung[] {
  const { trace, store, policy } = run.setup;
  return rankRungs({
    rungs: run.rungs,
    evidence: policy.evidence === 'reclaims' ? store.reclaimsOnly() : store.evidence(),
    now: run.t,
    cooldownMs: policy.cooldownMs,
    order: policy.order,
    prior: DEFAULT_PRIOR,
    price: (rung) => priceOf(trace, rung),
    ...reachOf(trace),
  }).rungs;
}

function runSpot(run: Run, index: number): Step {
  const { trace, workload, store, stopAt } = run.setup;
  const zone = trace.zones[index];
  const rung = run.rungs[index];
  if (zone === undefined || rung === undefined) throw new Error(`no zone ${index}`);
  const startedAt = run.t;
  store.launches.push({ ...placeOf(rung), market: 'spot' });
  const reclaimAt = downAfter(zone, trace.ticks, Math.floor(startedAt / trace.gapMs)) * trace.gapMs;
  const trainFrom = startedAt + workload.restartMs;
  const finishAt = trainFrom + workload.trainMs - run.progressMs;
  const end = Math.min(reclaimAt, finishAt, stopAt ?? Infinity);
  if (end > trainFrom) firstStep(run, trainFrom);
  // A restore only once a save is durable: a lineage's first attempt starts from nothing.
  const egress = egressUsdOf(trace, zone, Math.max(0, end - trainFrom), run.progressMs > 0);
  run.egressUsd += egress;
  run.costUsd += (zone.spotPrice * (end - startedAt)) / HOUR_MS + egress;
  run.spotVmMs += end - startedAt;
  const spell = { ...placeOf(rung), startedAt, endedAt: end };
  if (end === finishAt) {
    store.spells.push(spell);
    finish(run, finishAt);
    return 'done';
  }
  if (end < reclaimAt) {
    store.spells.push(spell);
    return 'stopped';
  }
  // The history dates a reclaim by its notice (the VM gone, without one), as the action's does.
  const noticeAt =
    workload.noticeMs > 0 ? Math.max(startedAt, reclaimAt - workload.noticeMs) : reclaimAt;
  store.spells.push({ ...spell, endedAt: reclaimAt, reclaimedAt: noticeAt });
  const trained = Math.max(0, reclaimAt - trainFrom);
  // A notice-time save keeps all but the notice window; without one, the last periodic checkpoint.
  const noticed = workload.noticeMs > 0 ? Math.max(0, noticeAt - trainFrom) : 0;
  const periodic = Math.floor(trained / workload.checkpointMs) * workload.checkpointMs;
  const durable = Math.max(noticed, periodic);
  // Lost work as the action records it: the interruption less the attempt's last durable save.
  if (durable > 0) store.lostMs.push(noticeAt - (trainFrom + durable));
  run.reachedMs = Math.max(
    run.reachedMs,
    run.progressMs + (workload.noticeMs > 0 ? noticed : trained),
  );
  run.progressMs += durable;
  measure(run, trained, reclaimAt);
  run.reclaims++;
  run.pendingSince ??= noticeAt;
  run.t = reclaimAt;
  return 'reclaimed';
}

function runOnDemand(run: Run): Step {
  const { trace, workload, store, stopAt } = run.setup;
  const first = run.rungs[0];
  if (first !== undefined) store.launches.push({ ...placeOf(first), market: 'on-demand' });
  const trainFrom = run.t + workload.restartMs;
  const finishAt = trainFrom + workload.trainMs - run.progressMs;
  const handBackAt = handBackTime(run, trainFrom, finishAt);
  const end = Math.min(finishAt, stopAt ?? Infinity, handBackAt ?? Infinity);
  if (end > trainFrom) firstStep(run, trainFrom);
  run.costUsd += (trace.onDemandPrice * (end - run.t)) / HOUR_MS;
  run.onDemandVmMs += end - run.t;
  run.onDemand = true;
  if (end === handBackAt) {
    // The trainer saves at the hand-back: nothing is lost, and the restart is timed from it.
    const trained = end - trainFrom;
    run.progressMs += trained;
    run.reachedMs = Math.max(run.reachedMs, run.progressMs);
    measure(run, trained, end);
    run.handBacks++;
    run.pendingSince ??= end;
    run.t = end;
    return 'handed-back';
  }
  if (end < finishAt) return 'stopped';
  finish(run, finishAt);
  return 'done';
}

/**
 * When an on-demand attempt under the deadline hands the lineage back to
 * spot, asked of the placement module as the train step asks it: at each
 * tick, with the pace this attempt measured; undefined when it stays.
 */
function handBackTime(run: Run, trainFrom: number, finishAt: number): number | undefined {
  const { policy, workload, store, trace, startMs } = run.setup;
  if (policy.market.kind !== 'deadline') return undefined;
  // The figures the launch recorded for its train step.
  const overheads = overheadsOf(store.restartMs, store.lostMs);
  const totalSteps = Math.ceil(workload.trainMs / workload.stepMs);
  const notBefore = run.t + handBackDelay(policy.cooldownMs, run.handBacks);
  // The pace is known once the attempt has timed enough steps.
  const timedAt = trainFrom + Math.min(MIN_TIMED_STEPS * workload.stepMs, MIN_TIMED_MS);
  const from = Math.max(notBefore, timedAt);
  for (let t = Math.ceil(from / trace.gapMs) * trace.gapMs; t < finishAt; t += trace.gapMs) {
    const choice = handBackChoice({
      now: t,
      deadlineAt: startMs + policy.market.deadlineMs,
      totalSteps,
      doneSteps: Math.floor((run.progressMs + t - trainFrom) / workload.stepMs),
      msPerStep: workload.stepMs,
      restartMs: overheads.restartMs,
      lostMs: overheads.lostMs,
      notBefore,
      restartsLeft: Infinity,
    });
    if (choice.handBack) return t;
  }
  return undefined;
}

/** An attempt that trained a step recorded the step time, for the launches after it. */
function measure(run: Run, trained: number, at: number): void {
  if (trained < run.setup.workload.stepMs || run.measured) return;
  run.measured = true;
  run.setup.store.stepMs.push(run.setup.workload.stepMs);
  run.measuredAt = at;
  run.progressWhenMeasured = run.progressMs;
}

/** The lineage's last attempt ends: its record holds the step time for the lineages after it. */
function finish(run: Run, at: number): void {
  run.finishedAt = at;
  if (!run.measured) run.setup.store.stepMs.push(run.setup.workload.stepMs);
}

/** The restart of the pending interruption is measured at the first step that continues it. */
function firstStep(run: Run, at: number): void {
  if (run.pendingSince === undefined) return;
  run.setup.store.restartMs.push(at - run.pendingSince);
  run.pendingSince = undefined;
}

function placeOf(rung: Rung) {
  return {
    type: rung.instanceType,
    region: rung.region,
    ...(rung.zone === undefined ? {} : { zone: rung.zone }),
  };
}

function priceOf(trace: SimTrace, rung: Rung): number {
  if (rung.market === 'on-demand') return trace.onDemandPrice;
  return trace.zones.find((zone) => zone.zone === rung.zone)?.spotPrice ?? trace.onDemandPrice;
}
