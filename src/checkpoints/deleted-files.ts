import type { Logger } from '../base/log.js';
import type { ManifestWriter } from './manifest-writer.js';
import type { NamedVersions } from './named-versions.js';
import type { FileSignature } from './scan.js';

export interface DeletedFilesParams {
  readonly manifest: ManifestWriter;
  readonly versions: NamedVersions;
  readonly logger: Logger;
  readonly settleMs: number;
  /** Where this writer's objects go: an entry below it was uploaded by this attempt. */
  readonly ownPrefix: string;
}

/** When the outputs stand so that a deletion may be mirrored. */
export interface DeletionMoment {
  readonly now: number;
  /**
   * Since when the oldest content in the outputs that is not yet durable has
   * been there (clock time); undefined when everything is durable. A
   * deletion seen after that waits: a trainer that wrote a new checkpoint
   * and then deleted the old one loses the old one from the restore set
   * only once the new one is in the store.
   */
  readonly unsavedSince: number | undefined;
  /** An upload is failing: the store may not hold what the outputs do, so nothing is mirrored. */
  readonly failing: boolean;
  /**
   * The trainer exited on its own: a file absent now is deleted, with no
   * settle time to wait. After a kill a delete-then-write may have been cut
   * in half, so the settle time still holds.
   */
  readonly exited: boolean;
  /**
   * The trainer was killed or failed: a deletion may be the first half of a
   * save it never finished (a trainer that empties its outputs, then dies
   * writing), so it is mirrored only once a save the trainer made after it
   * is durable.
   */
  readonly abnormal?: boolean;
  /**
   * The newest moment (clock time) at which all the outputs held was in the
   * store and is named (see HeldRelease): a deletion seen by then waits for
   * nothing written before it.
   */
  readonly wholeAt?: number | undefined;
}

/**
 * Mirrors the trainer's deletions into the manifest, so that what a restart
 * restores is the outputs as the trainer left them, not every file it ever
 * kept. A file restored from an earlier run leaves the restore set only once
 * this attempt has made a file of its own durable: an attempt that deletes
 * and then dies before saving anything hides nothing of the runs before it.
 * Nothing leaves the store here; the manifest records each deletion.
 */
export class DeletedFiles {
  /** Durable files missing from the outputs, since when (clock time). */
  private readonly missing = new Map<string, number>();
  private told = false;

  constructor(private readonly params: DeletedFilesParams) {}

  /** Notes which durable files a scan did not find (an upload in flight is not missing). */
  observe(
    files: ReadonlyMap<string, FileSignature>,
    now: number,
    uploading: (path: string) => boolean,
  ): void {
    for (const path of this.params.versions.durablePaths()) {
      if (files.has(path) || uploading(path)) this.missing.delete(path);
      else if (!this.missing.has(path)) this.missing.set(path, now);
    }
  }

  /** Whether a deletion is still to be mirrored. */
  waiting(): boolean {
    return this.missing.size > 0;
  }

  /** Takes the deletions that are due out of the manifest; returns how many left it. */
  apply(moment: DeletionMoment): number {
    if (moment.failing || this.missing.size === 0) return 0;
    const { manifest, versions, settleMs, ownPrefix } = this.params;
    const gone: string[] = [];
    for (const [path, since] of this.missing) {
      // A file replaced by delete-then-write is briefly absent.
      if (!moment.exited && moment.now - since < settleMs) continue;
      const named = moment.wholeAt !== undefined && moment.wholeAt >= since;
      if (!named && moment.unsavedSince !== undefined && moment.unsavedSince <= since) continue;
      if (moment.abnormal && !versions.namedOwnSince(since)) continue;
      const entry = manifest.fileEntry(path);
      if (entry === undefined) {
        // Another node's file placed here (see PeerMirror): its manifest names it, not this one.
        this.missing.delete(path);
        versions.forgetDurable(path);
        continue;
      }
      const inherited = !entry.key.startsWith(ownPrefix);
      if (inherited && !versions.namedOwn()) continue;
      this.missing.delete(path);
      versions.forgetDurable(path);
      manifest.recordDeletion(path, moment.now);
      gone.push(path);
    }
    if (gone.length > 0) {
      manifest.schedule();
      this.report(gone);
    }
    return gone.length;
  }

  private report(gone: readonly string[]): void {
    const { logger } = this.params;
    for (const path of gone)
      logger.debug(`${path} was deleted from the outputs; a restart no longer restores it`);
    if (this.told) return;
    this.told = true;
    logger.info(
      `files the trainer deletes from the outputs leave what a restart restores (first: ${gone[0]}); their objects stay in the store until retention or prune removes them`,
    );
  }
}
