import type { Logger } from '../base/log.js';
import type { ManifestWriter } from './manifest-writer.js';
import type { NamedVersions } from './named-versions.js';

export interface RetentionTrimParams {
  readonly manifest: ManifestWriter;
  readonly versions: NamedVersions;
  readonly logger: Logger;
  /** N of retention: 0 keeps everything. */
  readonly keep: number;
  /** Where this writer's objects go: what is not below it came from earlier runs. */
  readonly ownPrefix: string;
}

/**
 * What leaves the manifest under retention beside the trainer's deletions:
 * the entries inherited from earlier runs (restored into `_restart` only)
 * once this run has saves enough of its own.
 */
export class RetentionTrim {
  constructor(private readonly params: RetentionTrimParams) {}

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
