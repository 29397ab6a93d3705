import { execFile, spawnSync } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DIST, ROOT, startNode } from '../helpers/run-dist.js';
import { PYTORCH, requireTool } from '../helpers/system-tool.js';
import { tempDir } from '../helpers/temp-dir.js';

const TRAINER = join(ROOT, 'examples/pytorch/train.py');

/**
 * The first Python that imports torch. Debian's python3-torch serves
 * /usr/bin/python3, which need not be the python3 on PATH (pyenv, a venv).
 */
function torchPython(): string | undefined {
  const candidates = [process.env.SPOT_TRAIN_TORCH_PYTHON, 'python3', '/usr/bin/python3'];
  return candidates.find(
    (python) =>
      python !== undefined &&
      python !== '' &&
      spawnSync(python, ['-c', 'import torch'], { stdio: 'ignore' }).status === 0,
  );
}

const PYTHON = torchPython();
const execFileAsync = promisify(execFile);

// 1920 steps of about 12 ms, most of it --step-delay. An attempt is
// interrupted 6 s after it starts, 1 to 3 s of which go to importing torch:
// on a fast machine as on a slow one, three such attempts leave work for a
// fourth, and each gets far enough to save.
const TRAIN_ARGS = ['--epochs', '30', '--save-every', '100', '--deterministic'];
const DRILLED_ARGS = [...TRAIN_ARGS, '--step-delay', '0.01'];

function modelDigest(stdout: string): string {
  const digest = /^done: step 1920, .* model sha256 ([0-9a-f]{64})$/m.exec(stdout)?.[1];
  expect(digest, stdout).toBeDefined();
  return digest ?? '';
}

function numbers(text: string, pattern: RegExp): number[] {
  return [...text.matchAll(pattern)].map((match) => Number(match[1]));
}

describe('examples/pytorch/train.py under spot-train run, from dist/', () => {
  it('resumes after each drilled interruption and ends with the model of an uninterrupted run', async (context) => {
    requireTool(context, PYTORCH, PYTHON !== undefined);
    const python = PYTHON ?? '';
    // CPU only, one thread: bit-identical floating point from run to run.
    const env = { ...process.env, CUDA_VISIBLE_DEVICES: '', OMP_NUM_THREADS: '1' };

    const uninterrupted = await execFileAsync(
      python,
      [TRAINER, ...TRAIN_ARGS, '--outputs', 'out'],
      { cwd: await tempDir('pytorch-plain'), env },
    );
    expect(uninterrupted.stdout).toContain('starting from scratch on cpu');

    const dir = await tempDir('pytorch-drill');
    const drilled = await startNode(
      join(DIST, 'cli.js'),
      [
        'run',
        '--outputs',
        'out',
        '--interrupt-after',
        '6s',
        '--interruptions',
        '3',
        '--settle',
        '300ms',
        '--',
        python,
        TRAINER,
        ...DRILLED_ARGS,
      ],
      { cwd: dir, env },
    ).done;
    expect(drilled.code, drilled.stdout + drilled.stderr).toBe(0);
    expect(drilled.stdout).toMatch(
      /training completed after 4 attempts and 3 interruptions; lineage local-/,
    );

    // Each attempt after a notice picked up at the very step saved on the notice before it.
    // (On a loaded machine a drill can come while torch is still importing: that attempt
    // saves nothing, and the next one resumes from the same save.)
    const saved = numbers(drilled.stdout, /^SIGINT: saved step (\d+)$/gm);
    expect(saved.length).toBeGreaterThanOrEqual(2);
    expect(saved.every((step, i) => step > (saved[i - 1] ?? 0))).toBe(true);
    let lastSaved: number | undefined;
    for (const line of drilled.stdout.split('\n')) {
      const save = /^SIGINT: saved step (\d+)$/.exec(line);
      if (save) lastSaved = Number(save[1]);
      const resume = /^resumed from step (\d+) /.exec(line);
      if (resume) expect(Number(resume[1]), line).toBe(lastSaved);
    }

    // The report says what a user would read: no steps lost to any interruption.
    const rows = drilled.stdout
      .split('\n')
      .filter((line) => /^\d+ +(interrupted|completed) /.test(line));
    expect(rows).toHaveLength(4);
    // n/a: an attempt the drill stopped before its first step had no work to lose.
    for (const row of rows.slice(0, 3)) expect(row).toMatch(/^\d+ +interrupted .* (0 steps|n\/a)$/);
    expect(rows[3]).toMatch(/^4 +completed +\S+ +\d+\.\.1920 /);

    expect(modelDigest(drilled.stdout)).toBe(modelDigest(uninterrupted.stdout));
    // Only the newest checkpoints stay in the outputs; half-written files never do.
    const left = await readdir(join(dir, 'out/ckpt'));
    expect(left.sort()).toEqual(['step-001800.pt', 'step-001900.pt', 'step-001920.pt']);
  }, 180_000);

  it("checkpoints at spot-train's suggested interval unless the user fixed one", async (context) => {
    requireTool(context, PYTORCH, PYTHON !== undefined);
    const python = PYTHON ?? '';
    // 128 steps of about 20 ms: the default of 200 steps would save only at the end.
    const args = ['--epochs', '2', '--keep', '1000', '--step-delay', '0.02', '--outputs', 'out'];
    const env = {
      ...process.env,
      CUDA_VISIBLE_DEVICES: '',
      OMP_NUM_THREADS: '1',
      SPOT_TRAIN_SUGGESTED_CHECKPOINT_SECONDS: '0.5',
    };
    const saves = async (extra: string[]) => {
      const cwd = await tempDir('pytorch-cadence');
      const { stdout } = await execFileAsync(python, [TRAINER, ...args, ...extra], { cwd, env });
      return { stdout, files: (await readdir(join(cwd, 'out/ckpt'))).sort() };
    };
    const suggested = await saves([]);
    expect(suggested.stdout).toContain('checkpointing every 0.5 s');
    // At least one timed save before the last step, at a step no fixed interval names.
    expect(suggested.files.length).toBeGreaterThan(1);
    expect(suggested.files.at(-1)).toBe('step-000128.pt');
    const fixed = await saves(['--save-every', '50']);
    expect(fixed.stdout).toContain('checkpointing every 50 steps');
    expect(fixed.files).toEqual(['step-000050.pt', 'step-000100.pt', 'step-000128.pt']);
  }, 120_000);
});
