import { describe, expect, it } from 'vitest';
import { FifoQueue } from '../../src/base/fifo-queue.js';

describe('a first-in first-out queue', () => {
  it('gives back 5,000 items in order while more keep arriving, past each block it drops', () => {
    const queue = new FifoQueue<number>();
    const out: number[] = [];
    for (let i = 0; i < 5000; i++) {
      queue.push(i);
      if (i % 3 === 0) out.push(queue.shift() ?? -1);
    }
    expect(queue.peek()).toBe(out.length);
    while (queue.size > 0) out.push(queue.shift() ?? -1);
    expect(out).toEqual(Array.from({ length: 5000 }, (_, i) => i));
    expect(queue.shift()).toBeUndefined();
  });
});
