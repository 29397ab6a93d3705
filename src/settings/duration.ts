import { UserError } from '../base/errors.js';

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const PART = /(\d+(?:\.\d+)?)(ms|s|m|h|d)/gy;

/**
 * Node turns a timer of 2^31 ms (24.8 days) or more into 1 ms, so a longer
 * wait would fire at once or spin; no duration handed to a timer may
 * exceed this. 24 days reads better in a message than 24d20h31m.
 */
export const MAX_TIMER_MS = 24 * 86_400_000;

/** The range a duration input accepts, both ends included. */
export interface DurationRange {
  readonly min: number;
  readonly max: number;
}

/** A duration that ends up in a timer and where zero is a sensible value. */
export const ZERO_OR_MORE: DurationRange = { min: 0, max: MAX_TIMER_MS };
/** A duration that ends up in a timer and must pass before anything can happen. */
export const ABOVE_ZERO: DurationRange = { min: 1, max: MAX_TIMER_MS };
/** A duration only ever compared with the clock, never put in a timer (a deadline, a cool-down): a year is allowed. */
export const WITHIN_A_YEAR: DurationRange = { min: 0, max: 365 * 86_400_000 };

/**
 * Parses durations such as `90s`, `10m`, `1h30m` or `250ms` and checks them
 * against `range`. A bare number is refused: whether `30` means seconds or
 * minutes is exactly the doubt a training budget should not rest on.
 */
export function parseDuration(
  value: string,
  name: string,
  range: DurationRange = ZERO_OR_MORE,
): number {
  const ms = readDuration(value, name);
  if (ms < range.min || ms > range.max) {
    throw new UserError(
      `${name}: "${value}" is out of range; expected a duration ${describeRange(range)}`,
    );
  }
  return ms;
}

function readDuration(value: string, name: string): number {
  const text = value.trim();
  let total = 0;
  let consumed = 0;
  PART.lastIndex = 0;
  for (let match = PART.exec(text); match; match = PART.exec(text)) {
    const [whole, amount, unit] = match;
    total += Number(amount) * (UNIT_MS[unit ?? ''] ?? Number.NaN);
    consumed += whole.length;
  }
  if (text === '' || consumed !== text.length || !Number.isFinite(total)) {
    throw new UserError(
      `${name}: "${value}" is not a duration; expected a number with a unit, such as 90s, 10m, 1h30m or 250ms`,
    );
  }
  return Math.round(total);
}

function describeRange(range: DurationRange): string {
  if (range.min === 0) return `of at most ${formatLimit(range.max)}`;
  if (range.min === 1) return `above zero and at most ${formatLimit(range.max)}`;
  return `from ${formatLimit(range.min)} to ${formatLimit(range.max)}`;
}

/** A range's end in the largest unit that divides it, as a user would type it. */
function formatLimit(ms: number): string {
  const unit = Object.entries(UNIT_MS)
    .sort(([, a], [, b]) => b - a)
    .find(([, size]) => ms % size === 0);
  return unit ? `${ms / unit[1]}${unit[0]}` : `${ms}ms`;
}
