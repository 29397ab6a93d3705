import { randomBytes } from 'node:crypto';
import {
  copyFile,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  writeFile,
} from 'node:fs/promises';
import { basename, join } from 'node:path';
import { sleepUnlessAborted, type Clock } from '../../base/clock.js';
import { errorCode } from '../../base/error-code.js';
import type { Logger } from '../../base/log.js';
import { batchName, claimName, keyHash, parseName, stateName } from './artifact-names.js';
import { isNameTaken, type ArtifactRuns, type RunArtifact } from './artifact-runs.js';
import {
  mergeStates,
  parseWriterState,
  type FileLocation,
  type RunView,
  type TextEntry,
  type WriterState,
} from './artifact-state.js';
import { digestFile } from '../digest.js';
import { continuedRunOfIndex, lineageRunsOf, runIndexKey, runOfKey } from '../layout.js';
import { storeOperation, type Digest, type Store } from '../store.js';
import { TaskPool } from '../task-pool.js';
import { placeVerified } from '../verified-place.js';

export interface ArtifactStoreParams {
  readonly runs: ArtifactRuns;
  /** NAME of artifact://NAME: the prefix of every artifact this store creates. */
  readonly base: string;
  /** A scratch directory for staged uploads and downloads (under RUNNER_TEMP, wiped after the job). */
  readonly scratch: string;
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

interface LoadedRun {
  readonly view: RunView;
  readonly artifacts: ReadonlyMap<string, RunArtifact>;
  readonly claims: ReadonlyMap<string, RunArtifact>;
}

/** A burst of writes (the manifest after each file of a batch) becomes one state artifact. */
const STATE_GATHER_MS = 250;
/** A writer's older states are deleted, except this many, for readers that listed them a moment ago. */
const STATES_KEPT = 2;

/**
 * Live outputs as GitHub artifacts, for users without a bucket. Artifacts
 * cannot change and a job may create only so many, so files are staged
 * (copied while hashed, safe from the trainer rewriting them) and uploaded
 * in batches at most one per `batchIntervalMs`, one artifact per batch; the
 * texts (manifest, run index) go in a small state artifact that also maps each
 * file to its batch. When the run ends (`expedite`), nothing waits any more.
 */
export class ArtifactStore implements Store {
  readonly url: string;
  /** putFile waits for its batch: every waiting file must reach the store to join one. */
  readonly putsInFlight = 64;
  private readonly writer = randomBytes(6).toString('hex');
  private readonly staging: TaskPool;
  private readonly stagingNow = new Set<Promise<unknown>>();
  private readonly queue: Queued[] = [];
  private draining: Promise<void> | undefined;
  private lastBatchAt = -Infinity;
  private readonly ending = new AbortController();
  private created = 0;
  private warnedBudget = false;
  private batchSeq = 0;
  private stateSeq = 0;
  private stagedCount = 0;
  private readonly files = new Map<string, FileLocation>();
  private readonly texts = new Map<string, TextEntry>();
  private readonly ownArtifacts = new Map<string, RunArtifact>();
  private readonly ownStates: string[] = [];
  private textGeneration = 0;
  private durableGeneration = 0;
  private stateWrite: Promise<void> | undefined;
  /** Runs this store was asked about: where a lineage's history is looked for. */
  private readonly knownRuns = new Set<string>();
  private readonly loaded = new Map<string, LoadedRun>();
  private readonly extracted = new Map<number, Promise<string>>();

  constructor(private readonly params: ArtifactStoreParams) {
    this.url = `artifact://${params.base}`;
    this.staging = new TaskPool(params.stagingConcurrency, () => undefined);
  }

  /** The run is ending: send what waits now, and from now on without pacing. */
  expedite(): void {
    this.ending.abort();
  }

  async putFile(key: string, localPath: string): Promise<Digest> {
    return this.guard('put', key, async () => {
      const staged = await this.stage(key, localPath);
      await new Promise<undefined>((resolve, reject) => {
        this.queue.push({ ...staged, landed: () => resolve(undefined), failed: reject });
        this.drain();
      });
      return staged.digest;
    });
  }

  async getFile(key: string, localPath: string, expected: Digest): Promise<void> {
    await this.guard('get', key, async () => {
      const runId = runOfKey(key) ?? this.params.runs.currentRunId;
      const { location, artifact } = await this.locate(runId, key);
      await placeVerified(localPath, expected, `${this.url}/${key}`, async (temp) => {
        const entry = await this.extractedEntry(runId, artifact, location.entry);
        try {
          await rename(entry, temp);
        } catch (error) {
          if (errorCode(error) !== 'EXDEV') throw error;
          await copyFile(entry, temp);
          await rm(entry, { force: true });
        }
        return digestFile(temp);
      });
    });
  }

  async readText(key: string): Promise<string | undefined> {
    return this.guard('read', key, async () => {
      const runId = runOfKey(key) ?? this.params.runs.currentRunId;
      this.knownRuns.add(runId);
      const own = this.params.runs.isCurrent(runId) ? this.texts.get(key) : undefined;
      const run = await this.load(runId);
      const found = run.view.texts.get(key);
      const newest = own && (!found || own.at >= found.at) ? own : found;
      if (newest) return newest.text;
      const claim = run.claims.get(keyHash(key));
      return claim ? this.downloadText(runId, claim) : undefined;
    });
  }

  async writeText(key: string, text: string): Promise<void> {
    await this.guard('write', key, async () => {
      this.texts.set(key, { text, at: this.params.clock.now() });
      const generation = ++this.textGeneration;
      while (this.durableGeneration < generation) {
        this.stateWrite ??= this.commitState().finally(() => {
          this.stateWrite = undefined;
        });
        await this.stateWrite;
      }
    });
  }

  async createExclusive(key: string, text: string): Promise<boolean> {
    return this.guard('claim', key, async () => {
      const path = join(await this.scratchDir('claims'), claimName(this.params.base, key));
      await writeFile(path, text);
      try {
        this.created++;
        await this.params.runs.uploadRaw(path);
        return true;
      } catch (error) {
        // The run's unique artifact names make the first creation the only one.
        if (isNameTaken(error)) return false;
        throw error;
      } finally {
        await rm(path, { force: true });
      }
    });
  }

  async listChildren(prefix: string): Promise<string[]> {
    return this.guard('list', prefix, async () => {
      const children = new Set<string>();
      const visited = new Set<string>();
      const pending = [this.params.runs.currentRunId, ...this.knownRuns, ...lineageRunsOf(prefix)];
      // A lineage's runs are found by following each run's index back to the run it continued.
      while (pending.length > 0 && visited.size < 1000) {
        const runId = pending.pop() ?? '';
        if (visited.has(runId)) continue;
        visited.add(runId);
        const run = await this.load(runId);
        const keys = [...run.view.texts.keys(), ...run.view.files.keys()];
        if (this.params.runs.isCurrent(runId)) keys.push(...this.texts.keys());
        for (const key of keys) {
          if (!key.startsWith(prefix)) continue;
          const child = key.slice(prefix.length).split('/')[0];
          if (child) children.add(child);
        }
        const continued = continuedRunOfIndex(run.view.texts.get(runIndexKey(runId))?.text ?? '');
        if (continued !== undefined) pending.push(continued);
      }
      return [...children].sort();
    });
  }

  private async stage(key: string, localPath: string): Promise<Staged> {
    const directory = await this.scratchDir('outbox');
    const path = join(directory, `e${++this.stagedCount}`);
    const copied = new Promise<Digest>((resolve, reject) => {
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
    this.stagingNow.add(copied);
    try {
      return { key, path, digest: await copied };
    } finally {
      this.stagingNow.delete(copied);
    }
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
    if (this.created < artifactLimit - endReserve || signal.aborted) return;
    if (!this.warnedBudget) {
      this.warnedBudget = true;
      logger.warning(
        `${this.url}: this job has created ${this.created} of its ${artifactLimit} artifacts; the rest are kept for the end of the run, so outputs now upload only when the trainer stops. A longer job needs a bigger artifact-interval or an s3:// store.`,
      );
    }
    await sleepUnlessAborted(clock, Number.MAX_SAFE_INTEGER >>> 1, signal);
  }

  private async commitBatch(batch: readonly Staged[]): Promise<void> {
    const name = batchName(this.params.base, this.writer, ++this.batchSeq);
    this.created++;
    let artifact: RunArtifact;
    const entries = new Map<Staged, string>();
    const [single] = batch;
    if (batch.length === 1 && single) {
      // One file travels as itself: no zip to build, and the download is the file.
      const raw = join(await this.scratchDir('raw'), name);
      await rename(single.path, raw);
      try {
        artifact = await this.params.runs.uploadRaw(raw);
      } finally {
        await rm(raw, { force: true });
      }
      entries.set(single, name);
    } else {
      const root = await this.scratchDir('outbox');
      artifact = await this.params.runs.uploadZip(
        name,
        batch.map((staged) => staged.path),
        root,
      );
      for (const staged of batch) entries.set(staged, basename(staged.path));
    }
    this.lastBatchAt = this.params.clock.now();
    this.ownArtifacts.set(name, artifact);
    for (const [staged, entry] of entries) {
      this.files.set(staged.key, { batch: name, entry, ...staged.digest });
    }
  }

  private async commitState(): Promise<void> {
    const { clock, base, runs, logger } = this.params;
    await clock.sleep(STATE_GATHER_MS);
    const generation = this.textGeneration;
    const seq = ++this.stateSeq;
    const state: WriterState = {
      format: 1,
      writer: this.writer,
      seq,
      texts: Object.fromEntries(this.texts),
      files: Object.fromEntries(this.files),
    };
    const path = join(await this.scratchDir('states'), stateName(base, this.writer, seq));
    await writeFile(path, JSON.stringify(state));
    try {
      this.created++;
      await runs.uploadRaw(path);
    } finally {
      await rm(path, { force: true });
    }
    this.durableGeneration = Math.max(this.durableGeneration, generation);
    this.ownStates.push(basename(path));
    for (const old of this.ownStates.splice(0, Math.max(0, this.ownStates.length - STATES_KEPT))) {
      // Only tidiness: a leftover state is superseded by the newer one.
      await runs
        .delete(old)
        .catch((error: unknown) =>
          logger.debug(`could not delete artifact ${old}: ${String(error)}`),
        );
    }
  }

  /** The run's artifacts and merged states, read afresh: another writer may have moved on. */
  private async load(runId: string): Promise<LoadedRun> {
    try {
      return await this.loadOnce(runId);
    } catch (error) {
      // A state deleted between listing and download: the next listing has its successor.
      this.params.logger.debug(`reading run ${runId}'s artifacts again: ${String(error)}`);
      return this.loadOnce(runId);
    }
  }

  private async loadOnce(runId: string): Promise<LoadedRun> {
    const own = this.params.runs.isCurrent(runId);
    const listed = await this.params.runs.list(runId);
    const artifacts = new Map<string, RunArtifact>(own ? this.ownArtifacts : []);
    const claims = new Map<string, RunArtifact>();
    const newestState = new Map<string, { seq: number; artifact: RunArtifact }>();
    for (const artifact of listed) {
      const parsed = parseName(this.params.base, artifact.name);
      if (!parsed) continue;
      artifacts.set(artifact.name, artifact);
      if (parsed.kind === 'claim') claims.set(parsed.keyHash, artifact);
      if (parsed.kind !== 'state' || (own && parsed.writer === this.writer)) continue;
      const known = newestState.get(parsed.writer);
      if (!known || parsed.seq > known.seq)
        newestState.set(parsed.writer, { seq: parsed.seq, artifact });
    }
    const states = await Promise.all(
      [...newestState.values()].map(async ({ artifact }) => {
        const parsed = parseWriterState(await this.downloadText(runId, artifact));
        if (typeof parsed === 'string') throw new Error(`${artifact.name} is unusable: ${parsed}`);
        return parsed;
      }),
    );
    const mine: WriterState[] = own
      ? [
          {
            format: 1,
            writer: this.writer,
            seq: 0,
            texts: {},
            files: Object.fromEntries(this.files),
          },
        ]
      : [];
    const run = { view: mergeStates([...states, ...mine]), artifacts, claims };
    this.loaded.set(runId, run);
    return run;
  }

  private async locate(
    runId: string,
    key: string,
  ): Promise<{ location: FileLocation; artifact: RunArtifact }> {
    for (const fresh of [false, true]) {
      const run = (!fresh && this.loaded.get(runId)) || (await this.load(runId));
      const location = run.view.files.get(key);
      const artifact = location && run.artifacts.get(location.batch);
      if (location && artifact) return { location, artifact };
    }
    throw new Error(`no artifact of run ${runId} holds it`);
  }

  /** The path of one entry of a downloaded batch; each batch is downloaded once for all its entries. */
  private async extractedEntry(
    runId: string,
    artifact: RunArtifact,
    entry: string,
  ): Promise<string> {
    for (let tries = 0; ; tries++) {
      let pending = this.extracted.get(artifact.id);
      if (!pending) {
        pending = this.downloadInto(runId, artifact);
        this.extracted.set(artifact.id, pending);
        pending.catch(() => this.extracted.delete(artifact.id));
      }
      const directory = await pending;
      const names = await readdir(directory);
      if (names.includes(entry)) return join(directory, entry);
      // A one-file batch arrives under the name the service gives it.
      const [only] = names;
      if (entry === artifact.name && names.length === 1 && only) return join(directory, only);
      // Taken by an earlier getFile of the same key: fetch the batch again.
      this.extracted.delete(artifact.id);
      if (tries > 0) throw new Error(`artifact ${artifact.name} has no entry ${entry}`);
    }
  }

  private async downloadInto(runId: string, artifact: RunArtifact): Promise<string> {
    const directory = await mkdtemp(join(await this.scratchDir('inbox'), 'a'));
    await this.params.runs.download(runId, artifact, directory);
    return directory;
  }

  private async downloadText(runId: string, artifact: RunArtifact): Promise<string> {
    const directory = await this.downloadInto(runId, artifact);
    try {
      const [file] = await readdir(directory);
      if (file === undefined) throw new Error(`artifact ${artifact.name} is empty`);
      return await readFile(join(directory, file), 'utf8');
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }

  private async scratchDir(name: string): Promise<string> {
    const directory = join(this.params.scratch, this.writer, name);
    await mkdir(directory, { recursive: true });
    return directory;
  }

  private async guard<T>(operation: string, key: string, task: () => Promise<T>): Promise<T> {
    return storeOperation(this.url, operation, key, task);
  }
}
