import { UserError } from '../base/errors.js';
import type { SimulatedSchedule, SimulatedSpec } from '../notice/simulated-spec.js';
import { ABOVE_ZERO, parseDuration, ZERO_OR_MORE } from './duration.js';
import { NOTICE_RANGE } from './ranges.js';
import { parseInteger } from './values.js';

export const DEFAULT_NOTICE_MS = 120_000;

/**
 * How many attempts of a lineage a drill interrupts when it does not say:
 * the first only, in the action and the CLI alike. Drilling every attempt
 * would restart a lineage until max-restarts whenever an attempt is shorter
 * than the training.
 */
export const DEFAULT_DRILL_ATTEMPTS = 1;

const EXPECTED =
  'expected after:DURATION, at:ISO-8601-TIME or random:MEAN-DURATION, optionally followed by ,notice:DURATION and ,attempts:N (e.g. "after:10m,notice:30s")';

/** Parses a drill such as `after:10m`, `at:2026-12-01T03:00:00Z` or `random:2h,notice:30s`. */
export function parseSimulatedSpec(value: string, name: string): SimulatedSpec {
  let schedule: SimulatedSchedule | undefined;
  let noticeMs = DEFAULT_NOTICE_MS;
  let attempts = DEFAULT_DRILL_ATTEMPTS;
  for (const part of value.split(',').map((p) => p.trim())) {
    const colon = part.indexOf(':');
    const key = colon < 0 ? part : part.slice(0, colon);
    const arg = colon < 0 ? '' : part.slice(colon + 1).trim();
    const within = `${name}: ${key}`;
    if (key === 'after' && !schedule)
      schedule = { kind: 'after', afterMs: parseDuration(arg, within, ZERO_OR_MORE) };
    else if (key === 'random' && !schedule)
      schedule = { kind: 'random', meanMs: parseDuration(arg, within, ABOVE_ZERO) };
    else if (key === 'at' && !schedule) schedule = { kind: 'at', at: parseTime(arg, name) };
    else if (key === 'notice') noticeMs = parseDuration(arg, within, NOTICE_RANGE);
    else if (key === 'attempts') attempts = parseInteger(arg, within, { min: 1, max: 10_000 });
    else throw new UserError(`${name}: "${value}" is not a drill; ${EXPECTED}`);
  }
  if (!schedule) throw new UserError(`${name}: "${value}" names no schedule; ${EXPECTED}`);
  return { schedule, noticeMs, attempts };
}

/** A drill `after` a delay, with the default notice and attempts: the CLI's --interrupt-after. */
export function afterDrill(afterMs: number): SimulatedSpec {
  return {
    schedule: { kind: 'after', afterMs },
    noticeMs: DEFAULT_NOTICE_MS,
    attempts: DEFAULT_DRILL_ATTEMPTS,
  };
}

function parseTime(text: string, name: string): number {
  const at = Date.parse(text);
  if (!/^\d{4}-\d\d-\d\dT/.test(text) || Number.isNaN(at)) {
    throw new UserError(`${name}: "${text}" is not an ISO 8601 time; ${EXPECTED}`);
  }
  return at;
}
