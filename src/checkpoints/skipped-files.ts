import type { Logger } from '../base/log.js';
import type { NotSavedFile } from '../records/manifest.js';

/** Why a path of the outputs is not uploaded, though it is no temp file. */
export type SkipReason = 'link' | 'name';

const REASONS: Record<SkipReason, string> = {
  link: 'it is a symbolic link, and the store keeps files, not links (the file it points to is uploaded under its own name); save a copy to have it restored (Lightning: save_last=True, not "link")',
  name: 'its name holds a backslash, which a restore refuses (on a Linux VM it is a character of the name, elsewhere a separator); rename it',
};

/**
 * Paths the scan passes over on purpose (symbolic links, names no restore
 * would take), each warned about once and reported as not saved while it
 * is there: the trainer wrote it, and it is not in the store.
 */
export class SkippedFiles {
  private readonly warned = new Set<string>();
  private current = new Map<string, SkipReason>();
  private next = new Map<string, SkipReason>();

  constructor(private readonly logger: Logger) {}

  /** A scan begins: what it does not note again is gone. */
  beginScan(): void {
    this.next = new Map();
  }

  note(path: string, reason: SkipReason): void {
    this.next.set(path, reason);
    if (this.warned.has(path)) return;
    this.warned.add(path);
    this.logger.warning(`not uploading ${path}: ${REASONS[reason]}`);
  }

  endScan(): void {
    this.current = this.next;
  }

  notSaved(): NotSavedFile[] {
    return [...this.current].map(([path, reason]) => ({ path, reason: REASONS[reason] }));
  }
}
