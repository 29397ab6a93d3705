import type { Clock } from '../base/clock.js';
import type { Logger } from '../base/log.js';
import { untilDeadline, withRetry } from '../base/retry.js';
import { manifestKey } from '../store/layout.js';
import {
  serializeManifest,
  type Manifest,
  type ManifestDeletion,
  type ManifestFile,
} from '../records/manifest.js';
import type { Store } from '../store/store.js';

type Header = Omit<Manifest, 'format' | 'files' | 'updatedAt'>;

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
      files: [...this.files.values()].sort((a, b) => a.path.localeCompare(b.path)),
      ...(this.deletions.length > 0 ? { deleted: [...this.deletions] } : {}),
    };
  }

  /** The newest manifest that reached the store, if any did: what is durable. */
  get lastWritten(): Manifest | undefined {
    return this.written;
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
    this.deletions.push({ path, key: entry.key, deletedAt: new Date(at).toISOString() });
    this.dirty = true;
  }

  update(change: Partial<Header>): void {
    this.header = { ...this.header, ...change };
    this.dirty = true;
  }

  /** Starts a write if anything changed and none is running; failures are logged, never thrown. */
  schedule(): void {
    if (this.writing || !this.dirty) return;
    this.writing = this.writeLoop()
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
   * is worth every second the deadline leaves.
   */
  async persist(until?: number): Promise<void> {
    await this.writing;
    this.dirty = true;
    await this.writeLoop(until);
  }

  private async writeLoop(until?: number): Promise<void> {
    while (this.dirty) {
      this.dirty = false;
      const manifest = this.current();
      const text = serializeManifest(manifest);
      try {
        await withRetry(() => this.params.store.writeText(this.key, text), {
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
      this.params.onWritten?.(manifest);
    }
  }
}
