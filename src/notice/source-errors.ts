import { countOf } from '../base/count.js';
import type { Clock } from '../base/clock.js';
import { describeError } from '../base/errors.js';
import { formatDuration } from '../base/duration.js';
import type { Logger } from '../base/log.js';

/**
 * How long a source must answer without failing before an outage counts as
 * over. A server that fails, answers and fails again (seen here: 94 warnings
 * in 150 s of mixed faults) is one outage, said once when it begins and once
 * when it ends.
 */
const RECOVERED_AFTER_MS = 5000;

/**
 * How a notice source lives with a metadata server that fails: it logs the
 * first failure of an outage, stays quiet while failures repeat (a poll a
 * second would flood the log), says when the server has been answering
 * again for a while, with the count, and backs off up to `maxDelayMs`
 * between tries. A failure is never a notice.
 */
export class SourceErrors {
  /** Failures since the last success: what the backoff grows with. */
  private inARow = 0;
  private outage: { readonly since: number; failures: number; lastAt: number } | undefined;

  constructor(
    private readonly name: string,
    private readonly logger: Logger,
    private readonly clock: Clock,
    private readonly maxDelayMs = 5000,
  ) {}

  /** Records a failure and waits before the next try. */
  async failed(error: unknown, signal: AbortSignal): Promise<void> {
    // An aborted watch ends its request with an error that is no failure.
    if (signal.aborted) return;
    this.inARow++;
    const now = this.clock.now();
    if (!this.outage) {
      this.outage = { since: now, failures: 0, lastAt: now };
      this.logger.warning(
        `${this.name}: ${describeError(error)} (${countOf(this.inARow, 'failure')} in a row); still watching`,
      );
    }
    this.outage.failures++;
    this.outage.lastAt = now;
    if (this.outage.failures % 60 === 0) {
      this.logger.warning(
        `${this.name}: ${describeError(error)} (${countOf(this.outage.failures, 'failure')} in ${formatDuration(now - this.outage.since)}); still watching`,
      );
    }
    const delay = Math.min(this.maxDelayMs, 250 * 2 ** Math.min(this.inARow - 1, 8));
    try {
      await this.clock.sleep(delay, signal);
    } catch {
      // aborted: the caller's loop ends
    }
  }

  succeeded(): void {
    this.inARow = 0;
    const { outage } = this;
    if (!outage || this.clock.now() - outage.lastAt < RECOVERED_AFTER_MS) return;
    this.logger.info(
      `${this.name}: answering again after ${countOf(outage.failures, 'failed try', 'failed tries')} in ${formatDuration(outage.lastAt - outage.since)}`,
    );
    this.outage = undefined;
  }
}
