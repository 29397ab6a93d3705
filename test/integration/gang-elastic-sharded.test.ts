import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRunManifest } from '../../src/records/run-manifest.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { torchrunStep } from '../helpers/ddp-step.js';
import {
  finalizeGang,
  github,
  githubEnv,
  newGang,
  startGangSteps,
  token,
  useGangGitHub,
} from '../helpers/gang.js';
import { finishAction, ROOT } from '../helpers/run-dist.js';
import { PYTORCH, requireTool } from '../helpers/system-tool.js';
import { tempDir } from '../helpers/temp-dir.js';
import { TORCHRUN_PYTHON } from '../helpers/torch-gang.js';
import { vanishNode } from '../helpers/vanish-node.js';
import { every, loggedSteps, NODES, placedFrom, reclaimNode2 } from '../helpers/sharded-gang.js';
import { eventually } from '../helpers/wait.js';
import { gangAtRisk, resumes, startReplacement } from '../helpers/hand-over.js';

const TRAINER = join(ROOT, 'test/fixtures/sharded-gang-trainer.py');
const STEPS = 300;
const TRAINER_ENV = {
  CUDA_VISIBLE_DEVICES: '',
  OMP_NUM_THREADS: '1',
  TOTAL_STEPS: String(STEPS),
  STEP_SECONDS: '0.1',
  SAVE_EVERY: '50',
};

useGangGitHub();

const stepFor = (python: string, node: number) =>
  torchrunStep(python, node, '', { elastic: true, trainer: TRAINER });

/** The trainer's last line for a run that trained every step once from where it resumed. */
function uninterruptedDigest(steps = STEPS): string {
  let values = Array.from({ length: 96 }, () => 0);
  for (let step = 1; step <= steps; step++)
    values = values.map((value, i) => (value * 3 + step * 7 + i) % 1_000_003);
  const text = `[${values.join(', ')}]`;
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

describe('an elastic gang that saves sharded checkpoints, from dist/', () => {
  it(
    'a reclaim of node 2 of 3 costs node 2 alone: the others get its part of the notice-time save from the store and resume from it at 2 nodes, with every step trained once',
    { timeout: 420_000 },
    async (context) => {
      requireTool(context, PYTORCH, TORCHRUN_PYTHON !== undefined);
      const { runs, saved, root, gangRun } = await reclaimNode2({
        onFinished: context.onTestFinished,
        python: TORCHRUN_PYTHON ?? '',
        trainer: TRAINER,
        env: TRAINER_ENV,
        gangRun: '9970',
        steps: STEPS,
      });
      const last = NODES - 1;
      const leaver = runs[last];
      expect(leaver?.outputs.outcome, leaver?.stdout).toBe('interrupted');
      expect(leaver?.stdout).toContain(`node ${last} leaves the elastic gang`);
      for (const run of runs.slice(0, last)) {
        expect(run.outputs.outcome, run.stdout).toBe('completed');
        expect(run.stdout).toContain('2 of 3 nodes train on');
        // Node 2's part of the save came from the store into this node's outputs.
        expect(placedFrom(run.stdout)).toContain(last);
        expect(run.stdout).toMatch(
          new RegExp(`of 2 on node \\d: resumed from step ${saved} \\(saved by 3 ranks\\)`),
        );
      }
      // Every step trained once: none lost at the notice, none trained twice after it.
      expect(loggedSteps(runs.map((run) => run.stdout)).sort((a, b) => a - b)).toEqual(
        every(STEPS),
      );
      expect(runs.map((run) => run.stdout).join('\n')).toContain(
        `done: step ${STEPS}, digest ${uninterruptedDigest()}`,
      );
      // Node 0 asked for a replacement, never for the whole gang's restart.
      expect(github.dispatches.map((d) => d.inputs._restart)).toEqual([`${gangRun}+node-3`]);
      const sealed = await readRunManifest(new FileStore(join(root, 'bucket')), gangRun, gangRun);
      expect(typeof sealed === 'object' && sealed.state).toBe('completed');
      // The notice-time save was whole in the store, each part uploaded once, by the node
      // that wrote it: a part placed from another node is not uploaded again.
      const folder = `ckpt/step-${String(saved).padStart(6, '0')}`;
      const uploaded = await Promise.all(
        every(NODES).map((n) =>
          readdir(join(root, `bucket/${gangRun}/${gangRun}/node-${n - 1}/files/${folder}`)).catch(
            () => [],
          ),
        ),
      );
      expect(uploaded.flat().sort()).toEqual([
        '.metadata',
        '__0_0.distcp',
        '__1_0.distcp',
        '__2_0.distcp',
      ]);
      // The gang's last save, at 2 nodes, is whole in the seal.
      const named = typeof sealed === 'object' ? sealed.files.map((file) => file.path) : [];
      expect(named.filter((path) => path.startsWith(`ckpt/step-000${STEPS}/`)).sort()).toEqual(
        ['.metadata', '__0_0.distcp', '__1_0.distcp'].map(
          (name) => `ckpt/step-000${STEPS}/${name}`,
        ),
      );
    },
  );

  it(
    'a node that vanishes without a notice: the others resume from the last save whole on every node, with its part from the store',
    { timeout: 420_000 },
    async (context) => {
      requireTool(context, PYTORCH, TORCHRUN_PYTHON !== undefined);
      const python = TORCHRUN_PYTHON ?? '';
      const env = { ...githubEnv(), ...TRAINER_ENV };
      const root = await tempDir('gang-elastic-sharded-vanish');
      const gangRun = '9975';
      const gang = await newGang(root, gangRun, NODES);
      const last = NODES - 1;
      const started = await startGangSteps(
        gang,
        (node) => ({ run: stepFor(python, node), 'min-nodes': '2', 'github-token': token }),
        env,
        context.onTestFinished,
      );
      // The first save is whole in the store, node 2's part included (and the index, wherever
      // global rank 0 ran); then node 2's VM goes, supervisor and all.
      const uploaded = (node: number) =>
        readdir(join(root, `bucket/${gangRun}/${gangRun}/node-${node}/files/ckpt/step-000050`));
      await eventually(async () => {
        const names = await Promise.all([0, 1, 2].map((n) => uploaded(n).catch(() => [])));
        expect(names.flat().sort()).toEqual([
          '.metadata',
          '__0_0.distcp',
          '__1_0.distcp',
          '__2_0.distcp',
        ]);
      }, 300_000);
      await vanishNode(started[last]?.running);
      const survivors = await Promise.all(started.slice(0, last).map((s) => finishAction(s)));
      const resumes = survivors.map((run) => {
        expect(run.outputs.outcome, run.stdout).toBe('completed');
        expect(run.stdout).toMatch(/node 2 was lost \(.*\) and leaves the elastic gang; 2 of 3/);
        const resumed = /of 2 on node \d: resumed from step (\d+) \(saved by 3 ranks\)/.exec(
          run.stdout,
        );
        expect(resumed, run.stdout).not.toBeNull();
        return Number(resumed?.[1]);
      });
      // The last regular save (every 50 steps), the one node 2's part of was in the store.
      const from = resumes[0] ?? 0;
      expect(new Set(resumes)).toEqual(new Set([from]));
      expect(from % 50).toBe(0);
      expect(from).toBeGreaterThan(0);
      const all = survivors.map((run) => run.stdout);
      // Every step after the save is trained (those between it and the loss, twice).
      const after = new Set(loggedSteps(all).filter((step) => step > from));
      expect(after).toEqual(new Set(every(STEPS).filter((step) => step > from)));
      expect(all.join('\n')).toContain(`done: step ${STEPS}, digest ${uninterruptedDigest()}`);
      const finalize = await finalizeGang(gang, ['success', 'success', 'failure'], env);
      expect(finalize.code, finalize.stdout).toBe(0);
      expect(finalize.stdout).toContain(`sealed the gang's run ${gangRun} (completed)`);
    },
  );

  it(
    "a member at risk hands its seat over: the replacement gets every node's part of the step-out save and the gang re-forms once, at 3, with every step trained once",
    { timeout: 600_000 },
    async (context) => {
      const steps = 500;
      const at = await gangAtRisk(context, '9980', steps, {
        script: TRAINER,
        env: { ...TRAINER_ENV, TOTAL_STEPS: String(steps) },
      });
      const replacement = await startReplacement(
        context,
        { ...at, runId: '9981' },
        at.inputs(2),
        at.env,
      );
      const [runs, joined] = await Promise.all([
        Promise.all(at.started.map((s) => finishAction(s))),
        finishAction(replacement),
      ]);
      const [zero, one, atRisk] = runs;
      const said = (run: typeof joined | undefined) =>
        `${run?.stdout}\n${run?.stderr.slice(-4000)}`;
      expect(atRisk?.outputs.outcome, said(atRisk)).toBe('interrupted');
      expect(atRisk?.stdout).toContain('node 3 is ready to take this node');
      for (const run of [zero, one, joined])
        expect(run?.outputs.outcome, said(run)).toBe('completed');
      // The replacement wrote none of the step-out save: every node's part of it came from the
      // store, placed before its ranks resumed from it.
      expect(placedFrom(joined.stdout, /resumed from step/)).toEqual([0, 1, 2]);
      const handOver = resumes(joined.stdout)[0];
      expect(handOver, said(joined)).toMatchObject({ size: 3 });
      for (const run of [zero, one]) expect(resumes(run?.stdout ?? '')).toEqual([handOver]);
      const all = [...runs, joined].map((run) => run.stdout);
      expect(loggedSteps(all).sort((a, b) => a - b)).toEqual(every(steps));
      expect(all.join('\n')).toContain(`done: step ${steps}, digest ${uninterruptedDigest(steps)}`);
      expect(github.dispatches).toHaveLength(1);
    },
  );
});
