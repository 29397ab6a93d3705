import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileStore } from '../../src/store/file/file-store.js';
import { readLineage } from '../../src/records/lineage.js';
import { Prng } from '../helpers/faults/prng.js';
import { DIST, ROOT, startNode } from '../helpers/run-dist.js';
import { tempDir } from '../helpers/temp-dir.js';

const TRAINER = join(ROOT, 'test/fixtures/inplace-trainer.py');
const KILLS = 50;
const SEED = Number(process.env.FAULT_SEED ?? 34);

/** The step a checkpoint of inplace-trainer.py holds, or undefined when it is torn. */
function wholeStep(data: Buffer): number | undefined {
  const newline = data.indexOf(10);
  const head = /^CKPT (\d+) (\d+)$/.exec(data.subarray(0, Math.max(newline, 0)).toString());
  if (!head) return undefined;
  const length = Number(head[2]);
  const body = data.subarray(newline + 1, newline + 1 + length);
  const digest = data.subarray(newline + 1 + length).toString();
  if (body.length !== length) return undefined;
  return createHash('sha256').update(body).digest('hex') === digest ? Number(head[1]) : undefined;
}

/**
 * The trainer's pid, once its file holds one: the file is empty for a moment
 * while the trainer writes it, and kill(0) would end this test's own group.
 */
async function pidIn(path: string): Promise<string | undefined> {
  const text = await readFile(path, 'utf8').catch(() => '');
  return /^[1-9]\d*$/.test(text.trim()) ? text.trim() : undefined;
}

describe('a trainer killed from outside in the middle of saving in place', () => {
  it(`names no torn file durable and restores only whole checkpoints over ${KILLS} SIGKILLs`, async () => {
    const dir = await tempDir('outside-kill');
    const pidFile = join(dir, 'trainer.pid');
    const env = {
      ...process.env,
      INPLACE_JOURNAL: join(dir, 'journal.jsonl'),
      INPLACE_PIDFILE: pidFile,
      INPLACE_STOP: join(dir, 'stop'),
    };
    // The shell stays between spot-train and python, as `run:` steps and
    // wrappers do, so the kill ends the trainer with code 137.
    const command = `python3 "$0" --steps 100000 --save-every 5 --step-time 0.1 --save-time 0.2 || exit $?`;
    const run = startNode(
      join(DIST, 'cli.js'),
      [
        'run',
        '--outputs',
        'out',
        '--settle',
        '200ms',
        '--scan-interval',
        '50ms',
        '--restart-on-exit-codes',
        '137',
        '--max-restarts',
        String(KILLS + 5),
        '--',
        'bash',
        '-c',
        command,
        TRAINER,
      ],
      { cwd: dir, env },
    );
    const state = { ended: false };
    void run.done.then(() => (state.ended = true));
    const ended = (): boolean => state.ended;
    const prng = new Prng(SEED);
    let lastPid: string | undefined;
    let tornAtKill = 0;
    for (let kill = 0; kill < KILLS && !ended(); kill++) {
      let pid: string | undefined;
      while (!ended() && ((pid = await pidIn(pidFile)) === undefined || pid === lastPid))
        await new Promise((resolve) => setTimeout(resolve, 20));
      if (ended() || pid === undefined) break;
      lastPid = pid;
      await new Promise((resolve) => setTimeout(resolve, 300 + prng.next() * 1500));
      process.kill(Number(pid), 'SIGKILL');
      const left = await readFile(join(dir, 'out/ckpt.bin')).catch(() => undefined);
      if (left && wholeStep(left) === undefined) tornAtKill++;
    }
    await writeFile(env.INPLACE_STOP, '');
    const done = await run.done;
    expect(done.code, done.stderr.slice(-3000)).toBe(0);
    // The test did what it says: many kills came in the middle of a save.
    expect(tornAtKill).toBeGreaterThanOrEqual(5);
    expect(done.stderr).toContain(
      'not uploading ckpt.bin: it was still being written when the trainer failed (exit code 137), so it may be torn',
    );

    const journal = (await readFile(env.INPLACE_JOURNAL, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { attempt: number; resumed: number; torn?: boolean });
    expect(journal).toHaveLength(KILLS + 1);
    expect(journal.filter((entry) => entry.torn)).toEqual([]);
    // Never backwards: each attempt starts from a whole checkpoint at least as new as the last.
    for (let i = 1; i < journal.length; i++)
      expect(journal[i]?.resumed).toBeGreaterThanOrEqual(journal[i - 1]?.resumed ?? 0);
    expect(journal.at(-1)?.resumed).toBeGreaterThan(0);

    const storeDir = join(dir, '.spot-train/store');
    const store = new FileStore(storeDir);
    const [lineage] = (await readdir(storeDir)).filter((name) => name.startsWith('local-'));
    let named = 0;
    for (const { manifest } of await readLineage(store, lineage ?? '')) {
      if (typeof manifest !== 'object') continue;
      for (const file of manifest.files) {
        const copy = join(dir, `named-${named++}`);
        await store.getFile(file.key, copy, file);
        expect(wholeStep(await readFile(copy)), `${file.key} is torn`).toBeDefined();
      }
    }
    expect(named).toBeGreaterThan(0);
  }, 300_000);
});
