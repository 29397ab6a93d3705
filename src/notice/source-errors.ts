import { countOf } from '../format/count.js';
import type { Clock } from '../base/clock.js';
import { describeError } from '../base/errors.js';
import type { Logger } from '../base/log.js';

/**
 * How a notice source lives with a metadata server that fails: it logs the
 * first failure, stays quiet while the failures repeat (a poll a second would
 * flood the log), says when the server answers again, and backs off up to
 * `maxDelayMs` between tries. A failure is never a notice.
 */
export class SourceErrors {
  private failures = 0;

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
    this.failures++;
    if (this.failures === 1 || this.failures % 60 === 0) {
      this.logger.warning(
        `${this.name}: ${describeError(error)} (${countOf(this.failures, 'failure')} in a row); still watching`,
      );
    }
    const delay = Math.min(this.maxDelayMs, 250 * 2 ** Math.min(this.failures - 1, 8));
    try {
      await this.clock.sleep(delay, signal);
    } catch {
      // aborted: the caller's loop ends
    }
  }

  succeeded(): void {
    if (this.failures > 0)
      this.logger.info(`${this.name}: answering again after ${this.failures} failed tries`);
    this.failures = 0;
  }
}
