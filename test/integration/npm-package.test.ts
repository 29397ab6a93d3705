import { execFileSync, spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { delimiter, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/run-dist.js';
import { tempDir } from '../helpers/temp-dir.js';

interface Packed {
  readonly filename: string;
  readonly files: readonly { readonly path: string }[];
}

/** This Node first on PATH, as the installed `spot-train` runs under `#!/usr/bin/env node`. */
const PATH = `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`;
/** Nothing answers here: an install that needs the registry fails instead of fetching. */
const NO_REGISTRY = 'http://127.0.0.1:9/';

const TRAINER = [
  'import os, signal, sys, time',
  'out, restart = os.environ["SPOT_TRAIN_OUTPUTS_DIR"], os.environ["SPOT_TRAIN_RESTART_DIR"]',
  'saved = os.path.join(restart, "step.txt")',
  'step = int(open(saved).read()) if os.path.exists(saved) else 0',
  'print(f"resumed from step {step}" if step else "starting", flush=True)',
  'stop = []',
  'signal.signal(signal.SIGINT, lambda *_: stop.append(1))',
  'while step < 30 and not stop:',
  '    step += 1',
  '    print(f"step {step}", flush=True)',
  '    open(os.path.join(out, "step.txt"), "w").write(str(step))',
  '    time.sleep(0.1)',
  'sys.exit(0)',
].join('\n');

describe('the npm package', () => {
  it('installs from its tarball without the registry and runs run, ls and restore', async () => {
    const work = await tempDir('npm-package');
    const packed = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', work], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, PATH },
      }),
    ) as Packed[];
    const [tarball] = packed;
    if (!tarball) throw new Error('npm pack made nothing');
    const paths = tarball.files.map((file) => file.path);
    expect(paths).toContain('dist/cli.js');
    expect(paths).toContain('action.yml');
    expect(paths).toContain('train/action.yml');
    expect(paths).toContain('LICENSE');
    expect(paths).toContain('examples/demo/train.py');
    // A recipe's helper module goes with its trainer.
    expect(paths).toContain('examples/recipes/nanogpt/spot_resume.py');
    expect(paths.filter((path) => /\.pyc$|__pycache__|^src\/|^test\/|^bench\//.test(path))).toEqual(
      [],
    );
    const manifest = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as {
      version: string;
      private?: boolean;
      dependencies?: Record<string, string>;
    };
    expect(manifest.private).toBeUndefined();
    // dist/ carries every SDK: an install downloads nothing else.
    expect(manifest.dependencies ?? {}).toEqual({});

    const user = join(work, 'project');
    execFileSync('mkdir', ['-p', user]);
    await writeFile(join(user, 'package.json'), '{"name":"my-training","private":true}\n');
    execFileSync(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--registry',
        NO_REGISTRY,
        join(work, tarball.filename),
      ],
      { cwd: user, env: { ...process.env, PATH }, stdio: 'pipe' },
    );
    await writeFile(join(user, 'train.py'), TRAINER);
    const bin = join(user, 'node_modules/.bin/spot-train');
    const run = (...args: string[]) =>
      spawnSync(bin, args, { cwd: user, encoding: 'utf8', env: { PATH, HOME: work } });

    expect(run('--version').stdout.trim()).toBe(manifest.version);
    const trained = run(
      'run',
      '--outputs',
      'out',
      '--interrupt-after',
      '1s',
      '--',
      'python3',
      'train.py',
    );
    expect(trained.status, trained.stderr).toBe(0);
    expect(trained.stdout).toMatch(/training completed after 2 attempts and 1 interruption/);
    const listed = run('ls');
    expect(listed.status, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(/local-\d{8}T\d{6}Z/);
    const restored = run('restore', 'back');
    expect(restored.status, restored.stderr).toBe(0);
    expect(await readFile(join(user, 'back/step.txt'), 'utf8')).toBe('30');
  }, 120_000);
});
