import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { github, useGangGitHub } from '../helpers/gang.js';
import { ROOT } from '../helpers/run-dist.js';
import { every, loggedSteps, NODES, placedFrom, reclaimNode2 } from '../helpers/sharded-gang.js';
import { pythonThatRuns, TORCH_FSDP } from '../helpers/torch-python.js';

const TRAINER = join(ROOT, 'examples/pytorch-fsdp/train.py');
const PYTHON = pythonThatRuns(
  'from torch.distributed.fsdp import fully_shard; import torch.distributed.checkpoint, torch.distributed.run',
);
const STEPS = 300;

useGangGitHub();

describe('examples/pytorch-fsdp in an elastic gang, from dist/', () => {
  it(
    'a reclaim of node 2 of 3: FSDP shards saved with DCP, node 2 leaves, the others load the notice-time save whole and resharded at 2 nodes, every step trained once',
    { timeout: 420_000 },
    async (context) => {
      if (PYTHON === undefined) {
        // Not a failure under CI either: no distribution packages a torch this new.
        const message = `skipped: ${TORCH_FSDP.name} is not installed (${TORCH_FSDP.install})`;
        console.warn(message);
        context.skip(message);
      }
      const { runs, saved } = await reclaimNode2({
        onFinished: context.onTestFinished,
        python: PYTHON ?? '',
        trainer: TRAINER,
        env: {
          CUDA_VISIBLE_DEVICES: '',
          OMP_NUM_THREADS: '1',
          TOTAL_STEPS: String(STEPS),
          STEP_SECONDS: '0.1',
          SAVE_EVERY: '50',
        },
        gangRun: '9990',
        steps: STEPS,
      });
      const last = NODES - 1;
      expect(runs[last]?.outputs.outcome, runs[last]?.stdout).toBe('interrupted');
      for (const run of runs.slice(0, last)) {
        expect(run.outputs.outcome, run.stdout).toBe('completed');
        expect(placedFrom(run.stdout)).toContain(last);
        expect(run.stdout).toMatch(
          new RegExp(`of 2 on node \\d: resumed from step ${saved}$`, 'm'),
        );
      }
      const all = runs.map((run) => run.stdout);
      expect(loggedSteps(all).sort((a, b) => a - b)).toEqual(every(STEPS));
      expect(all.join('\n')).toContain(`done: step ${STEPS}`);
      expect(github.dispatches.map((d) => d.inputs._restart)).toEqual(['9990+node-3']);
    },
  );
});
