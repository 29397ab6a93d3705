import { shortNodeMinutes } from './short-of-size.js';
import { isAdvisory, type GangEvent } from './gang-end.js';

/** One change of an elastic gang's members, as this node saw it. */
export interface MembershipChange {
  /** Clock time (epoch ms) this node heard of it. */
  readonly at: number;
  readonly node: number;
  readonly kind: 'left' | 'joined' | 'replacement asked' | 'trained again';
  readonly detail: string;
}

/** This node trained again, `seconds` after node `node` left or joined. */
export interface TrainedAgain {
  readonly node: number;
  readonly after: 'left' | 'joined';
  readonly seconds: number;
  /** Epoch ms. */
  readonly at: number;
}

/**
 * What an elastic gang's summary tells: who left and why, which
 * replacement node 0 asked for, who joined, and for how long the gang
 * trained short of its size (in node-minutes: each missing node counts
 * for the time it was missing).
 */
export class MembershipLog {
  private readonly changes: MembershipChange[] = [];
  /** The last change this node's trainer has not resumed after yet. */
  private pending: MembershipChange | undefined;

  constructor(
    readonly nodes: number,
    /** Told of each time this node trained again (node 0 keeps it in the run's history). */
    private readonly onTrainedAgain?: (again: TrainedAgain) => void,
  ) {}

  heard(event: GangEvent, at: number): void {
    if (event.kind === 'failed' || isAdvisory(event)) return;
    const kind = event.kind === 'joined' ? 'joined' : 'left';
    const detail =
      event.kind === 'notice'
        ? `got a notice (${event.reason})`
        : event.kind === 'lost'
          ? event.reason
          : 'joined as a replacement';
    const change: MembershipChange = { at, node: event.node, kind, detail };
    this.changes.push(change);
    this.pending = change;
  }

  /**
   * The trainer said it resumed (a `resumed from ...` line, which every
   * rank of a resuming trainer prints, where step lines may come from one
   * rank on another node): the first such line after a change is when this
   * node trained again. A trainer that never says so gets no such line.
   */
  resumeSaid(at: number): void {
    const change = this.pending;
    if (!change || at < change.at) return;
    this.pending = undefined;
    const after = change.kind === 'left' ? 'left' : 'joined';
    const seconds = (at - change.at) / 1000;
    this.changes.push({
      at,
      node: change.node,
      kind: 'trained again',
      detail: `${seconds.toFixed(1)} s after node ${change.node} ${after}`,
    });
    this.onTrainedAgain?.({ node: change.node, after, seconds, at });
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
