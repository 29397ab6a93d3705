import { execFileSync, spawnSync } from 'node:child_process';
import { copyFile, cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { delimiter, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliFiles } from '../helpers/cli-files.js';
import { CLI_NODE, DIST, ROOT } from '../helpers/run-dist.js';
import { tempDir } from '../helpers/temp-dir.js';

interface Packed {
  readonly filename: string;
  readonly files: readonly { readonly path: string }[];
}

/** The CLI's Node first on PATH, as the installed `spot-train` runs under `#!/usr/bin/env node`. */
const PATH = `${dirname(CLI_NODE)}${delimiter}${process.env.PATH ?? ''}`;
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

interface Manifest {
  readonly version: string;
  readonly private?: boolean;
  readonly dependencies?: Record<string, string>;
  readonly scripts?: Record<string, string>;
}

/**
 * The scripts that make npm prepare a git dependency, which installs its
 * devDependencies (the SDKs, TypeScript, two Node.js binaries) before
 * packing it; a project's `npm install github:...` then fails offline and
 * takes minutes online. dist/ is committed, so nothing needs preparing.
 */
const PREPARING = ['build', 'prepare', 'prepack', 'preinstall', 'install', 'postinstall'];

const manifest = async () =>
  JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as Manifest;

const npm = (args: readonly string[], cwd: string) =>
  execFileSync('npm', ['--no-audit', '--no-fund', '--registry', NO_REGISTRY, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, PATH },
    stdio: 'pipe',
  });

/**
 * Runs an installed `spot-train` in a user's project: --version, then the
 * trainer above under one drilled interruption. Resolves with the runner
 * for more commands.
 */
async function trainWith(bin: string, project: string, home: string) {
  await mkdir(project, { recursive: true });
  await writeFile(join(project, 'train.py'), TRAINER);
  const run = (...args: string[]) =>
    spawnSync(bin, args, { cwd: project, encoding: 'utf8', env: { PATH, HOME: home } });
  const version = run('--version');
  expect(version.stdout.trim(), version.stderr).toBe((await manifest()).version);
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
  return run;
}

/**
 * A repository whose tag v1 holds this checkout as it stands: a clone of
 * HEAD given the working tree's package.json and dist/, which a change
 * under test rebuilt and has not committed yet.
 */
async function taggedClone(work: string): Promise<string> {
  const repo = join(work, 'repo');
  execFileSync('git', ['clone', '--quiet', ROOT, repo]);
  await rm(join(repo, 'dist'), { recursive: true, force: true });
  await cp(DIST, join(repo, 'dist'), { recursive: true });
  await copyFile(join(ROOT, 'package.json'), join(repo, 'package.json'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
      cwd: repo,
      stdio: 'pipe',
    });
  git('add', '--all');
  git('commit', '--quiet', '--allow-empty', '-m', 'The checkout as it stands');
  git('tag', 'v1');
  return repo;
}

describe('the npm package', () => {
  it('holds what the CLI can load and nothing else, and no dependencies', async () => {
    const [packed] = JSON.parse(npm(['pack', '--dry-run', '--json'], ROOT)) as Packed[];
    const paths = (packed?.files ?? []).map((file) => file.path).sort();
    // npm adds package.json, the README and the LICENSE to every package; the
    // demo command runs examples/demo/train.py, found next to dist/.
    const always = ['LICENSE', 'README.md', 'examples/demo/train.py', 'package.json'];
    expect(paths).toEqual([...always, ...(await cliFiles(DIST))].sort());
    expect(paths).not.toContain('dist/main.js');
    const { private: unpublishable, dependencies, scripts } = await manifest();
    expect(unpublishable).toBeUndefined();
    expect(Object.keys(scripts ?? {}).filter((name) => PREPARING.includes(name))).toEqual([]);
    // dist/ carries every SDK: an install downloads nothing else.
    expect(dependencies ?? {}).toEqual({});
  });

  it('installs from its tarball without the registry and runs run, ls and restore', async () => {
    const work = await tempDir('npm-package');
    const [tarball] = JSON.parse(
      npm(['pack', '--json', '--pack-destination', work], ROOT),
    ) as Packed[];
    if (!tarball) throw new Error('npm pack made nothing');
    const user = join(work, 'project');
    await mkdir(user);
    await writeFile(join(user, 'package.json'), '{"name":"my-training","private":true}\n');
    npm(['install', join(work, tarball.filename)], user);
    const run = await trainWith(join(user, 'node_modules/.bin/spot-train'), user, work);
    const listed = run('ls');
    expect(listed.status, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(/local-\d{8}T\d{6}Z/);
    const restored = run('restore', 'back');
    expect(restored.status, restored.stderr).toBe(0);
    expect(await readFile(join(user, 'back/step.txt'), 'utf8')).toBe('30');
  }, 120_000);

  // As the README's `npm install -g github:OWNER/spot-train#v1`: npm clones
  // the tag and installs it as it is, with no build and no devDependencies,
  // since dist/ is committed and package.json has no script that prepares.
  it('installs globally from a git URL without the registry and runs', async () => {
    const work = await tempDir('npm-git');
    const repo = await taggedClone(work);
    const prefix = join(work, 'prefix');
    npm(['install', '--global', '--prefix', prefix, `git+file://${repo}#v1`], work);
    await trainWith(join(prefix, 'bin', 'spot-train'), join(work, 'project'), work);
  }, 120_000);
});
