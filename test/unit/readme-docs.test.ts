import { spawnSync } from 'node:child_process';
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/run-dist.js';
import { tempDir } from '../helpers/temp-dir.js';

const script = join(ROOT, 'scripts', 'readme.mjs');
const docs = (...args: string[]) =>
  spawnSync(process.execPath, [script, ...args], { cwd: ROOT, encoding: 'utf8' });

async function readmeCopy(
  edit: (text: string) => string,
  page = 'docs/reference.md',
): Promise<string> {
  const path = join(await tempDir('readme'), 'README.md');
  await copyFile(join(ROOT, page), path);
  await writeFile(path, edit(await readFile(path, 'utf8')));
  return path;
}

describe("the README's generated parts", () => {
  it('are what action.yml and the included files make of them', () => {
    const checked = docs('--check');
    expect(checked.status, checked.stderr).toBe(0);
  });

  it('are found stale when a table row was edited by hand, and rewritten', async () => {
    const path = await readmeCopy((text) =>
      text.replace(/^\| `max-restarts` .*$/m, '| `max-restarts` | `99` | edited by hand |'),
    );
    const stale = docs('--check', '--readme', path);
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain('run `npm run docs`');
    expect(docs('--readme', path).status).toBe(0);
    expect(await readFile(path, 'utf8')).toBe(
      await readFile(join(ROOT, 'docs/reference.md'), 'utf8'),
    );
  });

  it('are found stale when the copy of an example workflow differs from the file', async () => {
    const path = await readmeCopy(
      (text) => text.replace('g6.xlarge, g5.xlarge', 'g6.xlarge'),
      'docs/aws.md',
    );
    expect(await readFile(path, 'utf8')).toContain('g6.xlarge');
    expect(docs('--check', '--readme', path).status).toBe(1);
  });
});
