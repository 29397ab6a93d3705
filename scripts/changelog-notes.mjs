// Prints the CHANGELOG.md section of one version, as the release notes:
// `node scripts/changelog-notes.mjs v1.2.0`. Fails if there is none, so a
// release cannot go out without saying what changed.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The body under `## <version>` (with or without a leading v and a date), or undefined. */
export function sectionOf(changelog, version) {
  const bare = version.replace(/^v/, '');
  const lines = changelog.split('\n');
  const start = lines.findIndex((line) =>
    new RegExp(`^## v?${bare.replace(/\./g, '\\.')}(\\s|$)`).test(line),
  );
  if (start < 0) return undefined;
  const end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  return lines
    .slice(start + 1, end < 0 ? undefined : end)
    .join('\n')
    .trim();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const version = process.argv[2] ?? '';
  const notes = sectionOf(readFileSync(join(root, 'CHANGELOG.md'), 'utf8'), version);
  if (!notes) {
    console.error(`CHANGELOG.md has no section "## ${version.replace(/^v/, '')}"`);
    process.exit(1);
  }
  process.stdout.write(`${notes}\n`);
}
