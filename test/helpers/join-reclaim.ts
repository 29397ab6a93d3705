import { join } from 'node:path';
import { expect, type TestContext } from 'vitest';
import { FileStore } from '../../src/store/file/file-store.js';
import { startEc2 } from './ec2.js';
import { torchrunStep } from './ddp-step.js';
import {
  github,
  githubEnv,
  newGang,
  nodeInputs,
  startGangSteps,
  token,
  untilNodeUploaded,
} from './gang.js';
import { AwsImds } from './imds/aws.js';
import { launchReplacement, recordGangLaunch, replacementContext } from './replacement.js';
import { startAction } from './run-dist.js';
import { eventually } from './wait.js';

type Started = Awaited<ReturnType<typeof startAction>>;

/**
 * A gang of 3 on the DDP example (min-nodes 2) whose node 2 was reclaimed
 * on an AWS notice, and the replacement node 0 asked for (node 3, seat 2)
 * launched: tests of a second notice while node 3 joins go on from here.
 * Nodes 1 and 2 each have a metadata stand-in of their own (`imds`); the
 * replacement's VM has none and gets no notice. `startReplacement` starts
 * its train step.
 */
export async function replacementLaunched(
  context: Pick<TestContext, 'onTestFinished'>,
  options: {
    readonly root: string;
    readonly gangRun: string;
    readonly python: string;
    readonly trainerEnv: NodeJS.ProcessEnv;
  },
) {
  const { root, gangRun, python } = options;
  const env = { ...githubEnv(), ...options.trainerEnv };
  const gang = await newGang(root, gangRun, 3);
  const store = new FileStore(join(root, 'bucket'));
  const ec2 = await startEc2();
  const imds = new Map([
    [1, await AwsImds.start()],
    [2, await AwsImds.start()],
  ]);
  context.onTestFinished(async () => {
    await Promise.all([ec2.close(), ...[...imds.values()].map((one) => one.server.close())]);
  });
  await recordGangLaunch(store, gang);
  const base = (seat: number) => ({
    run: torchrunStep(python, seat, '--log-every 10 --global-batch 192', { elastic: true }),
    'min-nodes': '2',
    'github-token': token,
  });
  const inputs = (seat: number) => ({ ...base(seat), ...(imds.has(seat) ? { cloud: 'aws' } : {}) });
  const onImds = (node: number) => {
    const own = imds.get(node);
    return own ? { ...env, AWS_EC2_METADATA_SERVICE_ENDPOINT: own.server.url } : env;
  };
  const started = await startGangSteps(gang, inputs, onImds, context.onTestFinished);
  await untilNodeUploaded(join(root, `bucket/${gangRun}/${gangRun}`));
  imds.get(2)?.terminateIn(120_000);
  const first = `${gangRun}+node-3`;
  await eventually(
    () => expect(github.dispatches.map((d) => d.inputs._restart)).toEqual([first]),
    120_000,
  );
  const runId = String(Number(gangRun) + 1);
  const launch = await launchReplacement({ ec2, gang, runId, restart: first });
  expect(launch.code, launch.stdout).toBe(0);
  const startReplacement = async (): Promise<Started> => {
    const replacement = await startAction(
      'main.js',
      nodeInputs(gang, 2, base(2)),
      await replacementContext('train', runId, first),
      env,
    );
    context.onTestFinished(() => replacement.running.kill('SIGKILL'));
    return replacement;
  };
  return { store, started, imds, first, startReplacement };
}
