import { describeError, UserError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import type { Manifest } from '../records/manifest.js';
import type { Store } from '../store/store.js';

interface Upload {
  readonly key: string;
  readonly path: string;
  readonly save: number;
}

/**
 * `retention: N` within the running attempt: of the objects this run
 * uploaded, those its manifest no longer names (an older version of a file,
 * a file the trainer deleted) are removed once they are older than the N
 * newest saves. A save is a burst of uploads (a trainer writing its model,
 * optimizer and state together), so "the last N checkpoints" means what the
 * trainer saved, whether it overwrites one file or writes a new directory
 * each time. Objects are removed only after a manifest that does not name
 * them is durable, so a restore never finds a named object gone.
 */
export class RunRetention {
  /** By key: a pack holds many paths but is one object, kept for its newest save. */
  private readonly uploads = new Map<string, Upload>();
  private newestSave = 0;
  private sweeping: Promise<void> = Promise.resolve();
  private removedCount = 0;

  constructor(
    private readonly params: {
      readonly store: Store;
      /** N: saves whose objects are kept; at least 1. */
      readonly keep: number;
      readonly logger: Logger;
    },
  ) {}

  uploaded(key: string, path: string, save: number): void {
    const known = this.uploads.get(key);
    this.uploads.set(key, {
      key,
      path: known?.path ?? path,
      save: Math.max(known?.save ?? 0, save),
    });
    this.newestSave = Math.max(this.newestSave, save);
  }

  get objectsRemoved(): number {
    return this.removedCount;
  }

  /** A manifest reached the store: what it no longer names may go. Runs one sweep at a time. */
  written(manifest: Manifest): void {
    const named = new Set(manifest.files.map((file) => file.key));
    this.sweeping = this.sweeping.then(() => this.sweep(named));
  }

  /** Waits for sweeps under way, so a run ends with its store tidy. */
  async settled(): Promise<void> {
    await this.sweeping;
  }

  private async sweep(named: ReadonlySet<string>): Promise<void> {
    const oldestKept = this.newestSave - this.params.keep + 1;
    const expired = [...this.uploads.values()].filter(
      (upload) => upload.save < oldestKept && !named.has(upload.key),
    );
    for (const upload of expired) {
      try {
        await this.params.store.deleteObject?.(upload.key);
        this.uploads.delete(upload.key);
        this.removedCount++;
        this.params.logger.debug(
          `retention: removed ${upload.key} (${upload.path}, save ${upload.save})`,
        );
      } catch (error) {
        // Left in the list: the next sweep tries again.
        this.params.logger.warning(
          `retention: could not remove ${upload.key}: ${describeError(error)}`,
        );
      }
    }
  }
}

/** Fails before anything runs when `retention` asks a store for what it cannot do. */
export function requireRetentionSupport(store: Store, keep: number, name: string): void {
  if (keep === 0 || (store.deleteObject && store.listKeys)) return;
  throw new UserError(
    `${name}: ${store.url} cannot remove objects, so retention is not available with it; artifacts expire by the repository's artifact retention instead. Use an s3:// or file:// store, or leave ${name} at 0`,
  );
}
