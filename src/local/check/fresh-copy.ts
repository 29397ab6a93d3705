import { constants } from 'node:fs';
import { copyFile, lstat, mkdir, readdir, readlink, rm, symlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { errorCode } from '../../base/error-code.js';
import { UserError } from '../../base/errors.js';
import { formatBytes } from '../../base/bytes.js';

/** Beyond this a copy per attempt costs more than the check is worth: --keep is the way. */
const MAX_COPY_BYTES = 4 * 1024 ** 3;

/** A file of a copy as it was made: a file the trainer changed differs in size or time. */
type Snapshot = ReadonlyMap<string, { readonly size: number; readonly mtimeMs: number }>;

export interface FreshCopy {
  readonly dir: string;
  readonly snapshot: Snapshot;
  /** Paths linked into the copy rather than copied (--keep, Python environments). */
  readonly linked: readonly string[];
}

/**
 * A new VM's working directory, on this machine: `files` of `from` copied
 * into `dir` (cloned where the file system can), and each of `keep` linked,
 * so that nothing an earlier attempt left behind is there to be found.
 */
export async function makeFreshCopy(
  from: string,
  files: readonly string[],
  dir: string,
  keep: readonly string[],
): Promise<FreshCopy> {
  await mkdir(dir, { recursive: true });
  const snapshot = new Map<string, { size: number; mtimeMs: number }>();
  let bytes = 0;
  for (const path of files) {
    const source = join(from, path);
    const info = await lstat(source).catch((error: unknown) => {
      if (errorCode(error) === 'ENOENT') return undefined; // tracked, deleted since
      throw error;
    });
    if (!info || info.isDirectory()) continue;
    bytes += info.size;
    if (bytes > MAX_COPY_BYTES)
      throw new UserError(
        `this directory holds more than ${formatBytes(MAX_COPY_BYTES)} to copy for each attempt; give its large parts (a dataset) with --keep PATH, which links them instead`,
      );
    const target = join(dir, path);
    await mkdir(dirname(target), { recursive: true });
    if (info.isSymbolicLink()) await symlink(await readlink(source), target);
    else await copyFile(source, target, constants.COPYFILE_FICLONE);
    const copied = await lstat(target);
    snapshot.set(path, { size: copied.size, mtimeMs: copied.mtimeMs });
  }
  for (const path of keep) {
    const target = join(dir, path);
    await mkdir(dirname(target), { recursive: true });
    await symlink(join(from, path), target);
  }
  return { dir, snapshot, linked: keep };
}

/**
 * What the trainer wrote in its copy outside `inside` (the outputs and the
 * restart directory): files a new VM would not have. Python's bytecode
 * caches are left out, as nothing depends on them.
 */
export async function writtenOutside(
  copy: FreshCopy,
  inside: readonly string[],
): Promise<string[]> {
  const skipped = new Set([...inside, ...copy.linked]);
  const found: string[] = [];
  const visit = async (under: string): Promise<void> => {
    const entries = await readdir(join(copy.dir, under), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const path = under === '' ? entry.name : `${under}/${entry.name}`;
      if (skipped.has(path) || entry.name === '__pycache__') continue;
      if (entry.isDirectory()) {
        await visit(path);
        continue;
      }
      const before = copy.snapshot.get(path);
      const now = await lstat(join(copy.dir, path)).catch(() => undefined);
      if (now && (!before || before.size !== now.size || before.mtimeMs !== now.mtimeMs))
        found.push(path);
    }
  };
  await visit('');
  return found.sort();
}

/**
 * The copies of earlier checks in `workDir` (a directory per check, named
 * by its lineage), removed: each is a whole copy of the directory per
 * attempt. What they uploaded stays in the store.
 */
export async function removeEarlierCopies(workDir: string): Promise<number> {
  const entries = await readdir(workDir, { withFileTypes: true }).catch(() => []);
  const earlier = entries.filter((entry) => entry.isDirectory() && entry.name.startsWith('local-'));
  for (const entry of earlier)
    await rm(join(workDir, entry.name), { recursive: true, force: true });
  return earlier.length;
}
