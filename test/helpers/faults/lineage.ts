import { systemClock } from '../../../src/base/clock.js';
import { recordRun } from '../../../src/records/run-record.js';
import type { Store } from '../../../src/store/store.js';
import { RecordingLogger } from '../recording-logger.js';
import {
  runPlannedAttempt,
  type AttemptPlan,
  type Ended,
  type LineageSetup,
} from './attempt-runner.js';
import type { Prng } from './prng.js';
import { viewStore, type StoreView } from './store-view.js';

export interface AttemptRecord extends Ended {
  readonly index: number;
  readonly runId: string;
  readonly restartFrom: string | undefined;
  readonly plan: AttemptPlan;
  /** The store as the attempt found it when it started: what was durable then. */
  readonly before: StoreView;
}

export interface LineageResult {
  readonly lineage: string;
  readonly attempts: readonly AttemptRecord[];
  /** The store after the last attempt. */
  readonly after: StoreView;
}

/**
 * Runs `plans` as one lineage: each attempt continues the one before it, as
 * the restart dispatched from the VM (or by the finalize job, after a VM that
 * vanished) would. `inspect` reads the store without faults in between; give each
 * lineage a store (or prefix) of its own.
 */
export async function runLineage(
  setup: LineageSetup,
  inspect: Store,
  plans: readonly AttemptPlan[],
  firstRunId: number,
): Promise<LineageResult> {
  const lineage = String(firstRunId);
  const attempts: AttemptRecord[] = [];
  for (const [index, plan] of plans.entries()) {
    const runId = String(firstRunId + index);
    const restartFrom = attempts.at(-1)?.runId;
    const before = await viewStore(inspect);
    const ended = await runPlannedAttempt(setup, index, runId, plan, restartFrom);
    // The finalize job (if: always()) runs after every train job and first
    // records the run, which matters when its VM vanished before the train
    // step could: the same call the finalize mode makes.
    await recordRun({
      store: inspect,
      runKey: runId,
      restartFrom,
      clock: systemClock,
      logger: new RecordingLogger(),
    });
    attempts.push({ ...ended, index, runId, restartFrom, plan, before });
  }
  return { lineage, attempts, after: await viewStore(inspect) };
}

export interface PlanMix {
  readonly notice: number;
  readonly noticeThenKill: number;
  readonly killSupervisor: number;
  readonly killTrainer: number;
}

/** `count` plans drawn from `prng`: kinds in the proportions of `mix`, times in `span` (ms from the step's start). */
export function randomPlans(
  prng: Prng,
  count: number,
  span: { readonly fromMs: number; readonly toMs: number },
  mix: PlanMix,
): AttemptPlan[] {
  const total = mix.notice + mix.noticeThenKill + mix.killSupervisor + mix.killTrainer;
  return Array.from({ length: count }, (): AttemptPlan => {
    const atMs = Math.round(prng.between(span.fromMs, span.toMs));
    const draw = prng.next() * total;
    if (draw < mix.notice) return { kind: 'notice', atMs };
    if (draw < mix.notice + mix.noticeThenKill)
      return {
        kind: 'notice-then-kill',
        atMs,
        killAfterNoticeMs: Math.round(prng.between(0, 1500)),
      };
    if (draw < mix.notice + mix.noticeThenKill + mix.killSupervisor)
      return { kind: 'kill-supervisor', atMs };
    return { kind: 'kill-trainer', atMs };
  });
}
