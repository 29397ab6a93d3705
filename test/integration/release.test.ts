import { execFileSync, spawnSync } from 'node:child_process';
import { appendFile, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/run-dist.js';
import { tempDir } from '../helpers/temp-dir.js';

const REUSABLE = '.github/workflows/spot-train.yml';

/** A clone of this repository's HEAD to release from, sharing its node_modules. */
async function checkout(): Promise<{ dir: string; git: (...args: string[]) => string }> {
  const dir = join(await tempDir('release'), 'repo');
  execFileSync('git', ['clone', '--quiet', ROOT, dir]);
  await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
  // The clone's own identity serves the test's commits and the release script's.
  git('config', 'user.name', 'Release Test');
  git('config', 'user.email', 'release@example.com');
  // .gitignore names node_modules/ as a directory; the link is a file to git.
  await appendFile(join(dir, '.git', 'info', 'exclude'), 'node_modules\n');
  return { dir, git };
}

/** The files users copy that say OWNER/spot-train (not the scripts and tests that look for it). */
function copiedWithOwner(git: (...args: string[]) => string): string[] {
  const copied = ['.github', 'examples', 'docs', 'README.md', 'action.yml', '*/action.yml'];
  return git('grep', '-l', 'OWNER/spot-train', '--', ...copied).split('\n');
}

/** Names the owner where the files say OWNER/, as a maintainer would before the first release. */
async function nameOwner(dir: string, files: readonly string[]): Promise<void> {
  for (const file of files) {
    const path = join(dir, file);
    await writeFile(path, (await readFile(path, 'utf8')).replaceAll('OWNER/', 'acme/'));
  }
}

function release(dir: string, ...args: string[]) {
  return spawnSync(process.execPath, [join(dir, 'scripts', 'release.mjs'), ...args], {
    cwd: dir,
    encoding: 'utf8',
  });
}

describe('the release process', () => {
  it('has release notes only for versions the CHANGELOG has a section for', () => {
    const missing = spawnSync(
      process.execPath,
      [join(ROOT, 'scripts/changelog-notes.mjs'), 'v9.9.9'],
      { encoding: 'utf8' },
    );
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('CHANGELOG.md has no section "## 9.9.9"');
  });

  it('refuses workflows or examples that still say OWNER/spot-train, and a dirty tree', async () => {
    const { dir, git } = await checkout();
    const placeholder = release(dir, '1.0.0', '--no-verify');
    expect(placeholder.status).toBe(1);
    expect(placeholder.stderr).toMatch(
      new RegExp(`OWNER/spot-train is still in .*${REUSABLE.replaceAll('.', '\\.')}:\\d+`),
    );
    // Named everywhere but one example, that example still stops it.
    const others = copiedWithOwner(git).filter((file) => file !== 'examples/workflows/aws.yml');
    await nameOwner(dir, others);
    git('commit', '--quiet', '-am', 'Name the owner but in one example');
    const examples = release(dir, '1.0.0', '--no-verify');
    expect(examples.status).toBe(1);
    expect(examples.stderr).toMatch(
      /OWNER\/spot-train is still in examples\/workflows\/aws\.yml:\d+(, examples\/workflows\/aws\.yml:\d+)*: name/,
    );
    await writeFile(join(dir, 'stray.txt'), 'x');
    const dirty = release(dir, '1.0.0', '--no-verify');
    expect(dirty.stderr).toContain('the work tree has changes');
  });

  it('sets the version everywhere, rebuilds dist/, commits and tags with the notes', async () => {
    const { dir, git } = await checkout();
    await nameOwner(dir, copiedWithOwner(git));
    git('commit', '--quiet', '-am', 'Name the owner');

    const done = release(dir, '1.0.0', '--no-verify');
    expect(done.status, done.stderr).toBe(0);
    expect(done.stdout).toContain('git push origin HEAD v1.0.0');
    expect(git('status', '--porcelain')).toBe('');
    expect(git('describe', '--exact-match', 'HEAD')).toBe('v1.0.0');
    expect(JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'))).toMatchObject({
      version: '1.0.0',
    });
    expect(await readFile(join(dir, 'src/base/version.ts'), 'utf8')).toContain("VERSION = '1.0.0'");
    // The built CLI reports the version it was released as.
    const cli = spawnSync(process.execPath, [join(dir, 'dist/cli.js'), '--version'], {
      encoding: 'utf8',
    });
    expect(cli.stdout.trim()).toContain('1.0.0');
    const changelog = await readFile(join(dir, 'CHANGELOG.md'), 'utf8');
    expect(changelog).toMatch(/^## 1\.0\.0 \(\d{4}-\d{2}-\d{2}\)$/m);
    expect(changelog).not.toMatch(/^## Unreleased$/m);
    expect(git('tag', '-l', '--format=%(contents)', 'v1.0.0')).toContain(
      '### Train mode and the CLI',
    );
    expect(release(dir, '1.0.0', '--no-verify').stderr).toContain('tag v1.0.0 exists already');
  }, 240_000);
});
