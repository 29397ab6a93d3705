import { setTimeout as delay } from 'node:timers/promises';

/** Time as the rest of the code sees it, so tests can run hours of schedule in milliseconds. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Resolves after `ms`, or rejects with an AbortError when `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: async (ms, signal) => {
    await delay(Math.max(0, ms), undefined, signal ? { signal } : undefined);
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
