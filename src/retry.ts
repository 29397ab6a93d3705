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

export interface RetryOptions {
  readonly policy?: RetryPolicy;
  readonly clock: Clock;
  /** Called before each wait, so callers can report what is being retried. */
  readonly onRetry?: (error: unknown, attempt: number, delayMs: number) => void;
  /** Errors that retrying cannot fix (a missing bucket, bad credentials) end at once. */
  readonly isRetryable?: (error: unknown) => boolean;
  readonly random?: () => number;
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
      options.onRetry?.(error, attempt, delayMs);
      await options.clock.sleep(delayMs);
    }
  }
}
