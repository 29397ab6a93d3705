import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileStore } from '../../src/store/file/file-store.js';
import { readRunManifest } from '../../src/records/run-manifest.js';
import { github, githubEnv, newGang, runGang, token, useGangGitHub } from '../helpers/gang.js';
import { ROOT } from '../helpers/run-dist.js';
import { shellQuote } from '../../src/launch/shell-quote.js';
import { PYTORCH, requireTool } from '../helpers/system-tool.js';
import { AwsImds } from '../helpers/imds/aws.js';
import { tempDir } from '../helpers/temp-dir.js';
import { eventually } from '../helpers/wait.js';
import { TORCHRUN_PYTHON } from '../helpers/torch-gang.js';

const TRAINER = join(ROOT, 'examples/pytorch-ddp/train.py');
const STEPS = 300;

/**
 * CPU only, one thread: bit-identical floating point from run to run. The
 * steps are slow enough that a notice sent once the first checkpoint is in
 * the store lands in the middle of training.
 */
const TRAINER_ENV = {
  CUDA_VISIBLE_DEVICES: '',
  OMP_NUM_THREADS: '1',
  TOTAL_STEPS: String(STEPS),
  STEP_SECONDS: '0.1',
  SAVE_EVERY: '50',
};

/**
 * The README's torchrun line, as a node's `run` input. On one machine every
 * agent would take 127.0.0.1 for its own address, so node 0 is told it hosts
 * the rendezvous store, as it does on real VMs.
 */
function torchrun(python: string, node: number): string {
  return [
    `${shellQuote(python)} -m torch.distributed.run`,
    '--nnodes "$SPOT_TRAIN_NNODES" --node_rank "$SPOT_TRAIN_NODE_RANK" --nproc_per_node 1',
    '--rdzv_backend c10d --rdzv_endpoint "$SPOT_TRAIN_RDZV_ENDPOINT" --rdzv_id "$SPOT_TRAIN_RDZV_ID"',
    `--rdzv_conf is_host=${node === 0 ? 'true' : 'false'}`,
    '--redirects 2 --tee 1 --monitor_interval 1',
    `${shellQuote(TRAINER)} --log-every 50`,
  ].join(' ');
}

useGangGitHub();

/** The digest of the final model, which the gang's global rank 0 prints on whichever node. */
function finalDigest(stdouts: readonly string[]): string {
  const found = stdouts.flatMap((out) => [
    ...out.matchAll(new RegExp(`done: step ${STEPS}, model sha256 ([0-9a-f]{64})$`, 'gm')),
  ]);
  expect(found, stdouts.join('\n')).toHaveLength(1);
  return found[0]?.[1] ?? '';
}

describe('a torchrun gang under the train mode, from dist/', () => {
  it.for([2, 3])(
    '%i nodes: an AWS notice on the last node stops every rank at one step, one seal, one dispatch, and the restarted gang ends with the model of an uninterrupted gang',
    { timeout: 420_000 },
    async (nodes, context) => {
      requireTool(context, PYTORCH, TORCHRUN_PYTHON !== undefined);
      const python = TORCHRUN_PYTHON ?? '';
      const env = { ...githubEnv(), ...TRAINER_ENV };
      const root = await tempDir('gang-torch');
      const last = nodes - 1;
      const plainGang = await newGang(join(root, 'plain'), '9500', nodes);
      const drilledGang = await newGang(root, '9600', nodes);
      // The last node's VM gets the AWS notice, sent once the gang has uploaded its first
      // checkpoint: torch's imports and the rendezvous take what they take on a loaded machine.
      const imds = await AwsImds.start();
      const imdsEnv = { ...env, AWS_EC2_METADATA_SERVICE_ENDPOINT: imds.server.url };
      const noticeOnceSaved = (async () => {
        await eventually(
          async () => expect(await uploaded(join(root, 'bucket/9600/9600'))).toBe(true),
          300_000,
        );
        const time = new Date(Date.now() + 120_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
        imds.instanceAction = { action: 'terminate', time };
      })();
      const [plain, drilled] = await Promise.all([
        runGang(plainGang, (node) => ({ run: torchrun(python, node), restart: 'false' }), env),
        runGang(
          drilledGang,
          (node) => ({
            run: torchrun(python, node),
            'github-token': token,
            ...(node === last ? { cloud: 'aws' } : {}),
          }),
          (node) => (node === last ? imdsEnv : env),
        ),
      ]).finally(() => imds.server.close());
      await noticeOnceSaved;
      for (const run of plain.runs) expect(run.outputs.outcome, run.stdout).toBe('completed');
      const expected = finalDigest(plain.runs.map((run) => run.stdout));

      // Every rank stopped after the same step and saved it; the other nodes were told by the gang.
      const stops = drilled.runs.map((run) => {
        expect(run.outputs.outcome, run.stdout).toBe('interrupted');
        const found = /rank (\d+): stopped after step (\d+) \((.+)\); saved$/m.exec(run.stdout);
        expect(found, run.stdout).not.toBeNull();
        return Number(found?.[2]);
      });
      expect(new Set(stops).size).toBe(1);
      expect(stops[0]).toBeLessThan(STEPS);
      for (const run of drilled.runs.slice(0, last))
        expect(run.stdout).toContain(`node ${last} got a notice (aws`);
      // The workers were signalled, not torchrun's agents; node 0's serves the rendezvous.
      expect(drilled.runs[0]?.stdout).toContain('left 1 torchrun agent running');
      expect(drilled.runs[last]?.stdout).toContain('froze 1 torchrun agent; sent SIGINT to');
      expect(github.dispatches).toHaveLength(1);
      const store = new FileStore(join(root, 'bucket'));
      const sealed = await readRunManifest(store, '9600', '9600');
      expect(typeof sealed === 'object' && sealed.state).toBe('interrupted');
      expect(typeof sealed === 'object' && sealed.gang?.members.length).toBe(nodes);

      // The restart: every node restores the union and the gang resumes from the saved step.
      const restarted = await newGang(root, String(github.dispatches[0]?.runId), nodes, {
        inputs: { _restart: '9600' },
      });
      const resumed = await runGang(
        restarted,
        (node) => ({ run: torchrun(python, node), restart: 'false' }),
        env,
      );
      for (const run of resumed.runs) {
        expect(run.outputs.outcome, run.stdout).toBe('completed');
        expect(run.outputs['restored-from']).toBe('9600');
        expect(run.stdout).toMatch(new RegExp(`resumed from step ${stops[0]}\\b`));
      }
      expect(finalDigest(resumed.runs.map((run) => run.stdout))).toBe(expected);
    },
  );
});

/** Whether any node has uploaded a file of the run (below `runDir`, in a node's files/). */
async function uploaded(runDir: string): Promise<boolean> {
  const nodes = await readdir(runDir).catch(() => [] as string[]);
  for (const node of nodes.filter((name) => name.startsWith('node-'))) {
    const files = await readdir(join(runDir, node, 'files')).catch(() => [] as string[]);
    if (files.length > 0) return true;
  }
  return false;
}
