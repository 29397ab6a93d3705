import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileStore } from '../../src/store/file/file-store.js';
import { readLineage } from '../../src/records/lineage.js';
import type { Manifest } from '../../src/records/manifest.js';
import { DIST, drilledDemo, startNode } from '../helpers/run-dist.js';
import { startS3, type LocalS3 } from '../helpers/s3.js';
import { seedRun } from '../helpers/store-fixture.js';
import { tempDir } from '../helpers/temp-dir.js';

const CLI = join(DIST, 'cli.js');

async function cli(args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
  return startNode(CLI, args, { cwd, env }).done;
}

/** Every file under `dir`, relative, sorted. */
async function tree(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The restored directory holds exactly the manifest's files, byte for byte. */
async function expectRestored(dest: string, manifest: Manifest): Promise<void> {
  expect(await tree(dest)).toEqual(manifest.files.map((file) => file.path).sort());
  for (const file of manifest.files)
    expect(sha256(await readFile(join(dest, file.path))), file.path).toBe(file.sha256);
}

let fixture: string;
let lineage: string;
let manifests: Manifest[];

/**
 * A lineage as `spot-train run` leaves it: three attempts, two interrupted.
 * Enough steps that an attempt resumed mid-way still outlasts its drill.
 */
beforeAll(async () => {
  fixture = await mkdtemp(join(tmpdir(), 'spot-train-store-cli-'));
  const run = await cli(['run', ...drilledDemo(300, 2)], fixture);
  expect(run.code, run.stderr).toBe(0);
  const lineages = (await readdir(join(fixture, '.spot-train/store'))).filter((name) =>
    name.startsWith('local-'),
  );
  expect(lineages).toHaveLength(1);
  lineage = lineages[0] ?? '';
  const runs = await readLineage(new FileStore(join(fixture, '.spot-train/store')), lineage);
  manifests = runs.map((run) => run.manifest as Manifest);
  expect(manifests.map((manifest) => manifest.state)).toEqual([
    'completed',
    'interrupted',
    'interrupted',
  ]);
}, 120_000);

afterAll(async () => {
  await rm(fixture, { recursive: true, force: true });
});

/** A copy of the fixture's store, to change freely; the returned dir is the cwd to run in. */
async function copyOfStore(): Promise<string> {
  const dir = await tempDir('store-cli');
  await cp(join(fixture, '.spot-train/store'), join(dir, '.spot-train/store'), { recursive: true });
  return dir;
}

describe('spot-train ls, from dist/', () => {
  it('lists the lineage and its runs as --json, as the manifests record them', async () => {
    const all = await cli(['ls', '--json'], fixture);
    expect(all.code, all.stderr).toBe(0);
    const summary = JSON.parse(all.stdout) as { lineages: Record<string, unknown>[] };
    const newest = manifests[0] as Manifest;
    expect(summary.lineages).toEqual([
      {
        lineage,
        runs: 3,
        firstRunId: lineage,
        lastRunId: newest.runId,
        lastState: 'completed',
        lastUpdatedAt: newest.updatedAt,
        attempts: 3,
        files: newest.files.length,
        bytes: newest.files.reduce((sum, file) => sum + file.size, 0),
      },
    ]);
    const one = await cli(['ls', lineage, '--json'], fixture);
    expect(one.code, one.stderr).toBe(0);
    const runs = (JSON.parse(one.stdout) as { runs: Record<string, unknown>[] }).runs;
    expect(runs.map((run) => [run.runId, run.attempt, run.state, run.files])).toEqual(
      manifests.map((m) => [m.runId, m.attempt, m.state, m.files.length]),
    );
    // Each interrupted run was restarted locally; the completed one was not.
    expect(runs.map((run) => (run.restartClaim as { by: string } | null)?.by ?? null)).toEqual([
      null,
      'local',
      'local',
    ]);
  });

  it('prints a table a person reads', async () => {
    const all = await cli(['ls'], fixture);
    expect(all.code, all.stderr).toBe(0);
    expect(all.stdout).toMatch(/^LINEAGE +RUNS +FIRST RUN +LAST RUN +STATE +ATTEMPTS/);
    expect(all.stdout).toContain(`${lineage}  3 `);
    const one = await cli(['ls', lineage], fixture);
    const rows = one.stdout.split('\n').filter((line) => /^\d+ /.test(line));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatch(/^3 +\S+ +completed /);
    expect(rows[2]).toMatch(/^1 +\S+ +interrupted .*claimed by local$/);
  });

  it('fails with a message for a lineage that has no runs', async () => {
    const done = await cli(['ls', 'no-such-lineage'], fixture);
    expect(done.code).toBe(1);
    expect(done.stderr).toContain('lineage no-such-lineage has no runs');
  });
});

describe('spot-train restore, from dist/', () => {
  it('restores the newest set byte for byte and says what it restored', async () => {
    const dir = await tempDir('store-cli');
    const done = await cli(
      ['restore', '--store', `file://${join(fixture, '.spot-train/store')}`, join(dir, 'dest')],
      dir,
    );
    expect(done.code, done.stderr).toBe(0);
    const newest = manifests[0] as Manifest;
    await expectRestored(join(dir, 'dest'), newest);
    expect(done.stdout).toMatch(
      new RegExp(
        `^restored \\d+ files \\(.+\\) of run ${newest.runId} \\(attempt 3, completed\\) into .* in \\S+, \\S+ \\S+/s\\n$`,
      ),
    );
    // Said once: the log does not repeat the result.
    expect(done.stderr).not.toMatch(/restored \d+ files/);
  });

  it('walks back past a run whose object was tampered with', async () => {
    const dir = await copyOfStore();
    const [newest, before] = manifests as [Manifest, Manifest];
    const own = newest.files.find((file) => file.key.startsWith(`${lineage}/${newest.runId}/`));
    expect(own).toBeDefined();
    await writeFile(join(dir, '.spot-train/store', own?.key ?? ''), 'tampered');
    const done = await cli(['restore', 'dest'], dir);
    expect(done.code, done.stderr).toBe(0);
    expect(done.stderr).toContain(`not restoring run ${newest.runId}`);
    expect(done.stdout).toContain(`of run ${before.runId} (attempt 2, interrupted)`);
    await expectRestored(join(dir, 'dest'), before);
  });

  it('takes exactly the run --run names, and fails rather than walk back from it', async () => {
    const dir = await copyOfStore();
    const oldest = manifests[2] as Manifest;
    const done = await cli(['restore', '--run', oldest.runId, 'dest'], dir);
    expect(done.code, done.stderr).toBe(0);
    await expectRestored(join(dir, 'dest'), oldest);
    const first = oldest.files[0];
    await writeFile(join(dir, '.spot-train/store', first?.key ?? ''), 'tampered');
    const broken = await cli(['restore', '--run', oldest.runId, 'again'], dir);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain(`nothing of lineage ${lineage}`);
    expect(broken.stderr).toContain(`run ${oldest.runId}:`);
  });

  it('refuses a directory that is not empty, unless --force', async () => {
    const dir = await copyOfStore();
    await writeFile(join(dir, 'keep.txt'), 'mine');
    const refused = await cli(['restore', '.'], dir);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('is not empty');
    const forced = await cli(['restore', '--force', 'dest-forced'], dir);
    expect(forced.code, forced.stderr).toBe(0);
  });
});

describe('spot-train prune, from dist/', () => {
  it('lists what would go without touching the store, then --apply removes exactly that', async () => {
    const dir = await copyOfStore();
    const store = join(dir, '.spot-train/store');
    const before = await tree(store);
    const dry = await cli(['prune', '--keep', '1'], dir);
    expect(dry.code, dry.stderr).toBe(0);
    expect(await tree(store)).toEqual(before);
    const [newest, middle, oldest] = manifests as [Manifest, Manifest, Manifest];
    expect(dry.stdout).toMatch(new RegExp(`${newest.runId} +completed +keep: one of the 1 newest`));
    expect(dry.stdout).toMatch(
      new RegExp(`${middle.runId} +interrupted +would remove: \\d+ objects?`),
    );
    expect(dry.stdout).toMatch(/would remove 2 runs: \d+ objects, .* \(dry run: add --apply/);
    const objects = Number(/would remove 2 runs: (\d+) objects/.exec(dry.stdout)?.[1]);

    const applied = await cli(['prune', '--keep', '1', '--apply'], dir);
    expect(applied.code, applied.stderr).toBe(0);
    const after = await tree(store);
    const removed = before.filter((path) => !after.includes(path));
    expect(removed).toHaveLength(objects);
    for (const runId of [middle.runId, oldest.runId]) {
      expect(removed).toContain(`${lineage}/${runId}/manifest.json`);
      // The claim stays, so a late finalize cannot restart a removed run twice.
      expect(after).toContain(`${lineage}/${runId}/restart.claim`);
    }
    // Nothing the kept run names went, so it still restores whole.
    expect(removed.some((path) => newest.files.some((file) => file.key === path))).toBe(false);
    const restored = await cli(['restore', 'dest'], dir);
    expect(restored.code, restored.stderr).toBe(0);
    await expectRestored(join(dir, 'dest'), newest);
  });
});

describe('spot-train prune, on runs that saved different files', () => {
  it('keeps the newest run with files behind a running one, and frees the rest', async () => {
    const dir = await tempDir('store-cli');
    const store = new FileStore(join(dir, '.spot-train/store'));
    await seedRun(store, { lineage: 'L', runId: 'L', attempt: 1, files: { 'a.pt': 'aaaa' } });
    const saved = await seedRun(store, {
      lineage: 'L',
      runId: 'r2',
      attempt: 2,
      files: { 'b.pt': 'bbbbbb' },
    });
    await seedRun(store, { lineage: 'L', runId: 'r3', attempt: 3, state: 'running', files: {} });
    const dry = await cli(['prune', '--keep', '1'], dir);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toMatch(/r3 +running +keep: one of the 1 newest/);
    expect(dry.stdout).toMatch(/r2 +interrupted +keep: the newest run with files/);
    expect(dry.stdout).toMatch(/L +interrupted +would remove: 2 objects, 4 B/);
    const applied = await cli(['prune', '--keep', '1', '--apply'], dir);
    expect(applied.code, applied.stderr).toBe(0);
    expect(applied.stdout).toContain('removed 1 run: 2 objects, 4 B');
    expect(await tree(join(dir, '.spot-train/store/L/L'))).toEqual([]);
    const restored = await cli(['restore', 'dest'], dir);
    expect(restored.code, restored.stderr).toBe(0);
    await expectRestored(join(dir, 'dest'), saved);
  });
});

describe('store commands: usage', () => {
  it.each([
    [['ls', '--bogus'], '--bogus'],
    [['prune'], '--keep'],
    [['prune', '--keep', '0'], '--keep'],
    [['prune', '--keep', '1', '--apply', '--dry-run'], '--apply'],
    [['restore', '--concurrency', 'lots', 'dest'], '--concurrency'],
    [['restore'], 'DEST'],
    [['restore', '--lineage', '../x', 'dest'], '--lineage'],
    [['ls', '--store', 'ftp://x'], '--store'],
  ])('%j exits 2 naming %s', async (args, flag) => {
    const dir = await tempDir('store-cli');
    const done = await cli(args, dir);
    expect(done.code).toBe(2);
    expect(done.stderr).toContain(flag);
  });

  it.each(['ls', 'restore', 'prune'])('%s --help prints its usage', async (command) => {
    const done = await cli([command, '--help'], fixture);
    expect(done.code).toBe(0);
    expect(done.stdout).toContain(`usage: spot-train ${command}`);
    expect(done.stdout).toContain('exit status');
  });

  it('lists the store commands in the top-level usage', async () => {
    const done = await cli(['--help'], fixture);
    for (const command of ['ls', 'restore', 'prune'])
      expect(done.stdout).toContain(`spot-train ${command} [--store URL]`);
  });
});

describe('store commands on S3', () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(async () => {
    await s3.close();
  });

  it('lists and restores a lineage in a bucket', async () => {
    const store = s3.store('team/a');
    await seedRun(store, { lineage: 'L1', runId: 'L1', attempt: 1, files: { 'ckpt/1.pt': 'one' } });
    const newest = await seedRun(store, {
      lineage: 'L1',
      runId: 'r2',
      attempt: 2,
      state: 'completed',
      files: { 'ckpt/1.pt': 'one', 'ckpt/2.pt': 'two two' },
    });
    const dir = await tempDir('store-cli');
    const flags = [
      '--store',
      `s3://${s3.bucket}/team/a`,
      '--s3-endpoint',
      s3.endpoint,
      '--s3-path-style',
    ];
    const env = { ...process.env, ...s3.env };
    const ls = await cli(['ls', ...flags, '--json'], dir, env);
    expect(ls.code, ls.stderr).toBe(0);
    expect(JSON.parse(ls.stdout)).toMatchObject({
      store: `s3://${s3.bucket}/team/a`,
      lineages: [
        { lineage: 'L1', runs: 2, lastRunId: 'r2', lastState: 'completed', files: 2, bytes: 10 },
      ],
    });
    const restored = await cli(['restore', ...flags, 'dest'], dir, env);
    expect(restored.code, restored.stderr).toBe(0);
    await expectRestored(join(dir, 'dest'), newest);
  });
});
