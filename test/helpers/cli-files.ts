import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** A name in quotes, as a script says an import, a joined path or an ncc asset. */
const QUOTED_NAME = /["'`](?:\.\/)?([\w.-]+)["'`]/g;
/** How ncc's index.js names the chunks it imports on demand: `${id}.index.js`. */
const CHUNK = /^\d+\.index\.js$/;

/**
 * The files of `dist` that `spot-train` can load, found the way Node and
 * the bundle find them: from cli.js, every file of dist/ a reached script
 * names in quotes (`import('./index.js')`, `join(dirname, 'cache-save.js')`,
 * ncc's `__nccwpck_require__.ab + "proto"` for an asset directory, taken
 * whole), every chunk once a script builds names with ".index.js", and
 * package.json, which tells Node the scripts are ES modules. The action's
 * entries (main.js, launch.js, ...) import the bundle, but nothing the CLI
 * runs names them. Paths relative to `dist`'s parent, sorted.
 */
export async function cliFiles(dist: string): Promise<string[]> {
  const top = await readdir(dist, { withFileTypes: true });
  const names = new Map(top.map((entry) => [entry.name, entry.isDirectory()]));
  const reached = new Set(['package.json', 'cli.js']);
  const scripts = ['cli.js'];
  const reach = (name: string) => {
    if (reached.has(name)) return;
    reached.add(name);
    if (name.endsWith('.js')) scripts.push(name);
  };
  for (let script = scripts.pop(); script !== undefined; script = scripts.pop()) {
    const text = await readFile(join(dist, script), 'utf8');
    for (const [, name = ''] of text.matchAll(QUOTED_NAME)) if (names.has(name)) reach(name);
    if (text.includes('".index.js"'))
      for (const name of names.keys()) if (CHUNK.test(name)) reach(name);
  }
  const files: string[] = [];
  for (const name of reached) {
    if (!names.get(name)) {
      files.push(join(dist, name));
      continue;
    }
    const inside = await readdir(join(dist, name), { recursive: true, withFileTypes: true });
    for (const entry of inside) if (entry.isFile()) files.push(join(entry.parentPath, entry.name));
  }
  return files.map((file) => relative(join(dist, '..'), file)).sort();
}
