import { constants } from 'node:fs';
import { copyFile, link } from 'node:fs/promises';
import { errorCode } from '../base/error-code.js';

/** Codes for which a hard link cannot be made here, and a copy can. */
const NO_LINK = new Set(['EXDEV', 'EPERM', 'EMLINK', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS']);

/**
 * Puts `existing` at `made` as a hard link, so the two names cost the disk
 * once; where the file system cannot link them, as a copy. Returns the code
 * link(2) refused with when it copied. Never replaces a file at `made`
 * (EEXIST is thrown, by the link or the copy).
 */
export async function linkOrCopy(
  existing: string,
  made: string,
  /** link(2); a test passes one that refuses as a file system would. */
  linkFile: (existing: string, made: string) => Promise<void> = link,
): Promise<string | undefined> {
  try {
    await linkFile(existing, made);
    return undefined;
  } catch (error) {
    const code = errorCode(error);
    if (typeof code !== 'string' || !NO_LINK.has(code)) throw error;
    await copyFile(existing, made, constants.COPYFILE_EXCL);
    return code;
  }
}
