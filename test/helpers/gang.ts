import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, expect } from 'vitest';
import {
  DISPATCH_WORKFLOW,
  startDispatchTarget,
  type DispatchTarget,
} from './faults/dispatch-target.js';
import type { GitHubApi } from './github-api/index.js';
import type { JobConclusion } from './github-api/runs.js';
import { runAction, startAction, type ActionContext, type ActionRun } from './run-dist.js';
import { freePortPair } from './free-port.js';
import { tempDir } from './temp-dir.js';
import { eventually } from './wait.js';

/*
 * The GitHub server a gang test dispatches its restarts to (the fault
 * suite's dispatch target: a workflow that takes `_restart`, and a token
 * that may dispatch it), fresh for each test. Live bindings, set by
 * useGangGitHub for the test that runs.
 */
export let github: GitHubApi;
export let token: string;
let target: DispatchTarget;

export function useGangGitHub(): void {
  beforeEach(async () => {
    target = await startDispatchTarget();
    github = target.github;
    token = target.inputs['github-token'] ?? '';
  });
  afterEach(async () => {
    await github.close();
  });
}

/** What a train step needs to dispatch its restart to the test's GitHub. */
export function githubEnv(): NodeJS.ProcessEnv {
  return target.env;
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

/** Runs every node of the gang at once, each with its own inputs on top of `inputs` (and its own env, if a function). */
export async function runGang(
  gang: GangRun,
  inputs: (node: number) => Record<string, string>,
  env: NodeJS.ProcessEnv | ((node: number) => NodeJS.ProcessEnv),
): Promise<{ runs: ActionRun[]; contexts: ActionContext[] }> {
  const contexts = await Promise.all(
    Array.from({ length: gang.nodes }, (_, node) => nodeContext(gang, node)),
  );
  const runs = await Promise.all(
    contexts.map((ctx, node) =>
      runAction(
        'main.js',
        nodeInputs(gang, node, inputs(node)),
        ctx,
        typeof env === 'function' ? env(node) : env,
      ),
    ),
  );
  return { runs, contexts };
}

/**
 * Starts every node of the gang at once without waiting for them, each with
 * its own inputs (and env, if a function); a test that ends early kills
 * them, and each supervisor's watchdog then ends its trainer.
 */
export async function startGangSteps(
  gang: GangRun,
  inputs: (node: number) => Record<string, string>,
  env: NodeJS.ProcessEnv | ((node: number) => NodeJS.ProcessEnv),
  onFinished: (cleanup: () => void) => void,
): Promise<Awaited<ReturnType<typeof startAction>>[]> {
  const started = await Promise.all(
    Array.from({ length: gang.nodes }, async (_, node) =>
      startAction(
        'main.js',
        nodeInputs(gang, node, inputs(node)),
        await nodeContext(gang, node),
        typeof env === 'function' ? env(node) : env,
      ),
    ),
  );
  onFinished(() => {
    for (const one of started) one.running.kill('SIGKILL');
  });
  return started;
}

/**
 * The finalize job of a gang's run, started as GitHub starts it once every
 * train job has ended with `conclusions` (one per node, in node order).
 */
export async function finalizeGang(
  gang: GangRun,
  conclusions: readonly JobConclusion[],
  env: NodeJS.ProcessEnv,
): Promise<ActionRun> {
  github.addRun({
    id: Number(gang.runId),
    workflowPath: DISPATCH_WORKFLOW,
    event: 'workflow_dispatch',
    status: 'in_progress',
    jobs: conclusions.map((conclusion, node) => ({
      name: `train (${node})`,
      status: 'completed',
      conclusion,
    })),
  });
  return runAction(
    'main.js',
    { mode: 'finalize', store: gang.store, 'github-token': token },
    await nodeContext(gang, 9),
    env,
  );
}

/**
 * Waits until a node of the gang has uploaded a file of the run (below
 * `runDir`, in a node's files/): torch's imports and the rendezvous take
 * what they take on a loaded machine, so a fault is timed by this, not by
 * the clock.
 */
export async function untilNodeUploaded(runDir: string): Promise<void> {
  const uploaded = async (): Promise<boolean> => {
    const nodes = await readdir(runDir).catch(() => [] as string[]);
    for (const node of nodes.filter((name) => name.startsWith('node-'))) {
      const files = await readdir(join(runDir, node, 'files')).catch(() => [] as string[]);
      if (files.length > 0) return true;
    }
    return false;
  };
  await eventually(async () => expect(await uploaded()).toBe(true), 300_000);
}

export { DISPATCH_WORKFLOW, startAction };
