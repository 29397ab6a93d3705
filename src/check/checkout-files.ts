import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
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
