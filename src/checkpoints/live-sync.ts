import { sleepUnlessAborted, type Clock } from '../base/clock.js';
import { describeError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import type { RetryPolicy } from '../base/retry.js';
import type { NotSavedFile } from '../records/manifest.js';
import { writerPrefix } from '../store/layout.js';
import type { NoticeWindow } from '../notice/notice.js';
import type { Store } from '../store/store.js';
import { DeletedFiles } from './deleted-files.js';
import { FileStability } from './file-stability.js';
import { HeldRelease } from './held-release.js';
import type { ManifestWriter } from './manifest-writer.js';
import { NamedVersions } from './named-versions.js';
import { RetentionTrim } from './retention-trim.js';
import type { RunRetention } from './run-retention.js';
import { SaveBursts } from './save-bursts.js';
import { SaveFit } from './save-fit.js';
import { OutputsTree, type OutputsTreeParams } from './outputs-tree.js';
import type { FileSignature } from './scan.js';
import { SyncCounters, type SyncStats } from './sync-stats.js';
import { SkippedFiles } from './skipped-files.js';
import { UnreadableFiles } from './unreadable-files.js';
import { UploadPool } from './upload-pool.js';
import { VersionUploader } from './version-uploader.js';

/**
 * How soon a scan that saw changes is followed by another while versions
 * are held: a trainer saving more often than the scans come must still be
 * caught between two saves now and then (see HeldRelease).
 */
const CONFIRM_MS = 50;

export interface LiveSyncParams extends Pick<OutputsTreeParams, 'fullScanShare'> {
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
  /** With `retention`: superseded uploads are handed over for removal. */
  readonly retention?: RunRetention;
  /** N of `retention`: entries inherited from earlier runs leave the manifest after N saves of this run. */
  readonly keep?: number;
  /** The notice's window, once known: a save that would not fit it is warned about. */
  readonly noticeWindow?: () => NoticeWindow | undefined;
}

/**
 * Uploads the outputs while training runs ("live outputs"): each stable file
 * once per version, several at a time, verified, named in the manifest once
 * durable. A deleted file leaves the manifest (DeletedFiles says when), its
 * object stays.
 */
export class LiveSync {
  private readonly counters = new SyncCounters();
  private readonly versions: NamedVersions;
  private readonly stability: FileStability;
  private readonly bursts: SaveBursts;
  private readonly fit: SaveFit;
  private readonly pool: UploadPool;
  private readonly unreadable: UnreadableFiles;
  private readonly skipped: SkippedFiles;
  private readonly trim: RetentionTrim;
  private readonly deleted: DeletedFiles;
  private readonly held: HeldRelease;
  private readonly uploader: VersionUploader;
  private readonly tree: OutputsTree;
  private quiet = false; // the last scan left nothing to do: one finding no change stops there
  private readonly stopScanning = new AbortController();
  private loop: Promise<void> | undefined;

  constructor(private readonly params: LiveSyncParams) {
    const { manifest, clock, logger, settleMs } = params;
    this.versions = new NamedVersions(manifest, this.counters, params.inherited);
    this.stability = new FileStability(settleMs, this.counters, logger);
    this.bursts = new SaveBursts(settleMs);
    this.fit = new SaveFit(logger, params.noticeWindow ?? (() => undefined));
    this.pool = new UploadPool({
      store: params.store,
      concurrency: params.concurrency,
      clock,
      logger,
      ...(params.retry ? { retry: params.retry } : {}),
      counters: this.counters,
      onQuiet: () => {
        this.bursts.quiet(clock.now());
        this.fit.quiet(clock.now());
      },
    });
    this.unreadable = new UnreadableFiles(params.outputsDir, logger);
    this.skipped = new SkippedFiles(logger);
    this.tree = new OutputsTree({
      root: params.outputsDir,
      fullScanShare: params.fullScanShare,
      clock,
      logger,
      onUnreadable: (path, error) => this.unreadable.warn(path, error),
      onSkipped: (path, reason) => this.skipped.note(path, reason),
    });
    // Where this writer's objects go: the run's folder, or this node's in a gang.
    const ownPrefix = writerPrefix(params.lineage, params.runId, params.node);
    const mirror = { manifest, versions: this.versions, logger, ownPrefix };
    this.trim = new RetentionTrim({ ...mirror, keep: params.keep ?? 0 });
    this.deleted = new DeletedFiles({ ...mirror, settleMs });
    this.held = new HeldRelease({
      versions: this.versions,
      pool: this.pool,
      bursts: this.bursts,
      stability: this.stability,
      counters: this.counters,
      clock,
      settleMs,
    });
    this.uploader = new VersionUploader({
      outputsDir: params.outputsDir,
      manifest,
      clock,
      logger,
      retention: params.retention,
      ownPrefix,
      pool: this.pool,
      stability: this.stability,
      unreadable: this.unreadable,
      versions: this.versions,
    });
  }

  start(): void {
    this.loop ??= this.scanLoop();
  }

  /** A file placed in the outputs that is durable already (another node's, see PeerMirror): never uploaded. */
  adopt(path: string, signature: FileSignature): void {
    this.versions.adopt(path, signature);
  }

  /** From now on, uploads count as "saved after the notice". */
  markNotice(at: number): void {
    this.counters.markNotice(at);
    this.fit.noticeArrived();
    this.params.store.expedite?.();
  }

  /**
   * Files modified at or after `since` (epoch ms) are never uploaded: the trainer is
   * being killed, and a file it was writing may be torn however long it then holds still.
   */
  distrustChangesSince(since: number, cause?: string): void {
    this.stability.distrustChangesSince(since, cause);
  }

  /** Stops watching without a final upload: for when the attempt itself failed. */
  async stop(): Promise<void> {
    this.params.store.expedite?.();
    this.stopScanning.abort();
    await this.loop;
    this.tree.close();
    await this.pool.idle();
    this.uploader.tickLog(true);
  }

  /**
   * Stops watching and uploads everything not yet durable, without waiting
   * for files to settle: the trainer has exited, so every file is closed.
   * Each upload is retried until `until` (the notice's deadline, less the
   * time the seal needs): a save made on a notice is the one that matters
   * most, and giving up early would lose it while time was left.
   */
  async flush(until?: number): Promise<void> {
    this.pool.startFlush(until);
    this.params.store.expedite?.();
    this.stopScanning.abort();
    await this.loop;
    await this.pool.idle();
    // A file rewritten during its upload (a straggling writer) is taken again; a few
    // passes settle it, and a writer that never stops is not worth the deadline.
    for (let pass = 0; pass < 3; pass++) {
      const raced = this.uploader.changedDuringUpload();
      await this.scanOnce({ final: true });
      await this.pool.idle();
      if (this.uploader.changedDuringUpload() === raced) break;
    }
    // The last pass's uploads are done: a deletion they held back is mirrored now.
    if (this.deleted.waiting()) await this.scanOnce({ final: true });
    this.uploader.tickLog(true);
    this.held.finalRelease();
  }

  /** After flush: each file whose current version is not durable, and why (read from the watches). */
  async notSaved(): Promise<NotSavedFile[]> {
    let files: ReadonlyMap<string, FileSignature>;
    try {
      files = (await this.tree.scan(false)).files;
    } catch (error) {
      return [{ path: '.', reason: `the outputs could not be read: ${describeError(error)}` }];
    } finally {
      this.tree.close();
    }
    const missing: NotSavedFile[] = [];
    for (const [path, signature] of files) {
      if (this.versions.isDurable(path, signature)) continue;
      const reason = this.counters.isSuspect(path)
        ? `it was being written when ${this.stability.distrustCause()}, so it may be torn`
        : (this.pool.failure(path) ??
          (this.versions.isHeld(path, signature)
            ? 'uploaded, but the rest of its save was not, so the store keeps the version before it (naming this one alone would break that save)'
            : 'it kept changing while it was being uploaded'));
      missing.push({ path, reason });
    }
    missing.push(...this.unreadable.notSaved(files), ...this.skipped.notSaved());
    return missing;
  }

  stats(): SyncStats {
    const tooBig = this.fit.warning();
    return { ...this.counters.snapshot(), ...(tooBig ? { saveTooBig: tooBig } : {}) };
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
      const pause = this.held.confirmSoon() ? Math.min(scanIntervalMs, CONFIRM_MS) : scanIntervalMs;
      await sleepUnlessAborted(clock, pause, this.stopScanning.signal);
    }
  }

  private async scanOnce(options: { final: boolean }): Promise<void> {
    const full = options.final || this.tree.fullScanDue();
    if (full) this.skipped.beginScan();
    const { files, changed, still } = await this.tree.scan(full);
    if (full) this.skipped.endScan();
    this.uploader.tickLog();
    if (!changed && this.quiet) return;
    const now = this.params.clock.now();
    this.deleted.observe(files, now, (path) => this.pool.uploading(path));
    // A change or failure of a file since deleted holds back no save.
    this.stability.noteScan(files);
    this.pool.forgetAbsent(files);
    let unsavedSince: number | undefined;
    // What is not durable, for HeldRelease: needed only while it has something to name or mirror.
    const remembering = this.versions.holding() || this.deleted.waiting();
    const pending = new Map<string, { signature: FileSignature; since: number }>();
    for (const [path, signature] of files) {
      if (this.versions.isDurable(path, signature)) continue;
      if (!this.versions.isHeld(path, signature) && !this.pool.uploading(path)) {
        const since = this.stability.settledSince(path, signature, now, options.final);
        if (since !== undefined && !this.stability.torn(path, signature))
          this.upload(path, signature, since);
      }
      const seen = this.stability.unsavedFrom(path) ?? this.versions.heldSince(path) ?? now;
      unsavedSince = Math.min(unsavedSince ?? seen, seen);
      if (remembering) pending.set(path, { signature, since: seen });
    }
    // Before held versions are named: a deleted path's held version goes with it.
    this.deleted.apply({
      now,
      unsavedSince,
      failing: this.pool.failing(),
      exited: options.final && !this.stability.distrusting(),
      abnormal: this.stability.distrusting(),
      wholeAt: this.held.wholeAt(),
    });
    const deleting = this.deleted.waiting();
    this.held.consider({ final: options.final, still, files, pending, deleting });
    const settled = this.pool.settled() && !this.versions.holding() && !this.deleted.waiting();
    this.quiet = settled && unsavedSince === undefined;
  }

  private upload(path: string, signature: FileSignature, since: number): void {
    if (this.bursts.startsSave(since, this.pool.busy())) {
      this.bursts.begin();
      this.trim.dropOutlivedInheritance(this.bursts.current());
    }
    const save = this.bursts.current();
    this.fit.uploadStarting(save, signature.size, this.params.clock.now(), !this.pool.busy());
    this.held.taking(path, signature);
    this.pool.add(path, signature.size, () => this.uploader.upload(path, signature, since, save));
  }
}
