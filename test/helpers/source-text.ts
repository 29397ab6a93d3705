import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT } from './run-dist.js';

/** The TypeScript under a folder of src/, every file, as one text: what a test derives calls from. */
export async function sourcesUnder(dir: string): Promise<string> {
  const names = await readdir(join(ROOT, 'src', dir), { recursive: true });
  const texts = await Promise.all(
    names
      .filter((name) => name.endsWith('.ts'))
      .map((name) => readFile(join(ROOT, 'src', dir, name), 'utf8')),
  );
  return texts.join('\n');
}
