import { lstat, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** Bytes of the regular files under the paths (links not followed); a missing path counts 0. */
export async function pathsSize(paths: readonly string[], cwd: string): Promise<number> {
  let total = 0;
  for (const path of paths) total += await sizeOf(resolve(cwd, path));
  return total;
}

async function sizeOf(path: string): Promise<number> {
  const info = await lstat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.isFile() ? info.size : 0;
  let total = 0;
  for (const name of await readdir(path)) total += await sizeOf(join(path, name));
  return total;
}
