import { lstat } from 'node:fs/promises';
import { join } from 'node:path';
import { sleepUnlessAborted, type Clock } from '../clock.js';
import { formatDuration } from '../settings/duration.js';
import { describeError } from '../errors.js';
import type { Logger } from '../log.js';
import { formatBytes } from '../report/bytes.js';
import { withRetry, type RetryPolicy } from '../retry.js';
import { fileKey, runPrefix } from './layout.js';
import type { ManifestWriter } from './manifest-writer.js';
import { sameSignature, scanFiles, type FileSignature } from './scan.js';
import type { Store } from './store.js';
import type { RunRetention } from './run-retention.js';
import { TaskPool } from './task-pool.js';
import { errorCode } from '../error-code.js';

export interface LiveSyncParams {
  readonly store: Store;
  readonly outputsDir: string;
  readonly lineage: string;
  readonly runId: string;
  readonly manifest: ManifestWriter;
  readonly clock: Clock;
  readonly logger: Logger;
  /** A file is uploaded once its size and mtime held still this long. */
  readonly settleMs: number;
  readonly scanIntervalMs: number;
  readonly concurrency: number;
  readonly retry?: RetryPolicy;
  /** Files already durable (restored into the outputs directory), by path. */
  readonly inherited?: ReadonlyMap<string, FileSignature>;
  /**
   * With `retention`: files the trainer deletes leave the manifest (once gone
   * for the settle time), and superseded uploads are handed over for removal.
   */
  readonly retention?: RunRetention;
}

export interface SyncStats {
  readonly filesUploaded: number;
  readonly bytesUploaded: number;
  readonly uploadErrors: number;
  /** Longest time from a file's last change (as seen) to durable. */
  readonly maxLagMs: number;
  /** That time for the most recent upload. */
  readonly lastLagMs: number | undefined;
  readonly afterNotice: { readonly files: number; readonly bytes: number };
  readonly lastDurableAt: number | undefined;
  /** Files left out of the final flush because the trainer was killed while writing them. */
  readonly suspectFiles: readonly string[];
}

interface Observation {
  readonly signature: FileSignature;
  /** Clock time at which this version was first seen. */
  readonly since: number;
}

/**
 * Uploads the outputs directory while training runs ("live outputs"): every
 * file that is stable, once per version, several at a time, each verified,
 * recorded in the manifest only after it is durable. Deletions are never
 * mirrored: what was durable stays durable.
 */
export class LiveSync {
  private readonly durable = new Map<string, FileSignature>();
  private readonly observed = new Map<string, Observation>();
  /** Durable files missing from the outputs directory, since when (clock time). */
  private readonly missing = new Map<string, number>();
  /** A save is a burst of uploads; it counts up when an upload starts with none under way. */
  private save = 0;
  private readonly pending = new Set<string>();
  private readonly pool: TaskPool;
  private readonly stopScanning = new AbortController();
  private loop: Promise<void> | undefined;
  private seq: number;
  private noticeAt: number | undefined;
  private changedDuringUpload = 0;
  private suspectSince: number | undefined;
  private stats_ = {
    filesUploaded: 0,
    bytesUploaded: 0,
    uploadErrors: 0,
    maxLagMs: 0,
    lastLagMs: undefined as number | undefined,
    afterNotice: { files: 0, bytes: 0 },
    lastDurableAt: undefined as number | undefined,
    suspectFiles: [] as string[],
  };

  constructor(private readonly params: LiveSyncParams) {
    for (const [path, signature] of params.inherited ?? []) this.durable.set(path, signature);
    this.seq = Math.max(0, ...params.manifest.current().files.map((file) => file.seq));
    this.pool = new TaskPool(params.store.putsInFlight ?? params.concurrency, (error) => {
      this.stats_.uploadErrors++;
      params.logger.error(describeError(error));
    });
  }

  start(): void {
    this.loop ??= this.scanLoop();
  }

  /** From now on, uploads count as "saved after the notice". */
  markNotice(at: number): void {
    this.noticeAt = at;
    this.params.store.expedite?.();
  }

  /**
   * From now on, files modified at or after `since` (epoch ms, as file times
   * are) are never uploaded: the trainer is being killed, and a file it was
   * writing may be torn however long it then holds still.
   */
  distrustChangesSince(since: number): void {
    this.suspectSince = since;
  }

  /** Stops watching without a final upload: for when the attempt itself failed. */
  async stop(): Promise<void> {
    this.params.store.expedite?.();
    this.stopScanning.abort();
    await this.loop;
    await this.pool.idle();
  }

  /**
   * Stops watching and uploads everything not yet durable, without waiting
   * for files to settle: the trainer has exited, so every file is closed.
   */
  async flush(): Promise<void> {
    this.params.store.expedite?.();
    this.stopScanning.abort();
    await this.loop;
    await this.pool.idle();
    // A file rewritten during its upload (a straggling writer) is taken
    // again; a few passes settle it, and a writer that never stops is not
    // worth waiting for past the deadline.
    for (let pass = 0; pass < 3; pass++) {
      const raced = this.changedDuringUpload;
      await this.scanOnce({ final: true });
      await this.pool.idle();
      if (this.changedDuringUpload === raced) break;
    }
  }

  stats(): SyncStats {
    return {
      ...this.stats_,
      afterNotice: { ...this.stats_.afterNotice },
      suspectFiles: [...this.stats_.suspectFiles],
    };
  }

  private async scanLoop(): Promise<void> {
    const { clock, scanIntervalMs } = this.params;
    while (!this.stopScanning.signal.aborted) {
      try {
        await this.scanOnce({ final: false });
      } catch (error) {
        this.params.logger.warning(
          `could not scan ${this.params.outputsDir}: ${describeError(error)}`,
        );
      }
      await sleepUnlessAborted(clock, scanIntervalMs, this.stopScanning.signal);
    }
  }

  private async scanOnce(options: { final: boolean }): Promise<void> {
    const files = await scanFiles(this.params.outputsDir);
    const now = this.params.clock.now();
    if (this.params.retention) this.forgetDeleted(files, now);
    for (const [path, signature] of files) {
      if (sameSignature(this.durable.get(path), signature) || this.pending.has(path)) continue;
      const seen = this.observed.get(path);
      if (!seen || !sameSignature(seen.signature, signature)) {
        this.observed.set(path, { signature, since: now });
        if (!options.final) continue;
      }
      const since = this.observed.get(path)?.since ?? now;
      if (!options.final && now - since < this.params.settleMs) continue;
      if (this.suspectSince !== undefined && signature.mtimeMs >= this.suspectSince) {
        if (!this.stats_.suspectFiles.includes(path)) {
          this.stats_.suspectFiles.push(path);
          this.params.logger.warning(
            `not uploading ${path}: it was still being written when the trainer was killed, so it may be torn`,
          );
        }
        continue;
      }
      this.upload(path, signature, since);
    }
  }

  private forgetDeleted(files: ReadonlyMap<string, FileSignature>, now: number): void {
    for (const path of this.durable.keys()) {
      if (files.has(path) || this.pending.has(path)) {
        this.missing.delete(path);
        continue;
      }
      const since = this.missing.get(path) ?? now;
      this.missing.set(path, since);
      // A file replaced by delete-then-write is briefly absent; only one gone
      // for the settle time counts as deleted.
      if (now - since < this.params.settleMs) continue;
      this.missing.delete(path);
      this.durable.delete(path);
      this.params.manifest.forget(path);
      this.params.manifest.schedule();
      this.params.logger.debug(
        `${path} was deleted from the outputs; the manifest no longer names it`,
      );
    }
  }

  private upload(path: string, signature: FileSignature, since: number): void {
    if (this.pending.size === 0) this.save++;
    const save = this.save;
    this.pending.add(path);
    this.pool.add(async () => {
      try {
        await this.uploadOne(path, signature, since, save);
      } finally {
        this.pending.delete(path);
      }
    });
  }

  private async uploadOne(
    path: string,
    signature: FileSignature,
    since: number,
    save: number,
  ): Promise<void> {
    const { store, lineage, runId, manifest, clock, logger } = this.params;
    const absolute = join(this.params.outputsDir, path);
    if (!(await this.unchanged(absolute, signature))) return;
    const seq = ++this.seq;
    const previous = manifest.fileEntry(path);
    const firstVersion = !previous?.key.startsWith(runPrefix(lineage, runId));
    const key = fileKey(lineage, runId, path, seq, firstVersion);
    const started = clock.now();
    logger.debug(`uploading ${path} (${formatBytes(signature.size)}) to ${key}`);
    const digest = await withRetry(() => store.putFile(key, absolute), {
      clock,
      ...(this.params.retry ? { policy: this.params.retry } : {}),
      onRetry: (error, attempt, delayMs) =>
        logger.warning(
          `upload of ${path} failed (try ${attempt}): ${describeError(error)}; retrying in ${delayMs}ms`,
        ),
    });
    // Even a torn copy (below) is an object retention must know about.
    this.params.retention?.uploaded(key, path, save);
    // A trainer that rewrote the file while we copied it would leave a mix of
    // two versions in the store; such a copy is never recorded.
    if (digest.size !== signature.size || !(await this.unchanged(absolute, signature))) {
      this.changedDuringUpload++;
      logger.debug(`${path} changed while uploading; it will be uploaded again once it settles`);
      return;
    }
    const now = clock.now();
    manifest.recordFile({
      path,
      key,
      seq,
      size: digest.size,
      sha256: digest.sha256,
      uploadedAt: new Date(now).toISOString(),
    });
    manifest.schedule();
    this.durable.set(path, signature);
    this.observed.delete(path);
    const stats = this.stats_;
    stats.filesUploaded++;
    stats.bytesUploaded += digest.size;
    stats.lastLagMs = now - since;
    stats.maxLagMs = Math.max(stats.maxLagMs, stats.lastLagMs);
    stats.lastDurableAt = now;
    if (this.noticeAt !== undefined && now >= this.noticeAt) {
      stats.afterNotice.files++;
      stats.afterNotice.bytes += digest.size;
    }
    logger.info(
      `uploaded ${path} (${formatBytes(digest.size)}) in ${formatDuration(now - started)}`,
    );
  }

  private async unchanged(absolute: string, signature: FileSignature): Promise<boolean> {
    try {
      const info = await lstat(absolute);
      return sameSignature({ size: info.size, mtimeMs: info.mtimeMs, ino: info.ino }, signature);
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return false;
      throw error;
    }
  }
}
