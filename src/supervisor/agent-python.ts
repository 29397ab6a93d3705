import { accessSync, constants, readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { linkTarget } from '../base/link-target.js';

/**
 * The Python a live torchrun agent runs on, as a command that imports the
 * same torch. The command's own interpreter comes first: /proc/PID/exe of
 * a venv's python is the base interpreter the venv links to, which has
 * not the venv's packages. A bare name is looked up on the agent's own
 * PATH; the kernel's exe link is the last resort.
 */
export function agentPython(pid: number, argv: readonly string[], procRoot = '/proc'): string {
  const named = argv[0] ?? '';
  const dir = `${procRoot}/${pid}`;
  if (isAbsolute(named)) return named;
  if (named.includes('/')) {
    const cwd = linkTarget(`${dir}/cwd`);
    if (cwd) return join(cwd, named);
  } else if (named !== '') {
    const found = onPath(named, agentPath(dir));
    if (found) return found;
  }
  return linkTarget(`${dir}/exe`) ?? (named || 'python3');
}

/** The agent's PATH, from its own environment: a venv activated in the trainer's script changed it there only. */
function agentPath(dir: string): string {
  try {
    const entry = readFileSync(`${dir}/environ`, 'utf8')
      .split('\0')
      .find((variable) => variable.startsWith('PATH='));
    if (entry) return entry.slice('PATH='.length);
  } catch {
    // Not readable (another user's process): the exe link decides.
  }
  return '';
}

function onPath(name: string, path: string): string | undefined {
  for (const folder of path.split(':')) {
    if (folder === '') continue;
    const candidate = join(folder, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here.
    }
  }
  return undefined;
}
