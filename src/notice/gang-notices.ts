import type { Clock } from '../base/clock.js';
import type { Logger } from '../base/log.js';
import type { GangChannel } from './gang/channel.js';
import { isAdvisory, type GangEvent } from './gang/gang-end.js';
import type { GangMembership } from './gang/membership.js';
import type { Notice, NoticeSource } from './notice.js';

/**
 * The deadline the rest of a gang works to when a node is lost without a
 * notice. Their trainers may be stuck in a collective with the lost node,
 * so the usual save, SIGTERM and SIGKILL steps run as on a notice; 30 s is
 * the shortest notice a cloud gives (GCP, Azure), so this node's own notice
 * arriving a moment later, as it often does when the cloud takes back
 * several VMs of a pool, can hardly come with an earlier deadline than the
 * one it is already working to.
 */
export const LOST_NODE_GRACE_MS = 30_000;

/**
 * The gang's channel as a notice source: another node's notice is this
 * node's notice, with that node's deadline (the gang works to the earliest
 * one); a node lost or failed stops this one too, since torch's collectives
 * cannot go on without it. In an elastic gang a node's notice or loss is
 * its leaving: torchrun's agents here re-form the gang without it, and this
 * node trains on, unless the gang falls below its floor (GangMembership).
 */
export class GangNoticeSource implements NoticeSource {
  readonly kind = 'gang' as const;

  constructor(
    private readonly channel: Pick<GangChannel, 'onEvent'>,
    private readonly clock: Clock,
    private readonly elastic?: { readonly membership: GangMembership; readonly logger: Logger },
  ) {}

  watch(signal: AbortSignal): Promise<Notice> {
    return new Promise<Notice>((resolve) => {
      if (signal.aborted) return;
      this.channel.onEvent((event) => {
        // A risk, and a replacement's readiness, are for node 0 and for the node at risk (HandOverSource).
        if (signal.aborted || isAdvisory(event)) return;
        if (this.trainsOn(event) || event.kind === 'joined') return;
        resolve(this.toNotice(event));
      });
    });
  }

  /**
   * A node that leaves an elastic gang which stays at or above its floor,
   * or a replacement joining: said, not acted on.
   */
  private trainsOn(event: Exclude<GangEvent, { kind: 'risk' | 'ready' }>): boolean {
    if (event.kind === 'joined') {
      if (!this.elastic) return true;
      const { membership, logger } = this.elastic;
      membership.joins(event.node);
      // More than the gang's size: it replaces a node at risk that has not stepped out yet.
      logger.notice(
        membership.size > membership.nodes
          ? `node ${event.node} joined the elastic gang to take the seat of a node at risk; its torchrun agent waits in the rendezvous until that node steps out`
          : `node ${event.node} joined the elastic gang as a replacement; ${membership.size} of ${membership.nodes} nodes train (torchrun restarts every worker to admit it)`,
      );
      return true;
    }
    if (!this.elastic || event.kind === 'failed') return false;
    const { membership, logger } = this.elastic;
    if (!membership.leaves(event.node)) return false;
    const what = event.kind === 'notice' ? 'got a notice' : 'was lost';
    logger.notice(
      `node ${event.node} ${what} (${event.reason}) and leaves the elastic gang; ${membership.size} of ${membership.nodes} nodes train on (min-nodes ${membership.minNodes}), re-formed by torchrun`,
    );
    return true;
  }

  private toNotice(event: Extract<GangEvent, { kind: 'notice' | 'lost' | 'failed' }>): Notice {
    const receivedAt = this.clock.now();
    const node = event.node;
    switch (event.kind) {
      case 'notice':
        return {
          source: 'gang',
          node,
          reason: `node ${event.node} got a notice (${event.reason})`,
          receivedAt,
          deadline: Math.max(receivedAt, event.deadline),
        };
      case 'lost':
        return {
          source: 'gang',
          node,
          reason: `node ${event.node} was lost (${event.reason})`,
          receivedAt,
          deadline: receivedAt + LOST_NODE_GRACE_MS,
        };
      case 'failed':
        return {
          source: 'gang',
          node,
          reason: `node ${event.node}'s trainer failed (${event.reason})`,
          receivedAt,
          deadline: receivedAt + LOST_NODE_GRACE_MS,
          peerFailed: true,
        };
    }
  }
}
