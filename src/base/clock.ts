import { setTimeout as delay } from 'node:timers/promises';

/** Time as the rest of the code sees it, so tests can run hours of schedule in milliseconds. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Resolves after `ms`, or rejects with an AbortError when `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

/**
 * Node fires a timer of 2^31 ms (24.8 days) or more after 1 ms, so a long
 * wait would end at once, or spin when repeated; longer waits go in steps.
 */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: async (ms, signal) => {
    const options = signal ? { signal } : undefined;
    for (let left = Math.max(0, ms); ; left -= LONGEST_TIMER_MS) {
      await delay(Math.min(left, LONGEST_TIMER_MS), undefined, options);
      if (left <= LONGEST_TIMER_MS) return;
    }
  },
};

/** Sleeps until the signal aborts or `ms` passes, whichever comes first; never throws. */
export async function sleepUnlessAborted(
  clock: Clock,
  ms: number,
  signal: AbortSignal,
): Promise<void> {
  try {
    await clock.sleep(ms, signal);
  } catch (error) {
    if (!signal.aborted) throw error;
  }
}
