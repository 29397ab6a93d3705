import type { Clock } from '../../base/clock.js';
import { withRetry, type RetryPolicy } from '../../base/retry.js';

/** The HTTP status of a failed @google-cloud/storage call (its ApiError's `code`), if it had one. */
export function statusOf(error: unknown): number | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'number') return code;
  }
  return undefined;
}

/**
 * What no retry fixes: a missing bucket or object, denied access, a failed
 * precondition (412 means another writer won, and asking again would only
 * say so again). Timeouts, throttling, 5xx and cut connections are worth
 * another try.
 */
export function isPermanent(error: unknown): boolean {
  const status = statusOf(error);
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/**
 * Tries of one request (a component, a range, a listing page): the client's
 * own retries are off (openGcsStore), so these are the only ones, with the
 * store's clock, and the same for every operation.
 */
export const REQUEST_RETRIES: RetryPolicy = { attempts: 5, baseDelayMs: 200, maxDelayMs: 5000 };

export function retried<T>(clock: Clock, task: () => Promise<T>): Promise<T> {
  return withRetry(task, {
    clock,
    policy: REQUEST_RETRIES,
    isRetryable: (error) => !isPermanent(error),
  });
}
