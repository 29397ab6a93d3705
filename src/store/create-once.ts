import type { Clock } from '../base/clock.js';
import { describeError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import { withRetry, type RetryPolicy } from '../base/retry.js';
import type { Store } from './store.js';

/**
 * Claims, owner and succession records decide who restarts a lineage: one
 * connection reset must not fail a run, so they get more tries than an
 * ordinary write (about a minute of backoff in all).
 */
const CLAIM_RETRIES: RetryPolicy = { attempts: 8, baseDelayMs: 500, maxDelayMs: 15_000 };

/**
 * Creates `key` with `text` unless it exists, retrying what fails in
 * passing; true when this caller created it. A try whose answer was lost
 * may have created the object all the same, and a client may repeat such a
 * request by itself and then hear "exists": so whenever the object is
 * there, its text, which the caller makes unique to itself (a nonce, a run
 * id), tells whether it is its own.
 */
export async function createOnce(
  store: Store,
  key: string,
  text: string,
  options: {
    readonly clock: Clock;
    readonly logger: Logger;
    /** Fewer tries for what may go missing (a history record); claims keep the default. */
    readonly policy?: RetryPolicy;
    /**
     * False for a record of what happened (history), which needs a first
     * writer, not a sole one: the store may then skip what exclusivity costs.
     */
    readonly exclusive?: boolean;
  },
): Promise<boolean> {
  const create =
    options.exclusive === false && store.createIfAbsent
      ? store.createIfAbsent.bind(store)
      : store.createExclusive.bind(store);
  return withRetry(
    async () => {
      if (await create(key, text)) return true;
      return (await store.readText(key)) === text;
    },
    {
      clock: options.clock,
      policy: options.policy ?? CLAIM_RETRIES,
      onRetry: (error, attempt, delayMs) =>
        options.logger.warning(
          `creating ${key} failed (try ${attempt}): ${describeError(error)}; retrying in ${delayMs}ms`,
        ),
    },
  );
}
