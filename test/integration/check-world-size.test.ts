import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shellQuote } from '../../src/launch/shell-quote.js';
import { DIST, ROOT, startNode } from '../helpers/run-dist.js';
import { PYTORCH, requireTool } from '../helpers/system-tool.js';
import { tempDir } from '../helpers/temp-dir.js';
import { TORCHRUN_PYTHON } from '../helpers/torch-gang.js';

const CLI = join(DIST, 'cli.js');

/** `spot-train check --resume-with …` of a trainer copied in as train.py; the card and exit code. */
async function check(trainer: string, args: readonly string[], env: NodeJS.ProcessEnv) {
  const cwd = await tempDir('check-world');
  await copyFile(trainer, join(cwd, 'train.py'));
  const done = await startNode(CLI, ['check', ...args], {
    cwd,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
  }).done;
  const card = done.stdout.slice(done.stdout.indexOf('spot-train check:'));
  const line = card.split('\n').find((text) => text.includes('  resumes at another world size:'));
  return { code: done.code, card, line: line ?? '(no line)', log: done.stdout + done.stderr };
}

describe('spot-train check --resume-with, from dist/', () => {
  it(
    'passes the DDP example under torchrun that resumes with 1 process where 2 saved',
    { timeout: 300_000 },
    async (context) => {
      requireTool(context, PYTORCH, TORCHRUN_PYTHON !== undefined);
      const torchrun = `${shellQuote(TORCHRUN_PYTHON ?? '')} -m torch.distributed.run --standalone --nnodes 1 --nproc_per_node "\${NPROC:-2}" --redirects 2 --tee 1 train.py --log-every 5 --global-batch 64`;
      const { code, line, log } = await check(
        join(ROOT, 'examples/pytorch-ddp/train.py'),
        ['--resume-with', 'NPROC=1', '--', 'bash', '-c', torchrun],
        {
          CUDA_VISIBLE_DEVICES: '',
          OMP_NUM_THREADS: '1',
          TOTAL_STEPS: '4000',
          STEP_SECONDS: '0.05',
          SAVE_EVERY: '20',
        },
      );
      expect(line, log).toMatch(
        /^ {2}pass .*attempt 4, with NPROC=1, resumed from step (\d+) \(attempt 3 stopped at step \1\)/,
      );
      expect(code, log).toBe(0);
    },
  );

  it('tells a trainer that refuses a checkpoint of another world size to load it anyway', async () => {
    const { code, line, card, log } = await check(
      join(ROOT, 'test/fixtures/check-trainer.py'),
      ['--resume-with', 'WORLD=1', '--', 'python3', 'train.py'],
      { HABIT: 'sized' },
    );
    expect(code, log).toBe(1);
    expect(line, log).toMatch(
      /^ {2}FIX .*attempt 4, with WORLD=1, failed with code 1; attempt 3 stopped at step \d+/,
    );
    expect(card).toContain('load a checkpoint whatever world size wrote it');
    // The other lines judge the attempts at the usual size: they pass.
    expect(card.match(/^ {2}FIX/gm)).toHaveLength(1);
  }, 120_000);
});
