import type { Clock } from '../base/clock.js';
import { describeError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import type { RetryPolicy } from '../base/retry.js';
import { createOnce } from '../store/create-once.js';
import { historyKey } from '../store/layout.js';
import type { Store } from '../store/store.js';
import { gangChangeName, type GangChangeRecord } from './gang-changes.js';
import type { HistoryEvent, HistoryRecords } from './records.js';
import { trafficEvent, type TrafficRecord } from './traffic.js';

/**
 * A record is worth a few seconds of retries, not the minute a claim gets:
 * a step whose store is failing should end, not linger for its history.
 */
const RECORD_RETRIES: RetryPolicy = { attempts: 3, baseDelayMs: 500, maxDelayMs: 2000 };

/**
 * Writes a run's history records in the background: a record never holds
 * up training, a notice's flush or a dispatch. Each is created once and
 * never rewritten, so a VM killed mid-write leaves a record whole or not at
 * all (the store's create is atomic); the first writer of an event (a
 * gang's first node) keeps it.
 */
export class HistoryRecorder {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly params: {
      readonly store: Store;
      readonly lineage: string;
      readonly runId: string;
      readonly clock: Clock;
      readonly logger: Logger;
    },
  ) {}

  note<E extends HistoryEvent>(event: E, record: HistoryRecords[E]): void {
    this.write(event, record);
  }

  /** One node's traffic with the store, a record per node (traffic.ts). */
  noteTraffic(node: number, record: TrafficRecord): void {
    this.write(trafficEvent(node), record);
  }

  /** One change of an elastic gang's members, a record of its own (gang-changes.ts). */
  noteGangChange(change: GangChangeRecord): void {
    this.write(gangChangeName(change), change);
  }

  private write(event: string, record: object): void {
    const { store, lineage, runId, clock, logger } = this.params;
    const key = historyKey(lineage, runId, event);
    const text = `${JSON.stringify(record)}\n`;
    // First writer, not a sole one: a record must never wait on a claim's settle time.
    const writing = createOnce(store, key, text, {
      clock,
      logger,
      policy: RECORD_RETRIES,
      exclusive: false,
    }).then(
      () => undefined,
      // A missing record reads as unknown; the run goes on without it.
      (error: unknown) =>
        logger.warning(
          `could not record ${event} in ${store.url} (${key}): ${describeError(error)}`,
        ),
    );
    this.pending.add(writing);
    void writing.finally(() => this.pending.delete(writing));
  }

  /** Waits for the records under way, at most `timeoutMs`: a summary reads them back. */
  async settled(timeoutMs: number): Promise<void> {
    const abort = new AbortController();
    const waited = this.params.clock.sleep(timeoutMs, abort.signal).catch(() => undefined);
    await Promise.race([Promise.all([...this.pending]), waited]);
    abort.abort();
  }
}
