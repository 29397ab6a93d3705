import {
  readStep,
  resumedStep,
  saysResumed,
  withTotal,
  type StepReading,
} from './progress-forms.js';
import { stepTextLimit } from './step-pattern.js';

/**
 * What the trainer says about its progress, read from its output, so the
 * report can tell how much work an interruption cost. A trainer that prints
 * `step 1200 ...` and, after a restart, `resumed from step 1150` gives an
 * exact figure; without the resume line the first step printed stands in,
 * and a trainer that prints every Nth step only gives a range (`stepEvery`).
 */
export interface Progress {
  readonly firstStep?: number;
  readonly lastStep?: number;
  /** The step a resume line named ("resumed from step 1150"). */
  readonly resumedFrom?: number;
  /** The trainer said it resumed, whether or not it named a step. */
  readonly resumeSaid?: boolean;
  /** The total a `step N/M` (or `step N of M`) line gave, the newest one. */
  readonly totalSteps?: number;
  /** How many steps apart the trainer prints them, the commonest gap before any notice: 1 when it prints every step. */
  readonly stepEvery?: number;
  /** The last step was printed after the notice ("interrupted: saved step 59"): it is where the trainer stopped. */
  readonly lastStepExact?: boolean;
}

/** Distinct gaps counted; a trainer printing steps at random gaps gains nothing from more. */
const MAX_GAPS = 64;

/**
 * The step pattern that means "the everyday forms" (progress-forms.ts):
 * `step N`, `iter N`, `global_step N`, Lightning's and Hugging Face's bars.
 * A user's own pattern replaces them.
 */
export const DEFAULT_STEP_PATTERN = '';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export class ProgressTracker {
  private readonly read: (line: string) => StepReading | undefined;
  private progress: Mutable<Progress> = {};
  /** A progress bar's total, the first one seen: evaluation bars, of other totals, are not training steps. */
  private barTotal: number | undefined;
  private readonly gaps = new Map<number, number>();
  private noticed = false;

  constructor(stepPattern: string = DEFAULT_STEP_PATTERN) {
    this.read = stepPattern === '' ? readStep : userPattern(stepPattern);
  }

  onLine(line: string): void {
    if (saysResumed(line)) {
      this.progress.resumeSaid = true;
      const step = resumedStep(line);
      if (step !== undefined) this.progress.resumedFrom ??= step;
      return;
    }
    const reading = this.read(line);
    if (!reading || !Number.isSafeInteger(reading.step) || !this.fromTraining(reading)) return;
    const { step } = reading;
    const last = this.progress.lastStep;
    if (this.noticed) this.progress.lastStepExact = !this.onCadence(step, last);
    else if (last !== undefined && step > last) this.countGap(step - last);
    this.progress.firstStep ??= step;
    this.progress.lastStep = step;
    if (reading.total !== undefined && !reading.bar) this.progress.totalSteps = reading.total;
  }

  /** The notice reached the trainer: a step it prints from now on is where it stopped, not its pace. */
  noticeArrived(): void {
    this.noticed = true;
  }

  current(): Progress {
    return { ...this.progress };
  }

  /**
   * A step printed after the notice is where the trainer stopped, unless it
   * is one of its regular prints: a trainer that prints every 10th step may
   * print step 40 as the notice lands and stop after step 41 unprinted.
   */
  private onCadence(step: number, last: number | undefined): boolean {
    const every = this.progress.stepEvery;
    return every !== undefined && every > 1 && last !== undefined && step - last === every;
  }

  private countGap(gap: number): void {
    if (this.gaps.size >= MAX_GAPS && !this.gaps.has(gap)) return;
    this.gaps.set(gap, (this.gaps.get(gap) ?? 0) + 1);
    let best: [number, number] | undefined;
    // The commonest gap; of two as common, the smaller, so no range is wider than it must be.
    for (const entry of this.gaps)
      if (!best || entry[1] > best[1] || (entry[1] === best[1] && entry[0] < best[0])) best = entry;
    if (best) this.progress.stepEvery = best[0];
  }

  private fromTraining(reading: StepReading): boolean {
    if (!reading.bar || reading.total === undefined) return true;
    this.barTotal ??= reading.total;
    if (reading.total !== this.barTotal) return false;
    this.progress.totalSteps = reading.total;
    return true;
  }
}

/** A user's pattern: its first group is the step; `/ M` or `of M` after it, the total. */
function userPattern(pattern: string): (line: string) => StepReading | undefined {
  const step = new RegExp(pattern, 'i');
  // The settings refuse patterns that backtrack exponentially; this bounds the rest.
  const limit = stepTextLimit(pattern);
  return (line) => {
    const text = line.slice(0, limit);
    const match = step.exec(text);
    if (match?.[1] === undefined) return undefined;
    return withTotal(Number(match[1]), text.slice(match.index + match[0].length));
  };
}

/** Steps an interruption cost: exact when both ends are known, else the range the printed steps allow. */
export interface StepsLost {
  readonly low: number;
  readonly high: number;
  /** Why the range is not one number: the trainer prints every Nth step. */
  readonly every?: number;
}

/**
 * Steps done before an interruption that the next attempt had to do again.
 * The last step done is the last printed, or up to `stepEvery - 1` after it;
 * without a resume line naming its step, the next attempt began somewhere
 * in the `stepEvery` steps before the first one it printed.
 */
export function stepsLost(before: Progress, after: Progress): StepsLost | undefined {
  if (before.lastStep === undefined) return undefined;
  const every = before.stepEvery ?? after.stepEvery ?? 1;
  const lastDone = {
    low: before.lastStep,
    high: before.lastStepExact ? before.lastStep : before.lastStep + every - 1,
  };
  let began: { low: number; high: number };
  if (after.resumedFrom !== undefined) began = { low: after.resumedFrom, high: after.resumedFrom };
  else if (after.firstStep === undefined) return undefined;
  else {
    const afterEvery = after.stepEvery ?? every;
    began = { low: Math.max(0, after.firstStep - afterEvery), high: after.firstStep - 1 };
  }
  const low = Math.max(0, lastDone.low - began.high);
  const high = Math.max(low, lastDone.high - began.low);
  return low === high ? { low, high } : { low, high, every: Math.max(every, after.stepEvery ?? 1) };
}

/** "12 steps", or "51-69 steps (it prints every 10th step)". */
export function stepsLostText(lost: StepsLost): string {
  if (lost.low === lost.high) return `${lost.low} ${lost.low === 1 ? 'step' : 'steps'}`;
  const why = lost.every && lost.every > 1 ? ` (it prints every ${ordinal(lost.every)} step)` : '';
  return `${lost.low}-${lost.high} steps${why}`;
}

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}
