import { errorCode } from '../base/error-code.js';

/** The causes of an error, outermost first: a StoreError wraps what its adapter threw. */
function* causes(error: unknown): Generator<unknown, void> {
  let current = error;
  for (let depth = 0; current !== undefined && depth < 8; depth++) {
    yield current;
    current =
      typeof current === 'object' && current !== null
        ? (current as { cause?: unknown }).cause
        : undefined;
  }
}

/**
 * Whether a read failed because the object is not there, as opposed to the
 * store failing to answer. Each adapter's SDK says it its own way: the file
 * store's ENOENT, S3's NoSuchKey or NotFound (a 404 with no body on a
 * HEAD), GCS's and Azure Blob's 404. A restore passes over a run whose
 * object is gone, as over a torn one; a store that fails to answer is
 * retried, and then fails the restore, never taken for either.
 */
export function isMissingObject(error: unknown): boolean {
  for (const cause of causes(error)) {
    if (typeof cause !== 'object' || cause === null) continue;
    const { name, code, statusCode, status, $metadata } = cause as {
      name?: unknown;
      code?: unknown;
      statusCode?: unknown;
      status?: unknown;
      $metadata?: { httpStatusCode?: unknown };
    };
    if (errorCode(cause) === 'ENOENT' || name === 'NoSuchKey' || name === 'NotFound') return true;
    if (code === 'BlobNotFound' || code === 404 || statusCode === 404 || status === 404)
      return true;
    if ($metadata?.httpStatusCode === 404) return true;
  }
  return false;
}

/** Whether a restore failed for want of room on this machine's disk: no retry helps, and no older run would fit either. */
export function isOutOfSpace(error: unknown): boolean {
  for (const cause of causes(error)) {
    const code = errorCode(cause);
    if (code === 'ENOSPC' || code === 'EDQUOT') return true;
  }
  return false;
}
