// The torch side of the reclaim benchmark: which Python runs torchrun, the
// trainer's command line and settings, and the bare torchrun agent that
// stands in for a replacement VM joining an elastic gang.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { shellQuote } from '../src/launch/shell-quote.js';
import { ROOT } from './paths.js';

const TRAINER = join(ROOT, 'examples/pytorch-ddp/train.py');

/**
 * Debian's torch 1.13, which serves /usr/bin/python3 (the python3 on PATH
 * may be a pyenv or venv without torch); BENCH_TORCH_PYTHON picks another.
 */
export const TORCH_PYTHON = process.env.BENCH_TORCH_PYTHON ?? '/usr/bin/python3';

/** torch's version, or undefined when this Python has no torchrun. */
export function torchVersion(): string | undefined {
  const found = spawnSync(
    TORCH_PYTHON,
    ['-c', 'import torch, torch.distributed.run; print(torch.__version__)'],
    { encoding: 'utf8' },
  );
  return found.status === 0 ? found.stdout.trim() : undefined;
}

/**
 * A tiny MLP on CPU: what is measured is torchrun and the gang, not the
 * model. Every step is logged, so the first step after a re-form is seen
 * within a step; 840 samples split evenly over any gang of 1 to 8.
 */
const TRAINER_ARGS = '--log-every 1 --global-batch 840';

export function trainerEnv(): Record<string, string> {
  return {
    CUDA_VISIBLE_DEVICES: '',
    OMP_NUM_THREADS: '1',
    // Never reached: a trial ends its gang once it has what it measures.
    TOTAL_STEPS: '1000000',
    STEP_SECONDS: '0.05',
    SAVE_EVERY: '50',
    COLLECTIVE_TIMEOUT_SECONDS: '20',
    // torchrun's agents then log when their rendezvous completes: where a re-form's time goes.
    LOGLEVEL: 'INFO',
  };
}

/**
 * torchrun's flags, as docs/multi-node.md gives them (torch 1.13's
 * underscores, redirects and tee), plus what one machine needs: node 0 is
 * told it hosts the rendezvous store (every agent would take 127.0.0.1 for
 * its own address), and the agents look at their workers every second
 * rather than torch 1.13's default 5 s, as the gang tests run them.
 */
function torchrunFlags(elastic: boolean, host: boolean): string[] {
  const conf = `is_host=${String(host)}${elastic ? ',last_call_timeout=5' : ''}`;
  return [
    '--nproc_per_node 1',
    ...(elastic ? ['--max_restarts 10'] : []),
    '--rdzv_backend c10d',
    `--rdzv_conf ${conf}`,
    '--redirects 2 --tee 1 --monitor_interval 1',
  ];
}

/** A node's `run` input: torchrun with the rendezvous spot-train gives it. */
export function torchrunRun(node: number, elastic: boolean): string {
  return [
    `${shellQuote(TORCH_PYTHON)} -m torch.distributed.run`,
    '--nnodes "$SPOT_TRAIN_NNODES" --node_rank "$SPOT_TRAIN_NODE_RANK"',
    '--rdzv_endpoint "$SPOT_TRAIN_RDZV_ENDPOINT" --rdzv_id "$SPOT_TRAIN_RDZV_ID"',
    ...torchrunFlags(elastic, node === 0),
    `${shellQuote(TRAINER)} ${TRAINER_ARGS}`,
  ].join(' ');
}

/** A bare torchrun agent joining a running elastic gang, in a process group of its own. */
export interface Joiner {
  readonly name: string;
  output(): string;
  /** Ends the agent and its workers. */
  kill(): void;
}

/**
 * The replacement VM's torchrun, once its boot and restore are done (those
 * are modelled): the gang's rendezvous, the node's rank, and as its restart
 * directory a survivor's outputs, where the checkpoint the survivors save
 * when it joins lands (on one machine a shared disk stands in for the
 * store). Its agent waits in the rendezvous, the survivors' agents see a
 * node waiting, stop their workers and re-form at one node more.
 */
export function startJoiner(params: {
  readonly dir: string;
  readonly nnodes: string;
  readonly node: number;
  readonly endpoint: string;
  readonly rdzvId: string;
  readonly restartDir: string;
}): Joiner {
  const outputs = join(params.dir, 'outputs');
  mkdirSync(outputs, { recursive: true });
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...trainerEnv(),
    // Its tee of the worker's lines reaches a pipe: unbuffered, as a train step runs it.
    PYTHONUNBUFFERED: '1',
    // What the train step gives an elastic gang's trainer: torch 2.x's
    // agents would otherwise meet in a store that goes with the node hosting it.
    TORCH_DISABLE_SHARE_RDZV_TCP_STORE: '1',
    SPOT_TRAIN_NNODES: params.nnodes,
    SPOT_TRAIN_NODE_RANK: String(params.node),
    SPOT_TRAIN_OUTPUTS_DIR: outputs,
    SPOT_TRAIN_RESTART_DIR: params.restartDir,
  };
  const command = [
    `exec ${shellQuote(TORCH_PYTHON)} -m torch.distributed.run`,
    `--nnodes ${params.nnodes} --node_rank ${params.node}`,
    `--rdzv_endpoint ${params.endpoint} --rdzv_id ${params.rdzvId}`,
    ...torchrunFlags(true, false),
    `${shellQuote(TRAINER)} ${TRAINER_ARGS}`,
  ].join(' ');
  const child = spawn('bash', ['-c', command], {
    cwd: params.dir,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    name: 'replacement',
    output: () => output,
    kill: () => {
      try {
        process.kill(-(child.pid ?? 0), 'SIGKILL');
      } catch {
        // Gone already.
      }
    },
  };
}
