import { lstatSync, watch, type FSWatcher } from 'node:fs';
import { lstat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Clock } from '../base/clock.js';
import { errorCode } from '../base/error-code.js';
import { describeError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import { outputsCalls } from '../base/quick-calls.js';
import {
  isTempName,
  isVanished,
  scanInto,
  signatureOf,
  type FileSignature,
  type ScanOptions,
} from './scan.js';

export interface OutputsTreeParams {
  readonly root: string;
  readonly clock: Clock;
  readonly logger: Logger;
  /**
   * The share of the time full scans may take while the directories are
   * watched: they only catch what a watch missed. 0: never, but when asked.
   */
  readonly fullScanShare?: number | undefined;
  readonly onUnreadable?: ScanOptions['onUnreadable'];
  readonly onSkipped?: ScanOptions['onSkipped'];
  /** How a directory is watched: a test makes it fail as a full inotify table would. */
  readonly watch?: typeof watch;
}

export interface TreeScan {
  readonly files: ReadonlyMap<string, FileSignature>;
  readonly changed: boolean;
  readonly still: boolean;
}

interface WatchedDir {
  readonly ino: number;
  readonly watcher: FSWatcher;
}

/** Half a percent of a core: 50,000 files (a 300 ms scan) are read whole once a minute. */
const WATCHED_SHARE = 0.005;
/** Without watches, a full scan is all there is: 5 %, every 6 s for those 50,000 files. */
const UNWATCHED_SHARE = 0.05;
/** Paths looked at together: enough to keep the thread pool busy. */
const BATCH = 64;

/**
 * The outputs directory as the last scan saw it, kept current by watching
 * each directory (inotify on Linux), so a scan reads only the paths that
 * changed instead of every file: an idle trainer with 50,000 outputs costs
 * next to nothing. Full scans still run now and then, in a small share of
 * the time, for whatever a watch could miss (an overflowing event queue),
 * and whenever asked (the final flush); where watching fails, every scan
 * is a full one, as often as its share of the time allows.
 */
export class OutputsTree {
  private files = new Map<string, FileSignature>();
  private readonly dirs = new Map<string, WatchedDir>();
  /**
   * Paths a watch said changed, relative to the root, and whether it said
   * they were created, removed or moved ("rename"): a directory that was is
   * read again whole, whatever its inode number (a freed one is handed to
   * the next new directory at once).
   */
  private readonly dirty = new Map<string, boolean>();
  /** Directories to read again whole (a watch event without a name). */
  private readonly rewalk = new Set<string>();
  private unwatchable: string | undefined;
  private scanned = false;
  private lastFullEnd = 0;
  private lastFullCost = 0;
  private closed = false;

  constructor(private readonly params: OutputsTreeParams) {}

  /** Whether the next scan reads everything: the first, where watching failed, and when one is due. */
  fullScanDue(): boolean {
    if (!this.scanned) return true;
    const share =
      this.unwatchable === undefined
        ? (this.params.fullScanShare ?? WATCHED_SHARE)
        : UNWATCHED_SHARE;
    return share > 0 && this.shareAllows(share);
  }

  /**
   * The files now, and whether anything may have changed since the last
   * scan. `full`: read everything; else only what the watches reported,
   * unless a full scan is due. `still`: the watches saw nothing change
   * since the last scan, so the files have stood as they are since then
   * (never said of a full scan, nor without watches).
   */
  async scan(full: boolean): Promise<TreeScan> {
    if (full || this.fullScanDue()) {
      await this.fullScan();
      return { files: this.files, changed: true, still: false };
    }
    // Unwatched, between full scans, the last one's view is all there is.
    if (this.unwatchable !== undefined) return { files: this.files, changed: false, still: false };
    const changed = this.dirty.size > 0 || this.rewalk.size > 0;
    await this.examineReported();
    return { files: this.files, changed, still: !changed };
  }

  close(): void {
    this.closed = true;
    this.unwatchAll();
  }

  private shareAllows(share: number): boolean {
    const gap = (this.lastFullCost * (1 - share)) / share;
    return this.params.clock.now() >= this.lastFullEnd + gap;
  }

  private async fullScan(): Promise<void> {
    const started = this.params.clock.now();
    // Cleared first: whatever changes while the walk reads is reported again.
    this.dirty.clear();
    this.rewalk.clear();
    const seen = new Set<string>();
    const found = new Map<string, FileSignature>();
    await scanInto(found, this.params.root, '', {
      ...this.scanOptions(),
      onDirectory: async (relative, absolute) => {
        seen.add(relative);
        await this.watchDir(relative, absolute);
      },
    });
    for (const relative of [...this.dirs.keys()]) if (!seen.has(relative)) this.unwatch(relative);
    this.files = found;
    this.scanned = true;
    this.lastFullEnd = this.params.clock.now();
    this.lastFullCost = this.lastFullEnd - started;
  }

  private async examineReported(): Promise<void> {
    const rewalk = [...this.rewalk];
    this.rewalk.clear();
    for (const relative of rewalk) await this.walkAgain(relative);
    const paths = [...this.dirty];
    this.dirty.clear();
    for (let at = 0; at < paths.length; at += BATCH)
      await Promise.all(
        paths.slice(at, at + BATCH).map(([path, renamed]) => this.examine(path, renamed)),
      );
  }

  /** Looks at one path a watch reported: a file, a directory, or nothing any more. */
  private async examine(relative: string, renamed: boolean): Promise<void> {
    const name = basename(relative);
    if (relative !== '' && isTempName(name)) return;
    if (name.includes('\\')) {
      this.params.onSkipped?.(relative, 'name');
      return;
    }
    const absolute = this.absolute(relative);
    let info;
    try {
      info = await outputsCalls.run(
        () => lstatSync(absolute),
        () => lstat(absolute),
      );
    } catch (error) {
      if (!isVanished(error)) this.params.onUnreadable?.(relative, error);
      this.drop(relative);
      return;
    }
    if (info.isDirectory()) {
      // A directory made or put in place by rename: its watch (if any) never saw it filled.
      if (renamed || this.dirs.get(relative)?.ino !== info.ino) await this.walkAgain(relative);
      return;
    }
    if (this.dirs.has(relative)) this.drop(relative);
    if (info.isSymbolicLink()) {
      this.files.delete(relative);
      this.params.onSkipped?.(relative, 'link');
    } else if (info.isFile()) this.files.set(relative, signatureOf(info));
    else this.files.delete(relative);
  }

  private async walkAgain(relative: string): Promise<void> {
    this.drop(relative);
    await scanInto(this.files, this.absolute(relative), relative, {
      ...this.scanOptions(),
      onDirectory: (dir, absolute) => this.watchDir(dir, absolute),
    });
  }

  /** Forgets a path: a file, or a watched directory with all below it. */
  private drop(relative: string): void {
    this.files.delete(relative);
    if (!this.dirs.has(relative)) return;
    // Nothing watches the root now: the next scan reads it whole, if it is back.
    if (relative === '') this.scanned = false;
    const below = relative === '' ? '' : `${relative}/`;
    for (const path of this.files.keys()) if (path.startsWith(below)) this.files.delete(path);
    for (const dir of [...this.dirs.keys()])
      if (dir === relative || dir.startsWith(below)) this.unwatch(dir);
  }

  private async watchDir(relative: string, absolute: string): Promise<void> {
    if (this.closed || this.unwatchable !== undefined) return;
    let ino: number;
    try {
      ino = (await lstat(absolute)).ino;
    } catch {
      return; // gone already: the walk finds nothing there either
    }
    if (this.dirs.get(relative)?.ino === ino) return;
    this.unwatch(relative);
    let watcher: FSWatcher;
    try {
      watcher = (this.params.watch ?? watch)(absolute, { persistent: false }, (event, name) =>
        this.reported(relative, absolute, event === 'rename', name),
      );
    } catch (error) {
      if (!isVanished(error)) this.cannotWatch(error);
      return;
    }
    watcher.on('error', () => {
      // The watch ended (its directory went, or inotify gave up): look again.
      this.unwatch(relative);
      this.rewalk.add(relative);
    });
    this.dirs.set(relative, { ino, watcher });
  }

  private reported(
    relative: string,
    absolute: string,
    renamed: boolean,
    name: string | null,
  ): void {
    if (name === null) {
      this.rewalk.add(relative);
      return;
    }
    this.note(relative === '' ? name : `${relative}/${name}`, renamed);
    // An event about the directory itself (removed, or moved away) names it.
    if (name === basename(absolute)) this.note(relative, renamed);
  }

  private note(relative: string, renamed: boolean): void {
    this.dirty.set(relative, renamed || (this.dirty.get(relative) ?? false));
  }

  private unwatch(relative: string): void {
    this.dirs.get(relative)?.watcher.close();
    this.dirs.delete(relative);
  }

  private cannotWatch(error: unknown): void {
    this.unwatchable = describeError(error);
    const limit =
      errorCode(error) === 'ENOSPC'
        ? ' (the inotify watch limit; raise fs.inotify.max_user_watches)'
        : '';
    this.params.logger.warning(
      `cannot watch ${this.params.root} for changes: ${this.unwatchable}${limit}; every scan reads all its files instead, at most ${UNWATCHED_SHARE * 100}% of the time, so a change may be seen later`,
    );
    this.unwatchAll();
  }

  private unwatchAll(): void {
    for (const dir of this.dirs.values()) dir.watcher.close();
    this.dirs.clear();
  }

  private scanOptions(): ScanOptions {
    return {
      ...(this.params.onUnreadable ? { onUnreadable: this.params.onUnreadable } : {}),
      ...(this.params.onSkipped ? { onSkipped: this.params.onSkipped } : {}),
    };
  }

  private absolute(relative: string): string {
    return relative === '' ? this.params.root : join(this.params.root, relative);
  }
}
