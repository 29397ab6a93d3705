import type { Clock } from '../base/clock.js';
import type { GangChangeRecord } from '../history/gang-changes.js';
import { isoTime } from '../history/records.js';
import { isAdvisory, type GangEvent } from '../notice/gang/gang-end.js';
import type { GangMembership } from '../notice/gang/membership.js';
import type { TrainedAgain } from '../notice/gang/membership-log.js';

/** The part of the train step's history an elastic gang's node 0 writes to. */
export interface GangHistoryNotes {
  gangFormed(nodes: number, minNodes: number, at: number): void;
  gangChanged(change: GangChangeRecord): void;
}

/** A replacement node 0 asked for: its id, its seat, the node it replaces, and the run that brings it. */
export interface AskedReplacement {
  readonly node: number;
  readonly seat: number;
  readonly replaces: number;
  /** The dispatched run's URL or id; undefined when GitHub did not say yet. */
  readonly run: string | undefined;
}

/**
 * Node 0's history of an elastic gang's changes of members, each written
 * as it is heard, in the background (the history's recorder never throws
 * or waits): a node 0 reclaimed later has still written all it heard
 * before, where a record made at the attempt's end would be lost with it.
 */
export class GangChangeNotes {
  /** Each replacement's seat, from node 0's requests: the channel's events name only ids. */
  private readonly seats = new Map<number, number>();

  constructor(
    private readonly history: GangHistoryNotes,
    private readonly nodes: number,
    private readonly clock: Clock,
  ) {}

  formed(minNodes: number): void {
    this.history.gangFormed(this.nodes, minNodes, this.clock.now());
  }

  /** A node left or joined; `membership` says whether the gang trains on without it. */
  heard(event: GangEvent, membership: GangMembership): void {
    // A risk or a replacement's readiness changes no one's membership; the departure that follows does.
    if (event.kind === 'failed' || isAdvisory(event)) return;
    const at = isoTime(this.clock.now());
    const { node } = event;
    const seat = node < this.nodes ? node : this.seats.get(node);
    const seated = seat === undefined ? {} : { seat };
    if (event.kind === 'joined') {
      this.history.gangChanged({ kind: 'joined', node, ...seated, at });
      return;
    }
    // Idempotent: the membership already counted this departure; asking again reads its answer.
    const trainsOn = membership.leaves(node);
    const { reason } = event;
    this.history.gangChanged({
      kind: 'left',
      node,
      ...seated,
      why: event.kind,
      reason,
      trainsOn,
      at,
    });
  }

  /** Node 0's trainer said it resumed after a change: how long the gang stood still, as node 0 saw it. */
  trainedAgain(again: TrainedAgain): void {
    const { node, after, at } = again;
    const seconds = Math.round(again.seconds * 10) / 10;
    this.history.gangChanged({ kind: 'trained', node, after, seconds, at: isoTime(at) });
  }

  asked(asked: AskedReplacement): void {
    this.seats.set(asked.node, asked.seat);
    const { run, ...rest } = asked;
    const at = isoTime(this.clock.now());
    this.history.gangChanged({ kind: 'asked', ...rest, ...(run === undefined ? {} : { run }), at });
  }
}
