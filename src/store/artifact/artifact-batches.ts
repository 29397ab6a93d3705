import { copyFile, rename, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { sleepUnlessAborted, type Clock } from '../../base/clock.js';
import type { Logger } from '../../base/log.js';
import { digestFile } from '../digest.js';
import type { Digest } from '../store.js';
import { TaskPool } from '../task-pool.js';
import { batchName } from './artifact-names.js';
import type { ArtifactRuns, RunArtifact } from './artifact-runs.js';
import type { OwnArtifacts } from './own-artifacts.js';

export interface ArtifactBatchesParams {
  readonly runs: ArtifactRuns;
  /** NAME of artifact://NAME: the prefix of every artifact this store creates. */
  readonly base: string;
  readonly clock: Clock;
  readonly logger: Logger;
  /** Least time between two batches of files, except once the run is ending. */
  readonly batchIntervalMs: number;
  /** Artifacts one job may create (GitHub: 500), and how many to keep for the end of the run. */
  readonly artifactLimit: number;
  readonly endReserve: number;
  /** Files copied into the staging area at once. */
  readonly stagingConcurrency: number;
}

interface Staged {
  readonly key: string;
  readonly path: string;
  readonly digest: Digest;
}

/** A staged file waiting for its batch, and the putFile waiting for it. */
interface Queued extends Staged {
  readonly landed: () => void;
  readonly failed: (error: unknown) => void;
}

/**
 * Files to artifacts: each staged (copied while hashed, safe from the
 * trainer rewriting it), then uploaded with the others waiting, one
 * artifact per batch and at most one batch per `batchIntervalMs`, keeping
 * the job's last artifacts for the end of the run. Once the run ends
 * (`expedite`), nothing waits any more.
 */
export class ArtifactBatches {
  private readonly staging: TaskPool;
  private readonly stagingNow = new Set<Promise<unknown>>();
  private readonly queue: Queued[] = [];
  private draining: Promise<void> | undefined;
  private lastBatchAt = -Infinity;
  private readonly ending = new AbortController();
  private warnedBudget = false;
  private batchSeq = 0;
  private stagedCount = 0;

  constructor(
    private readonly params: ArtifactBatchesParams,
    private readonly url: string,
    private readonly own: OwnArtifacts,
  ) {
    this.staging = new TaskPool(params.stagingConcurrency, () => undefined);
  }

  expedite(): void {
    this.ending.abort();
  }

  /** Resolves once the file's batch is in the store. */
  async put(key: string, localPath: string): Promise<Digest> {
    const staged = await this.stage(key, localPath);
    await new Promise<undefined>((resolve, reject) => {
      this.queue.push({ ...staged, landed: () => resolve(undefined), failed: reject });
      this.drain();
    });
    return staged.digest;
  }

  private async stage(key: string, localPath: string): Promise<Staged> {
    // Counted as staging from the call on, before its first await: a file put
    // together with others joins their batch however its copy is scheduled.
    const copied = this.copyToOutbox(localPath);
    this.stagingNow.add(copied);
    try {
      return { key, ...(await copied) };
    } finally {
      this.stagingNow.delete(copied);
    }
  }

  private async copyToOutbox(localPath: string): Promise<Omit<Staged, 'key'>> {
    const directory = await this.own.scratchDir('outbox');
    const path = join(directory, `e${++this.stagedCount}`);
    const digest = await new Promise<Digest>((resolve, reject) => {
      this.staging.add(async () => {
        try {
          // The copy is what gets uploaded, so the trainer may rewrite the
          // original meanwhile; the caller compares the original after.
          const [digest] = await Promise.all([digestFile(localPath), copyFile(localPath, path)]);
          resolve(digest);
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
    return { path, digest };
  }

  private drain(): void {
    this.draining ??= this.drainLoop().finally(() => {
      this.draining = undefined;
      if (this.queue.length > 0) this.drain();
    });
  }

  private async drainLoop(): Promise<void> {
    while (this.queue.length > 0) {
      await this.pace();
      // Files still being staged join this batch rather than wait for the next.
      await Promise.allSettled([...this.stagingNow]);
      const batch = this.queue.splice(0);
      try {
        await this.commitBatch(batch);
        for (const queued of batch) queued.landed();
      } catch (error) {
        for (const queued of batch) queued.failed(error);
      } finally {
        await Promise.all(batch.map((staged) => rm(staged.path, { force: true })));
      }
    }
  }

  private async pace(): Promise<void> {
    const { clock, batchIntervalMs, artifactLimit, endReserve, logger } = this.params;
    const signal = this.ending.signal;
    const wait = this.lastBatchAt + batchIntervalMs - clock.now();
    if (wait > 0 && !signal.aborted) await sleepUnlessAborted(clock, wait, signal);
    const created = this.own.createdCount();
    if (created < artifactLimit - endReserve || signal.aborted) return;
    if (!this.warnedBudget) {
      this.warnedBudget = true;
      logger.warning(
        `${this.url}: this job has created ${created} of its ${artifactLimit} artifacts; the rest are kept for the end of the run, so outputs now upload only when the trainer stops. A longer job needs a bigger artifact-interval or an s3:// store.`,
      );
    }
    await sleepUnlessAborted(clock, Number.MAX_SAFE_INTEGER >>> 1, signal);
  }

  private async commitBatch(batch: readonly Staged[]): Promise<void> {
    const name = batchName(this.params.base, this.own.writer, ++this.batchSeq);
    this.own.create();
    let artifact: RunArtifact;
    const entries = new Map<Staged, string>();
    const [single] = batch;
    if (batch.length === 1 && single) {
      // One file travels as itself: no zip to build, and the download is the file.
      const raw = join(await this.own.scratchDir('raw'), name);
      await rename(single.path, raw);
      try {
        artifact = await this.params.runs.uploadRaw(raw);
      } finally {
        await rm(raw, { force: true });
      }
      entries.set(single, name);
    } else {
      const root = await this.own.scratchDir('outbox');
      artifact = await this.params.runs.uploadZip(
        name,
        batch.map((staged) => staged.path),
        root,
      );
      for (const staged of batch) entries.set(staged, basename(staged.path));
    }
    this.lastBatchAt = this.params.clock.now();
    this.own.batches.set(name, artifact);
    for (const [staged, entry] of entries) {
      this.own.files.set(staged.key, { batch: name, entry, ...staged.digest });
    }
  }
}
