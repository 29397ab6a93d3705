// One node of a gang as the runner runs it: the built action's train mode
// (dist/main.js) with the runner's variables, in a directory of its own.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { DIST_MAIN, NODE, NO_CLOUD } from './paths.js';

export interface GangNode {
  readonly node: number;
  /** The supervisor's process id. */
  readonly pid: number;
  /** The node's workspace: the trainer's working directory. */
  readonly dir: string;
  /** Output so far, both streams. */
  output(): string;
  readonly done: Promise<number | null>;
  /** Whether the process has ended. */
  ended(): boolean;
  kill(): void;
}

/** Where a gang meets: node 0's rendezvous port (the channel is on the next one). */
export interface GangPlace {
  readonly nodes: number;
  readonly port: number;
  readonly runId: string;
  readonly store: string;
}

/** Starts node `node` of the gang, with the inputs every node gets plus `inputs`. */
export function startGangNode(
  place: GangPlace,
  node: number,
  dir: string,
  inputs: Record<string, string>,
  extraEnv: NodeJS.ProcessEnv = {},
): GangNode {
  const temp = join(dir, '_runner_temp');
  const files = runnerFiles(temp);
  const all: Record<string, string> = {
    mode: 'train',
    store: place.store,
    nodes: String(place.nodes),
    'node-rank': String(node),
    rendezvous: `127.0.0.1:${place.port}`,
    restart: 'false',
    ...inputs,
  };
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: dir,
    GITHUB_RUN_ID: place.runId,
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_REPOSITORY: 'acme/train',
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    GITHUB_EVENT_PATH: files.event,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_STATE: files.state,
    RUNNER_TEMP: temp,
    ...NO_CLOUD,
    ...Object.fromEntries(
      Object.entries(all).map(([name, value]) => [`INPUT_${name.toUpperCase()}`, value]),
    ),
    ...extraEnv,
  };
  const child = spawn(NODE, [DIST_MAIN], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let ended = false;
  const done = new Promise<number | null>((resolve) =>
    child.once('close', (code) => {
      ended = true;
      resolve(code);
    }),
  );
  return {
    node,
    pid: child.pid ?? -1,
    dir,
    output: () => output,
    done,
    ended: () => ended,
    kill: () => child.kill('SIGKILL'),
  };
}

/** The files the runner gives a step (outputs, summary, state, the event), empty, under `temp`. */
function runnerFiles(temp: string): Record<'output' | 'summary' | 'state' | 'event', string> {
  mkdirSync(temp, { recursive: true });
  const files = {
    output: join(temp, '_output'),
    summary: join(temp, '_summary'),
    state: join(temp, '_state'),
    event: join(temp, '_event.json'),
  };
  for (const path of [files.output, files.summary, files.state]) writeFileSync(path, '');
  writeFileSync(files.event, '{}');
  return files;
}

/** A port whose next port is free too: the rendezvous, and spot-train's channel after it. */
export async function freePortPair(): Promise<number> {
  for (let tries = 0; tries < 50; tries++) {
    const port = await listenOnce(0);
    if (port < 65535 && (await listenOnce(port + 1).then(Boolean, () => false))) return port;
  }
  throw new Error('no two free ports in a row on 127.0.0.1');
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

/** Waits for every node to end; a node still running after `timeoutMs` is killed and named. */
export async function awaitGang(nodes: readonly GangNode[], timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>(
    (resolve) => (timer = setTimeout(() => resolve('late'), timeoutMs)),
  );
  const ended = await Promise.race([Promise.all(nodes.map((n) => n.done)), late]);
  clearTimeout(timer);
  if (ended !== 'late') return;
  const stuck = nodes.filter((n) => !n.ended());
  for (const n of nodes) n.kill();
  await Promise.all(nodes.map((n) => n.done));
  throw new Error(
    `the gang did not end within ${timeoutMs / 1000} s; last output of node ${stuck[0]?.node}:\n${stuck[0]?.output().slice(-3000)}`,
  );
}
