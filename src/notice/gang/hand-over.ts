import type { Clock } from '../../base/clock.js';
import type { Notice, NoticeSource } from '../notice.js';
import type { GangChannel } from './channel.js';

/**
 * The time a node handing its seat over gives itself to stop, save, upload
 * and leave. Its VM is not being taken yet, so it takes a notice as long as
 * AWS's; the gang's trainers stop after one agreed step whatever it is.
 */
export const HAND_OVER_MS = 120_000;

/**
 * Make-before-break for one member of an elastic gang that was told its VM
 * is at risk: node 0 asked for a replacement in its seat, and once that
 * replacement's torchrun agent waits in the full rendezvous (its `ready`),
 * this node steps out as on a notice. torchrun then re-forms the gang once,
 * with the replacement, instead of once without this node and once more
 * when its replacement arrives after the reclaim.
 */
export class HandOverSource implements NoticeSource {
  readonly kind = 'hand-over' as const;

  constructor(
    private readonly channel: Pick<GangChannel, 'onEvent'>,
    /** This node's id: the `replaces` of the replacement that takes its seat. */
    private readonly node: number,
    private readonly clock: Clock,
  ) {}

  watch(signal: AbortSignal): Promise<Notice> {
    return new Promise<Notice>((resolve) => {
      if (signal.aborted) return;
      this.channel.onEvent((event) => {
        if (signal.aborted || event.kind !== 'ready' || event.replaces !== this.node) return;
        const receivedAt = this.clock.now();
        resolve({
          source: 'hand-over',
          node: event.node,
          reason: `node ${event.node} is ready to take this node's seat`,
          receivedAt,
          deadline: receivedAt + HAND_OVER_MS,
        });
      });
    });
  }
}
