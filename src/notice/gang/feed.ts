import type { Logger } from '../../base/log.js';
import { isAdvisory, type GangEvent } from './gang-end.js';

export type GangEventListener = (event: GangEvent) => void;

/**
 * The events this node hears about the others: at most one departure per
 * node, the first (a node that announced a notice and then vanishes has
 * already told everyone what matters), and a replacement's `joined` before
 * it. Every listener and every iterator sees every event,
 * including those that came before it subscribed.
 */
export class EventFeed implements AsyncIterable<GangEvent> {
  private readonly history: GangEvent[] = [];
  private readonly listeners = new Set<GangEventListener>();
  private wake: (() => void)[] = [];
  private ended = false;

  constructor(
    private readonly self: number,
    private readonly logger: Logger,
  ) {}

  /** True when the event was new; false for this node's own or a repeat about a node. */
  deliver(event: GangEvent): boolean {
    if (this.ended || event.node === this.self) return false;
    if (this.history.some((seen) => sameKind(seen, event))) return false;
    this.history.push(event);
    for (const listener of this.listeners) this.call(listener, event);
    this.wakeAll();
    return true;
  }

  onEvent(listener: GangEventListener): () => void {
    for (const event of this.history) this.call(listener, event);
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Iterators finish; listeners hear nothing more. */
  end(): void {
    this.ended = true;
    this.listeners.clear();
    this.wakeAll();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<GangEvent> {
    for (let next = 0; ; next++) {
      while (next >= this.history.length) {
        if (this.ended) return;
        await new Promise<void>((resolve) => this.wake.push(resolve));
      }
      yield this.history[next] as GangEvent;
    }
  }

  /** A listener's bug must not take the channel's socket handlers down with it. */
  private call(listener: GangEventListener, event: GangEvent): void {
    try {
      listener(event);
    } catch (error) {
      this.logger.error(
        `gang channel: a listener failed on a ${event.kind} event: ${String(error)}`,
      );
    }
  }

  private wakeAll(): void {
    const waiting = this.wake;
    this.wake = [];
    for (const resolve of waiting) resolve();
  }
}

/** Each node joins, is at risk, is ready, and departs (notice, lost, failed) at most once. */
const once = (event: GangEvent): string =>
  event.kind === 'joined' || isAdvisory(event) ? event.kind : 'gone';

/** Both about one node and of one kind: the second is a repeat. */
export function sameKind(a: GangEvent, b: GangEvent): boolean {
  return a.node === b.node && once(a) === once(b);
}
