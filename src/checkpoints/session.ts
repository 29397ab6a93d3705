import type { Clock } from '../base/clock.js';
import { inGroup, type Logger } from '../base/log.js';
import type { LineageRun } from '../records/lineage.js';
import { recordLineageEntry } from '../records/lineage-index.js';
import { LiveSync } from './live-sync.js';
import { PeerMirror } from './peer-mirror.js';
import { type SyncStats } from './sync-stats.js';
import type { Manifest } from '../records/manifest.js';
import { ManifestWriter } from './manifest-writer.js';
import { restoreLineage, type RestoreParams, type RestoreResult } from './restore.js';
import { retireEarlierRuns } from './retire-runs.js';
import { RunRetention } from './run-retention.js';
import type { NoticeWindow } from '../notice/notice.js';
import type { Store } from '../store/store.js';
import type { GangPlace, RunIdentity } from '../records/identity.js';
import { sealSession, type SealReport, type SealRequest } from './seal.js';

export interface CheckpointSessionParams {
  readonly store: Store;
  readonly identity: RunIdentity;
  readonly outputsDir: string;
  readonly restartDir: string;
  /** Also place restored files in the outputs directory (`restore-to-outputs`). */
  readonly restoreToOutputs: boolean;
  /**
   * The runs a restore tries, newest first, when they are not the lineage's
   * runs before this one (a replacement restores its gang's run first). A
   * factory, read lazily, so a long lineage is read only as far as needed.
   */
  readonly restoreFrom?: () => AsyncIterable<LineageRun>;
  /** A file is uploaded once its size and mtime held still this long. */
  readonly settleMs: number;
  readonly scanIntervalMs: number;
  readonly concurrency: number;
  /** N of `retention`; 0 keeps everything. */
  readonly retention: number;
  readonly startedAt: number;
  /** The notice's window, once known (see SaveFit). */
  readonly noticeWindow?: () => NoticeWindow | undefined;
  readonly clock: Clock;
  readonly logger: Logger;
}

/**
 * The checkpoints of one attempt, from the restore to the seal: what the
 * supervisor calls, so it never talks to a store. The run's manifest names
 * everything a restore of it yields: the files it restored (whose objects
 * stay in earlier runs) and every file it uploaded since.
 */
export class CheckpointSession {
  private constructor(
    private readonly params: CheckpointSessionParams,
    readonly restore: RestoreResult,
    private readonly manifest: ManifestWriter,
    private readonly sync: LiveSync,
    private readonly tidying: () => Promise<unknown>,
    /** In an elastic gang: the other nodes' parts of a sharded save, placed here. */
    private readonly mirror: PeerMirror | undefined,
  ) {}

  /** Restores the lineage, records the run, and starts uploading the outputs. */
  static async open(params: CheckpointSessionParams): Promise<CheckpointSession> {
    const { identity, store, clock, logger } = params;
    const restore = await inGroup(logger, 'Restoring earlier outputs', () =>
      restoreLineage(restoreParams(params)),
    );
    const keep = params.retention;
    const retention = keep > 0 ? new RunRetention({ store, keep, logger }) : undefined;
    const manifest = new ManifestWriter({
      store,
      clock,
      logger,
      ...(retention ? { onWritten: (written: Manifest) => retention.written(written) } : {}),
      header: {
        lineage: identity.lineage,
        runId: identity.runId,
        attempt: identity.attempt,
        ...(identity.node ? gangHeader(identity.node) : {}),
        state: 'running',
        startedAt: new Date(params.startedAt).toISOString(),
        ...(restore.fromRunId ? { restoredFrom: restore.fromRunId } : {}),
      },
    });
    for (const file of restore.files) manifest.recordFile(file);
    // Listed in the lineage's index before its first manifest: a run with a
    // manifest is then always one a restore walking the index finds.
    await recordLineageEntry(store, identity, clock);
    // Written before training starts: a run that dies before its first
    // upload still yields, through its manifest, all that it restored.
    await manifest.persist();
    const retiring = keep > 0 ? retireBeyond(params, restore, manifest) : Promise.resolve();
    const sync = new LiveSync({
      store,
      outputsDir: params.outputsDir,
      lineage: identity.lineage,
      runId: identity.runId,
      ...(identity.node ? { node: identity.node.index } : {}),
      manifest,
      clock,
      logger,
      settleMs: params.settleMs,
      scanIntervalMs: params.scanIntervalMs,
      concurrency: params.concurrency,
      inherited: restore.placedInOutputs,
      ...(retention ? { retention, keep } : {}),
      ...(params.noticeWindow ? { noticeWindow: params.noticeWindow } : {}),
    });
    sync.start();
    const mirror = peerMirror(params, restore, manifest, sync);
    mirror?.start();
    const tidying = () => Promise.all([retention?.settled(), retiring]);
    return new CheckpointSession(params, restore, manifest, sync, tidying, mirror);
  }

  get manifestKey(): string {
    return this.manifest.key;
  }

  /** From now on, uploads count as saved after the notice, and a batching store stops waiting. */
  noticeArrived(at: number): void {
    this.sync.markNotice(at);
    // This node leaves: its bandwidth goes to its own final upload.
    void this.mirror?.stop();
  }

  /** The trainer is being killed: files written since `since` may be torn and are never uploaded. */
  distrustChangesSince(since: number, cause?: string): void {
    this.sync.distrustChangesSince(since, cause);
  }

  /** Stops uploading without a seal: the attempt itself failed. */
  async abandon(): Promise<void> {
    void this.mirror?.stop();
    await this.sync.stop();
  }

  /** Uploads what is left, retrying until `request.until`, and seals the manifest with the outcome. */
  async seal(request: SealRequest): Promise<SealReport> {
    // Not waited for: a file in hand would hold up the final upload. One it
    // places later is another node's, never uploaded from here.
    void this.mirror?.stop();
    return sealSession(
      { sync: this.sync, manifest: this.manifest, clock: this.params.clock },
      this.params.logger,
      request,
    );
  }

  /** Waits for retention's removals, so a run that ends on its own leaves its store trimmed. */
  async tidy(): Promise<void> {
    await this.tidying();
  }

  stats(): SyncStats {
    return this.sync.stats();
  }
}

function restoreParams(params: CheckpointSessionParams): RestoreParams {
  const { identity } = params;
  return {
    store: params.store,
    lineage: identity.lineage,
    currentRunId: identity.runId,
    restartDir: params.restartDir,
    ...(params.restoreToOutputs ? { outputsDir: params.outputsDir } : {}),
    concurrency: params.concurrency,
    clock: params.clock,
    logger: params.logger,
    ...(params.restoreFrom ? { runs: params.restoreFrom() } : {}),
  };
}

/** An elastic gang's nodes each hold the gang's sharded saves whole (see PeerMirror). */
function peerMirror(
  params: CheckpointSessionParams,
  restore: RestoreResult,
  manifest: ManifestWriter,
  sync: LiveSync,
): PeerMirror | undefined {
  const { identity } = params;
  const place = identity.node;
  if (place?.minNodes === undefined || place.minNodes >= place.count) return undefined;
  return new PeerMirror({
    store: params.store,
    lineage: identity.lineage,
    runId: identity.runId,
    node: place.index,
    outputsDir: params.outputsDir,
    restartDir: params.restartDir,
    restored: restore.files,
    ownPaths: () => manifest.paths(),
    adopt: (path, signature) => sync.adopt(path, signature),
    clock: params.clock,
    logger: params.logger,
  });
}

function retireBeyond(
  params: CheckpointSessionParams,
  restore: RestoreResult,
  manifest: ManifestWriter,
): Promise<void> {
  return retireEarlierRuns({
    store: params.store,
    lineage: params.identity.lineage,
    runId: params.identity.runId,
    keep: params.retention,
    ...(restore.fromRunId ? { restoredFrom: restore.fromRunId } : {}),
    namedNow: new Set(manifest.current().files.map((file) => file.key)),
    logger: params.logger,
  });
}

/** A gang node's place in its manifest; the floor only for an elastic gang. */
function gangHeader(place: GangPlace): Pick<Manifest, 'node' | 'nodes' | 'minNodes'> {
  return {
    node: place.index,
    nodes: place.count,
    ...(place.minNodes === undefined ? {} : { minNodes: place.minNodes }),
  };
}
