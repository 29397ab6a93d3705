import type { Clock } from '../base/clock.js';
import { sleepUnlessAborted } from '../base/clock.js';
import type { Logger } from '../base/log.js';
import { describeError } from '../base/errors.js';
import { gangStopKey } from '../store/layout.js';
import type { Store } from '../store/store.js';
import type { Notice, NoticeSource } from './notice.js';

/** What the first node to stop a gang leaves in the store for the others. */
export interface GangStopRecord {
  readonly node: number;
  readonly reason: string;
  /** Epoch ms; the VMs' clocks are kept by the cloud's time service. */
  readonly deadline: number;
}

/**
 * The store's half of the gang's notice path. The direct channel is fast but
 * needs node 0 up: a node whose train job starts after the gang stopped (a
 * runner that picked its job up late, a restore that took long) finds the
 * stop here, at once, instead of waiting for a rendezvous that never comes.
 */
export class GangStopRecordSource implements NoticeSource {
  readonly kind = 'gang' as const;

  constructor(
    private readonly params: {
      readonly store: Store;
      readonly lineage: string;
      readonly runId: string;
      readonly node: number;
      readonly pollMs: number;
      readonly clock: Clock;
      readonly logger: Logger;
    },
  ) {}

  async watch(signal: AbortSignal): Promise<Notice> {
    const { store, lineage, runId, clock } = this.params;
    for (;;) {
      const record = await store
        .readText(gangStopKey(lineage, runId))
        .then(parseRecord, () => undefined);
      if (record && record.node !== this.params.node) {
        const receivedAt = clock.now();
        return {
          source: 'gang',
          reason: `node ${record.node} stopped the gang (${record.reason}), as the store records`,
          receivedAt,
          deadline: Math.max(receivedAt, record.deadline),
        };
      }
      await sleepUnlessAborted(clock, this.params.pollMs, signal);
      if (signal.aborted) return new Promise<Notice>(() => {});
    }
  }
}

/** Best effort: the direct channel has already told every node it reaches. */
export async function recordGangStop(
  store: Store,
  where: { readonly lineage: string; readonly runId: string },
  record: GangStopRecord,
  logger: Logger,
): Promise<void> {
  try {
    await store.writeText(gangStopKey(where.lineage, where.runId), `${JSON.stringify(record)}\n`);
  } catch (error) {
    logger.warning(`could not record the gang's stop in the store: ${describeError(error)}`);
  }
}

function parseRecord(text: string | undefined): GangStopRecord | undefined {
  if (text === undefined) return undefined;
  try {
    const data = JSON.parse(text) as Partial<GangStopRecord>;
    const { node, reason, deadline } = data;
    if (!Number.isSafeInteger(node) || typeof deadline !== 'number') return undefined;
    return { node: node as number, reason: typeof reason === 'string' ? reason : '', deadline };
  } catch {
    return undefined;
  }
}
