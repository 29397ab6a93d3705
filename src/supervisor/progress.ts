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
}

export const DEFAULT_STEP_PATTERN = String.raw`\bstep[\s:=#]*(\d+)`;
/**
 * The step pattern sees only this much of a line: the settings refuse
 * patterns that backtrack exponentially, and this bounds the polynomial
 * rest (a cubic pattern on 512 characters stays in milliseconds).
 */
const STEP_TEXT_LIMIT = 512;
const RESUME_PATTERN = /\bresum(?:e|ed|ing)\b\D*?(\d+)/i;

export class ProgressTracker {
  private readonly step: RegExp;
  private progress: { firstStep?: number; lastStep?: number; resumedFrom?: number } = {};

  constructor(stepPattern: string = DEFAULT_STEP_PATTERN) {
    this.step = new RegExp(stepPattern, 'i');
  }

  onLine(line: string): void {
    const resumed = RESUME_PATTERN.exec(line);
    if (resumed?.[1] !== undefined) {
      this.progress.resumedFrom ??= Number(resumed[1]);
      return;
    }
    const match = this.step.exec(line.slice(0, STEP_TEXT_LIMIT));
    const value = match?.[1] === undefined ? Number.NaN : Number(match[1]);
    if (!Number.isSafeInteger(value)) return;
    this.progress.firstStep ??= value;
    this.progress.lastStep = value;
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
