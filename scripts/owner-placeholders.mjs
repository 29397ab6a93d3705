// Where the files users copy or run still say OWNER/spot-train: the
// workflows, examples, action metadata and docs. A release that left one would
// publish a workflow that cannot run or instructions that do not work.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const COPIED = ['.github', 'examples', 'docs', 'README.md', 'action.yml', '*/action.yml'];

/** `file:line` of each placeholder in the committed files under `root`. */
export function ownerPlaceholders(root) {
  const found = spawnSync(
    'git',
    ['grep', '--line-number', '--fixed-strings', 'OWNER/spot-train', '--', ...COPIED],
    { cwd: root, encoding: 'utf8' },
  );
  // git grep exits 1 when nothing matches, above 1 on a real error.
  if (found.status !== 0 && found.status !== 1) throw new Error(`git grep failed: ${found.stderr}`);
  return found.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(':').slice(0, 2).join(':'));
}

// Run directly (the release workflow does), it fails on any placeholder.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const found = ownerPlaceholders(process.cwd());
  if (found.length > 0) {
    console.error(`OWNER/spot-train is still in: ${found.join(', ')}`);
    process.exit(1);
  }
}
