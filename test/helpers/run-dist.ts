import { spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import type { Mode } from '../../src/settings/input-names.js';
import { NO_CLOUD } from './no-cloud.js';

export { NO_CLOUD };

export const ROOT = resolve(import.meta.dirname, '../..');
export const DIST = join(ROOT, 'dist');
export const DEMO_TRAINER = join(ROOT, 'examples/demo/train.py');

/**
 * The Node.js that runs dist/cli.js: the one vitest.config.ts names for its
 * cli-node22 project, else this one. The CLI runs on Node 22 and 24; the
 * action's entries always run on this one, as a runner's node24 does.
 */
export const CLI_NODE = process.env.SPOT_TRAIN_CLI_NODE || process.execPath;

/**
 * `spot-train run` arguments that train the demo for `steps` steps (a save
 * every 20) under drilled interruptions 1.5 s into each of the first
 * `interruptions` attempts: the lineage the store tests look into.
 */
export function drilledDemo(steps: number, interruptions: number): string[] {
  return [
    '--outputs',
    'out',
    '--interrupt-after',
    '1500ms',
    '--interruptions',
    String(interruptions),
    '--settle',
    '300ms',
    '--',
    'python3',
    DEMO_TRAINER,
    '--steps',
    String(steps),
    '--save-every',
    '20',
    '--step-time',
    '0.02',
  ];
}

export interface Finished {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface Running {
  readonly pid: number;
  readonly done: Promise<Finished>;
  /** Output so far, both streams. */
  output(): string;
  kill(signal: NodeJS.Signals): void;
}

/** Starts a built entry of dist/ with Node, as the runner or a shell would. */
export function startNode(
  script: string,
  args: readonly string[],
  options: {
    env?: NodeJS.ProcessEnv;
    cwd?: string;
    uid?: number;
    gid?: number;
    /** Another Node binary than the one for `script` (a copy another user can run). */
    node?: string;
  } = {},
): Running {
  const node = options.node ?? (basename(script) === 'cli.js' ? CLI_NODE : process.execPath);
  const child = spawn(node, [script, ...args], {
    cwd: options.cwd ?? ROOT,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.uid === undefined ? {} : { uid: options.uid }),
    ...(options.gid === undefined ? {} : { gid: options.gid }),
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<Finished>((resolvePromise, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => resolvePromise({ code, signal, stdout, stderr }));
  });
  return {
    pid: child.pid ?? -1,
    done,
    output: () => stdout + stderr,
    kill: (signal) => child.kill(signal),
  };
}

/** The files and variables the runner gives a JavaScript action's step. */
export interface ActionRun extends Finished {
  readonly outputs: Record<string, string>;
  readonly summary: string;
  readonly state: Record<string, string>;
}

/** The action's entries: the root's main and post, and each per-mode action's main. */
export type ActionEntry = 'main.js' | 'post.js' | `${Mode}.js`;

export interface ActionContext {
  readonly workspace: string;
  readonly runnerTemp: string;
  readonly runId: string;
  readonly event?: unknown;
}

export async function runAction(
  entry: ActionEntry,
  inputs: Record<string, string>,
  context: ActionContext,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<ActionRun> {
  return finishAction(await startAction(entry, inputs, context, extraEnv));
}

/** Waits for an entry started by startAction to end, and reads what it left for the runner. */
export async function finishAction(started: {
  running: Running;
  paths: Record<'output' | 'summary' | 'state', string>;
}): Promise<ActionRun> {
  const { running, paths } = started;
  const finished = await running.done;
  return {
    ...finished,
    outputs: parseCommandFile(await readFile(paths.output, 'utf8')),
    summary: await readFile(paths.summary, 'utf8'),
    state: parseCommandFile(await readFile(paths.state, 'utf8')),
  };
}

/** Starts an entry of the action as the runner would, for a test that stops it half way. */
export async function startAction(
  entry: ActionEntry,
  inputs: Record<string, string>,
  context: ActionContext,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<{ running: Running; paths: Record<'output' | 'summary' | 'state', string> }> {
  const files = join(context.runnerTemp, `_runner_files_${context.runId}_${entry}`);
  await mkdir(files, { recursive: true });
  const paths = {
    output: join(files, 'output'),
    summary: join(files, 'summary'),
    state: join(files, 'state'),
    event: join(files, 'event.json'),
  };
  await Promise.all([
    writeFile(paths.output, ''),
    writeFile(paths.summary, ''),
    writeFile(paths.state, ''),
    writeFile(paths.event, JSON.stringify(context.event ?? {})),
  ]);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: context.workspace,
    GITHUB_RUN_ID: context.runId,
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_REPOSITORY: 'acme/train',
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    GITHUB_EVENT_PATH: paths.event,
    GITHUB_OUTPUT: paths.output,
    GITHUB_STEP_SUMMARY: paths.summary,
    GITHUB_STATE: paths.state,
    RUNNER_TEMP: context.runnerTemp,
    // Tests never send traffic to the real link-local metadata address: with
    // these, `cloud: auto` finds no cloud at once (nothing listens there).
    ...NO_CLOUD,
    ...Object.fromEntries(
      Object.entries(inputs).map(([name, value]) => [`INPUT_${name.toUpperCase()}`, value]),
    ),
    ...extraEnv,
  };
  return { running: startNode(join(DIST, entry), [], { env, cwd: context.workspace }), paths };
}

/** Reads GITHUB_OUTPUT / GITHUB_STATE: `name<<DELIM\nvalue\nDELIM` blocks. */
export function parseCommandFile(text: string): Record<string, string> {
  const result: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^<=]+)<<(.+)$/.exec(lines[i] ?? '');
    if (!match) continue;
    const [, name = '', delimiter] = match;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i] ?? '');
    result[name] = value.join('\n');
  }
  return result;
}
