/**
 * The types the channel, the hub and the member share: what a node hears,
 * how a channel is configured, and the part each end implements. Apart, so
 * the hub and the member need not import the channel that builds them.
 */
import type { Clock } from '../../base/clock.js';
import type { Logger } from '../../base/log.js';

/** How a node's trainer ended, as the node tells the others. */
export type Outcome = 'completed' | 'interrupted' | 'failed';

/**
 * What this node hears about another node of the gang: at most one
 * departure (notice, lost, failed) per node, at most one `risk` and one
 * `ready`, and for a replacement also the `joined` before it.
 */
export type GangEvent =
  /** A replacement node joined an elastic gang (its id is `nodes` or more: ids are never reused). */
  | { kind: 'joined'; node: number; reason: string }
  /**
   * The node's VM is at higher risk of being reclaimed (AWS's rebalance
   * recommendation): in an elastic gang a replacement may take its seat
   * before it goes, so the gang re-forms once instead of twice.
   */
  | { kind: 'risk'; node: number; reason: string }
  /**
   * A replacement's trainer has started: its torchrun agent waits in the
   * full rendezvous for the seat of `replaces`, which may now step out.
   */
  | { kind: 'ready'; node: number; replaces: number; reason: string }
  /** The node got a preemption notice; `deadline` is when it expects to disappear (epoch ms). */
  | { kind: 'notice'; node: number; deadline: number; reason: string }
  /** The node left without saying goodbye, went silent, or never joined. */
  | { kind: 'lost'; node: number; reason: string }
  /** The node's trainer ended in failure, and the node said so. */
  | { kind: 'failed'; node: number; reason: string };

/** Said of a node that stays in the gang for now (a risk, a replacement's readiness): no one's membership changes. */
export function isAdvisory(
  event: GangEvent,
): event is Extract<GangEvent, { kind: 'risk' | 'ready' }> {
  return event.kind === 'risk' || event.kind === 'ready';
}

export interface GangChannelOptions {
  /** This node's rank, 0..nodes-1; node 0 is the hub the others connect to. */
  node: number;
  /** Gang size, at least 2. */
  nodes: number;
  /**
   * An elastic gang: the hub seats replacements, nodes whose ids run from
   * `nodes` up (below `nodes + MAX_REPLACEMENTS`), for nodes that left.
   */
  replacements?: boolean;
  /** Node 0's address, as the other nodes reach it. */
  host: string;
  /** Node 0's port; node 0 may pass 0 for any free port (see `GangChannel.port`). */
  port: number;
  /** Where node 0 listens; default every interface. */
  listenHost?: string;
  /** Unique per attempt (lineage/run/attempt): a node of another gang is refused. */
  gangId: string;
  heartbeatMs?: number;
  /** No traffic from a peer for this long means it is lost. */
  lossAfterMs?: number;
  /** A node that never joins (node 0's view) or a hub never reached (the others') is lost after this. */
  joinTimeoutMs?: number;
  clock: Clock;
  logger: Logger;
}

/** The options with defaults applied; what the hub and the member work from. */
export type GangConfig = Required<Omit<GangChannelOptions, 'listenHost'>> & { listenHost: string };

/** Replacement ids a gang hands out over one run; ids are never reused, so one node's events never mix with another's. */
export const MAX_REPLACEMENTS = 64;

/** The part the hub and the member each implement. */
export interface GangEnd {
  readonly port: number;
  readonly ready: Promise<void>;
  announceNotice(deadline: number, reason: string): void;
  announceRisk(reason: string): void;
  announceReady(replaces: number): void;
  announceDone(outcome: Outcome): void;
  close(): Promise<void>;
}
