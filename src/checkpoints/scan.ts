import { lstatSync } from 'node:fs';
import { lstat, readdir } from 'node:fs/promises';
import { setImmediate as yieldToEvents } from 'node:timers/promises';
import type { Dirent } from 'node:fs';
import { join } from 'node:path';
import { errorCode } from '../base/error-code.js';
import { outputsCalls } from '../base/quick-calls.js';
import type { SkipReason } from './skipped-files.js';

/** What identifies one version of a file without reading it. */
export interface FileSignature {
  readonly size: number;
  readonly mtimeMs: number;
  readonly ino: number;
  /**
   * When the inode itself last changed. A rename (or a link) sets it and
   * leaves mtime alone, so a ctime later than the mtime says nothing was
   * written to the file since: see renamedAfterWriting.
   */
  readonly ctimeMs?: number;
  /**
   * When the inode was made. File systems hand a freed inode number to the
   * next new file, so a file replaced by rename every second alternates
   * between two numbers: the number and its birth time name one file.
   */
  readonly birthtimeMs?: number;
}

/** Whether two signatures are of one inode (not a number handed on to a newer file). */
export function sameInode(a: FileSignature, b: FileSignature): boolean {
  return (
    a.ino === b.ino &&
    (a.birthtimeMs === undefined || b.birthtimeMs === undefined || a.birthtimeMs === b.birthtimeMs)
  );
}

/**
 * Whether this version was complete before it appeared: written, then
 * renamed into place (the atomic-write idiom). A file written in place
 * moves its mtime with its ctime on every write; one renamed after its
 * last write has a later ctime. Timestamps coarser than the gap between
 * the two read as equal, and such a file waits for the settle time.
 */
export function renamedAfterWriting(signature: FileSignature): boolean {
  return signature.ctimeMs !== undefined && signature.ctimeMs > signature.mtimeMs;
}

export function sameSignature(a: FileSignature | undefined, b: FileSignature | undefined): boolean {
  return !!a && !!b && a.size === b.size && a.mtimeMs === b.mtimeMs && sameInode(a, b);
}

/** A signature from what lstat says (or what a test's ScanFs gives). */
export function signatureOf(info: FileSignature): FileSignature {
  return {
    size: info.size,
    mtimeMs: info.mtimeMs,
    ino: info.ino,
    ...(info.ctimeMs === undefined ? {} : { ctimeMs: info.ctimeMs }),
    // 0 where the file system keeps no birth time.
    ...(info.birthtimeMs ? { birthtimeMs: info.birthtimeMs } : {}),
  };
}

/** Files of one directory lstat'ed together. */
const LSTAT_BATCH = 64;

const TEMP_SUFFIXES = ['.tmp', '.temp', '.partial', '.swp', '~'];

/**
 * Dot-files that are outputs all the same: torch.distributed.checkpoint
 * names the index of a sharded checkpoint `.metadata`, and without it the
 * shards cannot be loaded.
 */
const OUTPUT_DOT_FILES = new Set(['.metadata']);

/**
 * Names that are never outputs: dot-files and dot-folders (editor and tool
 * state, our own temp files) and the usual suffixes of files still being
 * written, which trainers rename into place when done.
 */
export function isTempName(name: string): boolean {
  if (OUTPUT_DOT_FILES.has(name)) return false;
  return name.startsWith('.') || TEMP_SUFFIXES.some((suffix) => name.endsWith(suffix));
}

/** The two calls a scan makes, so a test can make one path fail as a real file system would. */
export interface ScanFs {
  readdir(dir: string): Promise<Dirent[]>;
  lstat(path: string): Promise<FileSignature>;
}

const nodeScanFs: ScanFs = {
  readdir: (dir) => readdir(dir, { withFileTypes: true }),
  lstat: (path) =>
    outputsCalls.run(
      () => lstatSync(path),
      () => lstat(path),
    ),
};

export interface ScanOptions {
  /**
   * Told of each directory or file that could not be read (EACCES, EPERM,
   * ELOOP, EIO, ...) by relative path ('' for the root); the scan goes on
   * without it, so one bad folder never stops the others being uploaded.
   */
  readonly onUnreadable?: (path: string, error: unknown) => void;
  /** Told of each path passed over on purpose: a symbolic link, or a name no restore takes. */
  readonly onSkipped?: (path: string, reason: SkipReason) => void;
  readonly fs?: ScanFs;
}

/**
 * Lists regular files below `root` by `/`-separated relative path. Symbolic
 * links are not followed (a link loop must not hang the supervisor); files
 * that vanish while we look are simply not listed.
 */
export async function scanFiles(
  root: string,
  options: ScanOptions = {},
): Promise<Map<string, FileSignature>> {
  const found = new Map<string, FileSignature>();
  await scanInto(found, root, '', options);
  return found;
}

/**
 * Adds the files below `dir` to `found`, named `prefix/...` ('' for the
 * outputs root); `onDirectory` hears of each directory (`prefix` first)
 * before it is read, so a watch set up then misses nothing the read does.
 */
export async function scanInto(
  found: Map<string, FileSignature>,
  dir: string,
  prefix: string,
  options: ScanOptions & {
    readonly onDirectory?: (relative: string, absolute: string) => void | Promise<void>;
  },
): Promise<void> {
  const fs = options.fs ?? nodeScanFs;
  const unreadable = (path: string, error: unknown): void => {
    if (!isVanished(error)) options.onUnreadable?.(path, error);
  };
  const walk = async (dir: string, prefix: string): Promise<void> => {
    await options.onDirectory?.(prefix, dir);
    let entries: Dirent[];
    try {
      entries = await fs.readdir(dir);
    } catch (error) {
      unreadable(prefix, error);
      return;
    }
    const files: string[] = [];
    for (const entry of entries) {
      if (isTempName(entry.name)) continue;
      const relative = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
      if (entry.isSymbolicLink()) {
        // Never followed: a link loop must not hang the supervisor.
        options.onSkipped?.(relative, 'link');
      } else if (entry.name.includes('\\')) {
        options.onSkipped?.(relative, 'name');
      } else if (entry.isDirectory()) {
        await walk(join(dir, entry.name), relative);
      } else if (entry.isFile()) files.push(entry.name);
    }
    // Several at once: one lstat at a time leaves the thread pool idle.
    for (let at = 0; at < files.length; at += LSTAT_BATCH) {
      await Promise.all(
        files.slice(at, at + LSTAT_BATCH).map(async (name) => {
          const relative = prefix === '' ? name : `${prefix}/${name}`;
          try {
            found.set(relative, signatureOf(await fs.lstat(join(dir, name))));
          } catch (error) {
            unreadable(relative, error);
          }
        }),
      );
      // Calls made on the main thread: let a notice through between batches.
      if (outputsCalls.inline()) await yieldToEvents();
    }
  };
  await walk(dir, prefix);
}

/** Whether a path is simply gone (deleted, or its directory replaced by a file). */
export function isVanished(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'ENOENT' || code === 'ENOTDIR';
}
