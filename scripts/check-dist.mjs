// Fails when dist/ is not what the sources build to: the action runs dist/,
// so a stale bundle would ship code nobody reviewed or tested.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const fresh = mkdtempSync(join(tmpdir(), 'spot-train-dist-'));
try {
  execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs'), fresh], { stdio: 'inherit' });
  // Files only: git keeps no directories, and a directory is no bytes to compare.
  const list = (dir) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
      .sort();
  const committed = list(join(root, 'dist'));
  const built = list(fresh);
  const differing = [...new Set([...committed, ...built])].filter((name) => {
    try {
      return !readFileSync(join(root, 'dist', name)).equals(readFileSync(join(fresh, name)));
    } catch {
      return true;
    }
  });
  if (differing.length > 0) {
    console.error(
      `dist/ does not match the sources (${differing.join(', ')}); run \`npm run bundle\` and commit dist/`,
    );
    process.exit(1);
  }
  console.log('dist/ matches the sources');
} finally {
  rmSync(fresh, { recursive: true, force: true });
}
