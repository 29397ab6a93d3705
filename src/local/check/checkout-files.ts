import { execFile } from 'node:child_process';
import { access, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Names never copied: spot-train's own files, and what a checkout does not carry. */
const NEVER = new Set(['.git', '.spot-train', '__pycache__', 'node_modules']);

/**
 * The files a new VM's checkout of this directory would hold: what git
 * tracks or would add (ignored files, such as checkpoints and downloaded
 * data, are not checked out), or outside a git repository every file.
 * `skip` holds paths (relative) left out with all beneath them.
 */
export async function checkoutFiles(dir: string, skip: readonly string[]): Promise<string[]> {
  const listed = (await gitFiles(dir)) ?? (await walk(dir));
  const skipped = (path: string) =>
    path.split('/').some((part) => NEVER.has(part)) ||
    skip.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  return listed.filter((path) => !skipped(path)).sort();
}

async function gitFiles(dir: string): Promise<string[] | undefined> {
  try {
    const { stdout } = await run(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
      { cwd: dir, maxBuffer: 256 * 1024 * 1024 },
    );
    return [...new Set(stdout.split('\0').filter((path) => path !== ''))];
  } catch {
    // Not a repository, or no git here: every file is the checkout.
    return undefined;
  }
}

/** Every file beneath `dir`, not descending into what is never copied. */
async function walk(dir: string, under = ''): Promise<string[]> {
  const entries = await readdir(join(dir, under), { withFileTypes: true });
  const found: string[] = [];
  for (const entry of entries) {
    if (NEVER.has(entry.name)) continue;
    const path = under === '' ? entry.name : `${under}/${entry.name}`;
    if (entry.isDirectory()) found.push(...(await walk(dir, path)));
    else found.push(path);
  }
  return found;
}

/**
 * Python environments at the top of `dir` (a folder with a pyvenv.cfg):
 * a VM builds its own in a setup step, so each copy links this one rather
 * than copying it (or leaving it out, and `.venv/bin/python` with it).
 */
export async function pythonEnvironments(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const found: string[] = [];
  for (const entry of entries.filter((e) => e.isDirectory())) {
    const marker = join(dir, entry.name, 'pyvenv.cfg');
    if (
      await access(marker).then(
        () => true,
        () => false,
      )
    )
      found.push(entry.name);
  }
  return found.sort();
}
