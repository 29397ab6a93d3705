import { describe, expect, it } from 'vitest';
import { QuickCalls } from '../../src/base/quick-calls.js';

/** A QuickCalls whose calls take what the test says, on a clock of its own. */
function timed(): { calls: QuickCalls; call: (ms: number) => Promise<'now' | 'later'> } {
  let now = 0;
  const calls = new QuickCalls(() => now);
  return {
    calls,
    call: (ms) =>
      calls.run(
        () => {
          now += ms;
          return 'now' as const;
        },
        () => Promise.resolve('later' as const),
      ),
  };
}

describe('file system calls on the main thread', () => {
  it('stay there through a garbage collection timed inside one call, and another later', async () => {
    const { calls, call } = timed();
    for (let i = 0; i < 20; i++) await call(0.01);
    await call(200);
    for (let i = 0; i < 500; i++) await call(0.01);
    await call(250);
    expect(await call(0.01)).toBe('now');
    expect(calls.inline()).toBe(true);
  });

  it('go through the thread pool once a disk answers in 10 ms a call, within 10 calls', async () => {
    const { calls, call } = timed();
    for (let i = 0; i < 100; i++) await call(0.01);
    let answered = 0;
    while (calls.inline() && answered < 1000) {
      await call(10);
      answered++;
    }
    expect(answered).toBeLessThanOrEqual(10);
    expect(await call(0.01)).toBe('later');
  });

  it('go through the thread pool when a loaded disk makes most calls slow', async () => {
    const { calls, call } = timed();
    for (let i = 0; i < 64 && calls.inline(); i++) await call(i % 3 === 0 ? 0.01 : 8);
    expect(calls.inline()).toBe(false);
  });

  it('go through the thread pool at once after a call that hung for over a second', async () => {
    const { calls, call } = timed();
    await call(1500);
    expect(calls.inline()).toBe(false);
    expect(await call(0.01)).toBe('later');
  });
});
