import type { Clock } from '../base/clock.js';
import type { RunIdentity } from '../records/identity.js';
import type { GangSealReport } from '../checkpoints/gang-seal.js';
import type { Logger } from '../base/log.js';
import { openGangChannel, type GangChannel } from '../notice/gang/channel.js';
import { GangNoticeSource, LOST_NODE_GRACE_MS } from '../notice/gang-notices.js';
import { GangMembership } from '../notice/gang/membership.js';
import { MembershipLog } from '../notice/gang/membership-log.js';
import { describeError } from '../base/errors.js';
import type { RestartDispatcher } from '../restart/dispatcher.js';
import {
  askForReplacement,
  gangReplacements,
  joinedAsReplacement,
  type Replacements,
} from './gang-replacements.js';
import { GangStopRecordSource, recordGangStop } from '../notice/gang-stop-record.js';
import type { Notice, NoticeSource } from '../notice/notice.js';
import { endpointText, type Endpoint, type GangSettings } from '../settings/gang.js';
import { GangChangeNotes, type GangHistoryNotes } from './gang-change-notes.js';
import { trainerEnv } from './gang-env.js';
import { leaveGang } from './gang-leave.js';
import { announceReadyAfterStart, announceRisk } from './gang-hand-over.js';
import { HandOverSource } from '../notice/gang/hand-over.js';
import type { Store } from '../store/store.js';
import type { AttemptResult } from '../supervisor/attempt-types.js';

/** How often a node looks for a stop the store recorded (the channel is the fast path). */
const STOP_RECORD_POLL_MS = 5000;

/** This train step's part in its gang: what its trainer is told, and how it hears the others. */
export interface GangLink {
  /** Notices from the other nodes (none for a single node). */
  readonly sources: readonly NoticeSource[];
  /** For the torchrun command line: SPOT_TRAIN_NNODES, _NODE_RANK, _RDZV_ENDPOINT, _RDZV_ID. */
  readonly env: Readonly<Record<string, string>>;
  /**
   * This node's own notice: the other nodes hear it at once, and the store
   * keeps it, unless this node leaves an elastic gang that trains on.
   */
  noticed(notice: Notice): void;
  /**
   * The cloud says this VM is at higher risk (a rebalance recommendation):
   * a member of an elastic gang asks for its replacement now, and steps out
   * once it waits in the rendezvous (HandOverSource).
   */
  atRisk(detail: string): void;
  /** The trainer (group `pgid`) started: a replacement tells the node it replaces once it waits in the rendezvous. */
  trainerStarted(pgid: number): void;
  /** Why this node left an elastic gang that trains on without it; undefined if it did not. */
  left(): string | undefined;
  /** An elastic gang's changes of members as this node saw them; undefined for any other gang. */
  readonly membership?: MembershipLog;
  /** Tells the others how this node ended, and seals the gang's run if this is its last node. */
  leave(result: AttemptResult): Promise<GangSealReport | undefined>;
  /**
   * Closes the channel: after `leave` the others know this node is done.
   * After `error` the step is ending without training to the end, maybe
   * before the others ever reached it: the store's stop record tells them,
   * as the closed connection tells those it had joined. The channel's
   * server and heartbeats would otherwise keep the step from ending.
   */
  close(error?: unknown): Promise<void>;
}

/**
 * Joins the gang before the restore, so a notice anywhere in the gang
 * reaches this node even while it downloads. Node 0 listens (it hosts
 * torch's rendezvous, so nothing of the gang outlives it); the others
 * connect. The rendezvous id names this run key, so a restarted gang never
 * meets a stale rendezvous.
 */
export async function joinGang(params: {
  readonly gang: GangSettings;
  readonly identity: RunIdentity;
  readonly store: Store;
  /** For node 0 of an elastic gang, which asks for replacements: the restart's dispatcher, or why there is none. */
  readonly dispatcher: RestartDispatcher | string;
  /** The run's history, which node 0 of an elastic gang tells of its changes of members. */
  readonly history?: GangHistoryNotes;
  /** A replacement's: the node whose seat it takes. */
  readonly replaces?: number;
  readonly clock: Clock;
  readonly logger: Logger;
}): Promise<GangLink> {
  const { gang, identity, store, clock, logger } = params;
  const rendezvous = gang.rendezvous;
  const minNodes = gang.minNodes ?? gang.nodes;
  const env = trainerEnv(gang, identity.runId);
  if (!identity.node || !rendezvous) {
    const none = () => Promise.resolve(undefined);
    return {
      sources: [],
      env,
      noticed: () => {},
      atRisk: () => {},
      trainerStarted: () => {},
      left: () => undefined,
      leave: none,
      close: none,
    };
  }
  const replacements = minNodes < gang.nodes;
  const channel = await openGangChannel({
    node: identity.node.index,
    nodes: identity.node.count,
    replacements,
    host: rendezvous.host,
    port: rendezvous.port + 1,
    gangId: `${identity.lineage}/${identity.runId}`,
    clock,
    logger,
  });
  const node = identity.node.index;
  logger.info(
    `node ${node} of a gang of ${identity.node.count}: ` +
      (node === 0
        ? `listening for the other nodes on port ${rendezvous.port + 1}`
        : `joining node 0 at ${rendezvous.host}:${rendezvous.port + 1}`),
  );
  const membership = new GangMembership(identity.node.count, minNodes, node);
  if (node >= identity.node.count) await joinedAsReplacement(channel, node);
  const parts = elasticParts(params, { replacements, node, minNodes, rendezvous });
  const members = { membership, ...parts };
  const { replaces } = params;
  const place = { store, identity, node, replaces, rendezvousPort: rendezvous.port };
  return gangLink(channel, env, { ...place, ...members, clock, logger });
}

/** An elastic gang's log of its members, and on node 0 its replacements and their history. */
function elasticParts(
  params: Parameters<typeof joinGang>[0],
  gang: { replacements: boolean; node: number; minNodes: number; rendezvous: Endpoint },
): { log?: MembershipLog; replace?: Replacements; notes?: GangChangeNotes } {
  const { identity, store, clock, logger, history } = params;
  if (!gang.replacements || !identity.node) return {};
  if (gang.node !== 0) return { log: new MembershipLog(identity.node.count) };
  const notes = history && new GangChangeNotes(history, identity.node.count, clock);
  notes?.formed(gang.minNodes);
  const log = new MembershipLog(identity.node.count, (again) => notes?.trainedAgain(again));
  const replace = gangReplacements({
    store,
    identity: { ...identity, node: identity.node },
    minNodes: gang.minNodes,
    rendezvous: endpointText(gang.rendezvous),
    dispatcher: params.dispatcher,
    onAsked: (asked) => {
      const run = asked.run ?? 'run (not yet known)';
      log.asked(
        clock.now(),
        asked.node,
        `in seat ${asked.seat}, for node ${asked.replaces}: ${run}`,
      );
      notes?.asked(asked);
    },
    clock,
    logger,
  });
  return { log, replace, ...(notes ? { notes } : {}) };
}

/** The link over an open channel, with the store's stop record as its second path. */
function gangLink(
  channel: GangChannel,
  env: GangLink['env'],
  params: {
    store: Store;
    identity: RunIdentity;
    node: number;
    replaces: number | undefined;
    rendezvousPort: number;
    membership: GangMembership;
    clock: Clock;
    logger: Logger;
  } & ReturnType<typeof elasticParts>,
): GangLink {
  const { store, identity, node, membership, replace, log, notes, clock, logger } = params;
  const hand = { channel, membership, node, rendezvousPort: params.rendezvousPort, clock, logger };
  const where = { lineage: identity.lineage, runId: identity.runId };
  let closing: Promise<void> | undefined;
  // A lost node never seals: the gang's seal is then finalize's, not worth waiting for.
  const lost = new Set<number>();
  channel.onEvent((event) => {
    if (event.kind === 'lost') lost.add(event.node);
    if (replace) askForReplacement(event, membership, replace);
    log?.heard(event, clock.now());
    notes?.heard(event, membership);
  });
  const stop = (reason: string, deadline: number) =>
    recordGangStop(store, where, { node, reason, deadline }, logger);
  let left: string | undefined;
  return {
    sources: gangSources(channel, { store, where, node, membership, clock, logger }),
    env,
    noticed: (notice) => {
      left ??= tellGang(notice, { channel, membership, node, stop, logger });
    },
    atRisk: (detail) => announceRisk(hand, detail),
    trainerStarted: (pgid) => announceReadyAfterStart(hand, params.replaces, pgid),
    left: () => left,
    ...(log ? { membership: log } : {}),
    leave: (result) =>
      leaveGang(channel, result, {
        store,
        identity,
        lost,
        left: left !== undefined,
        clock,
        logger,
      }),
    close: (error?: unknown) =>
      (closing ??= (async () => {
        // A node that left an elastic gang stops nobody: the others train on without it.
        if (error !== undefined && left === undefined) {
          const reason = `node ${node}'s train step failed: ${describeError(error)}`;
          await stop(reason, clock.now() + LOST_NODE_GRACE_MS);
        }
        await channel.close();
      })()),
  };
}

/** How this node hears the gang: the channel, the store's stop record, and a hand-over of its seat. */
function gangSources(
  channel: GangChannel,
  params: {
    store: Store;
    where: { lineage: string; runId: string };
    node: number;
    membership: GangMembership;
    clock: Clock;
    logger: Logger;
  },
): NoticeSource[] {
  const { store, where, node, membership, clock, logger } = params;
  return [
    new GangNoticeSource(channel, clock, membership.elastic ? { membership, logger } : undefined),
    new GangStopRecordSource({ store, ...where, node, pollMs: STOP_RECORD_POLL_MS, clock, logger }),
    ...(membership.handsOver(node) ? [new HandOverSource(channel, node, clock)] : []),
  ];
}

/**
 * This node's own notice, for the gang: the others hear it at once and the
 * store keeps it, unless this node leaves an elastic gang that trains on.
 * Returns why this node left, if it did.
 */
function tellGang(
  notice: Notice,
  gang: {
    channel: GangChannel;
    membership: GangMembership;
    node: number;
    stop: (reason: string, deadline: number) => Promise<void>;
    logger: Logger;
  },
): string | undefined {
  const { channel, membership, node, stop, logger } = gang;
  // A cancelled run stops every node itself (each job gets the runner's
  // SIGINT); passed on, a person's stop would reach the others as a
  // reclaim, and they would restart what the person stopped.
  if (notice.userRequested) return undefined;
  // Stopped by another node: it told the others and the store, unless it
  // believed it was leaving an elastic gang that would train on, and this
  // node saw the gang fall below its floor.
  if (notice.source === 'gang') {
    if (membership.elastic) void stop(notice.reason, notice.deadline);
    return undefined;
  }
  const reason = `${notice.source}: ${notice.reason}`;
  channel.announceNotice(notice.deadline, reason);
  if (notice.source !== 'hand-back' && membership.leaves(node)) {
    logger.notice(
      `node ${node} leaves the elastic gang (${reason}); the other ${membership.size} nodes train on without it`,
    );
    return reason;
  }
  void stop(reason, notice.deadline);
  return undefined;
}
