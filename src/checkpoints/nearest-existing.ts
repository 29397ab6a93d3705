import { dirname } from 'node:path';
import { errorCode } from '../base/error-code.js';

/**
 * `look` at `dir`, or at its nearest ancestor that exists: what file system
 * a directory not made yet (a restart directory, the outputs) will be on.
 */
export async function atNearestExisting<T>(
  dir: string,
  look: (path: string) => Promise<T>,
): Promise<T> {
  for (let path = dir; ; path = dirname(path)) {
    try {
      return await look(path);
    } catch (error) {
      if (errorCode(error) !== 'ENOENT' || dirname(path) === path) throw error;
    }
  }
}
