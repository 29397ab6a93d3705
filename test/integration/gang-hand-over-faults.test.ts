import { join } from 'node:path';
import { describe, expect, it, type TestContext } from 'vitest';
import { readRunManifest } from '../../src/records/run-manifest.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { ddpTrainerEnv, torchrunStep } from '../helpers/ddp-step.js';
import { startEc2, type LocalEc2 } from '../helpers/ec2.js';
import {
  github,
  githubEnv,
  newGang,
  nodeInputs,
  startGangSteps,
  token,
  untilNodeUploaded,
  useGangGitHub,
  type GangRun,
} from '../helpers/gang.js';
import { AwsImds } from '../helpers/imds/aws.js';
import { launchReplacement, recordGangLaunch, replacementContext } from '../helpers/replacement.js';
import { finishAction, startAction } from '../helpers/run-dist.js';
import { PYTORCH, requireTool } from '../helpers/system-tool.js';
import { tempDir } from '../helpers/temp-dir.js';
import { TORCHRUN_PYTHON } from '../helpers/torch-gang.js';
import { eventually } from '../helpers/wait.js';

const STEPS = 400;
const TRAINER_ENV = { ...ddpTrainerEnv(STEPS), COLLECTIVE_TIMEOUT_SECONDS: '20' };

useGangGitHub();

const sizes = (stdout: string) =>
  [...stdout.matchAll(/of (\d+) on node \d, \w+: resumed from step \d+/g)].map((m) => Number(m[1]));

/** A gang of 3 whose node 2 is on the EC2 stand-in, once it has uploaded, with a rebalance recommendation on node 2. */
async function gangAtRisk(context: TestContext, runId: string) {
  requireTool(context, PYTORCH, TORCHRUN_PYTHON !== undefined);
  const python = TORCHRUN_PYTHON ?? '';
  const env = { ...githubEnv(), ...TRAINER_ENV };
  const root = await tempDir(`gang-hand-over-${runId}`);
  const gang = await newGang(root, runId, 3);
  const store = new FileStore(join(root, 'bucket'));
  const ec2 = await startEc2();
  const imds = await AwsImds.start();
  context.onTestFinished(async () => {
    await Promise.all([ec2.close(), imds.server.close()]);
  });
  await recordGangLaunch(store, gang);
  const inputs = (seat: number) => ({
    run: torchrunStep(python, seat, '--log-every 10 --global-batch 192', { elastic: true }),
    'min-nodes': '2',
    'github-token': token,
  });
  const started = await startGangSteps(
    gang,
    (node) => ({ ...inputs(node), ...(node === 2 ? { cloud: 'aws' } : {}) }),
    (node) => (node === 2 ? { ...env, AWS_EC2_METADATA_SERVICE_ENDPOINT: imds.server.url } : env),
    context.onTestFinished,
  );
  await untilNodeUploaded(join(root, `bucket/${runId}/${runId}`));
  imds.rebalance = { noticeTime: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z') };
  const asked = `${runId}+node-3`;
  await eventually(
    () => expect(github.dispatches.map((d) => d.inputs._restart)).toEqual([asked]),
    120_000,
  );
  return { gang, store, ec2, imds, started, inputs, env, asked };
}

async function startReplacement(
  context: TestContext,
  at: { gang: GangRun; ec2: LocalEc2; asked: string; runId: string },
  inputs: Record<string, string>,
  env: NodeJS.ProcessEnv,
) {
  const launch = await launchReplacement({ ...at, restart: at.asked });
  expect(launch.code, launch.stdout).toBe(0);
  const replacement = await startAction(
    'main.js',
    nodeInputs(at.gang, 2, { ...inputs, rendezvous: launch.outputs.rendezvous ?? '' }),
    await replacementContext('train', at.runId, at.asked),
    env,
  );
  context.onTestFinished(() => {
    replacement.running.kill('SIGKILL');
  });
  return replacement;
}

describe('a hand-over that does not happen as planned, from dist/', () => {
  it(
    'the notice comes before the replacement is ready: the node leaves as after a reclaim, no second replacement is asked for, and the one on its way joins',
    { timeout: 600_000 },
    async (context) => {
      const at = await gangAtRisk(context, '9970');
      const { gang, store, started } = at;
      at.imds.terminateIn(120_000);
      await eventually(
        () => expect(started[0]?.running.output()).toMatch(/of 2 on node \d, \w+: resumed/),
        120_000,
      );
      const replacement = await startReplacement(
        context,
        { ...at, runId: '9971' },
        at.inputs(2),
        at.env,
      );
      const [runs, joined] = await Promise.all([
        Promise.all(started.map((s) => finishAction(s))),
        finishAction(replacement),
      ]);
      const [zero, one, leaver] = runs;
      expect(leaver?.outputs.outcome, leaver?.stdout).toBe('interrupted');
      expect(leaver?.stdout).toMatch(/node 2 leaves the elastic gang \(aws: /);
      for (const run of [zero, one, joined])
        expect(run?.outputs.outcome, `${run?.stdout}\n${run?.stderr.slice(-3000)}`).toBe(
          'completed',
        );
      // The survivors trained at 2, then took the replacement in: the reclaim path, once.
      expect(sizes(zero?.stdout ?? '')).toEqual([2, 3]);
      expect(github.dispatches).toHaveLength(1);
      const sealed = await readRunManifest(store, gang.runId, gang.runId);
      expect(typeof sealed === 'object' && sealed.state).toBe('completed');
      expect(typeof sealed === 'object' && sealed.gang?.members.map((m) => m.node)).toEqual([
        0, 1, 2, 3,
      ]);
    },
  );

  it(
    'no replacement comes: the node at risk trains on with the gang to the end, and the replacement asked for finds nothing to do',
    { timeout: 600_000 },
    async (context) => {
      const at = await gangAtRisk(context, '9980');
      const { gang, store, started, ec2 } = at;
      const runs = await Promise.all(started.map((s) => finishAction(s)));
      for (const run of runs)
        expect(run.outputs.outcome, `${run.stdout}\n${run.stderr.slice(-3000)}`).toBe('completed');
      expect(runs[2]?.stdout).toMatch(/node 2's VM is at risk/);
      expect(runs.map((run) => sizes(run.stdout))).toEqual([[], [], []]);
      const sealed = await readRunManifest(store, gang.runId, gang.runId);
      expect(typeof sealed === 'object' && sealed.state).toBe('completed');
      // The replacement's run, late: no VM, and nothing restarted.
      const launch = await launchReplacement({ ec2, gang, runId: '9981', restart: at.asked });
      expect(launch.code, launch.stdout).toBe(0);
      expect(launch.stdout).toMatch(/nothing to launch: the gang's run 9980 ended/);
      expect(ec2.instances.size).toBe(0);
      expect(github.dispatches).toHaveLength(1);
    },
  );
});
