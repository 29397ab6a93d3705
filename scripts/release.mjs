// Prepares a release on a clean main: `node scripts/release.mjs 1.2.0`.
// It sets the version (package.json, its lock, src/base/version.ts), turns the
// CHANGELOG's "Unreleased" heading into the version and date, rebuilds
// dist/, commits, then checks the commit in a fresh clone (npm ci, npm test,
// which fails if dist/ is not what a clean build makes) and tags it. Pushing
// the tag runs .github/workflows/release.yml, which tests again, publishes the
// GitHub release with the CHANGELOG's notes and moves the major tag (v1).
// `--no-verify` skips the fresh-clone check (the release workflow still runs it).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sectionOf } from './changelog-notes.mjs';
import { ownerPlaceholders } from './owner-placeholders.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function fail(message) {
  console.error(`release: ${message}`);
  process.exit(1);
}

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const step = (message) => console.log(`release: ${message}`);

const args = process.argv.slice(2);
const version = args.find((arg) => !arg.startsWith('--')) ?? '';
if (!/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version)) {
  fail(`"${version}" is not a version; expected MAJOR.MINOR.PATCH, e.g. 1.0.0`);
}
const tag = `v${version}`;
if (git('status', '--porcelain') !== '') fail('the work tree has changes; commit or stash them');
if (git('tag', '--list', tag) !== '') fail(`tag ${tag} exists already`);

// Workflows call the action by repository name; a placeholder there (or in
// what users copy) would publish a workflow that cannot run.
const placeholders = ownerPlaceholders(root);
if (placeholders.length > 0) {
  const shown = placeholders.slice(0, 10).join(', ');
  const more = placeholders.length > 10 ? ` and ${placeholders.length - 10} more` : '';
  fail(
    `OWNER/spot-train is still in ${shown}${more}: name this repository's owner there before releasing`,
  );
}

const changelogPath = join(root, 'CHANGELOG.md');
const changelog = readFileSync(changelogPath, 'utf8');
if (!sectionOf(changelog, 'Unreleased')) {
  fail('CHANGELOG.md has nothing under "## Unreleased" to release');
}
const date = new Date().toISOString().slice(0, 10);
writeFileSync(changelogPath, changelog.replace(/^## Unreleased$/m, `## ${version} (${date})`));

step(`version ${version}`);
execFileSync('npm', ['version', version, '--no-git-tag-version', '--allow-same-version'], {
  cwd: root,
  stdio: 'ignore',
});
const versionFile = join(root, 'src', 'base', 'version.ts');
writeFileSync(
  versionFile,
  readFileSync(versionFile, 'utf8').replace(/VERSION = '[^']*'/, `VERSION = '${version}'`),
);

step('building dist/');
execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
git('add', '--all');
git('commit', '--quiet', '-m', `Release ${tag}`);

if (!args.includes('--no-verify')) {
  const clone = mkdtempSync(join(tmpdir(), 'spot-train-release-'));
  try {
    step(`checking ${tag} in a fresh clone (npm ci, npm test)`);
    execFileSync('git', ['clone', '--quiet', '--no-hardlinks', root, clone]);
    const inClone = { cwd: clone, stdio: 'inherit', env: { ...process.env, CI: 'true' } };
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], inClone);
    execFileSync('npm', ['test'], inClone);
  } catch {
    fail(
      `the fresh clone failed; the release commit is made but not tagged (undo it with git reset --hard HEAD~1)`,
    );
  } finally {
    rmSync(clone, { recursive: true, force: true });
  }
}

git(
  'tag',
  '--annotate',
  '--cleanup=verbatim', // the notes' "### " headings are not comments
  tag,
  '--message',
  `spot-train ${tag}\n\n${sectionOf(readFileSync(changelogPath, 'utf8'), version)}`,
);
step(`tagged ${tag}. Publish it with: git push origin HEAD ${tag}`);
