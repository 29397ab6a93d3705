import { shortNodeMinutes } from './short-of-size.js';
import type { GangEvent } from './gang-end.js';

/** One change of an elastic gang's members, as this node saw it. */
export interface MembershipChange {
  /** Clock time (epoch ms) this node heard of it. */
  readonly at: number;
  readonly node: number;
  readonly kind: 'left' | 'joined' | 'replacement asked';
  readonly detail: string;
}

/**
 * What an elastic gang's summary tells: who left and why, which
 * replacement node 0 asked for, who joined, and for how long the gang
 * trained short of its size (in node-minutes: each missing node counts
 * for the time it was missing).
 */
export class MembershipLog {
  private readonly changes: MembershipChange[] = [];

  constructor(readonly nodes: number) {}

  heard(event: GangEvent, at: number): void {
    if (event.kind === 'failed') return;
    const kind = event.kind === 'joined' ? 'joined' : 'left';
    const detail =
      event.kind === 'notice'
        ? `got a notice (${event.reason})`
        : event.kind === 'lost'
          ? event.reason
          : 'joined as a replacement';
    this.changes.push({ at, node: event.node, kind, detail });
  }

  asked(at: number, node: number, detail: string): void {
    this.changes.push({ at, node, kind: 'replacement asked', detail });
  }

  get all(): readonly MembershipChange[] {
    return [...this.changes].sort((a, b) => a.at - b.at);
  }

  /** Node-minutes the gang trained short of `nodes`, up to `until`. */
  shortNodeMinutes(until: number): number {
    return shortNodeMinutes(this.changes, until);
  }
}
