import { lstatSync } from 'node:fs';
import { lstat } from 'node:fs/promises';
import { errorCode } from '../base/error-code.js';
import type { Logger } from '../base/log.js';
import { outputsCalls } from '../base/quick-calls.js';
import { renamedAfterWriting, sameSignature, signatureOf, type FileSignature } from './scan.js';
import { WriterHabits } from './writer-habits.js';
import type { SyncCounters } from './sync-stats.js';

interface Observation {
  readonly signature: FileSignature;
  /** Clock time at which this version was first seen. */
  readonly since: number;
}

/**
 * Decides when a version of a file may be uploaded: once its size and mtime
 * held still for the settle time (at once in the final flush, when every
 * file is closed, and at once for a file renamed into place after it was
 * written), and never if it changed while the trainer was being killed.
 */
export class FileStability {
  private readonly observed = new Map<string, Observation>();
  /**
   * When a path's not-yet-uploaded content first appeared: kept while the
   * file grows (a long save seen part-written), started again when it is
   * replaced (see `replaced`).
   */
  private readonly unsavedSince = new Map<string, number>();
  private suspectSince: number | undefined;
  /** How the trainer ended, for the files not uploaded because of it. */
  private suspectCause = 'the trainer was killed';
  private readonly habits = new WriterHabits();

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
  distrustChangesSince(since: number, cause?: string): void {
    // The first word stands: spot-train's own kill, then the exit it caused.
    if (this.suspectSince !== undefined) return;
    this.suspectSince = since;
    if (cause) this.suspectCause = cause;
  }

  /** Why a file written at the end is not trusted: how the trainer ended. */
  distrustCause(): string {
    return this.suspectCause;
  }

  /** Whether the trainer is being (or was) killed. */
  distrusting(): boolean {
    return this.suspectSince !== undefined;
  }

  /** Takes in a scan: forgets what is gone, and learns how each path is written. */
  noteScan(files: ReadonlyMap<string, FileSignature>): void {
    this.habits.learn(files);
    for (const path of this.observed.keys()) if (!files.has(path)) this.observed.delete(path);
    for (const path of this.unsavedSince.keys())
      if (!files.has(path)) this.unsavedSince.delete(path);
  }

  /** The version seen is uploaded: what the path holds next is new. */
  forget(path: string): void {
    this.observed.delete(path);
    this.unsavedSince.delete(path);
  }

  /** Since when the path has held content not yet uploaded (clock time), if it was seen doing so. */
  unsavedFrom(path: string): number | undefined {
    return this.unsavedSince.get(path);
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
    // A version that replaced the one seen (not one still growing) holds none of its
    // content: what a deletion waited for is gone for good, so the wait starts again.
    if (!this.unsavedSince.has(path) || (seen && replaced(seen.signature, signature)))
      this.unsavedSince.set(path, now);
    if (!seen || !sameSignature(seen.signature, signature)) {
      this.observed.set(path, { signature, since: now });
      // Complete the moment it appeared: a trainer that renames a new
      // version into place every second must not wait for a quiet spell.
      if (!final && !this.wholeOnArrival(path, signature)) return undefined;
    }
    const since = this.observed.get(path)?.since ?? now;
    if (!final && !this.wholeOnArrival(path, signature) && now - since < this.settleMs)
      return undefined;
    return since;
  }

  /**
   * Whether a version may be torn: written to since the kill began. One
   * renamed into place after its last write was whole before it appeared.
   * Warned about once per file.
   */
  torn(path: string, signature: FileSignature): boolean {
    if (this.wholeOnArrival(path, signature)) return false;
    if (this.suspectSince !== undefined && signature.mtimeMs >= this.suspectSince) {
      if (this.counters.addSuspect(path)) {
        this.logger.warning(
          `not uploading ${path}: it was still being written when ${this.suspectCause}, so it may be torn`,
        );
      }
      return true;
    }
    return false;
  }

  /** A version renamed into place after it was written: complete the moment it appeared. */
  private wholeOnArrival(path: string, signature: FileSignature): boolean {
    return renamedAfterWriting(signature) || this.habits.renamedInto(path, signature);
  }

  /** Whether a file seen changing began to change at a time `within` accepts. */
  anyChangedWithin(within: (at: number) => boolean): boolean {
    for (const seen of this.observed.values()) if (within(seen.since)) return true;
    return false;
  }
}

/**
 * Whether `now` is a new version in place of `before` rather than `before`
 * grown: another inode (renamed over it), shorter (cut and written again),
 * or as long but written since (rewritten over its old bytes). A file seen
 * growing keeps what it held, and is the same save going on.
 */
function replaced(before: FileSignature, now: FileSignature): boolean {
  if (now.ino !== before.ino || now.size < before.size) return true;
  return now.size === before.size && now.mtimeMs > before.mtimeMs;
}

export async function unchanged(absolute: string, signature: FileSignature): Promise<boolean> {
  try {
    const info = await outputsCalls.run(
      () => lstatSync(absolute),
      () => lstat(absolute),
    );
    return sameSignature(signatureOf(info), signature);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return false;
    throw error;
  }
}
