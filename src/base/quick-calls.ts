import { performance } from 'node:perf_hooks';

/** A call slower than this is slow; a local disk answers in microseconds. */
const SLOW_MS = 5;
/**
 * More than this many slow calls among the last 16 (a network file
 * system, a disk under load) end the habit. A count, not one call: a
 * garbage collection or a descheduled thread makes any one call look slow
 * now and then (a major collection of a large heap, timed inside a read,
 * takes 100-250 ms).
 */
const SLOW_OF_16 = 8;
/** One call this slow (a hung mount; no collection takes this long) ends it at once. */
const HUNG_MS = 1_000;

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
  /** Bit i: whether the i-th call back was slow. */
  private recent = 0;

  /** `clock`: milliseconds, monotonic; a test's own. */
  constructor(private readonly clock: () => number = () => performance.now()) {}

  /** `now` (synchronous) while calls are quick, else `later` (asynchronous). */
  async run<T>(now: () => T, later: () => Promise<T>): Promise<T> {
    if (!this.quick) return later();
    const started = this.clock();
    try {
      return now();
    } finally {
      const ms = this.clock() - started;
      this.recent = ((this.recent << 1) | (ms > SLOW_MS ? 1 : 0)) & 0xffff;
      if (ms > HUNG_MS || slowCount(this.recent) > SLOW_OF_16) this.quick = false;
    }
  }

  /** Whether calls still run on the main thread (a caller doing many then yields now and then). */
  inline(): boolean {
    return this.quick;
  }
}

function slowCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/**
 * The outputs directory's calls: a VM's local disk, where a trainer writes.
 * One habit for the process: the disk under it is one.
 */
export const outputsCalls = new QuickCalls();
