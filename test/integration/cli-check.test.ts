import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, ROOT, startNode } from '../helpers/run-dist.js';
import { tempDir } from '../helpers/temp-dir.js';

const CLI = join(DIST, 'cli.js');
const TRAINER = join(ROOT, 'test/fixtures/check-trainer.py');

/** `spot-train check` of the fixture trainer with one habit, in a directory of its own. */
async function check(habit: string, prepare?: (dir: string) => Promise<void>) {
  const cwd = await tempDir(`check-${habit}`);
  await prepare?.(cwd);
  await copyFile(TRAINER, join(cwd, 'train.py'));
  const done = await startNode(CLI, ['check', '--', 'python3', 'train.py'], {
    cwd,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, HABIT: habit },
  }).done;
  const card = done.stdout.slice(done.stdout.indexOf('spot-train check:'));
  return { code: done.code, card, log: done.stdout + done.stderr, cwd };
}

/** The card's line for one check: its mark and text. */
function line(card: string, what: string): string {
  return card.split('\n').find((text) => text.includes(`  ${what}:`)) ?? `(no line "${what}")`;
}

describe('spot-train check, from dist/', () => {
  it('passes a trainer that saves on SIGINT, atomically, and resumes', async () => {
    // A Python environment in the directory is linked into each copy, not copied.
    const { code, card, log } = await check('good', async (dir) => {
      await mkdir(join(dir, '.venv/lib'), { recursive: true });
      await writeFile(join(dir, '.venv/pyvenv.cfg'), 'home = /usr/bin\n');
    });
    expect(code, log).toBe(0);
    expect(log).toContain('linked into each copy, not copied: .venv');
    expect(card).not.toMatch(/FIX/);
    expect(card).toMatch(/4 attempts/);
    expect(line(card, 'resumes from the restart directory')).toMatch(
      /^ {2}pass .*attempt 2 resumed from step (\d+) \(attempt 1 stopped at step \1\)/,
    );
    // A save of a few bytes may end before the notice lands in it: then the line says so, never a pass.
    expect(line(card, 'survives a notice in the middle of a save')).toMatch(
      /pass .*while ckpt\.json(\.tmp)? was being written|n\/a .*while ckpt\.json(\.tmp)? was being written\), but that save had ended before the notice came/,
    );
    // Likewise the second SIGINT, sent once the save shows: on a loaded machine the save may be over first.
    expect(line(card, 'survives a second SIGINT while saving')).toMatch(
      /^ {2}pass |^ {2}n\/a .*it saved and exited before a second SIGINT could come/,
    );
    expect(card).toMatch(/fits GCP's and Azure's 30 s and AWS's 2 min/);
    // Each attempt ran in a copy of its own, never in the directory itself.
    expect(log).toMatch(/attempt 4: a stop once it shows where it resumed, in .*attempt-4/);
  }, 120_000);

  it('does not call saves durable that the trainer deleted from the store meanwhile', async () => {
    const cwd = await tempDir('check-deletes-store');
    await copyFile(TRAINER, join(cwd, 'train.py'));
    const store = join(cwd, 'saves');
    // From its third attempt the trainer wipes what it takes for scratch space: the check's store.
    const wrapper =
      'if [ "$SPOT_TRAIN_ATTEMPT" -ge 3 ]; then rm -rf "$CHECK_STORE"; fi; exec python3 train.py';
    const done = await startNode(CLI, ['check', '--store', store, '--', 'bash', '-c', wrapper], {
      cwd,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, HABIT: 'good', CHECK_STORE: store },
    }).done;
    const card = done.stdout.slice(done.stdout.indexOf('spot-train check:'));
    expect(done.code, done.stdout + done.stderr).toBe(1);
    expect(line(card, 'what it wrote is uploaded')).toMatch(
      /^ {2}FIX .*the store no longer holds \d+ objects? the attempts saved \(first: .*\): something deleted them while the check ran/,
    );
  }, 120_000);

  it('tells a trainer that saves in its working directory that a new VM loses it', async () => {
    const { code, card, log, cwd } = await check('outside');
    expect(code, log).toBe(1);
    expect(line(card, 'writes into the outputs directory')).toMatch(
      /^ {2}FIX .*nothing into \$SPOT_TRAIN_OUTPUTS_DIR \(out\/\), but ckpts\/ckpt\.json elsewhere/,
    );
    expect(line(card, 'resumes from the restart directory')).toMatch(
      /FIX .*attempt 2 began again at step 1/,
    );
    expect(line(card, 'needs nothing outside the outputs')).toMatch(/FIX .*ckpts\/ckpt\.json/);
    // The directory checked is left as it was: the trainer wrote only in the copies.
    expect((await readdir(cwd)).sort()).toEqual(['.spot-train', 'train.py']);
  }, 120_000);

  it('tells a trainer that ignores the restart directory to load it', async () => {
    const { code, card } = await check('no-resume');
    expect(code).toBe(1);
    expect(line(card, 'resumes from the restart directory')).toMatch(
      /FIX .*attempt 2 started from scratch although 1 file was restored into \$SPOT_TRAIN_RESTART_DIR: the trainer does not resume/,
    );
    expect(card).toMatch(/fix: at start, load the newest checkpoint.*docs\/recipes\.md/);
  }, 120_000);

  it('says plainly that a trainer showing its step only at each eval starts from scratch', async () => {
    // As nanoGPT unchanged: attempt 1 stopped at the step it began at, so no step count tells.
    const { code, card } = await check('eval-steps');
    expect(code).toBe(1);
    expect(line(card, 'resumes from the restart directory')).toMatch(
      /FIX .*attempt 2 started from scratch although 1 file was restored into \$SPOT_TRAIN_RESTART_DIR: the trainer does not resume/,
    );
    expect(card).not.toMatch(/step done again/);
  }, 120_000);

  it('tells a trainer that dies of SIGINT without saving what it lost', async () => {
    const { code, card } = await check('no-save');
    expect(code).toBe(1);
    expect(line(card, 'exits on SIGINT, saving first')).toMatch(/FIX .*wrote nothing after SIGINT/);
    expect(line(card, 'resumes from the restart directory')).toMatch(
      /FIX .*(done again|began again at step 1)/,
    );
  }, 120_000);

  it('tells a trainer whose save a second SIGINT kills to ignore it while saving', async () => {
    const { code, card } = await check('second-sigint');
    expect(code).toBe(1);
    expect(line(card, 'survives a second SIGINT while saving')).toMatch(
      /FIX .*cut its save short: the next attempt did \d+ steps? again/,
    );
    expect(card).toMatch(/signal\.SIG_IGN/);
    // The other notices it survived: their lines pass.
    expect(line(card, 'resumes from the restart directory')).toMatch(/^ {2}pass /);
    expect(line(card, 'survives a notice in the middle of a save')).toMatch(/^ {2}pass /);
  }, 120_000);

  it('tells a trainer that leaves a half-written checkpoint to write atomically', async () => {
    const { code, card } = await check('torn');
    expect(code).toBe(1);
    expect(line(card, 'starts from what it saved')).toMatch(/FIX .*attempt 2 failed with code 1/);
    expect(card).toMatch(/fix: write each checkpoint under a temporary name and rename it/);
  }, 120_000);

  it('stopped with Ctrl-C, judges only the attempts before the stop and exits 130', async () => {
    const cwd = await tempDir('check-stop');
    await copyFile(TRAINER, join(cwd, 'train.py'));
    const running = startNode(CLI, ['check', '--', 'python3', 'train.py'], {
      cwd,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, PAUSE_IN_ATTEMPT: '3' },
    });
    // Attempt 3's trainer waits before its first step, so the stop lands in attempt 3.
    const deadline = Date.now() + 60_000;
    while (!running.output().includes('pausing') && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    running.kill('SIGINT');
    const done = await running.done;
    expect(done.code, done.stdout + done.stderr).toBe(130);
    expect(done.stdout).toMatch(
      /stopped at your request in attempt 3: the card is of the attempts before it/,
    );
    // The stop is the person's: no line blames the trainer for it.
    expect(done.stdout).not.toMatch(/FIX/);
    expect(done.stdout).toMatch(/stopped: \d+ checks passed and 0 fixes so far/);
  }, 120_000);

  it('copies what git would check out, so a dataset git ignores must be given with --keep', async () => {
    const dir = await tempDir('check-git');
    const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' });
    git('init', '-q');
    await writeFile(join(dir, '.gitignore'), 'data/\n');
    await mkdir(join(dir, 'data'));
    await writeFile(join(dir, 'data/shard.txt'), 'rows');
    // A trainer that reads the ignored dataset: a new VM's checkout would not have it.
    const missing = await startNode(
      CLI,
      ['check', '--', 'python3', '-c', 'open("data/shard.txt").read()'],
      { cwd: dir, env: { PATH: process.env.PATH, HOME: process.env.HOME } },
    ).done;
    expect(missing.code).toBe(1);
    expect(missing.stdout).toMatch(/FIX +runs in a fresh copy: attempt 1 failed with code 1/);
    expect(missing.stdout).toMatch(/give what git ignores but it needs \(a dataset\) with --keep/);
    const kept = await startNode(
      CLI,
      ['check', '--keep', 'data', '--', 'python3', '-c', 'open("data/shard.txt").read()'],
      { cwd: dir, env: { PATH: process.env.PATH, HOME: process.env.HOME } },
    ).done;
    expect(kept.stdout).not.toMatch(/runs in a fresh copy: attempt 1 failed/);
    expect(kept.stdout).toMatch(/training completed before this notice/);
  }, 120_000);
});
