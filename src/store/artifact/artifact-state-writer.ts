import { rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Clock } from '../../base/clock.js';
import type { Logger } from '../../base/log.js';
import { stateName } from './artifact-names.js';
import type { ArtifactRuns } from './artifact-runs.js';
import type { TextEntry, WriterState } from './artifact-state.js';
import type { OwnArtifacts } from './own-artifacts.js';

export interface ArtifactStateWriterParams {
  readonly runs: ArtifactRuns;
  readonly base: string;
  readonly clock: Clock;
  readonly logger: Logger;
}

/** A burst of writes (the manifest after each file of a batch) becomes one state artifact. */
const STATE_GATHER_MS = 250;
/** A writer's older states are deleted, except this many, for readers that listed them a moment ago. */
const STATES_KEPT = 2;

/**
 * This writer's texts (manifest, run index), made durable in a small state
 * artifact that also maps each of its files to its batch.
 */
export class ArtifactStateWriter {
  private readonly texts = new Map<string, TextEntry>();
  private stateSeq = 0;
  private readonly ownStates: string[] = [];
  private textGeneration = 0;
  private durableGeneration = 0;
  private stateWrite: Promise<void> | undefined;

  constructor(
    private readonly params: ArtifactStateWriterParams,
    private readonly own: OwnArtifacts,
  ) {}

  text(key: string): TextEntry | undefined {
    return this.texts.get(key);
  }

  keys(): IterableIterator<string> {
    return this.texts.keys();
  }

  /** Resolves once a state holding this write is in the store. */
  async write(key: string, text: string): Promise<void> {
    this.texts.set(key, { text, at: this.params.clock.now() });
    const generation = ++this.textGeneration;
    while (this.durableGeneration < generation) {
      this.stateWrite ??= this.commitState().finally(() => {
        this.stateWrite = undefined;
      });
      await this.stateWrite;
    }
  }

  private async commitState(): Promise<void> {
    const { clock, base, runs, logger } = this.params;
    await clock.sleep(STATE_GATHER_MS);
    const generation = this.textGeneration;
    const seq = ++this.stateSeq;
    const state: WriterState = {
      format: 1,
      writer: this.own.writer,
      seq,
      texts: Object.fromEntries(this.texts),
      files: Object.fromEntries(this.own.files),
    };
    const path = join(await this.own.scratchDir('states'), stateName(base, this.own.writer, seq));
    await writeFile(path, JSON.stringify(state));
    try {
      this.own.create();
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
}
