import { lstat, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UserError } from '../base/errors.js';
import { errorCode } from '../base/error-code.js';

const MARKER = '.spot-train-restart';

/**
 * Empties the `_restart` directory for this attempt's restore. It belongs to
 * spot-train (a marker file says so); a non-empty directory without the
 * marker holds someone's files, and those are never deleted.
 */
export async function prepareRestartDir(dir: string): Promise<void> {
  let entries: string[] = [];
  try {
    entries = await readdir(dir);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
  if (entries.length > 0 && !entries.includes(MARKER)) {
    throw new UserError(
      `restart-dir: ${dir} is not empty and was not made by spot-train; choose another directory or empty it yourself`,
    );
  }
  if (entries.length > 0) {
    const info = await lstat(dir);
    if (!info.isDirectory()) throw new UserError(`restart-dir: ${dir} is not a directory`);
    await rm(dir, { recursive: true, force: true });
  }
  await mkdir(dir, { recursive: true });
  await writeFile(
    join(dir, MARKER),
    'This directory is filled by spot-train on each attempt; its content is replaced.\n',
  );
}
