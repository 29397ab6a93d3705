import { spawnSync } from 'node:child_process';
import { chmod, chown, copyFile, cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI_NODE, DIST, startNode } from '../helpers/run-dist.js';
import { tempDir } from '../helpers/temp-dir.js';

const NOBODY = 65534;
const asRoot = process.getuid?.() === 0;

/**
 * Root reads any directory whatever its mode, so as root the CLI runs as
 * nobody, who really gets EACCES from the kernel on a root-owned 0700
 * folder; as any other user a 0700 folder someone else owns is not at hand,
 * so the folder is made 0000 instead, which keeps its owner out too.
 */
async function lockOut(dir: string): Promise<void> {
  await chmod(dir, asRoot ? 0o700 : 0o000);
}

async function handOver(paths: readonly string[]): Promise<void> {
  if (!asRoot) return;
  for (const path of paths) await chown(path, NOBODY, NOBODY);
}

/**
 * Node and dist/ as nobody can run them. In a checkout whose parent nobody
 * may enter (a home of mode 700, a mktemp folder), the checkout's own are
 * out of reach, so they are copied where anyone can read them, as an
 * installed CLI would be.
 */
async function runnable(): Promise<{ node: string; cli: string }> {
  const here = { node: CLI_NODE, cli: join(DIST, 'cli.js') };
  if (!asRoot) return here;
  const probe = spawnSync(CLI_NODE, [here.cli, '--version'], { uid: NOBODY, gid: NOBODY });
  if (probe.status === 0) return here;
  const copy = await tempDir('unreadable-install');
  await chmod(copy, 0o755);
  await copyFile(CLI_NODE, join(copy, 'node'));
  await chmod(join(copy, 'node'), 0o755);
  await cp(DIST, join(copy, 'dist'), { recursive: true });
  return { node: join(copy, 'node'), cli: join(copy, 'dist/cli.js') };
}

describe('spot-train run with an unreadable folder in the outputs', () => {
  it('uploads everything else, warns once naming each unreadable folder and file, and seals the run', async () => {
    const dir = await tempDir('unreadable');
    const out = join(dir, 'out');
    const locked = join(out, 'locked');
    await mkdir(locked, { recursive: true });
    await writeFile(join(locked, 'secret.pt'), 'not ours to read');
    await writeFile(join(out, 'private.pt'), 'nor this');
    await lockOut(locked);
    await chmod(join(out, 'private.pt'), asRoot ? 0o600 : 0o000);
    await handOver([dir, out]);
    const script = [
      'echo one > out/model-1.pt',
      'sleep 1.5',
      'echo two > out/model-2.pt',
      'sleep 0.3',
    ].join('\n');
    const { node, cli } = await runnable();
    const run = startNode(
      cli,
      [
        'run',
        '--outputs',
        'out',
        '--settle',
        '200ms',
        '--scan-interval',
        '100ms',
        '--',
        'bash',
        '-c',
        script,
      ],
      { cwd: dir, node, ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}) },
    );
    const done = await run.done;
    await chmod(locked, 0o700);
    expect(done.code, done.stdout + done.stderr).toBe(0);
    const warnings = done.stderr
      .split('\n')
      .filter((line) => line.includes(`cannot read ${locked}`));
    expect(warnings, done.stderr).toHaveLength(1);
    const privateWarnings = done.stderr
      .split('\n')
      .filter((line) => line.includes(`cannot read ${join(out, 'private.pt')}`));
    expect(privateWarnings, done.stderr).toHaveLength(1);
    const storeDir = join(dir, '.spot-train/store');
    const [lineage] = (await readdir(storeDir)).filter((name) => name.startsWith('local-'));
    const manifest = JSON.parse(
      await readFile(join(storeDir, `${lineage}/${lineage}/manifest.json`), 'utf8'),
    ) as { state: string; files: { path: string }[] };
    expect(manifest.state).toBe('completed');
    expect(manifest.files.map((file) => file.path).sort()).toEqual(['model-1.pt', 'model-2.pt']);
  }, 30_000);
});
