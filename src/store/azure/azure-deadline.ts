/**
 * The SDK waits on a silent connection for ever (it sets no client-side
 * timeout), so a server that stops answering would hang a save or a
 * restore. Every request gets a deadline instead: a minute, plus the time
 * its bytes take at a slow 1 MiB/s; a 16 MiB block then has 76 s. An
 * aborted request fails the operation, which the store or its caller
 * retries.
 */
export const SILENCE_MS = 60_000;
const SLOWEST_BYTES_PER_MS = (1 << 20) / 1000;

/** `silenceMs` is the minute, shorter in tests. */
export function transferDeadline(bytes = 0, silenceMs = SILENCE_MS): AbortSignal {
  return AbortSignal.timeout(silenceMs + Math.ceil(bytes / SLOWEST_BYTES_PER_MS));
}
