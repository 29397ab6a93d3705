import { readlinkSync } from 'node:fs';

/** Where a symbolic link points (a /proc fd, exe or cwd); undefined when it is gone or not ours to read. */
export function linkTarget(path: string): string | undefined {
  try {
    return readlinkSync(path);
  } catch {
    return undefined;
  }
}
