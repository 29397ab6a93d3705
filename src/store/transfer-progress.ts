import type { Clock } from '../base/clock.js';
import type { Logger } from '../base/log.js';
import { formatBytes } from '../base/bytes.js';
import { formatRemaining } from '../base/duration.js';

/** How often a long transfer says how far it got: often enough to show it moves, rarely enough to read. */
export const PROGRESS_INTERVAL_MS = 5_000;

/** Told the bytes of each piece (a file) as it completes. */
export type ProgressHook = (bytes: number) => void;

/**
 * Logs `restored 312 MiB of 1.2 GiB (25%), 210 MiB/s, ETA 4s` at most once
 * per interval while a transfer runs. It reports when bytes complete, not
 * on a timer, so it needs no stopping and a transfer done within the first
 * interval logs nothing: a short restore's one summary line is enough.
 */
export class TransferProgress {
  /** Bytes of pieces reported complete. */
  private done = 0;
  /** Bytes seen landing so far (partial pieces included), when the caller can see them. */
  private seen = 0;
  private total: number;
  private readonly started: number;
  private lastReport: number;

  constructor(
    private readonly params: {
      /** The past tense that starts the line: `restored`, `uploaded`. */
      readonly verb: string;
      readonly totalBytes: number;
      readonly clock: Clock;
      readonly logger: Logger;
      readonly intervalMs?: number;
    },
  ) {
    this.total = params.totalBytes;
    this.started = params.clock.now();
    this.lastReport = this.started;
  }

  /** A hook for the transfer, bound to this reporter. */
  get hook(): ProgressHook {
    return (bytes) => this.add(bytes);
  }

  /** More to transfer than was known at the start (a flush that finds another file). */
  grow(bytes: number): void {
    this.total += bytes;
  }

  /** A piece of `bytes` completed. */
  add(bytes: number): void {
    this.done += bytes;
    this.maybeReport();
  }

  /** `bytes` have landed in all, finished pieces and partial ones: finer than add alone. */
  landed(bytes: number): void {
    this.seen = Math.max(this.seen, bytes);
    this.maybeReport();
  }

  private maybeReport(): void {
    const now = this.params.clock.now();
    if (now - this.lastReport < (this.params.intervalMs ?? PROGRESS_INTERVAL_MS)) return;
    const done = Math.min(Math.max(this.done, this.seen), this.total);
    // Nothing yet says nothing useful; all of it is the transfer's own line to say.
    if (done === 0 || done >= this.total) return;
    this.lastReport = now;
    this.params.logger.info(progressLine(this.params.verb, done, this.total, now - this.started));
  }
}

/** One progress line; `elapsedMs` since the transfer began. */
export function progressLine(verb: string, done: number, total: number, elapsedMs: number): string {
  const percent = total > 0 ? Math.floor((done / total) * 100) : 100;
  const perSecond = elapsedMs > 0 ? (done / elapsedMs) * 1000 : 0;
  const rate = `${formatBytes(Math.round(perSecond))}/s`;
  const eta = perSecond > 0 ? `, ETA ${formatRemaining((total - done) / perSecond)}` : '';
  return `${verb} ${formatBytes(done)} of ${formatBytes(total)} (${percent}%), ${rate}${eta}`;
}
