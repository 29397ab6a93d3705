import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRunManifest } from '../../src/records/run-manifest.js';
import { FileStore } from '../../src/store/file/file-store.js';
import {
  finalizeGang,
  github,
  githubEnv,
  newGang,
  nodeContext,
  nodeInputs,
  untilNodeUploaded,
  runGang,
  startGangSteps,
  token,
  useGangGitHub,
} from '../helpers/gang.js';
import { AwsImds } from '../helpers/imds/aws.js';
import { finishAction, runAction } from '../helpers/run-dist.js';
import { PYTORCH, requireTool } from '../helpers/system-tool.js';
import { tempDir } from '../helpers/temp-dir.js';
import { ddpTrainerEnv, torchrunStep } from '../helpers/ddp-step.js';
import { TORCHRUN_PYTHON } from '../helpers/torch-gang.js';
import { eventually } from '../helpers/wait.js';
import { vanishNode } from '../helpers/vanish-node.js';

const STEPS = 300;
const NODES = 3;
const TRAINER_ENV = {
  ...ddpTrainerEnv(STEPS),
  // A rank whose peer vanished fails within this, rather than the example's 2 minutes.
  COLLECTIVE_TIMEOUT_SECONDS: '20',
};
/** A global batch that splits over 3 ranks and over 2. */
const torchrun = (python: string, node: number) =>
  torchrunStep(python, node, '--log-every 10 --global-batch 192', { elastic: true });

useGangGitHub();

/** The losses global rank 0 printed for the last `count` logged steps, on whichever node it ran. */
function lastLosses(stdouts: readonly string[], count: number): number[] {
  const byStep = new Map<number, number>();
  for (const out of stdouts)
    for (const m of out.matchAll(/step (\d+) loss ([0-9.]+)$/gm))
      byStep.set(Number(m[1]), Number(m[2]));
  const steps = [...byStep.keys()].sort((a, b) => a - b).slice(-count);
  expect(steps.at(-1), stdouts.join('\n')).toBe(STEPS);
  return steps.map((step) => byStep.get(step) ?? Number.NaN);
}

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('an elastic torchrun gang under the train mode, from dist/', () => {
  it(
    'a reclaim of node 2 of 3 costs node 2 alone: the others save, train on at 2 nodes from that save and complete, with no restart',
    { timeout: 420_000 },
    async (context) => {
      requireTool(context, PYTORCH, TORCHRUN_PYTHON !== undefined);
      const python = TORCHRUN_PYTHON ?? '';
      const env = { ...githubEnv(), ...TRAINER_ENV };
      const root = await tempDir('gang-elastic');
      const plainGang = await newGang(join(root, 'plain'), '9700', NODES);
      const elasticGang = await newGang(root, '9800', NODES);
      const imds = await AwsImds.start();
      const imdsEnv = { ...env, AWS_EC2_METADATA_SERVICE_ENDPOINT: imds.server.url };
      const noticeOnceSaved = (async () => {
        await untilNodeUploaded(join(root, 'bucket/9800/9800'));
        imds.terminateIn(120_000);
      })();
      const last = NODES - 1;
      const [plain, elastic] = await Promise.all([
        runGang(plainGang, (node) => ({ run: torchrun(python, node), restart: 'false' }), env),
        runGang(
          elasticGang,
          (node) => ({
            run: torchrun(python, node),
            'min-nodes': '2',
            'github-token': token,
            ...(node === last ? { cloud: 'aws' } : {}),
          }),
          (node) => (node === last ? imdsEnv : env),
        ),
      ]).finally(() => imds.server.close());
      await noticeOnceSaved;
      for (const run of plain.runs) expect(run.outputs.outcome, run.stdout).toBe('completed');

      // Every rank stopped after one step and saved it.
      const stops = elastic.runs.map((run) => {
        const found = /rank (\d+): stopped after step (\d+) \((.+)\); saved$/m.exec(run.stdout);
        expect(found, run.stdout).not.toBeNull();
        return Number(found?.[2]);
      });
      expect(new Set(stops).size).toBe(1);
      const saved = stops[0] ?? 0;
      expect(saved).toBeLessThan(STEPS);

      // Node 2 left: its save uploaded, its agent ended, no restart dispatched.
      const leaver = elastic.runs[last];
      expect(leaver?.outputs.outcome, leaver?.stdout).toBe('interrupted');
      expect(leaver?.stdout).toContain(`node ${last} leaves the elastic gang`);
      expect(leaver?.stdout).toMatch(/everything saved is durable [\d.]+m?s after the notice/);
      // Where torchrun's workers share its process group (torch 1.13), its agent is frozen
      // while they save and then ended, not left waiting at torchrun's exit barrier.
      if (leaver?.stdout.includes('froze 1 torchrun agent'))
        expect(leaver.stdout).toContain(
          'ended 1 torchrun agent: this node leaves the elastic gang',
        );
      // Its agent, ended by a signal, was taken out of torch's rendezvous by torch's own exit
      // operation, so the others re-formed without waiting for its keep-alive to lapse.
      expect(leaver?.stdout).toMatch(
        /took this node's 1 torchrun agent \(pid \d+\) out of torchrun's rendezvous \(round \d+\)/,
      );
      // Node 0 asked for a replacement (a dispatch naming it), not for a restart.
      expect(github.dispatches.map((d) => d.inputs._restart)).toEqual(['9800+node-3']);

      // The others kept their step, re-formed at 2 nodes from their own disks, and completed.
      for (const run of elastic.runs.slice(0, last)) {
        expect(run.outputs.outcome, run.stdout).toBe('completed');
        expect(run.stdout).toContain(`node ${last} got a notice (aws`);
        expect(run.stdout).toContain('2 of 3 nodes train on');
        expect(run.stdout).toMatch(
          new RegExp(`of 2 on node \\d, \\w+: resumed from step ${saved}\\b`),
        );
      }
      const store = new FileStore(join(root, 'bucket'));
      const sealed = await readRunManifest(store, '9800', '9800');
      expect(typeof sealed === 'object' && sealed.state).toBe('completed');

      // The replacement's run came too late: it trains nothing, restarts nothing, fails nothing.
      const late = await runAction(
        'main.js',
        nodeInputs(elasticGang, last, { run: 'exit 1', 'min-nodes': '2', 'github-token': token }),
        {
          ...(await nodeContext(elasticGang, 7)),
          runId: '9801',
          event: { inputs: { _restart: '9800+node-3' } },
        },
        env,
      );
      expect(late.code, late.stdout).toBe(0);
      expect(late.stdout).toContain(
        "nothing to do: the gang's run 9800 ended (completed) before this replacement came",
      );
      expect(late.summary).toContain('replacement not needed');
      expect(github.dispatches).toHaveLength(1);

      // Within the trainer's noise: over the last 10 logged steps, the mean loss of the gang
      // that lost a node is within one standard deviation of a step's loss in the gang that
      // did not (2 ranks add the same batch in another order, and reseed their dropout).
      const plainLosses = lastLosses(
        plain.runs.map((run) => run.stdout),
        10,
      );
      const elasticLosses = lastLosses(
        elastic.runs.map((run) => run.stdout),
        10,
      );
      const spread = Math.sqrt(mean(plainLosses.map((loss) => (loss - mean(plainLosses)) ** 2)));
      expect(Math.abs(mean(elasticLosses) - mean(plainLosses))).toBeLessThan(spread);
    },
  );
  it(
    'a node that vanishes without a notice costs that node and the steps since the last save: the others train on, and finalize seals the run completed without a restart',
    { timeout: 420_000 },
    async (context) => {
      requireTool(context, PYTORCH, TORCHRUN_PYTHON !== undefined);
      const python = TORCHRUN_PYTHON ?? '';
      const env = { ...githubEnv(), ...TRAINER_ENV };
      const root = await tempDir('gang-elastic-vanish');
      const gang = await newGang(root, '9850', NODES);
      const last = NODES - 1;
      const started = await startGangSteps(
        gang,
        (node) => ({ run: torchrun(python, node), 'min-nodes': '2', 'github-token': token }),
        env,
        context.onTestFinished,
      );
      // Once a checkpoint is in the store, node 2's VM goes: its supervisor, torchrun and workers at once.
      await untilNodeUploaded(join(root, 'bucket/9850/9850'));
      await vanishNode(started[last]?.running);
      const [zero, one] = await Promise.all(started.slice(0, last).map((s) => finishAction(s)));
      for (const run of [zero, one]) {
        expect(run?.outputs.outcome, run?.stdout).toBe('completed');
        expect(run?.stdout).toMatch(/node 2 was lost \(.*\) and leaves the elastic gang; 2 of 3/);
        const resumed = /of 2 on node \d, \w+: resumed from step (\d+)\b/.exec(run?.stdout ?? '');
        expect(resumed, run?.stdout).not.toBeNull();
        // The last regular save (every 50 steps), from the node's own disk.
        expect(Number(resumed?.[1]) % 50).toBe(0);
        expect(Number(resumed?.[1])).toBeGreaterThan(0);
      }
      // A replacement was asked for; it never came, and the gang trained on at 2.
      const replacementOnly = ['9850+node-3'];
      expect(github.dispatches.map((d) => d.inputs._restart)).toEqual(replacementOnly);

      // Node 2 never sealed: finalize seals the run, completed, and restarts nothing.
      const finalize = await finalizeGang(gang, ['success', 'success', 'failure'], env);
      expect(finalize.code, finalize.stdout).toBe(0);
      expect(finalize.stdout).toContain("sealed the gang's run 9850 (completed)");
      expect(github.dispatches.map((d) => d.inputs._restart)).toEqual(replacementOnly);
      const sealed = await readRunManifest(new FileStore(join(root, 'bucket')), '9850', '9850');
      expect(typeof sealed === 'object' && sealed.state).toBe('completed');
    },
  );
  it(
    'a second reclaim that leaves fewer than min-nodes stops the gang whole: every node saves one step, one restart',
    { timeout: 420_000 },
    async (context) => {
      requireTool(context, PYTORCH, TORCHRUN_PYTHON !== undefined);
      const python = TORCHRUN_PYTHON ?? '';
      const env = { ...githubEnv(), ...TRAINER_ENV };
      const root = await tempDir('gang-elastic-floor');
      const gang = await newGang(root, '9870', NODES);
      const imds = await Promise.all([AwsImds.start(), AwsImds.start()]);
      const imdsOf = new Map([
        [2, imds[0]],
        [1, imds[1]],
      ]);
      const started = await startGangSteps(
        gang,
        (node) => ({
          run: torchrun(python, node),
          'min-nodes': '2',
          'github-token': token,
          ...(imdsOf.has(node) ? { cloud: 'aws' } : {}),
        }),
        (node) => {
          const own = imdsOf.get(node);
          return own ? { ...env, AWS_EC2_METADATA_SERVICE_ENDPOINT: own.server.url } : env;
        },
        context.onTestFinished,
      );
      const terminate = (node: number) => imdsOf.get(node)?.terminateIn(120_000);
      try {
        await untilNodeUploaded(join(root, 'bucket/9870/9870'));
        terminate(2);
        // Once nodes 0 and 1 train on at 2 ranks, node 1 gets its notice too.
        await eventually(
          () => expect(started[1]?.running.output()).toMatch(/of 2 on node \d, \w+: resumed/),
          120_000,
        );
        terminate(1);
        const runs = await Promise.all(started.map((s) => finishAction(s)));
        for (const run of runs) expect(run.outputs.outcome, run.stdout).toBe('interrupted');
        expect(runs[0]?.stdout).toMatch(/node 2 got a notice \(.*\) and leaves the elastic gang/);
        // The second departure is one too many: node 0 stops with node 1, after one step.
        expect(runs[0]?.stdout).toContain('node 1 got a notice (aws');
        const stops = runs.slice(0, 2).map((run) => {
          const all = [...run.stdout.matchAll(/rank \d: stopped after step (\d+) /g)];
          return Number(all.at(-1)?.[1]);
        });
        expect(stops[0]).toBe(stops[1]);
        // A replacement for node 2 (which never came), then one restart of the whole gang.
        expect(github.dispatches.map((d) => d.inputs._restart).sort()).toEqual([
          '9870',
          '9870+node-3',
        ]);
        const sealed = await readRunManifest(new FileStore(join(root, 'bucket')), '9870', '9870');
        expect(typeof sealed === 'object' && sealed.state).toBe('interrupted');
      } finally {
        await Promise.all(imds.map((one) => one.server.close()));
      }
    },
  );
});
