import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { startGitHubApi, type GitHubApi } from './github-api/index.js';
import { runAction, startAction, type ActionContext, type ActionRun } from './run-dist.js';
import { tempDir } from './temp-dir.js';

export const GANG_WORKFLOW = '.github/workflows/gang.yml';

export const GANG_WORKFLOW_YAML = `
name: Gang
on:
  workflow_dispatch:
    inputs:
      _restart:
        required: false
jobs:
  train:
    runs-on: [self-hosted]
    steps:
      - run: echo train
`;

/*
 * The GitHub server a gang test dispatches its restarts to, fresh for each
 * test, with the gang's workflow and a token that may dispatch it. Live
 * bindings, set by useGangGitHub for the test that runs.
 */
export let github: GitHubApi;
export let token: string;

export function useGangGitHub(): void {
  beforeEach(async () => {
    github = await startGitHubApi({ repository: 'acme/train' });
    github.addWorkflow({ path: GANG_WORKFLOW, yaml: GANG_WORKFLOW_YAML });
    token = github.issueToken({ kind: 'github-token', permissions: { actions: 'write' } });
  });
  afterEach(async () => {
    await github.close();
  });
}

/** A port whose next port is free too: torchrun's rendezvous and spot-train's channel. */
export async function freePortPair(): Promise<number> {
  for (let tries = 0; tries < 50; tries++) {
    const port = await listenOnce(0);
    if (
      port < 65535 &&
      (await listenOnce(port + 1).then(
        () => true,
        () => false,
      ))
    )
      return port;
  }
  throw new Error('no two free ports in a row');
}

function listenOnce(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      server.close(() => resolve(bound));
    });
  });
}

/** One workflow run of a gang: every node is a train step of the same run on its own "VM" (directory). */
export interface GangRun {
  readonly runId: string;
  readonly store: string;
  readonly nodes: number;
  readonly port: number;
  readonly event?: unknown;
}

export async function newGang(
  root: string,
  runId: string,
  nodes: number,
  event?: unknown,
): Promise<GangRun> {
  return {
    runId,
    store: `file://${join(root, 'bucket')}`,
    nodes,
    port: await freePortPair(),
    ...(event === undefined ? {} : { event }),
  };
}

export async function nodeContext(gang: GangRun, node: number): Promise<ActionContext> {
  const home = await tempDir(`gang-${gang.runId}-n${node}`);
  const ctx = {
    workspace: join(home, 'workspace'),
    runnerTemp: join(home, 'runner-temp'),
    runId: gang.runId,
    ...(gang.event === undefined ? {} : { event: gang.event }),
  };
  await mkdir(ctx.workspace);
  await mkdir(ctx.runnerTemp);
  return ctx;
}

export function nodeInputs(
  gang: GangRun,
  node: number,
  inputs: Record<string, string>,
): Record<string, string> {
  return {
    mode: 'train',
    store: gang.store,
    nodes: String(gang.nodes),
    'node-rank': String(node),
    rendezvous: `127.0.0.1:${gang.port}`,
    ...inputs,
  };
}

export function githubEnv(github: GitHubApi): NodeJS.ProcessEnv {
  return {
    GITHUB_API_URL: github.url,
    GITHUB_REPOSITORY: 'acme/train',
    GITHUB_WORKFLOW_REF: `acme/train/${GANG_WORKFLOW}@refs/heads/main`,
  };
}

/** Runs every node of the gang at once, each with its own inputs on top of `inputs`. */
export async function runGang(
  gang: GangRun,
  inputs: (node: number) => Record<string, string>,
  env: NodeJS.ProcessEnv,
): Promise<{ runs: ActionRun[]; contexts: ActionContext[] }> {
  const contexts = await Promise.all(
    Array.from({ length: gang.nodes }, (_, node) => nodeContext(gang, node)),
  );
  const runs = await Promise.all(
    contexts.map((ctx, node) =>
      runAction('main.js', nodeInputs(gang, node, inputs(node)), ctx, env),
    ),
  );
  return { runs, contexts };
}

export { startAction };
