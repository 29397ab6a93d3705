import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DIST, ROOT, startNode } from '../helpers/run-dist.js';
import { PYTORCH, requireTool, type Skippable } from '../helpers/system-tool.js';
import { tempDir } from '../helpers/temp-dir.js';
import { pythonThatRuns, TORCH_DCP } from '../helpers/torch-python.js';

const CLI = join(DIST, 'cli.js');
const RECIPES = join(ROOT, 'examples/recipes');
const TORCH = pythonThatRuns('import torch');
const DCP = pythonThatRuns('from torch.distributed.checkpoint import async_save');
// CPU, one thread; and no __pycache__ left in examples/ by the nanoGPT recipe's import.
const ENV = {
  ...process.env,
  CUDA_VISIBLE_DEVICES: '',
  OMP_NUM_THREADS: '1',
  PYTHONDONTWRITEBYTECODE: '1',
};
const execFileAsync = promisify(execFile);

/** One recipe's trainer and how its output names steps, saves and resumes. */
interface Recipe {
  readonly trainer: string;
  readonly args: readonly string[];
  /**
   * A sleep per step: over 10 s of training, so two drills 5 s into an
   * attempt leave work for a third. Importing torch takes 1 to 3 s, more on
   * a busy machine: a drill may come before the trainer can save, and the
   * attempt after it resumes from the save before, but not both times.
   */
  readonly pace: readonly string[];
  readonly spotArgs?: readonly string[];
  readonly step: RegExp;
  readonly saved: RegExp;
  readonly resumed: RegExp;
  readonly first: number;
  readonly last: number;
}

const STEPS = { step: /^step (\d+) loss /, saved: /^SIGINT: saved step (\d+)$/ };
const RESUMED = /^resumed from step (\d+)$/;

/** `spot-train run` of the recipe with a drill 5 s into each of its first two attempts. */
async function drilled(recipe: Recipe, python: string): Promise<string> {
  const dir = await tempDir('recipe');
  const run = await startNode(
    CLI,
    [
      ...['run', '--outputs', 'out', '--interrupt-after', '5s', '--interruptions', '2'],
      ...['--settle', '300ms', ...(recipe.spotArgs ?? []), '--', python, recipe.trainer],
      ...recipe.args,
      ...recipe.pace,
    ],
    { cwd: dir, env: ENV },
  ).done;
  expect(run.code, run.stdout + run.stderr).toBe(0);
  expect(run.stdout).toMatch(/training completed after 3 attempts and 2 interruptions;/);
  return run.stdout;
}

/**
 * Every step was trained once, in order, across the three attempts: each
 * resume is at the step saved on the notice before it, and the report
 * counts no work lost.
 */
function expectEachStepOnce(stdout: string, recipe: Recipe): void {
  const steps: number[] = [];
  const resumes: string[] = [];
  let lastSaved: number | undefined;
  for (const line of stdout.split('\n')) {
    const step = recipe.step.exec(line)?.[1];
    if (step !== undefined) steps.push(Number(step));
    const saved = recipe.saved.exec(line)?.[1];
    if (saved !== undefined) lastSaved = Number(saved);
    const resumed = recipe.resumed.exec(line)?.[1];
    if (resumed !== undefined) resumes.push(`${resumed} after saving ${String(lastSaved)}`);
  }
  expect(resumes.length, stdout).toBeGreaterThanOrEqual(1);
  for (const resume of resumes) expect(resume).toMatch(/^(\d+) after saving \1$/);
  const all = Array.from({ length: recipe.last - recipe.first + 1 }, (_, i) => recipe.first + i);
  expect(steps).toEqual(all);
  const interrupted = stdout.split('\n').filter((line) => /^\d +interrupted /.test(line));
  expect(interrupted).toHaveLength(2);
  for (const row of interrupted) expect(row).toMatch(/ (0 steps|n\/a)$/);
}

/** The recipe run on its own, without a drill: the model it ends with. */
async function uninterrupted(recipe: Recipe, python: string): Promise<string> {
  const outputs = join(await tempDir('recipe-plain'), 'out');
  const { stdout } = await execFileAsync(python, [recipe.trainer, ...recipe.args], {
    env: { ...ENV, SPOT_TRAIN_OUTPUTS_DIR: outputs },
  });
  return finalModel(stdout);
}

function finalModel(stdout: string): string {
  return /^done: step \d+, weight sum (\S+)$/m.exec(stdout)?.[1] ?? `(no done line in ${stdout})`;
}

function skipWithoutDcp(context: Skippable): void {
  requireTool(context, PYTORCH, TORCH !== undefined);
  if (DCP !== undefined) return;
  // Not a failure under CI either: no distribution packages a torch this new (see TORCH_DCP).
  const message = `skipped: ${TORCH_DCP.name} is not installed (${TORCH_DCP.install})`;
  console.warn(message);
  context.skip(message);
}

const LOOP: Recipe = {
  trainer: join(RECIPES, 'pytorch-loop/train.py'),
  args: ['--steps', '1000', '--save-every', '100'],
  pace: ['--step-time', '0.01'],
  ...STEPS,
  resumed: RESUMED,
  first: 1,
  last: 1000,
};

const NANOGPT: Recipe = {
  trainer: join(RECIPES, 'nanogpt/train.py'),
  args: ['--max_iters=800'],
  pace: ['--iter_time=0.01'],
  // The everyday forms read nanoGPT's iter N lines: no --step-pattern.
  spotArgs: [],
  step: /^iter (\d+): loss /,
  saved: /^SIGINT: saved iter (\d+)$/,
  resumed: /^resumed from iter (\d+)$/,
  first: 0,
  last: 800,
};

const DCP_RECIPE: Recipe = { ...LOOP, trainer: join(RECIPES, 'dcp/train.py') };

describe('the recipes of docs/recipes.md, drilled under spot-train run from dist/', () => {
  it('a plain PyTorch loop resumes at the step it saved on each notice, and ends with the model of an uninterrupted run', async (context) => {
    requireTool(context, PYTORCH, TORCH !== undefined);
    const python = TORCH ?? '';
    const [stdout, model] = await Promise.all([drilled(LOOP, python), uninterrupted(LOOP, python)]);
    expectEachStepOnce(stdout, LOOP);
    expect(finalModel(stdout)).toBe(model);
  }, 120_000);

  it('a nanoGPT-style script resumes at the iteration it saved on each notice', async (context) => {
    requireTool(context, PYTORCH, TORCH !== undefined);
    expectEachStepOnce(await drilled(NANOGPT, TORCH ?? ''), NANOGPT);
  }, 120_000);

  it('torch.distributed.checkpoint with async_save resumes at the step it saved on each notice, the model as uninterrupted', async (context) => {
    skipWithoutDcp(context);
    const python = DCP ?? '';
    const [stdout, model] = await Promise.all([
      drilled(DCP_RECIPE, python),
      uninterrupted(DCP_RECIPE, python),
    ]);
    expectEachStepOnce(stdout, DCP_RECIPE);
    expect(finalModel(stdout)).toBe(model);
  }, 120_000);
});
