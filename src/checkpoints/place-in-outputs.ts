import { link, lstat, mkdir, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Logger } from '../base/log.js';
import type { ManifestFile } from '../records/manifest.js';
import { atNearestExisting } from './nearest-existing.js';
import { linkOrCopy } from './link-or-copy.js';
import { safeJoin } from '../store/safe-path.js';
import { signatureOf, type FileSignature } from './scan.js';

/**
 * Puts the restored files into the outputs directory, where the lineage's
 * state lives: a file the trainer then deletes there leaves the restore
 * set. Each is a hard link to its copy in `_restart`, so the two views cost
 * the disk once; where the two directories cannot share a file (another file
 * system), it is copied, and the log says so once. A file already in the
 * outputs is the trainer's and is left alone.
 */
export async function placeInOutputs(
  restartDir: string,
  outputsDir: string,
  files: readonly ManifestFile[],
  logger: Logger,
  /** link(2); a test passes one that refuses as a file system would. */
  linkFile: (existing: string, made: string) => Promise<void> = link,
): Promise<Map<string, FileSignature>> {
  const placed = new Map<string, FileSignature>();
  let copied = 0;
  let why = '';
  for (const file of files) {
    const target = safeJoin(outputsDir, file.path);
    if (await exists(target)) {
      logger.warning(
        `not restoring ${file.path} into the outputs directory: a file is already there`,
      );
      continue;
    }
    await mkdir(dirname(target), { recursive: true });
    const refused = await linkOrCopy(safeJoin(restartDir, file.path), target, linkFile);
    if (refused !== undefined) {
      copied++;
      why ||= linkRefusal(refused);
    }
    const info = await lstat(target);
    placed.set(file.path, signatureOf(info));
  }
  if (copied > 0)
    logger.info(
      `copied ${copied} restored files into ${outputsDir}, as they cannot be hard links to ${restartDir} (${why}), so they take the disk twice`,
    );
  return placed;
}

/** What link(2)'s refusal means, for the log: only EXDEV is another file system. */
function linkRefusal(code: string): string {
  if (code === 'EXDEV') return 'another file system';
  if (code === 'EMLINK') return 'too many links to one file (EMLINK)';
  return `the file system refuses hard links (${code})`;
}

/** How many times the restored bytes take the disk: once when the outputs can link to `_restart`. */
export async function placementFactor(restartDir: string, outputsDir: string): Promise<number> {
  const device = async (dir: string) => (await atNearestExisting(dir, (path) => stat(path))).dev;
  const [restart, outputs] = await Promise.all([device(restartDir), device(outputsDir)]);
  return restart === outputs ? 1 : 2;
}

async function exists(path: string): Promise<boolean> {
  try {
    await lstat(path);
    return true;
  } catch {
    return false;
  }
}
