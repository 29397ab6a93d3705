import { sameSignature, type FileSignature } from './scan.js';

/** A version a scan saw that was not durable, and whether it was ever whole enough to upload. */
interface PendingVersion {
  readonly signature: FileSignature;
  taken: boolean;
}

interface ScanCut {
  /** Clock time of the scan. */
  readonly at: number;
  readonly pending: ReadonlyMap<string, PendingVersion>;
}

/** How a version stands now, for deciding whether a past scan's moment is in the store. */
export interface VersionState {
  stored(path: string, signature: FileSignature): boolean;
  /** The version the path holds now, if any. */
  current(path: string): FileSignature | undefined;
}

/** Scans remembered: a moment to name comes within a few, once their uploads land. */
const KEPT = 64;
/**
 * Versions remembered over all those scans, so that a trainer writing
 * 50,000 files at once costs a few MiB here, not a copy per scan.
 */
const MAX_VERSIONS = 100_000;

/**
 * The last scans' views of what was not durable, for finding the newest
 * moment whose outputs are all in the store: every version then is stored,
 * or was never whole (a file rewritten in place before it ever held still,
 * which no restore could have had). The manifest may then name that
 * moment, as it was, even while the trainer has long moved on.
 */
export class CutHistory {
  private cuts: ScanCut[] = [];
  /** Versions in `cuts`, all told. */
  private size = 0;

  record(
    at: number,
    pending: ReadonlyMap<string, { readonly signature: FileSignature }>,
    taken: (path: string, signature: FileSignature) => boolean,
  ): void {
    const versions = new Map<string, PendingVersion>();
    for (const [path, { signature }] of pending)
      versions.set(path, { signature, taken: taken(path, signature) });
    this.cuts.push({ at, pending: versions });
    this.size += versions.size;
    while (this.cuts.length > KEPT || (this.size > MAX_VERSIONS && this.cuts.length > 0)) {
      this.size -= this.cuts.shift()?.pending.size ?? 0;
    }
  }

  /** An upload of this version began: it was whole, so a moment that held it needs it stored. */
  taking(path: string, signature: FileSignature): void {
    for (const cut of this.cuts) {
      const version = cut.pending.get(path);
      if (version && sameSignature(version.signature, signature)) version.taken = true;
    }
  }

  /**
   * The newest remembered moment whose outputs are all in the store, with
   * the versions it held (those never whole left out); older moments are
   * forgotten with it.
   */
  newestWhole(state: VersionState): { at: number; then: Map<string, FileSignature> } | undefined {
    for (let index = this.cuts.length - 1; index >= 0; index--) {
      const cut = this.cuts[index];
      const then = cut && wholeAt(cut, state);
      if (!cut || !then) continue;
      this.cuts = this.cuts.slice(index + 1);
      this.size = this.cuts.reduce((sum, kept) => sum + kept.pending.size, 0);
      return { at: cut.at, then };
    }
    return undefined;
  }

  clear(): void {
    this.cuts = [];
    this.size = 0;
  }
}

function wholeAt(cut: ScanCut, state: VersionState): Map<string, FileSignature> | undefined {
  const then = new Map<string, FileSignature>();
  for (const [path, { signature, taken }] of cut.pending) {
    if (state.stored(path, signature)) {
      then.set(path, signature);
      continue;
    }
    // Whole once (or still there, and may be yet): the moment waits for it.
    if (taken || sameSignature(state.current(path), signature)) return undefined;
  }
  return then;
}
