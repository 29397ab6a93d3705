/**
 * How long GitHub asks a client to wait before trying again, from a refused
 * response: `retry-after` (secondary limits), or the reset time of an
 * exhausted primary limit. Undefined when the response is not a rate limit.
 */
export function rateLimitWaitMs(
  status: number,
  headers: Readonly<Record<string, string | number | undefined>>,
  message: string,
  now: number,
): number | undefined {
  if (status !== 403 && status !== 429) return undefined;
  const retryAfter = Number(headers['retry-after']);
  if (Number.isFinite(retryAfter) && retryAfter >= 0) return retryAfter * 1000;
  if (String(headers['x-ratelimit-remaining']) === '0') {
    const reset = Number(headers['x-ratelimit-reset']) * 1000;
    return Number.isFinite(reset) ? Math.max(0, reset - now) + 1000 : 60_000;
  }
  // GitHub's advice for a secondary limit without retry-after: wait a minute.
  return /secondary rate limit|abuse/i.test(message) ? 60_000 : undefined;
}
