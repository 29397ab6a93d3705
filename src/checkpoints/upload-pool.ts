import type { Clock } from '../base/clock.js';
import { describeError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import { untilDeadline, withRetry, type RetryPolicy } from '../base/retry.js';
import type { Digest, Store } from '../store/store.js';
import { SMALL_FILE, SMALL_IN_FLIGHT } from '../store/small-transfers.js';
import { TaskPool } from '../store/task-pool.js';
import { PACKABLE, PACKING } from './pack-batcher.js';
import { TransferProgress } from '../store/transfer-progress.js';
import type { FileSignature } from './scan.js';
import type { SyncCounters } from './sync-stats.js';

export interface UploadPoolParams {
  readonly store: Store;
  readonly concurrency: number;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly retry?: RetryPolicy;
  readonly counters: SyncCounters;
  /** Called as the last upload under way finishes. */
  readonly onQuiet: () => void;
}

/**
 * The uploads of live outputs under way, several at a time: each object put
 * with retries, why a path's newest upload failed kept until one succeeds,
 * and in the final flush, how far its uploads got.
 */
export class UploadPool {
  private readonly pool: TaskPool;
  private readonly smallPool: TaskPool;
  /** Paths being uploaded, with their size. */
  private readonly pending = new Map<string, number>();
  /** Why the newest upload of a path failed, until one succeeds. */
  private readonly failures = new Map<string, string>();
  /** Set by flush: how far the final uploads got, for a flush that takes a while. */
  private flushProgress: TransferProgress | undefined;
  /** Set by flush: its uploads retry until then instead of giving up after a few tries. */
  private retryUntil: number | undefined;

  /** Uploads of files that go into packs: many at once, as a pack needs them. */
  private readonly packPool: TaskPool;

  constructor(private readonly params: UploadPoolParams) {
    // A failed pack fails each of its files with one error, said once.
    const said = new WeakSet<object>();
    const failed = (error: unknown): void => {
      params.counters.uploadFailed();
      if (typeof error === 'object' && error !== null) {
        if (said.has(error)) return;
        said.add(error);
      }
      params.logger.error(describeError(error));
    };
    this.packPool = new TaskPool(PACKING, failed);
    const inFlight = params.store.putsInFlight ?? params.concurrency;
    this.pool = new TaskPool(inFlight, failed);
    this.smallPool = new TaskPool(Math.max(inFlight, SMALL_IN_FLIGHT), failed);
  }

  /** The final flush begins: its uploads retry until `until`, and report how far they got. */
  startFlush(until: number | undefined): void {
    this.retryUntil = until;
    this.flushProgress = new TransferProgress({
      verb: 'uploaded',
      totalBytes: [...this.pending.values()].reduce((sum, size) => sum + size, 0),
      clock: this.params.clock,
      logger: this.params.logger,
    });
  }

  async idle(): Promise<void> {
    const pools = [this.pool, this.smallPool, this.packPool];
    do await Promise.all(pools.map((pool) => pool.idle()));
    while (pools.some((pool) => pool.busy()));
  }

  /** Runs `task` when a place among the transfers of small files is free. */
  slot<T>(task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) =>
      this.smallPool.add(() => task().then(resolve, reject)),
    );
  }

  busy(): boolean {
    return this.pending.size > 0;
  }

  uploading(path: string): boolean {
    return this.pending.has(path);
  }

  /** Nothing in flight and nothing failed: all it was given is durable. */
  settled(): boolean {
    return this.pending.size === 0 && this.failures.size === 0;
  }

  failing(): boolean {
    return this.failures.size > 0;
  }

  failure(path: string): string | undefined {
    return this.failures.get(path);
  }

  forgetAbsent(files: ReadonlyMap<string, FileSignature>): void {
    for (const path of this.failures.keys()) if (!files.has(path)) this.failures.delete(path);
  }

  /** Runs `upload` for the file at `path` (of `size` bytes) when a place in the pool is free. */
  add(path: string, size: number, upload: () => Promise<void>): void {
    this.pending.set(path, size);
    this.flushProgress?.grow(size);
    const run = async (): Promise<void> => {
      try {
        await upload();
        this.failures.delete(path);
        this.flushProgress?.add(size);
      } catch (error) {
        this.flushProgress?.grow(-size);
        this.failures.set(path, `upload failed: ${describeError(error)}`);
        throw error;
      } finally {
        this.pending.delete(path);
        if (this.pending.size === 0) this.params.onQuiet();
      }
    };
    // A file for a pack waits there for it; the pack's put takes a place among the small transfers.
    (size <= PACKABLE ? this.packPool : size <= SMALL_FILE ? this.smallPool : this.pool).add(run);
  }

  /** One object, retried: a few tries while training, until the deadline in the final flush. */
  put(path: string, key: string, absolute: string): Promise<Digest> {
    const { store, clock, logger } = this.params;
    const until = this.retryUntil;
    return withRetry(() => store.putFile(key, absolute), {
      clock,
      ...(until === undefined
        ? this.params.retry
          ? { policy: this.params.retry }
          : {}
        : { policy: untilDeadline, until }),
      onRetry: (error, attempt, delayMs) =>
        logger.warning(
          `upload of ${path} failed (try ${attempt}): ${describeError(error)}; retrying in ${delayMs}ms`,
        ),
    });
  }
}
