import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, startNode } from '../helpers/run-dist.js';
import { tempDir } from '../helpers/temp-dir.js';

/**
 * Saves `saves` times, a given number of seconds apart, the two ways trainers do: one file
 * overwritten each time (ckpt.pt) and a new directory per save of which it
 * keeps the newest two (as save_total_limit does). Resumes from state.json.
 */
const TRAINER = `
import json, os, shutil, sys, time
out = os.environ["SPOT_TRAIN_OUTPUTS_DIR"]
restart = os.environ["SPOT_TRAIN_RESTART_DIR"]
saves = int(sys.argv[1])
gap = float(sys.argv[2])
start = 0
try:
    with open(os.path.join(restart, "state.json")) as f:
        start = json.load(f)["save"] + 1
except FileNotFoundError:
    pass
def atomic(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path + ".tmp", "wb") as f:
        f.write(data)
    os.replace(path + ".tmp", path)
try:
    for i in range(start, saves):
        atomic(os.path.join(out, "ckpt.pt"), os.urandom(2048))
        atomic(os.path.join(out, f"checkpoint-{i}", "weights.bin"), os.urandom(1024))
        shutil.rmtree(os.path.join(out, f"checkpoint-{i - 2}"), ignore_errors=True)
        atomic(os.path.join(out, "state.json"), json.dumps({"save": i}).encode())
        print(f"step {i} saved", flush=True)
        time.sleep(gap)
except KeyboardInterrupt:
    sys.exit(130)
`;

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((path) => !path.startsWith('.incoming'))
    .sort();
}

/**
 * Counting saves assumes each one is uploaded before the next begins (a
 * save is a burst of uploads); 1.5 s apart leaves room for a loaded machine.
 */
const SAVE_GAP_SECONDS = '1.5';

async function train(dir: string, args: readonly string[], saves = 6) {
  await writeFile(join(dir, 'rotate.py'), TRAINER);
  const run = startNode(
    join(DIST, 'cli.js'),
    [
      'run',
      '--outputs',
      'out',
      '--settle',
      '150ms',
      '--scan-interval',
      '100ms',
      ...args,
      '--',
      'python3',
      'rotate.py',
      String(saves),
      SAVE_GAP_SECONDS,
    ],
    { cwd: dir },
  );
  const done = await run.done;
  expect(done.code, done.stderr).toBe(0);
  return filesUnder(join(dir, '.spot-train/store'));
}

describe('retention, through the built CLI', () => {
  it('keeps every version and every deleted file by default', async () => {
    const stored = await train(await tempDir('keep-all'), []);
    expect(stored.filter((path) => path.endsWith('/ckpt.pt'))).toHaveLength(6);
    expect(stored.filter((path) => path.endsWith('/weights.bin'))).toHaveLength(6);
  });

  it('keeps only the newest saves of a run: older versions and deleted directories leave the store', async () => {
    const stored = await train(await tempDir('retention'), ['--retention', '2']);
    expect(stored.filter((path) => path.endsWith('/ckpt.pt'))).toHaveLength(2);
    const weights = stored.filter((path) => path.endsWith('/weights.bin'));
    expect(weights.map((path) => /checkpoint-\d+/.exec(path)?.[0]).sort()).toEqual([
      'checkpoint-4',
      'checkpoint-5',
    ]);
  });

  it('retires earlier runs of a lineage beyond the newest N, keeping what a kept manifest names', async () => {
    const dir = await tempDir('retire');
    const stored = await train(
      dir,
      ['--interrupt-after', '2500ms', '--interruptions', '2', '--retention', '1'],
      9,
    );
    const manifests = stored.filter((path) => path.endsWith('/manifest.json'));
    // Three attempts (two interrupted after about two saves each): the third
    // retired the first run (its id names the lineage): its manifest and
    // every object of it that the second run's manifest does not name. The
    // second run names what it restored from the first until it has made
    // more saves of its own than retention keeps, which on a loaded machine
    // it may not have done before its interruption.
    expect(manifests).toHaveLength(2);
    const lineage = manifests[0]?.split('/')[0] ?? '';
    const second = manifests.find((path) => !path.startsWith(`${lineage}/${lineage}/`)) ?? '';
    const named = (
      JSON.parse(await readFile(join(dir, '.spot-train/store', second), 'utf8')) as {
        files: { key: string }[];
      }
    ).files.map((file) => file.key);
    const left = stored.filter((path) => path.startsWith(`${lineage}/${lineage}/`));
    expect(left).toContain(`${lineage}/${lineage}/restart.claim`);
    // Its history stays too: a few hundred bytes the cost ledger and `ls` read.
    expect(left).toContain(`${lineage}/${lineage}/history/notice.json`);
    expect(
      left.filter(
        (path) =>
          !path.endsWith('/restart.claim') && !path.includes('/history/') && !named.includes(path),
      ),
    ).toEqual([]);
    // The two kept runs still hold their newest save.
    expect(stored.filter((path) => path.endsWith('ckpt.pt'))).toHaveLength(2);
  });
});
