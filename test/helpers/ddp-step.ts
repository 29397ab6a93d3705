import { join } from 'node:path';
import { shellQuote } from '../../src/launch/shell-quote.js';
import { ROOT } from './run-dist.js';

/** The DDP example trainer the gang tests run under torchrun. */
export const DDP_TRAINER = join(ROOT, 'examples/pytorch-ddp/train.py');

/**
 * CPU only, one thread: bit-identical floating point from run to run. The
 * steps are slow enough that a notice sent once the first checkpoint is in
 * the store lands in the middle of training.
 */
export function ddpTrainerEnv(steps: number): Record<string, string> {
  return {
    CUDA_VISIBLE_DEVICES: '',
    OMP_NUM_THREADS: '1',
    TOTAL_STEPS: String(steps),
    STEP_SECONDS: '0.1',
    SAVE_EVERY: '50',
  };
}

/**
 * docs/multi-node.md's torchrun line, as a node's `run` input. On one
 * machine every agent would take 127.0.0.1 for its own address, so node 0
 * is told it hosts the rendezvous store, as it does on real VMs. An elastic
 * gang's line adds restarts for torchrun to re-form the gang, and a short
 * last call so the others do not wait long for a node that left.
 */
export function torchrunStep(
  python: string,
  node: number,
  trainerArgs: string,
  options: { readonly elastic?: boolean; readonly trainer?: string } = {},
): string {
  const host = `is_host=${node === 0 ? 'true' : 'false'}`;
  return [
    `${shellQuote(python)} -m torch.distributed.run`,
    '--nnodes "$SPOT_TRAIN_NNODES" --node_rank "$SPOT_TRAIN_NODE_RANK" --nproc_per_node 1',
    ...(options.elastic ? ['--max_restarts 3'] : []),
    '--rdzv_backend c10d --rdzv_endpoint "$SPOT_TRAIN_RDZV_ENDPOINT" --rdzv_id "$SPOT_TRAIN_RDZV_ID"',
    `--rdzv_conf ${options.elastic ? `${host},last_call_timeout=5` : host}`,
    '--redirects 2 --tee 1 --monitor_interval 1',
    `${shellQuote(options.trainer ?? DDP_TRAINER)} ${trainerArgs}`.trimEnd(),
  ].join(' ');
}
