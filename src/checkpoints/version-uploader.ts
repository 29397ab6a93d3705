import { join } from 'node:path';
import type { Clock } from '../base/clock.js';
import type { Logger } from '../base/log.js';
import { formatBytes } from '../base/bytes.js';
import { formatDuration } from '../base/duration.js';
import type { ManifestFile } from '../records/manifest.js';
import { fileKey } from '../store/layout.js';
import { unchanged, type FileStability } from './file-stability.js';
import type { ManifestWriter } from './manifest-writer.js';
import { errorCode } from '../base/error-code.js';
import { readWhole, type WholeRead } from './whole-read.js';
import { PACKABLE, PackBatcher, type Placed } from './pack-batcher.js';
import type { NamedVersions } from './named-versions.js';
import type { RunRetention } from './run-retention.js';
import { sameSignature, signatureOf, type FileSignature } from './scan.js';
import type { UnreadableFiles } from './unreadable-files.js';
import { UploadLog } from './upload-log.js';
import type { UploadPool } from './upload-pool.js';

export interface VersionUploaderParams {
  readonly outputsDir: string;
  readonly manifest: ManifestWriter;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly retention: RunRetention | undefined;
  /** Where this writer's objects go: the run's folder, or this node's in a gang. */
  readonly ownPrefix: string;
  readonly pool: UploadPool;
  readonly stability: FileStability;
  readonly unreadable: UnreadableFiles;
  readonly versions: NamedVersions;
}

/**
 * Uploads one version of one file: checked before the copy and after it,
 * then named in the manifest, or held when it replaces a version the
 * manifest names.
 */
export class VersionUploader {
  private seq: number;
  private changed = 0;
  private readonly log: UploadLog;
  private readonly packer: PackBatcher;

  constructor(private readonly params: VersionUploaderParams) {
    this.log = new UploadLog(params.logger, params.clock);
    const { pool } = params;
    this.packer = new PackBatcher({
      ownPrefix: params.ownPrefix,
      logger: params.logger,
      put: (label, key, localPath) => pool.put(label, key, localPath),
      slot: (task) => pool.slot(task),
    });
    this.seq = Math.max(0, ...params.manifest.current().files.map((file) => file.seq));
  }

  /** Uploads whose file was rewritten while it was copied, so far. */
  changedDuringUpload(): number {
    return this.changed;
  }

  /** Called by each scan, and with `end` when the uploads are over: the log's count of uploads so far. */
  tickLog(end = false): void {
    this.log.tick(end);
  }

  /** Copies a file to `key`, once it is seen to be what the scan saw and readable. */
  private async putLarge(
    path: string,
    absolute: string,
    signature: FileSignature,
    key: string,
  ): Promise<Placed | undefined> {
    if (
      !(await unchanged(absolute, signature)) ||
      !(await this.params.unreadable.readable(absolute, path))
    )
      return undefined;
    return { key, digest: await this.params.pool.put(path, key, absolute) };
  }

  /**
   * Reads a small file whole and hands it to the packs; undefined when it is
   * gone, unreadable, or not what the scan saw (`changed` counts that).
   */
  private async putSmall(
    path: string,
    absolute: string,
    signature: FileSignature,
    key: string,
    seq: number,
  ): Promise<Placed | undefined> {
    const ticket = await this.packer.reserve(signature.size);
    let read: WholeRead;
    try {
      read = await readWhole(absolute, signature.size);
    } catch (error) {
      this.packer.giveUp(ticket);
      const code = errorCode(error);
      // Deleted since the scan: the next scan says so.
      if (code === 'ENOENT') return undefined;
      if (code !== 'EACCES' && code !== 'EPERM') throw error;
      this.params.unreadable.warn(path, error);
      return undefined;
    }
    this.params.unreadable.cleared(path);
    // Changed since the scan (a short read is a file that shrank on the way).
    if (read.data.length !== signature.size || !sameSignature(signatureOf(read.info), signature)) {
      this.packer.giveUp(ticket);
      this.changed++;
      return undefined;
    }
    return this.packer.put(ticket, { path, absolute, data: read.data, key, seq });
  }

  async upload(path: string, signature: FileSignature, since: number, save: number): Promise<void> {
    const { manifest, clock, logger, versions } = this.params;
    const absolute = join(this.params.outputsDir, path);
    const seq = ++this.seq;
    const previous = manifest.fileEntry(path);
    const own = this.params.ownPrefix;
    // A held version's object must not be overwritten: it may yet be named.
    const key = fileKey(own, path, seq, !previous?.key.startsWith(own) && !versions.holds(path));
    const started = clock.now();
    logger.debug(`uploading ${path} (${formatBytes(signature.size)})`);
    const placed =
      signature.size <= PACKABLE
        ? await this.putSmall(path, absolute, signature, key, seq)
        : await this.putLarge(path, absolute, signature, key);
    if (!placed) return;
    const { digest } = placed;
    // Even a torn copy (below) is an object retention must know about.
    this.params.retention?.uploaded(placed.key, path, save);
    // A trainer that rewrote the file while we copied it would leave a mix of
    // two versions in the store; such a copy is never recorded. (The bytes
    // in a pack were checked as they were read; a file put alone was read again.)
    if (
      digest.size !== signature.size ||
      (!placed.pack && !(await unchanged(absolute, signature)))
    ) {
      this.changed++;
      logger.debug(`${path} changed while uploading; it will be uploaded again once it settles`);
      return;
    }
    const now = clock.now();
    const file: ManifestFile = {
      path,
      key: placed.key,
      seq,
      size: digest.size,
      sha256: digest.sha256,
      uploadedAt: new Date(now).toISOString(),
      ...(placed.pack ? { pack: placed.pack } : {}),
    };
    this.params.stability.forget(path);
    if (previous !== undefined && previous.sha256 !== digest.sha256) {
      versions.hold(file, signature, since);
      this.log.uploaded(
        `uploaded ${path} (${formatBytes(digest.size)}) in ${formatDuration(now - started)}; named once the rest of its save is uploaded`,
        digest.size,
      );
      return;
    }
    versions.name(file, signature, since, now);
    this.log.uploaded(
      `uploaded ${path} (${formatBytes(digest.size)}) in ${formatDuration(now - started)}`,
      digest.size,
    );
  }
}
