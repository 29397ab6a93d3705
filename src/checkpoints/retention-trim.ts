import type { Logger } from '../base/log.js';
import type { ManifestWriter } from './manifest-writer.js';
import type { NamedVersions } from './named-versions.js';
import type { FileSignature } from './scan.js';

export interface RetentionTrimParams {
  readonly manifest: ManifestWriter;
  readonly versions: NamedVersions;
  readonly logger: Logger;
  readonly settleMs: number;
  /** N of retention: 0 keeps everything. */
  readonly keep: number;
  /** Where this writer's objects go: what is not below it came from earlier runs. */
  readonly ownPrefix: string;
}

/**
 * What leaves the manifest under retention: files the trainer deleted, and
 * the entries inherited from earlier runs once this run has saves enough of
 * its own.
 */
export class RetentionTrim {
  /** Durable files missing from the outputs directory, since when (clock time). */
  private readonly missing = new Map<string, number>();

  constructor(private readonly params: RetentionTrimParams) {}

  forgetDeleted(
    files: ReadonlyMap<string, FileSignature>,
    now: number,
    uploading: (path: string) => boolean,
  ): void {
    const { manifest, versions, logger, settleMs } = this.params;
    for (const path of versions.durablePaths()) {
      if (files.has(path) || uploading(path)) {
        this.missing.delete(path);
        continue;
      }
      const since = this.missing.get(path) ?? now;
      this.missing.set(path, since);
      // A file replaced by delete-then-write is briefly absent; only one gone
      // for the settle time counts as deleted.
      if (now - since < settleMs) continue;
      this.missing.delete(path);
      versions.forgetDurable(path);
      manifest.forget(path);
      manifest.schedule();
      logger.debug(`${path} was deleted from the outputs; the manifest no longer names it`);
    }
  }

  /**
   * With retention, the files inherited from earlier runs (not placed in the
   * outputs, so the trainer cannot delete them) leave the manifest once this
   * run has made N saves of its own; otherwise a lineage's manifest would
   * grow by every checkpoint of every attempt. Called as save N+1 starts,
   * when saves 1..N have all finished.
   */
  dropOutlivedInheritance(save: number): void {
    const { keep, ownPrefix: own, manifest, logger, versions } = this.params;
    if (keep === 0 || save !== keep + 1) return;
    const outlived = manifest
      .current()
      .files.filter((file) => !file.key.startsWith(own) && !versions.hasDurable(file.path));
    for (const file of outlived) manifest.forget(file.path);
    if (outlived.length > 0) {
      manifest.schedule();
      logger.info(
        `retention: ${outlived.length} files restored from earlier runs are older than this run's last ${keep} saves; the manifest no longer names them`,
      );
    }
  }
}
