import { spawn, spawnSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { freePort } from './free-port.js';
import type { Finished, Running } from './run-dist.js';

/**
 * The first Python whose torch has torchrun (torch.distributed.run).
 * Debian's python3-torch serves /usr/bin/python3, which need not be the
 * python3 on PATH (pyenv, a venv).
 */
function torchrunPython(): string | undefined {
  const candidates = [process.env.SPOT_TRAIN_TORCH_PYTHON, 'python3', '/usr/bin/python3'];
  return candidates.find(
    (python) =>
      python !== undefined &&
      python !== '' &&
      spawnSync(python, ['-c', 'import torch.distributed.run'], { stdio: 'ignore' }).status === 0,
  );
}

export const TORCHRUN_PYTHON = torchrunPython();

const groups = new Set<number>();

// A test that fails half way leaves no agent or worker behind: each agent
// leads a process group (as spot-train runs a trainer), its workers in it.
afterEach(() => {
  for (const pid of groups) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // the group is gone already
    }
  }
  groups.clear();
});

function start(command: string, args: readonly string[], env: NodeJS.ProcessEnv): Running {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const { pid } = child;
  if (pid !== undefined) groups.add(pid);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<Finished>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (pid !== undefined) groups.delete(pid);
      resolve({ code, signal, stdout, stderr });
    });
  });
  return {
    pid: pid ?? -1,
    done,
    output: () => stdout + stderr,
    kill: (signal) => child.kill(signal),
  };
}

export interface GangNode {
  readonly node: number;
  readonly outputs: string;
  /** torchrun's agent; the trainer runs in its child processes. */
  readonly agent: Running;
}

export interface GangOptions {
  readonly python: string;
  readonly trainer: string;
  readonly nodes: number;
  /** Each node's outputs go to <dir>/node-<n>. */
  readonly dir: string;
  /** $SPOT_TRAIN_RESTART_DIR of each node, by node; none by default. */
  readonly restartDirs?: readonly string[];
  readonly env: NodeJS.ProcessEnv;
  readonly trainerArgs: readonly string[];
}

/**
 * One torchrun per node on 127.0.0.1, one worker each, with the c10d
 * rendezvous and the environment spot-train's train mode gives a gang
 * member. Node 0 hosts the rendezvous store, as spot-train's node 0 does
 * (on one machine every agent would otherwise think the address its own).
 * The flags are torch 1.13's: underscores, and redirects and tee that
 * avoid its enum crash on Python 3.11.
 */
export async function startGang(options: GangOptions): Promise<GangNode[]> {
  const port = await freePort();
  const id = `gang-${String(port)}`;
  return Array.from({ length: options.nodes }, (_, node): GangNode => {
    const outputs = join(options.dir, `node-${String(node)}`);
    const env = {
      ...options.env,
      SPOT_TRAIN_NNODES: String(options.nodes),
      SPOT_TRAIN_NODE_RANK: String(node),
      SPOT_TRAIN_RDZV_ENDPOINT: `127.0.0.1:${String(port)}`,
      SPOT_TRAIN_RDZV_ID: id,
      SPOT_TRAIN_OUTPUTS_DIR: outputs,
      SPOT_TRAIN_RESTART_DIR: options.restartDirs?.[node] ?? '',
    };
    const torchrun = [
      ...['-m', 'torch.distributed.run', '--nnodes', String(options.nodes)],
      ...['--nproc_per_node', '1', '--node_rank', String(node)],
      ...['--rdzv_backend', 'c10d', '--rdzv_endpoint', env.SPOT_TRAIN_RDZV_ENDPOINT],
      ...['--rdzv_id', id, '--rdzv_conf', `is_host=${node === 0 ? 'true' : 'false'}`],
      ...['--redirects', '2', '--tee', '1', '--monitor_interval', '1'],
    ];
    const agent = start(
      options.python,
      [...torchrun, options.trainer, ...options.trainerArgs],
      env,
    );
    return { node, outputs, agent };
  });
}

/** The processes whose parent is `pid`: torchrun's workers, for its agent. */
export async function childPids(pid: number): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // pid (comm) state ppid ...: comm may hold spaces and parentheses.
    const ppid = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
    if (ppid === String(pid)) found.push(Number(entry));
  }
  return found;
}
