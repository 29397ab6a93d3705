import { performance } from 'node:perf_hooks';

/**
 * Calls slower than this on average (a network file system, a disk under
 * load) end the habit; a local disk answers in microseconds. An average,
 * not one call: a garbage collection or a descheduled thread makes any one
 * call look slow now and then.
 */
const SLOW_AVERAGE_MS = 5;
/** One call this slow (a hung mount) ends it at once. */
const HUNG_MS = 200;
/** Weight of the newest call in the running average. */
const WEIGHT = 0.1;

/**
 * File system calls on the main thread while they are quick. An lstat,
 * open or rename through the thread pool costs the handing over (tens of
 * microseconds of CPU, two context switches) against a microsecond or two
 * for the call itself; with 50,000 small files that was most of the
 * supervisor's CPU. A blocked event loop delays the notice watch, so once
 * calls turn out slow this is off for good and every later call goes
 * through the pool.
 */
export class QuickCalls {
  private quick = true;
  private averageMs = 0;

  /** `now` (synchronous) while calls are quick, else `later` (asynchronous). */
  async run<T>(now: () => T, later: () => Promise<T>): Promise<T> {
    if (!this.quick) return later();
    const started = performance.now();
    try {
      return now();
    } finally {
      const ms = performance.now() - started;
      this.averageMs += (ms - this.averageMs) * WEIGHT;
      if (ms > HUNG_MS || this.averageMs > SLOW_AVERAGE_MS) this.quick = false;
    }
  }

  /** Whether calls still run on the main thread (a caller doing many then yields now and then). */
  inline(): boolean {
    return this.quick;
  }
}

/**
 * The outputs directory's calls: a VM's local disk, where a trainer writes.
 * One habit for the process: the disk under it is one.
 */
export const outputsCalls = new QuickCalls();
