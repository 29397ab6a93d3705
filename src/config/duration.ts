import { UserError } from '../errors.js';

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const PART = /(\d+(?:\.\d+)?)(ms|s|m|h|d)/gy;

/**
 * Parses durations such as `90s`, `10m`, `1h30m` or `250ms`. A bare number is
 * refused: whether `30` means seconds or minutes is exactly the doubt a
 * training budget should not rest on.
 */
export function parseDuration(value: string, name: string): number {
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

/** Formats milliseconds the way a person reads a log: 850ms, 12.3s, 4m05s, 2h10m. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)}ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)}s`;
  const totalSeconds = Math.round(ms / 1000);
  if (totalSeconds < 3600) {
    return `${Math.floor(totalSeconds / 60)}m${String(totalSeconds % 60).padStart(2, '0')}s`;
  }
  const minutes = Math.round(totalSeconds / 60);
  return `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}m`;
}
