import { lstat, open } from 'node:fs/promises';
import { join } from 'node:path';
import { sleepUnlessAborted, type Clock } from '../base/clock.js';
import { formatDuration } from '../format/duration.js';
import { describeError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import { TransferProgress } from '../store/transfer-progress.js';
import { formatBytes } from '../format/bytes.js';
import { untilDeadline, withRetry, type RetryPolicy } from '../base/retry.js';
import { fileKey, writerPrefix } from '../store/layout.js';
import type { ManifestWriter } from './manifest-writer.js';
import type { ManifestFile, NotSavedFile } from '../records/manifest.js';
import { sameSignature, scanFiles, type FileSignature } from './scan.js';
import type { Digest, Store } from '../store/store.js';
import type { RunRetention } from './run-retention.js';
import { TaskPool } from '../store/task-pool.js';
import { errorCode } from '../base/error-code.js';

export interface LiveSyncParams {
  readonly store: Store;
  readonly outputsDir: string;
  readonly lineage: string;
  readonly runId: string;
  /** In a gang, this node: its uploads go under its own folder of the run. */
  readonly node?: number;
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
  /** N of `retention`: entries inherited from earlier runs leave the manifest after N saves of this run. */
  readonly keep?: number;
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

/** An uploaded new version of a named file, waiting for the rest of its save. */
interface HeldVersion {
  readonly file: ManifestFile;
  readonly signature: FileSignature;
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
  /**
   * A save is a burst of uploads; it counts up when an upload starts with
   * none under way and its file began changing after the last burst went
   * quiet (see startsSave).
   */
  private save = 0;
  /** Clock time at which the last upload under way finished. */
  private quietAt: number | undefined;
  /** Paths being uploaded, with their size. */
  private readonly pending = new Map<string, number>();
  /**
   * New versions of files the manifest already names, uploaded but not yet
   * named: see releaseHeld.
   */
  private readonly held = new Map<string, HeldVersion>();
  /** Set by flush: how far the final uploads got, for a flush that takes a while. */
  private flushProgress: TransferProgress | undefined;
  private readonly pool: TaskPool;
  private readonly stopScanning = new AbortController();
  private loop: Promise<void> | undefined;
  private seq: number;
  private noticeAt: number | undefined;
  private changedDuringUpload = 0;
  private suspectSince: number | undefined;
  /** Why the newest upload of a path failed, until one succeeds. */
  private readonly failures = new Map<string, string>();
  /** Set by flush: its uploads retry until then instead of giving up after a few tries. */
  private retryUntil: number | undefined;
  /**
   * Paths that could not be read, with why: warned about once (a warning
   * each scan would drown the log) and reported as not saved at the end.
   */
  private readonly unreadable = new Map<string, string>();
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
   * Each upload is retried until `until` (the notice's deadline, less the
   * time the seal needs): a save made on a notice is the one that matters
   * most, and giving up early would lose it while time was left.
   */
  async flush(until?: number): Promise<void> {
    this.retryUntil = until;
    this.flushProgress = new TransferProgress({
      verb: 'uploaded',
      totalBytes: [...this.pending.values()].reduce((sum, size) => sum + size, 0),
      clock: this.params.clock,
      logger: this.params.logger,
    });
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
    this.releaseHeld(true);
  }

  /**
   * After flush: every file in the outputs whose current version is not
   * durable, with the reason. Empty means everything the trainer wrote is
   * in the store.
   */
  async notSaved(): Promise<NotSavedFile[]> {
    let files: ReadonlyMap<string, FileSignature>;
    try {
      files = await scanFiles(this.params.outputsDir);
    } catch (error) {
      return [{ path: '.', reason: `the outputs could not be read: ${describeError(error)}` }];
    }
    const missing: NotSavedFile[] = [];
    for (const [path, signature] of files) {
      if (sameSignature(this.durable.get(path), signature)) continue;
      const reason = this.stats_.suspectFiles.includes(path)
        ? 'it was being written when the trainer was killed, so it may be torn'
        : (this.failures.get(path) ??
          (sameSignature(this.held.get(path)?.signature, signature)
            ? 'uploaded, but the rest of its save was not, so the store keeps the version before it (naming this one alone would break that save)'
            : 'it kept changing while it was being uploaded'));
      missing.push({ path, reason });
    }
    for (const [path, reason] of this.unreadable) {
      if (!files.has(path)) missing.push({ path: path === '' ? '.' : path, reason });
    }
    return missing;
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
    const files = await scanFiles(this.params.outputsDir, {
      onUnreadable: (path, error) => this.warnUnreadable(path, error),
    });
    const now = this.params.clock.now();
    if (this.params.retention) this.forgetDeleted(files, now);
    // A change or failure of a file since deleted holds back no save.
    for (const path of this.observed.keys()) if (!files.has(path)) this.observed.delete(path);
    for (const path of this.failures.keys()) if (!files.has(path)) this.failures.delete(path);
    for (const [path, signature] of files) {
      if (
        sameSignature(this.durable.get(path), signature) ||
        sameSignature(this.held.get(path)?.signature, signature) ||
        this.pending.has(path)
      )
        continue;
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
    this.releaseHeld(options.final);
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
    if (this.startsSave(since)) {
      this.save++;
      this.dropOutlivedInheritance();
    }
    const save = this.save;
    this.pending.set(path, signature.size);
    this.flushProgress?.grow(signature.size);
    this.pool.add(async () => {
      try {
        await this.uploadOne(path, signature, since, save);
        this.failures.delete(path);
        this.flushProgress?.add(signature.size);
      } catch (error) {
        this.flushProgress?.grow(-signature.size);
        this.failures.set(path, `upload failed: ${describeError(error)}`);
        throw error;
      } finally {
        this.pending.delete(path);
        if (this.pending.size === 0) this.quietAt = this.params.clock.now();
      }
    });
  }

  /**
   * Whether an upload of a version first seen at `since` begins a new save.
   * A trainer's files of one save can straddle scans (the model seen one
   * scan, the optimizer the next), and a small file's upload can be done
   * before the rest settle: the burst then has a gap. Files that began
   * changing before the last burst went quiet, or within the settle time
   * after, belong to it; counting them as a save of their own would make
   * retention keep fewer saves than asked.
   */
  private startsSave(since: number): boolean {
    return this.pending.size === 0 && !this.inLastBurst(since);
  }

  /** Whether a time is before the last burst went quiet, or within the settle time after. */
  private inLastBurst(at: number): boolean {
    return this.quietAt !== undefined && at < this.quietAt + this.params.settleMs;
  }

  /** Where this writer's objects go: the run's folder, or this node's in a gang. */
  private ownPrefix(): string {
    return writerPrefix(this.params.lineage, this.params.runId, this.params.node);
  }

  private async uploadOne(
    path: string,
    signature: FileSignature,
    since: number,
    save: number,
  ): Promise<void> {
    const { manifest, clock, logger } = this.params;
    const absolute = join(this.params.outputsDir, path);
    if (!(await this.unchanged(absolute, signature)) || !(await this.readable(absolute, path)))
      return;
    const seq = ++this.seq;
    const previous = manifest.fileEntry(path);
    const own = this.ownPrefix();
    // A held version's object must not be overwritten: it may yet be named.
    const key = fileKey(own, path, seq, !previous?.key.startsWith(own) && !this.held.has(path));
    const started = clock.now();
    logger.debug(`uploading ${path} (${formatBytes(signature.size)}) to ${key}`);
    const digest = await this.put(path, key, absolute);
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
    const file: ManifestFile = {
      path,
      key,
      seq,
      size: digest.size,
      sha256: digest.sha256,
      uploadedAt: new Date(now).toISOString(),
    };
    this.observed.delete(path);
    if (previous !== undefined && previous.sha256 !== digest.sha256) {
      this.held.set(path, { file, signature, since });
      logger.info(
        `uploaded ${path} (${formatBytes(digest.size)}) in ${formatDuration(now - started)}; named once the rest of its save is uploaded`,
      );
      return;
    }
    this.name(file, signature, since, now);
    logger.info(
      `uploaded ${path} (${formatBytes(digest.size)}) in ${formatDuration(now - started)}`,
    );
  }

  private name(file: ManifestFile, signature: FileSignature, since: number, now: number): void {
    this.params.manifest.recordFile(file);
    this.params.manifest.schedule();
    this.durable.set(file.path, signature);
    this.count(file.size, now - since, now);
  }

  /**
   * Names the held versions once their save is whole in the store. A trainer
   * that rewrites a checkpoint in place (latest/, or the same step saved
   * again on a notice) replaces every file of a save that is already
   * durable; naming each new version as its upload lands would leave the
   * manifest with a mix of the two saves whenever an upload fails or the
   * VM dies between them, and a restore of this run would then hold neither
   * whole. Until nothing is being uploaded, nothing has failed and no file
   * of the same burst is still being written, the manifest keeps naming the
   * old versions, which stay whole. New paths need no holding: they replace
   * nothing. `final`: the trainer has exited and every file was taken.
   */
  private releaseHeld(final: boolean): void {
    if (this.held.size === 0 || this.pending.size > 0 || this.failures.size > 0) return;
    if (final) {
      if (this.stats_.suspectFiles.length > 0) return;
    } else {
      if (this.inLastBurst(this.params.clock.now())) return;
      for (const seen of this.observed.values()) if (this.inLastBurst(seen.since)) return;
    }
    const now = this.params.clock.now();
    for (const { file, signature, since } of this.held.values())
      this.name(file, signature, since, now);
    this.held.clear();
  }

  /** One object, retried: a few tries while training, until the deadline in the final flush. */
  private put(path: string, key: string, absolute: string): Promise<Digest> {
    const { store, clock, logger } = this.params;
    const until = this.retryUntil;
    return withRetry(() => store.putFile(key, absolute), {
      clock,
      ...(until === undefined
        ? this.params.retry
          ? { policy: this.params.retry }
          : {}
        : { policy: untilDeadline, until }),
      onRetry: (error, attempt, delayMs) =>
        logger.warning(
          `upload of ${path} failed (try ${attempt}): ${describeError(error)}; retrying in ${delayMs}ms`,
        ),
    });
  }

  private count(bytes: number, lagMs: number, now: number): void {
    const stats = this.stats_;
    stats.filesUploaded++;
    stats.bytesUploaded += bytes;
    stats.lastLagMs = lagMs;
    stats.maxLagMs = Math.max(stats.maxLagMs, lagMs);
    stats.lastDurableAt = now;
    if (this.noticeAt !== undefined && now >= this.noticeAt) {
      stats.afterNotice.files++;
      stats.afterNotice.bytes += bytes;
    }
  }

  /**
   * With retention, the files inherited from earlier runs (not placed in the
   * outputs, so the trainer cannot delete them) leave the manifest once this
   * run has made N saves of its own; otherwise a lineage's manifest would
   * grow by every checkpoint of every attempt. Called as save N+1 starts,
   * when saves 1..N have all finished.
   */
  private dropOutlivedInheritance(): void {
    const keep = this.params.keep ?? 0;
    if (keep === 0 || this.save !== keep + 1) return;
    const own = this.ownPrefix();
    const { manifest, logger } = this.params;
    const outlived = manifest
      .current()
      .files.filter((file) => !file.key.startsWith(own) && !this.durable.has(file.path));
    for (const file of outlived) manifest.forget(file.path);
    if (outlived.length > 0) {
      manifest.schedule();
      logger.info(
        `retention: ${outlived.length} files restored from earlier runs are older than this run's last ${keep} saves; the manifest no longer names them`,
      );
    }
  }

  /** Probed before the upload: a file we may not read would only fail every retry. */
  private async readable(absolute: string, path: string): Promise<boolean> {
    try {
      await (await open(absolute, 'r')).close();
      this.unreadable.delete(path);
      return true;
    } catch (error) {
      this.warnUnreadable(path, error);
      return false;
    }
  }

  private warnUnreadable(path: string, error: unknown): void {
    if (this.unreadable.has(path)) return;
    this.unreadable.set(path, `it cannot be read (${describeError(error)})`);
    const where = path === '' ? this.params.outputsDir : join(this.params.outputsDir, path);
    this.params.logger.warning(
      `cannot read ${where} (${describeError(error)}); it is not uploaded, the rest of the outputs still are`,
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
