import { parseDuration } from '../config/duration.js';
import { parseInteger } from '../config/values.js';
import { UserError } from '../errors.js';

export const DEFAULT_NOTICE_MS = 120_000;

/** When a drill interrupts the trainer, and how long a notice it gives. */
export type SimulatedSchedule =
  | { readonly kind: 'after'; readonly afterMs: number }
  | { readonly kind: 'at'; readonly at: number }
  | { readonly kind: 'random'; readonly meanMs: number };

export interface SimulatedSpec {
  readonly schedule: SimulatedSchedule;
  readonly noticeMs: number;
  /** How many attempts of a lineage the drill interrupts, if limited. */
  readonly attempts?: number;
}

const EXPECTED =
  'expected after:DURATION, at:ISO-8601-TIME or random:MEAN-DURATION, optionally followed by ,notice:DURATION and ,attempts:N (e.g. "after:10m,notice:30s")';

/** Parses a drill such as `after:10m`, `at:2026-12-01T03:00:00Z` or `random:2h,notice:30s`. */
export function parseSimulatedSpec(value: string, name: string): SimulatedSpec {
  let schedule: SimulatedSchedule | undefined;
  let noticeMs = DEFAULT_NOTICE_MS;
  let attempts: number | undefined;
  for (const part of value.split(',').map((p) => p.trim())) {
    const colon = part.indexOf(':');
    const key = colon < 0 ? part : part.slice(0, colon);
    const arg = colon < 0 ? '' : part.slice(colon + 1).trim();
    if (key === 'after' && !schedule)
      schedule = { kind: 'after', afterMs: parseDuration(arg, name) };
    else if (key === 'random' && !schedule)
      schedule = { kind: 'random', meanMs: parseDuration(arg, name) };
    else if (key === 'at' && !schedule) {
      const at = Date.parse(arg);
      if (!/^\d{4}-\d\d-\d\dT/.test(arg) || Number.isNaN(at)) {
        throw new UserError(`${name}: "${arg}" is not an ISO 8601 time; ${EXPECTED}`);
      }
      schedule = { kind: 'at', at };
    } else if (key === 'notice') noticeMs = parseDuration(arg, name);
    else if (key === 'attempts') attempts = parseInteger(arg, name, { min: 1, max: 10_000 });
    else throw new UserError(`${name}: "${value}" is not a drill; ${EXPECTED}`);
  }
  if (!schedule) throw new UserError(`${name}: "${value}" names no schedule; ${EXPECTED}`);
  if (schedule.kind === 'random' && schedule.meanMs <= 0) {
    throw new UserError(
      `${name}: the mean interval of random:${schedule.meanMs}ms must be above zero`,
    );
  }
  return attempts === undefined ? { schedule, noticeMs } : { schedule, noticeMs, attempts };
}
