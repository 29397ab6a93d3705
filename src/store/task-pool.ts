import { FifoQueue } from '../base/fifo-queue.js';

/**
 * Runs at most `limit` tasks at once and lets a caller wait for all of them.
 * A task that throws is handed to `onError`: it never becomes an unhandled
 * rejection that would take the supervisor (and the trainer's notice) down.
 */
export class TaskPool {
  private running = 0;
  private readonly waiting = new FifoQueue<() => void>();
  private readonly active = new Set<Promise<void>>();

  constructor(
    private readonly limit: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  add(task: () => Promise<void>): void {
    const run = (async () => {
      if (this.running >= this.limit)
        await new Promise<void>((resolve) => this.waiting.push(resolve));
      this.running++;
      try {
        await task();
      } catch (error) {
        this.onError(error);
      } finally {
        this.running--;
        this.waiting.shift()?.();
      }
    })();
    this.active.add(run);
    void run.finally(() => this.active.delete(run));
  }

  busy(): boolean {
    return this.active.size > 0;
  }

  /** Resolves when every task added so far, and any they add, has finished. */
  async idle(): Promise<void> {
    while (this.active.size > 0) await Promise.allSettled([...this.active]);
  }
}
