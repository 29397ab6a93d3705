import type { Clock } from '../base/clock.js';
import type { Logger } from '../base/log.js';
import type { GangChannel } from '../notice/gang/channel.js';
import type { GangMembership } from '../notice/gang/membership.js';
import { processGroupAlive } from '../supervisor/process-group.js';
import { connectedTo } from '../supervisor/rendezvous-connected.js';

/**
 * Where /proc cannot tell when a replacement's torchrun agent has reached the
 * rendezvous: from its trainer's start to its `ready`, time enough for an
 * agent to import torch (with CUDA, seconds) and connect.
 */
export const READY_WITHOUT_PROC_MS = 15_000;
/** How often a replacement looks for its agent's connection to the rendezvous store. */
const AGENT_POLL_MS = 500;
/** From the agent's connection to the store to its place in the rendezvous: its join is its next call. */
const JOIN_AFTER_CONNECT_MS = 1_000;

interface HandOverParts {
  readonly channel: GangChannel;
  /** The c10d store's port, which a replacement's agent connects to. */
  readonly rendezvousPort: number | undefined;
  readonly membership: GangMembership;
  readonly node: number;
  readonly clock: Clock;
  readonly logger: Logger;
}

/** A member at risk asks node 0, through the channel, for a replacement in its seat now; once. */
export function announceRisk(gang: HandOverParts, detail: string): void {
  const { channel, membership, node, logger } = gang;
  if (!membership.elastic) return;
  if (!membership.handsOver(node)) {
    logger.info(
      `node ${node}'s VM is at risk (${detail}), but it cannot hand its seat over: node 0 hosts the rendezvous; it trains on until a notice`,
    );
    return;
  }
  logger.notice(
    `node ${node}'s VM is at risk (${detail}): node 0 asks for a replacement in its seat; this node trains on until the replacement waits in the rendezvous, then steps out`,
  );
  channel.announceRisk(detail);
}

/**
 * A replacement says it waits in the rendezvous once its torchrun agent
 * (in the trainer's process group `pgid`) has connected to the c10d store.
 * Its agent then waits there while the round is full, and causes no
 * restart; the node it replaces steps out on hearing it. Were `ready`
 * early, the gang would re-form without that node first and admit the
 * replacement after, as after a reclaim: slower, never wrong. Never throws:
 * a /proc it cannot read makes it wait the fixed time instead.
 */
export function announceReadyAfterStart(
  gang: HandOverParts,
  replaces: number | undefined,
  pgid: number,
): void {
  if (replaces === undefined) return;
  untilAgentWaits(gang, pgid)
    .catch((error: unknown) => {
      gang.logger.debug(`could not watch for the torchrun agent: ${String(error)}`);
      return gang.clock.sleep(READY_WITHOUT_PROC_MS).then(() => true);
    })
    .then((waits) => {
      if (!waits) return;
      gang.logger.info(
        `this replacement's torchrun agent is in the rendezvous; telling node ${replaces}`,
      );
      gang.channel.announceReady(replaces);
    })
    .catch(() => undefined);
}

/** True once the agent is in the rendezvous (or, without /proc, after the fixed wait); false if the trainer ended first. */
async function untilAgentWaits(gang: HandOverParts, pgid: number): Promise<boolean> {
  const { clock, rendezvousPort } = gang;
  for (;;) {
    const connected = rendezvousPort === undefined ? undefined : connectedTo(pgid, rendezvousPort);
    if (connected === undefined) {
      await clock.sleep(READY_WITHOUT_PROC_MS);
      return true;
    }
    if (connected) {
      await clock.sleep(JOIN_AFTER_CONNECT_MS);
      return true;
    }
    if (!processGroupAlive(pgid)) return false;
    await clock.sleep(AGENT_POLL_MS);
  }
}
