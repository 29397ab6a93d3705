import type { Clock } from './clock.js';

export interface RetryPolicy {
  /** Total tries, the first included. */
  readonly attempts: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  attempts: 5,
  baseDelayMs: 200,
  maxDelayMs: 10_000,
};

/** For tries bounded by `until` alone: a final flush or seal takes as many as its deadline allows. */
export const untilDeadline: RetryPolicy = {
  attempts: Number.POSITIVE_INFINITY,
  baseDelayMs: 200,
  maxDelayMs: 5000,
};

export interface RetryOptions {
  readonly policy?: RetryPolicy;
  readonly clock: Clock;
  /** Called before each wait, so callers can report what is being retried. */
  readonly onRetry?: (error: unknown, attempt: number, delayMs: number) => void;
  /** Errors that retrying cannot fix (a missing bucket, bad credentials) end at once. */
  readonly isRetryable?: (error: unknown) => boolean;
  readonly random?: () => number;
  /**
   * Clock time past which no new try starts: with it, `policy.attempts` may
   * be Infinity and the deadline alone ends the tries (a notice's flush).
   */
  readonly until?: number;
}

/**
 * Runs `task` until it succeeds, with "full jitter" exponential backoff: the
 * wait is uniform in [0, min(max, base * 2^n)], which spreads retries of many
 * parallel uploads instead of having them hit a struggling store together.
 */
export async function withRetry<T>(
  task: (attempt: number) => Promise<T>,
  options: RetryOptions,
): Promise<T> {
  const policy = options.policy ?? defaultRetryPolicy;
  const random = options.random ?? Math.random;
  for (let attempt = 1; ; attempt++) {
    try {
      return await task(attempt);
    } catch (error) {
      const retryable = options.isRetryable?.(error) ?? true;
      if (!retryable || attempt >= policy.attempts) throw error;
      const cap = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
      const delayMs = Math.round(random() * cap);
      if (options.until !== undefined && options.clock.now() + delayMs >= options.until)
        throw error;
      options.onRetry?.(error, attempt, delayMs);
      await options.clock.sleep(delayMs);
    }
  }
}
