import type { Logger } from '../base/log.js';
import { formatDuration } from '../base/duration.js';

/** How far a machine's clock may be from the cloud's before a stated time is doubted. */
const SLACK_MS = 10_000;

/**
 * A notice's deadline from the time the cloud stated (AWS instance-action's
 * `time`, Azure's `NotBefore`), read against this machine's clock. A VM
 * whose clock is off would read that time wrongly: ten minutes fast, a
 * two-minute notice is already past and the trainer is killed without its
 * save; ten minutes slow, the supervisor believes it has twelve. So the
 * stated time is taken only where it agrees with what the cloud documents,
 * a lead from now to at most `longestMs` (with a little slack); otherwise
 * the deadline is `noticeMs` from when the notice was seen, and the log
 * says how far apart the two clocks seem.
 */
export function statedDeadline(params: {
  /** Who stated it, for the log: "AWS instance-action". */
  readonly what: string;
  /** When this machine saw the notice (its clock). */
  readonly receivedAt: number;
  /** The stated deadline (epoch ms); NaN when there was none to read. */
  readonly stated: number;
  /** The cloud's documented notice length, counted from when the notice was seen. */
  readonly noticeMs: number;
  /** The longest lead the cloud documents for a stated time. */
  readonly longestMs: number;
  readonly logger: Logger;
}): number {
  const { receivedAt, stated, noticeMs, logger } = params;
  if (Number.isNaN(stated)) return receivedAt + noticeMs;
  const lead = stated - receivedAt;
  if (lead >= -SLACK_MS && lead <= params.longestMs + SLACK_MS) return stated;
  const fallback = receivedAt + noticeMs;
  const off = stated - fallback;
  logger.warning(
    `${params.what} states ${new Date(stated).toISOString()}, ${formatDuration(Math.abs(lead))} ${lead < 0 ? 'ago' : 'from now'} by this machine's clock, which the cloud's notice cannot be: the clock seems ${formatDuration(Math.abs(off))} ${off < 0 ? 'fast' : 'slow'}; counting the documented ${formatDuration(noticeMs)} from the notice instead`,
  );
  return fallback;
}
