import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readJoinRecord } from '../../src/records/gang-join.js';
import { readRunManifest } from '../../src/records/run-manifest.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { ddpTrainerEnv, torchrunStep } from '../helpers/ddp-step.js';
import {
  github,
  githubEnv,
  newGang,
  startGangSteps,
  token,
  untilNodeUploaded,
  useGangGitHub,
} from '../helpers/gang.js';
import { AwsImds } from '../helpers/imds/aws.js';
import { finishAction } from '../helpers/run-dist.js';
import { PYTORCH, requireTool } from '../helpers/system-tool.js';
import { tempDir } from '../helpers/temp-dir.js';
import { TORCHRUN_PYTHON } from '../helpers/torch-gang.js';
import { eventually } from '../helpers/wait.js';
import { replacementLaunched } from '../helpers/join-reclaim.js';

const STEPS = 300;
const GANG_RUN = '9940';
const TRAINER_ENV = { ...ddpTrainerEnv(STEPS), COLLECTIVE_TIMEOUT_SECONDS: '20' };

useGangGitHub();

describe('a second reclaim while an elastic gang scales down, from dist/', () => {
  it(
    'nodes 3 and 2 of 4 reclaimed a second apart: nodes 0 and 1 train on from the newest save and complete, with a replacement asked for each seat and no restart',
    { timeout: 600_000 },
    async (context) => {
      requireTool(context, PYTORCH, TORCHRUN_PYTHON !== undefined);
      const python = TORCHRUN_PYTHON ?? '';
      const env = { ...githubEnv(), ...TRAINER_ENV };
      const root = await tempDir('gang-elastic-two-leave');
      const gang = await newGang(root, GANG_RUN, 4);
      const imds = new Map([
        [2, await AwsImds.start()],
        [3, await AwsImds.start()],
      ]);
      context.onTestFinished(async () => {
        await Promise.all([...imds.values()].map((one) => one.server.close()));
      });
      const started = await startGangSteps(
        gang,
        (node) => ({
          // A global batch that splits over 4 ranks, 3 and 2.
          run: torchrunStep(python, node, '--log-every 10 --global-batch 192', { elastic: true }),
          'min-nodes': '2',
          'github-token': token,
          ...(imds.has(node) ? { cloud: 'aws' } : {}),
        }),
        (node) => {
          const own = imds.get(node);
          return own ? { ...env, AWS_EC2_METADATA_SERVICE_ENDPOINT: own.server.url } : env;
        },
        context.onTestFinished,
      );
      await untilNodeUploaded(join(root, `bucket/${GANG_RUN}/${GANG_RUN}`));
      imds.get(3)?.terminateIn(120_000);
      // While the others stop and re-form without node 3, node 2 is reclaimed too.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      imds.get(2)?.terminateIn(120_000);
      const runs = await Promise.all(started.map((s) => finishAction(s)));
      const all = runs.map((run) => run.stdout).join('\n');

      for (const node of [2, 3]) {
        const run = runs[node];
        expect(run?.outputs.outcome, run?.stdout).toBe('interrupted');
        expect(run?.stdout).toContain(`node ${node} leaves the elastic gang`);
      }
      for (const run of runs.slice(0, 2)) {
        expect(run.outputs.outcome, `${run.stdout}\n${run.stderr.slice(-3000)}`).toBe('completed');
        expect(run.stdout).toMatch(/2 of 4 nodes train on/);
      }
      // Nothing saved is lost: the survivors' last resume is from the newest step any rank saved.
      const saved = [...all.matchAll(/rank \d+: stopped after step (\d+) .*; saved$/gm)].map((m) =>
        Number(m[1]),
      );
      expect(saved.length, all).toBeGreaterThan(0);
      const resumes = [...(runs[0]?.stdout ?? '').matchAll(/resumed from step (\d+)\b/g)];
      expect(Number(resumes.at(-1)?.[1])).toBe(Math.max(...saved));
      expect(all).toMatch(new RegExp(`step ${STEPS} loss`));

      // One replacement for each seat left empty, and no restart of the gang.
      const asked = github.dispatches.map((d) => d.inputs._restart).sort();
      expect(asked).toEqual([`${GANG_RUN}+node-4`, `${GANG_RUN}+node-5`]);
      const store = new FileStore(join(root, 'bucket'));
      const seats = await Promise.all(
        [4, 5].map(async (id) => {
          const record = await readJoinRecord(store, GANG_RUN, GANG_RUN, id);
          return typeof record === 'object' ? record.seat : record;
        }),
      );
      expect(seats.sort()).toEqual([2, 3]);
      const sealed = await readRunManifest(store, GANG_RUN, GANG_RUN);
      expect(typeof sealed === 'object' && sealed.state).toBe('completed');
    },
  );
});

describe('a reclaim while a replacement joins, from dist/', () => {
  it(
    'node 1 reclaimed as replacement node 3 is admitted: nodes 0 and 3 train on and complete, node 0 asks for node 4 in seat 1, no restart',
    { timeout: 600_000 },
    async (context) => {
      requireTool(context, PYTORCH, TORCHRUN_PYTHON !== undefined);
      const python = TORCHRUN_PYTHON ?? '';
      const gangRun = '9950';
      const root = await tempDir('gang-elastic-join-reclaim');
      const { store, started, imds, first, startReplacement } = await replacementLaunched(context, {
        root,
        gangRun,
        python,
        trainerEnv: TRAINER_ENV,
      });
      const replacement = await startReplacement();
      // Node 0 seats the replacement; torchrun's agents stop their workers to admit it.
      await eventually(
        () => expect(started[0]?.running.output()).toContain('node 3 joined the elastic gang'),
        300_000,
      );
      imds.get(1)?.terminateIn(120_000);
      const [runs, joined] = await Promise.all([
        Promise.all(started.map((s) => finishAction(s))),
        finishAction(replacement),
      ]);
      expect(runs[1]?.outputs.outcome, runs[1]?.stdout).toBe('interrupted');
      expect(runs[1]?.stdout).toContain('node 1 leaves the elastic gang');
      for (const run of [runs[0], joined]) {
        expect(run?.outputs.outcome, `${run?.stdout}\n${run?.stderr.slice(-3000)}`).toBe(
          'completed',
        );
      }
      const all = [...runs, joined].map((run) => run.stdout).join('\n');
      const saved = [...all.matchAll(/rank \d+: stopped after step (\d+) .*; saved$/gm)].map((m) =>
        Number(m[1]),
      );
      const resumes = [...(runs[0]?.stdout ?? '').matchAll(/resumed from step (\d+)\b/g)];
      expect(Number(resumes.at(-1)?.[1])).toBe(Math.max(...saved));
      expect(all).toMatch(new RegExp(`step ${STEPS} loss`));
      expect(github.dispatches.map((d) => d.inputs._restart)).toEqual([first, `${gangRun}+node-4`]);
      const next = await readJoinRecord(store, gangRun, gangRun, 4);
      expect(next).toMatchObject({ seat: 1, replaces: 1 });
      const sealed = await readRunManifest(store, gangRun, gangRun);
      expect(typeof sealed === 'object' && sealed.state).toBe('completed');
    },
  );
});
