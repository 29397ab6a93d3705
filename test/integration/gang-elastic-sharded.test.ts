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
  runGang,
  startGangSteps,
  token,
  untilNodeUploaded,
  useGangGitHub,
} from '../helpers/gang.js';
import { AwsImds } from '../helpers/imds/aws.js';
import { finishAction, ROOT } from '../helpers/run-dist.js';
import { PYTORCH, requireTool } from '../helpers/system-tool.js';
import { tempDir } from '../helpers/temp-dir.js';
import { TORCHRUN_PYTHON } from '../helpers/torch-gang.js';
import { vanishNode } from '../helpers/vanish-node.js';
import { eventually } from '../helpers/wait.js';

const TRAINER = join(ROOT, 'test/fixtures/sharded-gang-trainer.py');
const STEPS = 300;
const NODES = 3;
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
function uninterruptedDigest(): string {
  let values = Array.from({ length: 96 }, () => 0);
  for (let step = 1; step <= STEPS; step++)
    values = values.map((value, i) => (value * 3 + step * 7 + i) % 1_000_003);
  const text = `[${values.join(', ')}]`;
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/** The steps global rank 0 logged, wherever it ran, in order of the nodes' logs. */
function loggedSteps(stdouts: readonly string[]): number[] {
  return stdouts.flatMap((out) =>
    [...out.matchAll(/(?:^|:)step (\d+)$/gm)].map((m) => Number(m[1])),
  );
}

const every = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

describe('an elastic gang that saves sharded checkpoints, from dist/', () => {
  it(
    'a reclaim of node 2 of 3 costs node 2 alone: the others get its part of the notice-time save from the store and resume from it at 2 nodes, with every step trained once',
    { timeout: 420_000 },
    async (context) => {
      requireTool(context, PYTORCH, TORCHRUN_PYTHON !== undefined);
      const python = TORCHRUN_PYTHON ?? '';
      const env = { ...githubEnv(), ...TRAINER_ENV };
      const root = await tempDir('gang-elastic-sharded');
      const gangRun = '9970';
      const gang = await newGang(root, gangRun, NODES);
      const imds = await AwsImds.start();
      context.onTestFinished(() => imds.server.close());
      const noticeOnceSaved = (async () => {
        await untilNodeUploaded(join(root, `bucket/${gangRun}/${gangRun}`));
        imds.terminateIn(120_000);
      })();
      const last = NODES - 1;
      const { runs } = await runGang(
        gang,
        (node) => ({
          run: stepFor(python, node),
          'min-nodes': '2',
          'github-token': token,
          ...(node === last ? { cloud: 'aws' } : {}),
        }),
        (node) =>
          node === last ? { ...env, AWS_EC2_METADATA_SERVICE_ENDPOINT: imds.server.url } : env,
      );
      await noticeOnceSaved;
      const stops = runs.map((run) =>
        Number(/stopped after step (\d+); saved$/m.exec(run.stdout)?.[1]),
      );
      expect(new Set(stops).size, runs.map((run) => run.stdout).join('\n')).toBe(1);
      const saved = stops[0] ?? 0;
      expect(saved).toBeGreaterThan(0);
      expect(saved).toBeLessThan(STEPS);

      const leaver = runs[last];
      expect(leaver?.outputs.outcome, leaver?.stdout).toBe('interrupted');
      expect(leaver?.stdout).toContain(`node ${last} leaves the elastic gang`);
      for (const run of runs.slice(0, last)) {
        expect(run.outputs.outcome, run.stdout).toBe('completed');
        expect(run.stdout).toContain('2 of 3 nodes train on');
        // Node 2's part of the save came from the store into this node's outputs.
        expect(run.stdout).toMatch(
          /placed \d+ files? \(.*\) that nodes? (\d+, )*2 saved in the outputs/,
        );
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
      // Node 2's part of a save is in the store; then its VM goes, supervisor and all.
      const node2Files = join(root, `bucket/${gangRun}/${gangRun}/node-${last}/files/ckpt`);
      await eventually(
        async () => expect((await readdir(node2Files).catch(() => [])).length).toBeGreaterThan(0),
        300_000,
      );
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
      const after = loggedSteps(all).filter((step) => step > from);
      expect(after.sort((a, b) => a - b)).toEqual(every(STEPS).filter((step) => step > from));
      expect(all.join('\n')).toContain(`done: step ${STEPS}, digest ${uninterruptedDigest()}`);
      const finalize = await finalizeGang(gang, ['success', 'success', 'failure'], env);
      expect(finalize.code, finalize.stdout).toBe(0);
      expect(finalize.stdout).toContain(`sealed the gang's run ${gangRun} (completed)`);
    },
  );
});
