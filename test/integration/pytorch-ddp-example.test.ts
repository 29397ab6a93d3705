import { execFile } from 'node:child_process';
import { cp, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/run-dist.js';
import { PYTORCH, requireTool } from '../helpers/system-tool.js';
import { tempDir } from '../helpers/temp-dir.js';
import { childPids, startGang, TORCHRUN_PYTHON, type GangNode } from '../helpers/torch-gang.js';
import { eventually } from '../helpers/wait.js';

const TRAINER = join(ROOT, 'examples/pytorch-ddp/train.py');
const STEPS = 60;
const execFileAsync = promisify(execFile);

// CPU only, one thread: bit-identical floating point from run to run. 50 ms
// steps give the test time to signal a worker in the middle of the run.
const ENV = {
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('SPOT_'))),
  CUDA_VISIBLE_DEVICES: '',
  OMP_NUM_THREADS: '1',
  TOTAL_STEPS: String(STEPS),
  STEP_SECONDS: '0.05',
  SAVE_EVERY: '25',
};
const ARGS = ['--log-every', '5'];

async function finish(gang: readonly GangNode[]): Promise<string[]> {
  const outputs: string[] = [];
  for (const { node, agent } of gang) {
    const done = await agent.done;
    expect(done.code, `node ${String(node)}:\n${done.stdout}${done.stderr}`).toBe(0);
    outputs.push(done.stdout);
  }
  return outputs;
}

function digest(outputs: readonly string[]): string {
  const found = outputs.flatMap((out) => [
    ...out.matchAll(new RegExp(`done: step ${String(STEPS)}, model sha256 ([0-9a-f]{64})$`, 'gm')),
  ]);
  expect(found, outputs.join('\n')).toHaveLength(1);
  return found[0]?.[1] ?? '';
}

/** Every file under each node's outputs, as `node-<n>/<path>`. */
async function filesOf(gang: readonly GangNode[], dir: string): Promise<string[]> {
  const all = await Promise.all(
    gang.map(async ({ node }) => {
      const root = `node-${String(node)}`;
      const found = await readdir(join(dir, root), { recursive: true, withFileTypes: true });
      return found
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
    }),
  );
  return all.flat().sort();
}

/** The model file the gang's rank 0 wrote, wherever c10d put rank 0. */
async function finalModel(gang: readonly GangNode[]): Promise<string> {
  const found = [];
  for (const { outputs } of gang) {
    if ((await readdir(outputs)).includes('model.pt')) found.push(join(outputs, 'model.pt'));
  }
  expect(found).toHaveLength(1);
  return found[0] ?? '';
}

/** Whether two saved state_dicts hold the same tensors bit for bit, as Python says. */
async function sameTensors(python: string, a: string, b: string): Promise<string> {
  const script = [
    'import sys, torch',
    'a, b = (torch.load(p) for p in sys.argv[1:])',
    'print("equal" if a.keys() == b.keys() and all(torch.equal(a[k], b[k]) for k in a)',
    '      else "different: " + ", ".join(sorted(a.keys() ^ b.keys()) or [k for k in a if not torch.equal(a[k], b[k])]))',
  ].join('\n');
  return (await execFileAsync(python, ['-c', script, a, b])).stdout.trim();
}

describe('examples/pytorch-ddp/train.py on a gang of torchrun agents over 127.0.0.1', () => {
  it.for([2, 3])(
    "%i nodes: SIGINT to the last node's worker stops every rank at one step, each exits 0, and the gang resumed from the union ends with the model of an uninterrupted gang",
    { timeout: 240_000 },
    async (nodes, context) => {
      requireTool(context, PYTORCH, TORCHRUN_PYTHON !== undefined);
      const python = TORCHRUN_PYTHON ?? '';
      const dir = await tempDir('ddp');
      const gang = (name: string, restartDir?: string) =>
        startGang({
          python,
          trainer: TRAINER,
          nodes,
          dir: join(dir, name),
          env: ENV,
          trainerArgs: ARGS,
          ...(restartDir === undefined
            ? {}
            : { restartDirs: Array<string>(nodes).fill(restartDir) }),
        });

      // The uninterrupted gang trains alongside the interrupted one: the
      // machine mostly waits for the steps' sleeps and torch's imports.
      const plain = await gang('plain');
      const drilled = await gang('drilled');
      const last = drilled[nodes - 1];
      if (last === undefined) throw new Error('no last node');
      await eventually(
        () => expect(drilled.map((n) => n.agent.output()).join('')).toMatch(/step 10 loss/),
        120_000,
      );
      // The workers only, as spot-train signals them, not torchrun's agent.
      const workers = await childPids(last.agent.pid);
      expect(workers).toHaveLength(1);
      for (const pid of workers) process.kill(pid, 'SIGINT');

      // Each node's one worker: its rank, the step it stopped after, and why.
      const stops = (await finish(drilled)).map((out) => {
        const found = [...out.matchAll(/rank (\d+): stopped after step (\d+) \((.+)\); saved$/gm)];
        expect(found, out).toHaveLength(1);
        return { rank: Number(found[0]?.[1]), step: Number(found[0]?.[2]), why: found[0]?.[3] };
      });
      expect(stops.map((stop) => stop.rank).sort()).toEqual([...Array(nodes).keys()]);
      const step = stops[0]?.step ?? 0;
      expect(stops.map((stop) => stop.step)).toEqual(Array<number>(nodes).fill(step));
      expect(step).toBeGreaterThanOrEqual(10);
      expect(step).toBeLessThan(STEPS);
      expect(stops.map((stop) => stop.why)).toEqual([
        ...Array<string>(nodes - 1).fill('another rank was told to'),
        'SIGINT',
      ]);
      const stopped = drilled.map((n) => n.agent.output()).join('\n');
      expect(stopped).not.toMatch(/^done:/m);

      // Rank 0's model and optimizer on one node, one file per rank on its
      // rank's node: no node alone can resume.
      const folder = `ckpt/step-${String(step).padStart(6, '0')}`;
      const saved = (await filesOf(drilled, join(dir, 'drilled'))).filter((f) =>
        f.includes(folder),
      );
      expect(saved.map((f) => f.replace(/^node-\d+\//, '')).sort()).toEqual([
        `${folder}/model.pt`,
        ...[...Array(nodes).keys()].map((r) => `${folder}/rank-${String(r)}.json`),
      ]);
      for (const { node } of drilled) {
        expect(saved.filter((f) => f.startsWith(`node-${String(node)}/`)).length).toBeGreaterThan(
          0,
        );
      }

      // What spot-train's restore gives every node: the union of the gang's files.
      const union = join(dir, 'restart');
      await mkdir(union);
      for (const { outputs } of drilled) await cp(outputs, union, { recursive: true });
      const resumed = await gang('resumed', union);
      const resumedOut = await finish(resumed);
      const uninterrupted = await finish(plain);
      for (const out of resumedOut) {
        expect(out).toMatch(
          new RegExp(`resumed from step ${String(step)} \\(random state restored\\)$`, 'm'),
        );
      }
      expect(digest(resumedOut)).toBe(digest(uninterrupted));
      expect(await sameTensors(python, await finalModel(resumed), await finalModel(plain))).toBe(
        'equal',
      );
    },
  );

  it('refuses to resume when the nodes found different checkpoints: every rank exits non-zero and says why', async (context) => {
    requireTool(context, PYTORCH, TORCHRUN_PYTHON !== undefined);
    const python = TORCHRUN_PYTHON ?? '';
    const dir = await tempDir('ddp-mismatch');
    const env = { ...ENV, TOTAL_STEPS: '5', STEP_SECONDS: '0', SAVE_EVERY: '5' };
    const options = { python, trainer: TRAINER, nodes: 2, env, trainerArgs: ARGS };
    const first = await startGang({ ...options, dir: join(dir, 'first') });
    await finish(first);

    // Node 0 gets the union of the gang's files, node 1 only its own: the
    // restore of a store that kept one node's uploads.
    const union = join(dir, 'union');
    for (const { outputs } of first) await cp(outputs, union, { recursive: true });
    const own = first[1]?.outputs ?? '';
    const second = await startGang({
      ...options,
      dir: join(dir, 'second'),
      restartDirs: [union, own],
    });
    for (const { node, agent } of second) {
      const done = await agent.done;
      expect(done.code, `node ${String(node)}`).not.toBe(0);
      expect(done.stdout + done.stderr).toMatch(
        /GangError: rank [01]: the ranks found different newest complete checkpoints, from step 0 to step 5 \(this rank: (none|step 5 in \S+)\); every node needs the files of every node in \$SPOT_TRAIN_RESTART_DIR/,
      );
    }
    expect(second[1]?.agent.output()).toMatch(
      /passing over \S+step-000005: it lacks (model\.pt, rank-0\.json|rank-1\.json)$/m,
    );
  }, 180_000);

  it("fails a rank within COLLECTIVE_TIMEOUT_SECONDS when its peer stops answering, instead of torch's 30 minutes", async (context) => {
    requireTool(context, PYTORCH, TORCHRUN_PYTHON !== undefined);
    const python = TORCHRUN_PYTHON ?? '';
    const env = { ...ENV, TOTAL_STEPS: '2000', COLLECTIVE_TIMEOUT_SECONDS: '3' };
    const gang = await startGang({
      python,
      trainer: TRAINER,
      nodes: 2,
      dir: await tempDir('ddp-vanished'),
      env,
      trainerArgs: ARGS,
    });
    await eventually(
      () => expect(gang.map((n) => n.agent.output()).join('')).toMatch(/step 10 loss/),
      120_000,
    );
    // A VM gone without a word: its worker neither answers nor closes its connections.
    const [survivor, vanished] = gang;
    for (const pid of await childPids(vanished?.agent.pid ?? -1)) process.kill(pid, 'SIGSTOP');
    const since = Date.now();
    // gloo words its timeout two ways, depending on whether the wait or the
    // pair it was waiting on noticed first; both are the 3 s timeout.
    await eventually(
      () =>
        expect(survivor?.agent.output()).toMatch(
          /rank [01]: a collective failed, is a peer gone\? \(.*(Timed out waiting 3000ms|Application timeout caused pair closure)/,
        ),
      30_000,
    );
    expect(Date.now() - since).toBeGreaterThanOrEqual(2_500);
  }, 180_000);
});
