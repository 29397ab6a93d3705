import type { AttemptResult } from '../supervisor/attempt-types.js';
import { stepsLost, stepsLostText, type Progress, type StepsLost } from '../supervisor/progress.js';

/** What one interruption cost, as `spot-train run` reports it. */
export interface WorkLost {
  /** The report's cell: "-", "n/a", "12 steps", "51-69 steps (...)", "60 steps (nothing restored)". */
  readonly text: string;
  /** Steps the trainer had done that the next attempt did again, when the printed steps show any for sure. */
  readonly steps: number;
}

const NONE: WorkLost = { text: '-', steps: 0 };

/**
 * Steps the next attempt repeats. Where it restored nothing, a VM would
 * have started it from the lineage's first step, whatever it printed: a
 * trainer that found its own files outside the outputs resumes here and
 * would not on a new VM. `steps` counts only what is certain (the lower
 * end of a range), so a trainer that prints every 10th step is not said to
 * have lost work it may have saved.
 */
export function workLost(
  attempt: AttemptResult,
  next: AttemptResult | undefined,
  /** The lineage's first attempt's progress: where a VM that restored nothing begins again. */
  lineage: Progress,
): WorkLost {
  if (!attempt.notice) return NONE;
  const { lastStep, firstStep, resumedFrom } = attempt.progress;
  if (!next || lastStep === undefined) return { text: 'n/a', steps: 0 };
  if (next.restore.files.length === 0) {
    const fresh = { firstStep: lineage.firstStep ?? 0, stepEvery: lineage.stepEvery ?? 1 };
    const all = stepsLost(attempt.progress, fresh) ?? { low: 0, high: 0 };
    return { text: `${stepsLostText(all)} (nothing restored)`, steps: all.low };
  }
  const lost = stepsLost(attempt.progress, next.progress);
  if (attempt.sync.filesUploaded > 0)
    return lost === undefined
      ? { text: 'n/a', steps: 0 }
      : { text: stepsLostText(lost), steps: lost.low };
  // Nothing of this attempt's was saved, so at least its own steps are repeated.
  const own = lastStep - (resumedFrom ?? (firstStep ?? lastStep) - 1);
  const steps = Math.max(own, lost?.low ?? 0);
  return { text: `${ownOrRange(steps, lost)} (nothing saved)`, steps };
}

function ownOrRange(steps: number, lost: StepsLost | undefined): string {
  if (!lost || lost.low >= steps) return lost ? stepsLostText(lost) : `${steps} steps`;
  return stepsLostText({ ...lost, low: steps, high: Math.max(steps, lost.high) });
}

/** Every interruption's cost over a local run's attempts, in order. */
export function workLostByAttempt(attempts: readonly AttemptResult[]): WorkLost[] {
  const lineage = attempts[0]?.progress ?? {};
  return attempts.map((attempt, index) => workLost(attempt, attempts[index + 1], lineage));
}
