import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileStore } from '../../src/store/file/file-store.js';
import { readRunManifest } from '../../src/records/run-manifest.js';
import { historyKey } from '../../src/store/layout.js';
import {
  finalizeGang,
  githubEnv,
  newGang,
  nodeContext,
  nodeInputs,
  runGang,
  startAction,
  github,
  token,
  useGangGitHub,
} from '../helpers/gang.js';
import { finishAction, ROOT, runAction, type Running } from '../helpers/run-dist.js';
import { seedRun } from '../helpers/store-fixture.js';
import { tempDir } from '../helpers/temp-dir.js';

const TRAINER = join(ROOT, 'test/fixtures/gang-trainer.py');
const trainer = (steps: number) => `GANG_STEPS=${steps} GANG_STEP_SECONDS=0.05 python3 ${TRAINER}`;

useGangGitHub();

async function sigintAt(workspace: string, node: number): Promise<{ at: number; step: number }> {
  return JSON.parse(await readFile(join(workspace, 'outputs', `sigint-${node}.json`), 'utf8')) as {
    at: number;
    step: number;
  };
}

/**
 * Waits until every node's trainer has printed a step (30 s at most). A
 * node still restoring when another is lost stops before its trainer
 * starts, and then has no SIGINT to show.
 */
async function untilTraining(...nodes: readonly Running[]): Promise<void> {
  const training = (node: Running) => /^step \d+/m.test(node.output());
  for (let waited = 0; !nodes.every(training) && waited < 30_000; waited += 100)
    await new Promise((resolve) => setTimeout(resolve, 100));
}

describe('a gang of train steps, from dist/', () => {
  it('stops every node on a drill on node 1, seals one run for the gang, dispatches once, and the next gang restores both nodes’ files', async () => {
    const root = await tempDir('gang-drill');
    const gang = await newGang(root, '9100', 2);
    const { runs, contexts } = await runGang(
      gang,
      (node) => ({
        run: trainer(100_000),
        'github-token': token,
        ...(node === 1 ? { 'simulate-interruption': 'after:2s,notice:30s' } : {}),
      }),
      githubEnv(),
    );
    const [zero, one] = runs;
    expect(zero?.outputs.outcome, zero?.stdout).toBe('interrupted');
    expect(one?.outputs.outcome, one?.stdout).toBe('interrupted');
    expect(zero?.stdout).toContain('node 1 got a notice (simulated');
    expect(zero?.summary).toContain('| Node | 0 of a gang of 2 |');
    // Both trainers were told within a second of each other.
    const [a, b] = await Promise.all(contexts.map((ctx, node) => sigintAt(ctx.workspace, node)));
    expect(Math.abs((a?.at ?? 0) - (b?.at ?? 0))).toBeLessThan(1);
    expect(github.dispatches).toHaveLength(1);
    expect(github.dispatches[0]?.inputs).toEqual({ _restart: '9100' });

    const store = new FileStore(join(root, 'bucket'));
    const sealed = await readRunManifest(store, '9100', '9100');
    expect(typeof sealed === 'object' && sealed.state).toBe('interrupted');
    expect(typeof sealed === 'object' && sealed.gang?.sealedBy).toMatch(/^node [01]$/);
    expect(typeof sealed === 'object' && sealed.files.map((f) => f.path).sort()).toEqual([
      'rank-0.json',
      'rank-1.json',
      'sigint-0.json',
      'sigint-1.json',
    ]);

    // The restarted gang: each node restores both nodes' files and finishes.
    const next = await newGang(root, String(github.dispatches[0]?.runId), 2, {
      inputs: { _restart: '9100' },
    });
    const resumed = await runGang(
      next,
      () => ({ run: trainer((a?.step ?? 0) + 20), restart: 'false' }),
      githubEnv(),
    );
    for (const [node, run] of resumed.runs.entries()) {
      expect(run.outputs.outcome, run.stdout).toBe('completed');
      expect(run.stdout).toContain(`node ${node}: restored rank files [${a?.step}, ${b?.step}]`);
    }
  });

  it('stops the others when node 0, which serves the rendezvous, gets the notice', async () => {
    const root = await tempDir('gang-zero');
    const gang = await newGang(root, '9200', 3);
    const { runs } = await runGang(
      gang,
      (node) => ({
        run: trainer(100_000),
        'github-token': token,
        ...(node === 0 ? { 'simulate-interruption': 'after:2s,notice:30s' } : {}),
      }),
      githubEnv(),
    );
    for (const run of runs) expect(run.outputs.outcome, run.stdout).toBe('interrupted');
    expect(runs[2]?.stdout).toContain('node 0 got a notice (simulated');
    expect(github.dispatches).toHaveLength(1);
  });

  it('hands an on-demand gang back to spot from node 0, and every node saves', async () => {
    const root = await tempDir('gang-hand-back');
    const gang = await newGang(root, '9150', 2);
    // The launch went on-demand under a deadline 30 h away; the gang trains 100,000 steps of 50 ms.
    const now = Date.now();
    await new FileStore(join(root, 'bucket')).writeText(
      historyKey('9150', '9150', 'launch'),
      JSON.stringify({
        cloud: 'aws',
        region: 'us-east-1',
        instanceType: 'p3.2xlarge',
        market: 'on-demand',
        nodes: 2,
        instanceIds: ['i-0', 'i-1'],
        vmRequestedAt: new Date(now - 60_000).toISOString(),
        vmRunningAt: new Date(now - 30_000).toISOString(),
        deadline: {
          at: new Date(now + 30 * 3_600_000).toISOString(),
          totalSteps: 100_000,
          restartMs: 360_000,
          lostMs: 300_000,
          handBackAfterMs: 0,
        },
      }),
    );
    const { runs, contexts } = await runGang(
      gang,
      () => ({ run: trainer(100_000), 'github-token': token }),
      githubEnv(),
    );
    const [zero, one] = runs;
    expect(zero?.stdout).toContain('handing the lineage back to spot');
    expect(one?.stdout).not.toContain('handing the lineage back to spot');
    expect(one?.stdout).toContain('node 0 got a notice (hand-back');
    for (const run of runs) expect(run.outputs.outcome, run.stdout).toBe('interrupted');
    await Promise.all(contexts.map((ctx, node) => sigintAt(ctx.workspace, node)));
    expect(github.dispatches).toHaveLength(1);
    expect(github.dispatches[0]?.inputs).toEqual({ _restart: '9150' });
  });

  it('stops the survivors when a node is killed without a notice, and the restart still comes once', async () => {
    const root = await tempDir('gang-kill');
    const gang = await newGang(root, '9300', 2);
    const env = githubEnv();
    const ctx0 = await nodeContext(gang, 0);
    const ctx1 = await nodeContext(gang, 1);
    const zero = await startAction(
      'main.js',
      nodeInputs(gang, 0, { run: trainer(100_000), 'github-token': token }),
      ctx0,
      env,
    );
    const { running: one } = await startAction(
      'main.js',
      nodeInputs(gang, 1, { run: trainer(100_000), 'github-token': token }),
      ctx1,
      env,
    );
    // Once both trainers train, node 1's supervisor dies.
    await untilTraining(one, zero.running);
    one.kill('SIGKILL');
    const killedAt = Date.now();
    const run = await finishAction(zero);
    expect(run.outputs.outcome, run.stdout).toBe('interrupted');
    expect(run.stdout).toMatch(/node 1 was lost/);
    const stopped = await sigintAt(ctx0.workspace, 0);
    expect(stopped.at * 1000 - killedAt).toBeLessThan(6000);
    expect(github.dispatches).toHaveLength(1);

    // Node 1 never sealed: finalize seals the gang's run with what node 1's manifest names.
    const finalize = await finalizeGang(gang, ['failure', 'failure'], env);
    expect(finalize.code, finalize.stdout).toBe(0);
    expect(finalize.stdout).toContain("sealed the gang's run 9300 (interrupted)");
    const sealed = await readRunManifest(new FileStore(join(root, 'bucket')), '9300', '9300');
    expect(typeof sealed === 'object' && sealed.gang?.sealedBy).toBe('finalize');
    expect(typeof sealed === 'object' && sealed.gang?.members.map((m) => m.state)).toEqual([
      'interrupted',
      'running',
    ]);
    // Node 0 had already claimed the restart: finalize does not dispatch a second one.
    expect(github.dispatches).toHaveLength(1);
  });

  it('stops the survivors when a node goes silent, as a VM that vanishes sends no FIN', async () => {
    const root = await tempDir('gang-silent');
    const gang = await newGang(root, '9350', 2);
    const env = githubEnv();
    const inputs = { run: trainer(100_000), 'github-token': token };
    const ctx0 = await nodeContext(gang, 0);
    const zero = await startAction('main.js', nodeInputs(gang, 0, inputs), ctx0, env);
    const { running: one } = await startAction(
      'main.js',
      nodeInputs(gang, 1, inputs),
      await nodeContext(gang, 1),
      env,
    );
    await untilTraining(one, zero.running);
    // Frozen, its sockets stay open: only the missing heartbeats tell.
    one.kill('SIGSTOP');
    const frozenAt = Date.now();
    try {
      const run = await finishAction(zero);
      expect(run.outputs.outcome, run.stdout).toBe('interrupted');
      expect(run.stdout).toMatch(/node 1 was lost \(.*silent/);
      // 5 s of silence make a loss (checked once a heartbeat); the trainer hears of it at once.
      const told = (await sigintAt(ctx0.workspace, 0)).at * 1000 - frozenAt;
      expect(told).toBeGreaterThan(4500);
      expect(told).toBeLessThan(8000);
    } finally {
      one.kill('SIGKILL');
    }
  });

  it('a node whose step fails after joining ends at once and leaves the gang a stop, even for a node 0 not yet up', async () => {
    const root = await tempDir('gang-fail');
    const gang = await newGang(root, '9370', 2);
    const readOnly = github.issueToken({ kind: 'github-token', permissions: { actions: 'read' } });
    const env = githubEnv();
    // Node 1 fails before node 0 listens: it cannot be restarted, so it never trains.
    const one = await runAction(
      'main.js',
      nodeInputs(gang, 1, { run: trainer(100_000), 'github-token': readOnly }),
      await nodeContext(gang, 1),
      env,
    );
    expect(one.code).toBe(1);
    expect(one.stdout).toMatch(/::error::spot-train: restart: the token cannot dispatch/);
    // Node 0 comes up later and finds the stop in the store instead of waiting for node 1.
    const zero = await runAction(
      'main.js',
      nodeInputs(gang, 0, { run: trainer(100_000), 'github-token': token }),
      await nodeContext(gang, 0),
      env,
    );
    expect(zero.outputs.outcome, zero.stdout).toBe('interrupted');
    expect(zero.stdout).toContain("node 1 stopped the gang (node 1's train step failed");
  });

  it('does not restart a cancelled gang: a person’s stop on one node is not passed on as a reclaim', async () => {
    const root = await tempDir('gang-cancel');
    const gang = await newGang(root, '9380', 2);
    const env = githubEnv();
    const inputs = { run: trainer(100_000), 'github-token': token };
    const started = await Promise.all(
      [0, 1].map(async (node) =>
        startAction('main.js', nodeInputs(gang, node, inputs), await nodeContext(gang, node), env),
      ),
    );
    const [zero, one] = started.map((s) => s.running);
    for (let waited = 0; waited < 30_000; waited += 100) {
      if ([zero, one].every((node) => /^step \d+/m.test(node?.output() ?? ''))) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The runner sends SIGINT to every job of a cancelled run, never at quite the same moment.
    one?.kill('SIGINT');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    zero?.kill('SIGINT');
    const ended = await Promise.all([zero?.done, one?.done]);
    for (const end of ended) expect(end?.stdout).toMatch(/a person stopped the run|SIGINT/);
    expect(ended[0]?.stdout).not.toContain('node 1 got a notice');
    expect(github.dispatches).toEqual([]);
  });

  it('stops the gang when a notice comes during the restore, and the run still names every restored file', async () => {
    const root = await tempDir('gang-restore');
    // The interrupted run is put in the store as a gang would have left it: a drilled first
    // gang on a loaded machine may be stopped before its trainers wrote anything.
    await seedRun(new FileStore(join(root, 'bucket')), {
      lineage: '9400',
      runId: '9400',
      attempt: 1,
      files: { 'rank-0.json': '{"step": 10}', 'rank-1.json': '{"step": 10}' },
    });
    const second = await newGang(root, '9401', 2, { inputs: { _restart: '9400' } });
    // Armed as the attempt starts: it fires while node 1 restores.
    const { runs } = await runGang(
      second,
      (node) => ({
        run: trainer(100_000),
        'github-token': token,
        ...(node === 1 ? { 'simulate-interruption': 'after:0s,notice:30s,attempts:2' } : {}),
      }),
      githubEnv(),
    );
    for (const run of runs) expect(run.outputs.outcome, run.stdout).toBe('interrupted');
    expect(runs[1]?.stdout).toContain('the notice came before the trainer started');
    // By the channel or by the store's stop record, whichever node 0 read first.
    expect(runs[0]?.stdout).toMatch(/node 1 (got a notice|stopped the gang) \(simulated/);
    expect(github.dispatches).toHaveLength(1);
    expect(github.dispatches[0]?.inputs).toEqual({ _restart: second.runId });
    const store = new FileStore(join(root, 'bucket'));
    const sealed = await readRunManifest(store, '9400', second.runId);
    expect(typeof sealed === 'object' && sealed.state).toBe('interrupted');
    expect(typeof sealed === 'object' && sealed.files.map((f) => f.path)).toEqual(
      expect.arrayContaining(['rank-0.json', 'rank-1.json']),
    );
  });
});
