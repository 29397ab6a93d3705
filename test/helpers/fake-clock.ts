import type { Clock } from '../../src/base/clock.js';

/**
 * A clock whose time moves only when a test says so (or when every sleeper
 * is waiting and `autoAdvance` is on), so schedules of minutes run instantly.
 */
export class FakeClock implements Clock {
  private time: number;
  private sleepers: { until: number; resolve: () => void; reject: (error: unknown) => void }[] = [];

  constructor(start = Date.parse('2026-11-30T12:00:00Z')) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(abortError(signal));
        return;
      }
      const sleeper = { until: this.time + Math.max(0, ms), resolve, reject };
      this.sleepers.push(sleeper);
      signal?.addEventListener(
        'abort',
        () => {
          this.sleepers = this.sleepers.filter((s) => s !== sleeper);
          reject(abortError(signal));
        },
        { once: true },
      );
    });
  }

  /** Moves time forward, waking sleepers in order and letting each run. */
  async advance(ms: number): Promise<void> {
    const target = this.time + ms;
    for (;;) {
      const next = this.sleepers
        .filter((s) => s.until <= target)
        .sort((a, b) => a.until - b.until)[0];
      if (!next) break;
      this.time = next.until;
      this.sleepers = this.sleepers.filter((s) => s !== next);
      next.resolve();
      await flushMicrotasks();
    }
    this.time = target;
    await flushMicrotasks();
  }

  get pendingSleeps(): number {
    return this.sleepers.length;
  }
}

export async function flushMicrotasks(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
  await new Promise<void>((resolve) => setImmediate(resolve));
}

function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error('aborted');
}
