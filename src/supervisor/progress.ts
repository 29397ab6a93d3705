import { stepTextLimit } from './step-pattern.js';

/**
 * What the trainer says about its progress, read from its output, so the
 * report can tell how much work an interruption cost. A trainer that prints
 * `step 1200 ...` and, after a restart, `resumed from step 1150` gives an
 * exact figure; without the resume line the first step printed stands in.
 */
export interface Progress {
  readonly firstStep?: number;
  readonly lastStep?: number;
  readonly resumedFrom?: number;
  /** The total a `step N/M` (or `step N of M`) line gave, the newest one. */
  readonly totalSteps?: number;
}

export const DEFAULT_STEP_PATTERN = String.raw`\bstep[\s:=#]*(\d+)`;
export const RESUME_PATTERN = /\bresum(?:e|ed|ing)\b\D*?(\d+)/i;
/** What may follow the step's number to give the total: `/ 5000`, ` of 5000`. */
const TOTAL_PATTERN = /^\s*(?:\/|of\b)\s*(\d{1,15})/i;

export class ProgressTracker {
  private readonly step: RegExp;
  /** The settings refuse patterns that backtrack exponentially; this bounds the rest. */
  private readonly stepTextLimit: number;
  private progress: {
    firstStep?: number;
    lastStep?: number;
    resumedFrom?: number;
    totalSteps?: number;
  } = {};

  constructor(stepPattern: string = DEFAULT_STEP_PATTERN) {
    this.step = new RegExp(stepPattern, 'i');
    this.stepTextLimit = stepTextLimit(stepPattern);
  }

  onLine(line: string): void {
    const resumed = RESUME_PATTERN.exec(line);
    if (resumed?.[1] !== undefined) {
      this.progress.resumedFrom ??= Number(resumed[1]);
      return;
    }
    const text = line.slice(0, this.stepTextLimit);
    const match = this.step.exec(text);
    const value = match?.[1] === undefined ? Number.NaN : Number(match[1]);
    if (!match || !Number.isSafeInteger(value)) return;
    this.progress.firstStep ??= value;
    this.progress.lastStep = value;
    const total = Number(TOTAL_PATTERN.exec(text.slice(match.index + match[0].length))?.[1]);
    if (Number.isSafeInteger(total) && total >= value && total > 0)
      this.progress.totalSteps = total;
  }

  current(): Progress {
    return { ...this.progress };
  }
}

/** Steps done before an interruption that the next attempt had to do again. */
export function stepsLost(before: Progress, after: Progress): number | undefined {
  if (before.lastStep === undefined) return undefined;
  const resumedFrom =
    after.resumedFrom ?? (after.firstStep === undefined ? undefined : after.firstStep - 1);
  if (resumedFrom === undefined) return undefined;
  return Math.max(0, before.lastStep - resumedFrom);
}
