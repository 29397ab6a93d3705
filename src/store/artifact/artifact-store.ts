import { copyFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { errorCode } from '../../base/error-code.js';
import { claimName, keyHash } from './artifact-names.js';
import { isNameTaken } from './artifact-runs.js';
import { ArtifactBatches, type ArtifactBatchesParams } from './artifact-batches.js';
import { ArtifactReader } from './artifact-reader.js';
import { ArtifactStateWriter } from './artifact-state-writer.js';
import { OwnArtifacts } from './own-artifacts.js';
import { digestFile } from '../digest.js';
import { continuedRunOfIndex, lineageRunsOf, runIndexKey, runOfKey } from '../layout.js';
import { storeOperation, type Digest, type Store } from '../store.js';
import { placeVerified } from '../verified-place.js';

export interface ArtifactStoreParams extends ArtifactBatchesParams {
  /** A scratch directory for staged uploads and downloads (under RUNNER_TEMP, wiped after the job). */
  readonly scratch: string;
}

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
  private readonly own: OwnArtifacts;
  private readonly batches: ArtifactBatches;
  private readonly state: ArtifactStateWriter;
  private readonly reader: ArtifactReader;
  /** Runs this store was asked about: where a lineage's history is looked for. */
  private readonly knownRuns = new Set<string>();

  constructor(private readonly params: ArtifactStoreParams) {
    this.url = `artifact://${params.base}`;
    this.own = new OwnArtifacts(params.scratch);
    this.batches = new ArtifactBatches(params, this.url, this.own);
    this.state = new ArtifactStateWriter(params, this.own);
    this.reader = new ArtifactReader(params, this.own);
  }

  /** The run is ending: send what waits now, and from now on without pacing. */
  expedite(): void {
    this.batches.expedite();
  }

  async putFile(key: string, localPath: string): Promise<Digest> {
    return this.guard('put', key, () => this.batches.put(key, localPath));
  }

  async getFile(key: string, localPath: string, expected: Digest): Promise<void> {
    await this.guard('get', key, async () => {
      const runId = runOfKey(key) ?? this.params.runs.currentRunId;
      const { location, artifact } = await this.reader.locate(runId, key);
      await placeVerified(localPath, expected, `${this.url}/${key}`, async (temp) => {
        const entry = await this.reader.extractedEntry(runId, artifact, location.entry);
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
      const own = this.params.runs.isCurrent(runId) ? this.state.text(key) : undefined;
      const run = await this.reader.load(runId);
      const found = run.view.texts.get(key);
      const newest = own && (!found || own.at >= found.at) ? own : found;
      if (newest) return newest.text;
      const claim = run.claims.get(keyHash(key));
      return claim ? this.reader.downloadText(runId, claim) : undefined;
    });
  }

  async writeText(key: string, text: string): Promise<void> {
    await this.guard('write', key, () => this.state.write(key, text));
  }

  async createExclusive(key: string, text: string): Promise<boolean> {
    return this.guard('claim', key, async () => {
      const path = join(await this.own.scratchDir('claims'), claimName(this.params.base, key));
      await writeFile(path, text);
      try {
        this.own.create();
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
        const run = await this.reader.load(runId);
        const keys = [...run.view.texts.keys(), ...run.view.files.keys()];
        if (this.params.runs.isCurrent(runId)) keys.push(...this.state.keys());
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

  private async guard<T>(operation: string, key: string, task: () => Promise<T>): Promise<T> {
    return storeOperation(this.url, operation, key, task);
  }
}
