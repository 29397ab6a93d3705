import { EventFeed, type GangEventListener } from './feed.js';
import { GangHub } from './hub.js';
import { GangMember } from './member.js';
import {
  MAX_REPLACEMENTS,
  type GangChannelOptions,
  type GangConfig,
  type GangEnd,
  type GangEvent,
  type Outcome,
} from './gang-end.js';
import { clipReason } from './wire.js';

export interface GangChannel {
  /** Node 0's listening port (the chosen one when `port` was 0); the configured port elsewhere. */
  readonly port: number;
  /** Tells every other node at once; later calls are ignored (the first notice is the one that counts). */
  announceNotice(deadline: number, reason: string): void;
  /** Says this node's VM is at higher risk of being reclaimed; once. */
  announceRisk(reason: string): void;
  /** Says this replacement's trainer has started and waits to take the seat of `replaces`; once. */
  announceReady(replaces: number): void;
  /** Says this node is leaving on purpose, so its departure is not a loss; 'failed' reaches the others. */
  announceDone(outcome: Outcome): void;
  /** Every event from the channel's start; an iterator ends when the channel closes. */
  readonly events: AsyncIterable<GangEvent>;
  /** Calls `listener` for past and future events; returns a function that unsubscribes. */
  onEvent(listener: GangEventListener): () => void;
  /** Resolves once every peer this node waits for has joined or been declared lost. */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens this node's end of the gang's notice channel: a star with node 0 as
 * the hub, because node 0 also hosts torchrun's c10d store, so the gang cannot
 * outlive it anyway. Resolves once node 0 listens, or once another node has
 * started connecting; it never waits for peers.
 *
 * The bounds it gives: a notice crosses at most two hops (member, hub,
 * member) on open connections with Nagle off, so it costs milliseconds; a
 * peer whose connection closes is lost at once, a peer that goes quiet (a
 * frozen or vanished VM sends no FIN) within lossAfterMs + heartbeatMs, and a
 * node that never joins within joinTimeoutMs.
 */
export async function openGangChannel(options: GangChannelOptions): Promise<GangChannel> {
  const config = checkOptions(options);
  const feed = new EventFeed(config.node, config.logger);
  const end: GangEnd =
    config.node === 0 ? await GangHub.start(config, feed) : GangMember.start(config, feed);
  let noticed = false;
  const said = new Set<'risk' | 'ready'>();
  const once = (what: 'risk' | 'ready', say: () => void): void => {
    if (said.has(what)) return;
    said.add(what);
    say();
  };
  let closing: Promise<void> | undefined;
  return {
    port: end.port,
    ready: end.ready,
    events: feed,
    onEvent: (listener) => feed.onEvent(listener),
    announceNotice: (deadline, reason) => {
      if (noticed) return;
      noticed = true;
      end.announceNotice(deadline, clipReason(reason));
    },
    announceRisk: (reason) => once('risk', () => end.announceRisk(clipReason(reason))),
    announceReady: (replaces) => once('ready', () => end.announceReady(replaces)),
    announceDone: (outcome) => end.announceDone(outcome),
    close: () =>
      (closing ??= end.close().finally(() => {
        feed.end();
      })),
  };
}

function checkOptions(options: GangChannelOptions): GangConfig {
  const { node, nodes, port, gangId } = options;
  if (!Number.isSafeInteger(nodes) || nodes < 2)
    throw new Error(`gang channel: nodes must be an integer of at least 2, not ${nodes}`);
  const ids = options.replacements ? nodes + MAX_REPLACEMENTS : nodes;
  if (!Number.isSafeInteger(node) || node < 0 || node >= ids)
    throw new Error(`gang channel: node must be an integer from 0 to ${ids - 1}, not ${node}`);
  if (!Number.isSafeInteger(port) || port < (node === 0 ? 0 : 1) || port > 65535)
    throw new Error(`gang channel: port must be an integer from 1 to 65535, not ${port}`);
  if (gangId === '' || gangId.length > 256)
    throw new Error(
      `gang channel: gangId must be 1 to 256 characters, not ${JSON.stringify(gangId)}`,
    );
  const config: GangConfig = {
    ...options,
    listenHost: options.listenHost ?? '0.0.0.0',
    replacements: options.replacements ?? false,
    heartbeatMs: options.heartbeatMs ?? 1000,
    lossAfterMs: options.lossAfterMs ?? 5000,
    joinTimeoutMs: options.joinTimeoutMs ?? 10 * 60_000,
  };
  for (const key of ['heartbeatMs', 'lossAfterMs', 'joinTimeoutMs'] as const)
    if (!(config[key] > 0))
      throw new Error(`gang channel: ${key} must be a positive number, not ${config[key]}`);
  if (config.lossAfterMs <= config.heartbeatMs)
    throw new Error(
      `gang channel: lossAfterMs (${config.lossAfterMs}) must be longer than heartbeatMs (${config.heartbeatMs}), or every peer is lost between two heartbeats`,
    );
  return config;
}
