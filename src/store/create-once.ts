import type { Clock } from '../base/clock.js';
import { describeError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import { withRetry, type RetryPolicy } from '../base/retry.js';
import type { Store } from './store.js';
import { generationKey, MAX_RECORD_GENERATIONS, settledRecord, TORN } from './torn-record.js';

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
    /**
     * How to tell a whole record from one its writer never finished. With
     * it, a record left empty or unreadable is passed over for the next
     * generation of the key (see readCreated), instead of blocking for good.
     */
    readonly whole?: (text: string) => boolean;
  },
): Promise<boolean> {
  const generations = options.whole ? MAX_RECORD_GENERATIONS : 1;
  for (let generation = 1; generation <= generations; generation++) {
    const attempt = generationKey(key, generation);
    const mine = await createOne(store, attempt, text, options);
    if (mine !== 'taken') return mine;
    const found = options.whole
      ? await settledRecord(store, attempt, options.whole, options)
      : await store.readText(attempt);
    if (found !== TORN) return found === text;
  }
  return false;
}

/**
 * The record created under `key` as readers should take it: the first
 * generation that is not torn; undefined when there is none yet.
 */
export async function readCreated(
  store: Store,
  key: string,
  whole: (text: string) => boolean,
): Promise<string | undefined> {
  for (let generation = 1; generation <= MAX_RECORD_GENERATIONS; generation++) {
    const text = await store.readText(generationKey(key, generation));
    if (text === undefined || whole(text)) return text;
  }
  return undefined;
}

/** One exclusive create, retried through passing failures: true, or 'taken' when the key exists. */
async function createOne(
  store: Store,
  key: string,
  text: string,
  options: Parameters<typeof createOnce>[3],
): Promise<true | 'taken'> {
  const create =
    options.exclusive === false && store.createIfAbsent
      ? store.createIfAbsent.bind(store)
      : store.createExclusive.bind(store);
  return withRetry(
    async () => {
      if (await create(key, text)) return true;
      // A try whose answer was lost may have created it: our own text says so.
      return (await store.readText(key)) === text ? true : 'taken';
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
