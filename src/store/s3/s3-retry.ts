import { S3ServiceException } from '@aws-sdk/client-s3';
import type { Clock } from '../../base/clock.js';
import { withRetry } from '../../base/retry.js';
import { storeOperation } from '../store.js';

/**
 * Reads, listings and deletes are safe to repeat, so
 * they are retried here: the SDK retries a 5xx or a throttle, but not a
 * body cut off mid-read or a reset after the request went out, and one such
 * blip must not fail a run. Uploads, downloads and create-if-absent are
 * retried by their callers, which know what a repeat means.
 */
export async function s3Operation<T>(
  url: string,
  clock: Clock,
  operation: string,
  key: string,
  task: () => Promise<T>,
): Promise<T> {
  if (!REPEATABLE.has(operation)) return storeOperation(url, operation, key, task);
  return withRetry(() => storeOperation(url, operation, key, task), {
    clock,
    isRetryable: (error) => !isPermanent(error),
  });
}

/**
 * Whole-object writes are left to their callers, which retry them within
 * their own deadline (a notice's seal must not overrun it in here).
 */
const REPEATABLE = new Set(['read', 'list', 'delete', 'list uploads', 'abort upload']);

/** What no retry fixes: a missing bucket, denied access, bad credentials. */
function isPermanent(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  if (!(cause instanceof S3ServiceException)) return false;
  const status = cause.$metadata.httpStatusCode ?? 0;
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}
