import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { RunArtifact } from './artifact-runs.js';
import type { FileLocation } from './artifact-state.js';

/**
 * This store as one writer of the run among others: its name, its scratch
 * area, the batches it uploaded and where each of its files went, and how
 * many artifacts it created (a job may create only so many).
 */
export class OwnArtifacts {
  readonly writer = randomBytes(6).toString('hex');
  readonly batches = new Map<string, RunArtifact>();
  readonly files = new Map<string, FileLocation>();
  private created = 0;

  constructor(private readonly scratch: string) {}

  /** Counts an artifact this job is about to create. */
  create(): void {
    this.created++;
  }

  createdCount(): number {
    return this.created;
  }

  async scratchDir(name: string): Promise<string> {
    const directory = join(this.scratch, this.writer, name);
    await mkdir(directory, { recursive: true });
    return directory;
  }
}
