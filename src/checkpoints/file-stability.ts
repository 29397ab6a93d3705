import { lstat } from 'node:fs/promises';
import { errorCode } from '../base/error-code.js';
import type { Logger } from '../base/log.js';
import { sameSignature, type FileSignature } from './scan.js';
import type { SyncCounters } from './sync-stats.js';

interface Observation {
  readonly signature: FileSignature;
  /** Clock time at which this version was first seen. */
  readonly since: number;
}

/**
 * Decides when a version of a file may be uploaded: once its size and mtime
 * held still for the settle time (at once in the final flush, when every
 * file is closed), and never if it changed while the trainer was being
 * killed.
 */
export class FileStability {
  private readonly observed = new Map<string, Observation>();
  private suspectSince: number | undefined;

  constructor(
    private readonly settleMs: number,
    private readonly counters: SyncCounters,
    private readonly logger: Logger,
  ) {}

  /**
   * From now on, files modified at or after `since` (epoch ms, as file times
   * are) are never uploaded: the trainer is being killed, and a file it was
   * writing may be torn however long it then holds still.
   */
  distrustChangesSince(since: number): void {
    this.suspectSince = since;
  }

  forgetAbsent(files: ReadonlyMap<string, FileSignature>): void {
    for (const path of this.observed.keys()) if (!files.has(path)) this.observed.delete(path);
  }

  forget(path: string): void {
    this.observed.delete(path);
  }

  /**
   * When this version of the file was first seen, if it has settled (or
   * `final`); undefined while it may still change.
   */
  settledSince(
    path: string,
    signature: FileSignature,
    now: number,
    final: boolean,
  ): number | undefined {
    const seen = this.observed.get(path);
    if (!seen || !sameSignature(seen.signature, signature)) {
      this.observed.set(path, { signature, since: now });
      if (!final) return undefined;
    }
    const since = this.observed.get(path)?.since ?? now;
    if (!final && now - since < this.settleMs) return undefined;
    return since;
  }

  /** Whether a version may be torn: changed since the kill began. Warned about once per file. */
  torn(path: string, signature: FileSignature): boolean {
    if (this.suspectSince !== undefined && signature.mtimeMs >= this.suspectSince) {
      if (this.counters.addSuspect(path)) {
        this.logger.warning(
          `not uploading ${path}: it was still being written when the trainer was killed, so it may be torn`,
        );
      }
      return true;
    }
    return false;
  }

  /** Whether a file seen changing began to change at a time `within` accepts. */
  anyChangedWithin(within: (at: number) => boolean): boolean {
    for (const seen of this.observed.values()) if (within(seen.since)) return true;
    return false;
  }
}

export async function unchanged(absolute: string, signature: FileSignature): Promise<boolean> {
  try {
    const info = await lstat(absolute);
    return sameSignature({ size: info.size, mtimeMs: info.mtimeMs, ino: info.ino }, signature);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return false;
    throw error;
  }
}
