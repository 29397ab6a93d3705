import { join } from 'node:path';
import { expect } from 'vitest';
import { torchrunStep } from './ddp-step.js';
import { githubEnv, newGang, runGang, token, untilNodeUploaded } from './gang.js';
import { AwsImds } from './imds/aws.js';
import { tempDir } from './temp-dir.js';

// The sharded-gang tests' gang: 3 nodes under torchrun, elastic down to 2,
// node 2 on the EC2 metadata stand-in.

export const NODES = 3;

/** The steps global rank 0 logged (`step N` or `step N loss X`), wherever it ran, in the order of the logs. */
export function loggedSteps(stdouts: readonly string[]): number[] {
  return stdouts.flatMap((out) =>
    [...out.matchAll(/(?:^|:)step (\d+)(?: loss \S+)?$/gm)].map((m) => Number(m[1])),
  );
}

/**
 * The nodes whose files the peer mirror placed in this node's outputs, as
 * its log says (a pass names the nodes whose files it placed), in the log up
 * to the first `until` line.
 */
export function placedFrom(stdout: string, until?: RegExp): number[] {
  const cut = until ? until.exec(stdout)?.index : undefined;
  const log = stdout.slice(0, cut);
  const nodes = [...log.matchAll(/placed \d+ files? \(.*?\) that nodes? ([\d, ]+) saved/g)].flatMap(
    (m) => (m[1] ?? '').split(', ').map(Number),
  );
  return [...new Set(nodes)].sort((a, b) => a - b);
}

/** 1 to `count`. */
export const every = (count: number): number[] => Array.from({ length: count }, (_, i) => i + 1);

/**
 * Runs the gang until it ends, with a spot notice on node 2 once a node has
 * uploaded; returns the nodes' runs and the step every rank saved at the stop.
 */
export async function reclaimNode2(gang: {
  readonly onFinished: (cleanup: () => Promise<void>) => void;
  readonly python: string;
  readonly trainer: string;
  readonly env: Record<string, string>;
  readonly gangRun: string;
  readonly steps: number;
}) {
  const { gangRun } = gang;
  const env = { ...githubEnv(), ...gang.env };
  const root = await tempDir(`gang-sharded-${gangRun}`);
  const nodes = await newGang(root, gangRun, NODES);
  const imds = await AwsImds.start();
  gang.onFinished(() => imds.server.close());
  const noticeOnceSaved = (async () => {
    await untilNodeUploaded(join(root, `bucket/${gangRun}/${gangRun}`));
    imds.terminateIn(120_000);
  })();
  const last = NODES - 1;
  const { runs } = await runGang(
    nodes,
    (node) => ({
      run: torchrunStep(gang.python, node, '', { elastic: true, trainer: gang.trainer }),
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
  expect(saved).toBeLessThan(gang.steps);
  return { runs, saved, root, gangRun };
}
