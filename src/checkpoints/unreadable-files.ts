import { accessSync, constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { describeError } from '../base/errors.js';
import { outputsCalls } from '../base/quick-calls.js';
import type { Logger } from '../base/log.js';
import type { NotSavedFile } from '../records/manifest.js';
import type { FileSignature } from './scan.js';

/**
 * Paths of the outputs that could not be read, with why: warned about once
 * (a warning each scan would drown the log) and reported as not saved at
 * the end.
 */
export class UnreadableFiles {
  private readonly unreadable = new Map<string, string>();

  constructor(
    private readonly outputsDir: string,
    private readonly logger: Logger,
  ) {}

  /** Probed before the upload: a file we may not read would only fail every retry. */
  async readable(absolute: string, path: string): Promise<boolean> {
    try {
      // What open would say, in one call instead of two.
      await outputsCalls.run(
        () => accessSync(absolute, constants.R_OK),
        () => access(absolute, constants.R_OK),
      );
      this.cleared(path);
      return true;
    } catch (error) {
      this.warn(path, error);
      return false;
    }
  }

  /** The file at `path` was read: it is no longer reported. */
  cleared(path: string): void {
    this.unreadable.delete(path);
  }

  warn(path: string, error: unknown): void {
    if (this.unreadable.has(path)) return;
    this.unreadable.set(path, `it cannot be read (${describeError(error)})`);
    const where = path === '' ? this.outputsDir : join(this.outputsDir, path);
    this.logger.warning(
      `cannot read ${where} (${describeError(error)}); it is not uploaded, the rest of the outputs still are`,
    );
  }

  /** The unreadable paths not among `files`: those are reported with their own reason. */
  notSaved(files: ReadonlyMap<string, FileSignature>): NotSavedFile[] {
    const missing: NotSavedFile[] = [];
    for (const [path, reason] of this.unreadable) {
      if (!files.has(path)) missing.push({ path: path === '' ? '.' : path, reason });
    }
    return missing;
  }
}
