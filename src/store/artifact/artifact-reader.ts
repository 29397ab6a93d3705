import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../../base/log.js';
import { parseName } from './artifact-names.js';
import type { ArtifactRuns, RunArtifact } from './artifact-runs.js';
import {
  mergeStates,
  parseWriterState,
  type FileLocation,
  type RunView,
  type WriterState,
} from './artifact-state.js';
import type { OwnArtifacts } from './own-artifacts.js';

export interface ArtifactReaderParams {
  readonly runs: ArtifactRuns;
  readonly base: string;
  readonly logger: Logger;
}

export interface LoadedRun {
  readonly view: RunView;
  readonly artifacts: ReadonlyMap<string, RunArtifact>;
  readonly claims: ReadonlyMap<string, RunArtifact>;
}

/** A run's artifacts as a store: its writers' states merged, its batches downloaded as needed. */
export class ArtifactReader {
  private readonly loaded = new Map<string, LoadedRun>();
  private readonly extracted = new Map<number, Promise<string>>();

  constructor(
    private readonly params: ArtifactReaderParams,
    private readonly own: OwnArtifacts,
  ) {}

  /** The run's artifacts and merged states, read afresh: another writer may have moved on. */
  async load(runId: string): Promise<LoadedRun> {
    try {
      return await this.loadOnce(runId);
    } catch (error) {
      // A state deleted between listing and download: the next listing has its successor.
      this.params.logger.debug(`reading run ${runId}'s artifacts again: ${String(error)}`);
      return this.loadOnce(runId);
    }
  }

  async locate(
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
  async extractedEntry(runId: string, artifact: RunArtifact, entry: string): Promise<string> {
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

  async downloadText(runId: string, artifact: RunArtifact): Promise<string> {
    const directory = await this.downloadInto(runId, artifact);
    try {
      const [file] = await readdir(directory);
      if (file === undefined) throw new Error(`artifact ${artifact.name} is empty`);
      return await readFile(join(directory, file), 'utf8');
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }

  private async loadOnce(runId: string): Promise<LoadedRun> {
    const own = this.params.runs.isCurrent(runId);
    const listed = await this.params.runs.list(runId);
    const artifacts = new Map<string, RunArtifact>(own ? this.own.batches : []);
    const claims = new Map<string, RunArtifact>();
    const newestState = new Map<string, { seq: number; artifact: RunArtifact }>();
    for (const artifact of listed) {
      const parsed = parseName(this.params.base, artifact.name);
      if (!parsed) continue;
      artifacts.set(artifact.name, artifact);
      if (parsed.kind === 'claim') claims.set(parsed.keyHash, artifact);
      if (parsed.kind !== 'state' || (own && parsed.writer === this.own.writer)) continue;
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
            writer: this.own.writer,
            seq: 0,
            texts: {},
            files: Object.fromEntries(this.own.files),
          },
        ]
      : [];
    const run = { view: mergeStates([...states, ...mine]), artifacts, claims };
    this.loaded.set(runId, run);
    return run;
  }

  private async downloadInto(runId: string, artifact: RunArtifact): Promise<string> {
    const directory = await mkdtemp(join(await this.own.scratchDir('inbox'), 'a'));
    await this.params.runs.download(runId, artifact, directory);
    return directory;
  }
}
