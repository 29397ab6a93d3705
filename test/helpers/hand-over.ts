import { join } from 'node:path';
import { expect, type TestContext } from 'vitest';
import { FileStore } from '../../src/store/file/file-store.js';
import { ddpTrainerEnv, torchrunStep } from './ddp-step.js';
import { startEc2, type LocalEc2 } from './ec2.js';
import {
  github,
  githubEnv,
  newGang,
  nodeInputs,
  startGangSteps,
  token,
  untilNodeUploaded,
  type GangRun,
} from './gang.js';
import { AwsImds } from './imds/aws.js';
import { launchReplacement, recordGangLaunch, replacementContext } from './replacement.js';
import { startAction } from './run-dist.js';
import { PYTORCH, requireTool } from './system-tool.js';
import { tempDir } from './temp-dir.js';
import { TORCHRUN_PYTHON } from './torch-gang.js';
import { eventually } from './wait.js';

// The hand-over tests' gang: 3 nodes of the DDP example under torchrun,
// elastic down to 2, node 2 on the EC2 metadata stand-in.

/** Each "resumed from step N" a node's ranks said, with the gang's size then. */
export const resumes = (stdout: string): { size: number; step: number }[] =>
  [...stdout.matchAll(/of (\d+) on node \d(?:, \w+)?: resumed from step (\d+)/g)].map((m) => ({
    size: Number(m[1]),
    step: Number(m[2]),
  }));

/** The steps global rank 0 logged, on whichever node it ran. */
export const logged = (stdouts: readonly string[]) =>
  new Set(
    stdouts.flatMap((out) => [...out.matchAll(/step (\d+) loss /g)].map((m) => Number(m[1]))),
  );

/** Another trainer than the DDP example: its script and its own environment. */
export interface HandOverTrainer {
  readonly script: string;
  readonly env: Record<string, string>;
}

/**
 * A gang of 3 whose nodes at risk (node 2 unless told) are each on an EC2
 * metadata stand-in of their own, once the gang has uploaded, with a
 * rebalance recommendation on each at once; returns once node 0 has asked
 * for a replacement for each.
 */
export async function gangAtRisk(
  context: TestContext,
  runId: string,
  steps: number,
  trainer?: HandOverTrainer,
  atRisk: readonly number[] = [2],
) {
  requireTool(context, PYTORCH, TORCHRUN_PYTHON !== undefined);
  const python = TORCHRUN_PYTHON ?? '';
  const env = {
    ...githubEnv(),
    ...ddpTrainerEnv(steps),
    COLLECTIVE_TIMEOUT_SECONDS: '20',
    ...trainer?.env,
  };
  const root = await tempDir(`gang-hand-over-${runId}`);
  const gang = await newGang(root, runId, 3);
  const store = new FileStore(join(root, 'bucket'));
  const ec2 = await startEc2();
  const imdsOf = new Map<number, AwsImds>();
  for (const node of atRisk) imdsOf.set(node, await AwsImds.start());
  context.onTestFinished(async () => {
    await Promise.all([ec2.close(), ...[...imdsOf.values()].map((one) => one.server.close())]);
  });
  await recordGangLaunch(store, gang);
  const inputs = (seat: number) => ({
    run: trainer
      ? torchrunStep(python, seat, '', { elastic: true, trainer: trainer.script })
      : torchrunStep(python, seat, '--log-every 10 --global-batch 192', { elastic: true }),
    'min-nodes': '2',
    'github-token': token,
  });
  const started = await startGangSteps(
    gang,
    (node) => ({ ...inputs(node), ...(imdsOf.has(node) ? { cloud: 'aws' } : {}) }),
    (node) => {
      const url = imdsOf.get(node)?.server.url;
      return url === undefined ? env : { ...env, AWS_EC2_METADATA_SERVICE_ENDPOINT: url };
    },
    context.onTestFinished,
  );
  await untilNodeUploaded(join(root, `bucket/${runId}/${runId}`));
  for (const one of imdsOf.values()) one.recommendRebalance();
  // Replacement ids follow the gang's nodes, one per node at risk.
  const askedAll = atRisk.map((_, i) => `${runId}+node-${3 + i}`);
  await eventually(
    () => expect(github.dispatches.map((d) => d.inputs._restart).sort()).toEqual(askedAll),
    120_000,
  );
  const imds = imdsOf.get(atRisk[0] ?? 2) as AwsImds;
  return { gang, store, ec2, imds, started, inputs, env, asked: askedAll[0] ?? '', askedAll };
}

/** The replacement's run: its launch on the EC2 stand-in, then its train step, started. */
export async function startReplacement(
  context: TestContext,
  at: { gang: GangRun; ec2: LocalEc2; asked: string; runId: string },
  inputs: Record<string, string>,
  env: NodeJS.ProcessEnv,
) {
  const launch = await launchReplacement({ ...at, restart: at.asked });
  expect(launch.code, launch.stdout).toBe(0);
  // The seat node 0 gave it, as a workflow passes the launch's ranks output on.
  const seat = Number((JSON.parse(launch.outputs.ranks ?? '[]') as number[])[0]);
  const replacement = await startAction(
    'main.js',
    nodeInputs(at.gang, seat, { ...inputs, rendezvous: launch.outputs.rendezvous ?? '' }),
    await replacementContext('train', at.runId, at.asked),
    env,
  );
  context.onTestFinished(() => {
    replacement.running.kill('SIGKILL');
  });
  return replacement;
}
