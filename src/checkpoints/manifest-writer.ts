import { sleepUnlessAborted, type Clock } from '../base/clock.js';
import type { Logger } from '../base/log.js';
import { untilDeadline, withRetry } from '../base/retry.js';
import { manifestKey } from '../store/layout.js';
import {
  pathOrder,
  serializeManifest,
  type Manifest,
  type ManifestDeletion,
  type ManifestFile,
} from '../records/manifest.js';
import type { Store } from '../store/store.js';

type Header = Omit<Manifest, 'format' | 'files' | 'updatedAt'>;

/** Paced writes take at most 1/PACE of the time. */
const PACE = 10;
/** However slow a write was, what is durable reaches the manifest at least this often. */
const LONGEST_PACE_MS = 5_000;

/**
 * Owns one run's manifest: the files that are durable so far and the run's
 * state. Writes are serialised and coalesced (a burst of uploads costs one
 * write), and the manifest only ever names objects whose upload finished.
 */
export class ManifestWriter {
  private header: Header;
  private readonly files = new Map<string, ManifestFile>();
  private readonly deletions: ManifestDeletion[] = [];
  private writing: Promise<void> | undefined;
  private dirty = false;
  private written: Manifest | undefined;
  private lastWriteEnd = 0;
  private lastWriteMs = 0;
  /** Aborted by persist: a paced write then goes without waiting. */
  private hurry = new AbortController();

  constructor(
    private readonly params: {
      readonly store: Store;
      readonly clock: Clock;
      readonly logger: Logger;
      readonly header: Header;
      /** Called after each write that reached the store, with what it wrote. */
      readonly onWritten?: (manifest: Manifest) => void;
    },
  ) {
    this.header = params.header;
  }

  get key(): string {
    return manifestKey(this.header.lineage, this.header.runId, this.header.node);
  }

  current(): Manifest {
    return {
      format: 1,
      ...this.header,
      updatedAt: new Date(this.params.clock.now()).toISOString(),
      files: [...this.files.values()].sort(pathOrder),
      ...(this.deletions.length > 0 ? { deleted: [...this.deletions] } : {}),
    };
  }

  /** The newest manifest that reached the store, if any did: what is durable. */
  get lastWritten(): Manifest | undefined {
    return this.written;
  }

  /** The paths the manifest names now (what this writer uploaded or restored). */
  paths(): IterableIterator<string> {
    return this.files.keys();
  }

  fileEntry(path: string): ManifestFile | undefined {
    return this.files.get(path);
  }

  recordFile(file: ManifestFile): void {
    this.files.set(file.path, file);
    this.dirty = true;
  }

  /** Drops a path without a record of a deletion (retention's trim of inherited entries). */
  forget(path: string): void {
    if (this.files.delete(path)) this.dirty = true;
  }

  /** The trainer deleted `path`: it leaves the files, and the deletion is recorded. */
  recordDeletion(path: string, at: number): void {
    const entry = this.files.get(path);
    if (!entry) return;
    this.files.delete(path);
    this.deletions.push({
      path,
      key: entry.key,
      ...(entry.pack ? { offset: entry.pack.offset } : {}),
      deletedAt: new Date(at).toISOString(),
    });
    this.dirty = true;
  }

  update(change: Partial<Header>): void {
    this.header = { ...this.header, ...change };
    this.dirty = true;
  }

  /**
   * Starts a write if anything changed and none is running; failures are
   * logged, never thrown. Such writes are paced: each rewrites the whole
   * manifest, so with tens of thousands of small files landing one by one,
   * writing after each would cost time in the square of the file count.
   */
  schedule(): void {
    if (this.writing || !this.dirty) return;
    this.writing = this.writeLoop({ paced: true })
      .catch((error: unknown) =>
        this.params.logger.warning(`could not update the manifest: ${String(error)}; will retry`),
      )
      .finally(() => {
        this.writing = undefined;
      });
  }

  /**
   * Writes now and waits until the store has it; throws if the store keeps
   * failing. With `until`, tries go on until then: the seal after a notice
   * is worth every second the deadline leaves. A paced write waiting its
   * turn goes at once, and when it wrote all there was, that is the write.
   */
  async persist(until?: number): Promise<void> {
    this.hurry.abort();
    await this.writing;
    this.hurry = new AbortController();
    // The hurried write took everything (with 50,000 files, a second write costs 0.4 s).
    if (!this.dirty && this.written) return;
    this.dirty = true;
    await this.writeLoop({ paced: false, ...(until === undefined ? {} : { until }) });
  }

  /**
   * Waits so that writes take at most a tenth of the time: a manifest that
   * takes 50 ms to write is written at most twice a second, one that takes
   * 1 ms as often as uploads land.
   */
  private async pace(): Promise<void> {
    const gap = Math.min(this.lastWriteMs * (PACE - 1), LONGEST_PACE_MS);
    const wait = this.lastWriteEnd + gap - this.params.clock.now();
    if (wait > 0) await sleepUnlessAborted(this.params.clock, wait, this.hurry.signal);
  }

  private async writeLoop(options: { paced: boolean; until?: number }): Promise<void> {
    const { until } = options;
    while (this.dirty) {
      if (options.paced) await this.pace();
      const { clock } = this.params;
      const started = clock.now();
      this.dirty = false;
      const manifest = this.current();
      const text = serializeManifest(manifest);
      let lastTry = 0;
      const serializedMs = clock.now() - started;
      const write = async (): Promise<void> => {
        const at = clock.now();
        try {
          await this.params.store.writeText(this.key, text);
        } finally {
          lastTry = clock.now() - at;
        }
      };
      try {
        await withRetry(write, {
          clock: this.params.clock,
          ...(until === undefined ? {} : { policy: untilDeadline, until }),
          onRetry: (error, attempt, delayMs) =>
            this.params.logger.warning(
              `manifest write failed (try ${attempt}): ${String(error)}; retrying in ${delayMs}ms`,
            ),
        });
      } catch (error) {
        this.dirty = true;
        throw error;
      }
      this.written = manifest;
      this.lastWriteEnd = clock.now();
      // The cost of a write, not of the retries before it: a flaky spell
      // must not hold the next update back for minutes.
      this.lastWriteMs = serializedMs + lastTry;
      this.params.onWritten?.(manifest);
    }
  }
}
