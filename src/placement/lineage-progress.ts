import type { AttemptHistory } from '../history/attempt-history.js';

/** How far a lineage's training got, as its trainer printed it. */
export interface LineageProgress {
  /** The newest step any attempt reached; 0 before the first. */
  readonly doneSteps: number;
  /** The newest total a trainer printed (`step N/M`); undefined when none did. */
  readonly printedTotal?: number;
  /** Training time per step over the attempts that measured one; undefined before any. */
  readonly msPerStep?: number;
}

/**
 * The lineage's progress from its attempts' first and last steps. The step
 * time is training time over steps trained, summed over the attempts that
 * recorded both ends (the first step's time, and the end: the notice or the
 * attempt's end), so a slow start or a long attempt weighs as it should.
 */
export function lineageProgress(history: readonly AttemptHistory[]): LineageProgress {
  let doneSteps = 0;
  let printedTotal: number | undefined;
  let trainedMs = 0;
  let trainedSteps = 0;
  for (const run of history) {
    if (run.lastStep !== undefined) doneSteps = Math.max(doneSteps, run.lastStep);
    if (run.totalSteps !== undefined) printedTotal = run.totalSteps;
    const timed = timedSteps(run);
    if (timed === undefined) continue;
    trainedMs += timed.ms;
    trainedSteps += timed.steps;
  }
  return {
    doneSteps,
    ...(printedTotal === undefined ? {} : { printedTotal }),
    ...(trainedSteps > 0 ? { msPerStep: trainedMs / trainedSteps } : {}),
  };
}

/**
 * Training time a step takes on each instance type, over the attempts of
 * one training (its lineages' histories) that timed steps there: types of
 * different speed are worth different prices, so the learned order weighs
 * price by it. Only attempts of the same training compare; a type no
 * attempt timed is absent.
 */
export function stepTimesByType(
  histories: readonly (readonly AttemptHistory[])[],
): Map<string, number> {
  const sums = new Map<string, { ms: number; steps: number }>();
  for (const run of histories.flat()) {
    const timed = timedSteps(run);
    if (run.type === undefined || timed === undefined) continue;
    const sum = sums.get(run.type) ?? { ms: 0, steps: 0 };
    sums.set(run.type, { ms: sum.ms + timed.ms, steps: sum.steps + timed.steps });
  }
  return new Map([...sums].map(([type, sum]) => [type, sum.ms / sum.steps]));
}

/**
 * The training one attempt timed: from its first step to its end (the
 * notice, or the attempt's end), and the steps between. Undefined unless
 * both ends and both steps were recorded and it trained forward.
 */
function timedSteps(run: AttemptHistory): { ms: number; steps: number } | undefined {
  const start = run.points.firstStep;
  const end = run.points.notice ?? run.points.attemptEnded;
  const { firstStep, lastStep } = run;
  if (start === undefined || end === undefined || end <= start) return undefined;
  if (firstStep === undefined || lastStep === undefined || lastStep <= firstStep) return undefined;
  return { ms: end - start, steps: lastStep - firstStep };
}
