import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sealGang } from '../../src/checkpoints/gang-seal.js';
import { takeRunKey } from '../../src/records/run-owner.js';
import type { RunIdentity } from '../../src/records/identity.js';
import { systemClock } from '../../src/base/clock.js';
import { sealGangRun } from '../../src/modes/finalize-gang.js';
import { recordRun } from '../../src/records/run-record.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { manifestKey } from '../../src/store/layout.js';
import { readLineage } from '../../src/records/lineage.js';
import { parseManifest, type Manifest } from '../../src/records/manifest.js';
import { readRunManifest } from '../../src/records/run-manifest.js';
import { runAttempt } from '../../src/supervisor/attempt.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { tempDir } from '../helpers/temp-dir.js';

/**
 * A new lineage takes its first run's id, so runs recorded from nothing are
 * named 'L' here. Each node of a gang is its own attempt with its own outputs directory, as
 * on its own VM; they share the store and the run key.
 */
async function setup() {
  const dir = await tempDir('gang-ckpt');
  const store = new FileStore(join(dir, 'store'));
  const logger = new RecordingLogger();
  const node = (identity: RunIdentity, script: string) => {
    const home = join(dir, identity.runId, `node-${identity.node?.index ?? 'x'}`);
    return runAttempt({
      identity,
      command: { kind: 'script', script },
      cwd: dir,
      env: process.env,
      outputsDir: join(home, 'outputs'),
      restartDir: join(home, '_restart'),
      noticeFile: join(home, 'notice.json'),
      restoreToOutputs: false,
      store,
      sources: [],
      timing: { settleMs: 50, scanIntervalMs: 30, flushReserveMs: 1000, killGraceMs: 1000 },
      concurrency: 2,
      clock: systemClock,
      logger,
    });
  };
  const seal = (runId: string, nodes: number) =>
    sealGang({
      store,
      lineage: 'L',
      runId,
      nodes,
      by: 'test',
      nodesGone: false,
      until: Date.now() + 2000,
      pollMs: 50,
      clock: systemClock,
      logger,
    });
  return { dir, store, logger, node, seal };
}

const gangOf = (runId: string, attempt: number, index: number, count: number): RunIdentity => ({
  lineage: 'L',
  runId,
  attempt,
  node: { index, count },
});

/** Writes `files` (path → content) into the outputs, then exits with `code`. */
function writes(files: Record<string, string>, code = 0): string {
  const lines = Object.entries(files).map(
    ([path, content]) =>
      `mkdir -p "$(dirname "$SPOT_TRAIN_OUTPUTS_DIR/${path}")"; printf %s '${content}' > "$SPOT_TRAIN_OUTPUTS_DIR/${path}"`,
  );
  return [...lines, `exit ${code}`].join('\n');
}

describe('a gang run in the store', () => {
  it('is the union of what every node uploaded, and a restore gives each node of the next gang all of it', async () => {
    const { store, node, seal, dir } = await setup();
    // torch.distributed.checkpoint writes one shard per rank; global rank 0 may be on any node.
    const [zero, one] = await Promise.all([
      node(gangOf('r1', 1, 0, 2), writes({ 'ckpt/__0_0.distcp': 'shard-0', 'rank-0.json': '0' })),
      node(
        gangOf('r1', 1, 1, 2),
        writes({ 'ckpt/__1_0.distcp': 'shard-1', 'ckpt/.metadata': 'meta', 'rank-1.json': '1' }),
      ),
    ]);
    expect([zero.outcome, one.outcome]).toEqual(['completed', 'completed']);
    const report = await seal('r1', 2);
    expect(report.sealed).toBe(true);
    const sealed = parseManifest((await store.readText(manifestKey('L', 'r1'))) ?? '') as Manifest;
    expect(sealed.state).toBe('completed');
    expect(sealed.files.map((file) => file.path).sort()).toEqual([
      'ckpt/.metadata',
      'ckpt/__0_0.distcp',
      'ckpt/__1_0.distcp',
      'rank-0.json',
      'rank-1.json',
    ]);
    expect(sealed.gang?.members.map((member) => member.state)).toEqual(['completed', 'completed']);

    // The next gang, with three nodes this time (DCP reshards on load): each restores all five files.
    const next = await Promise.all(
      [0, 1, 2].map((index) => node(gangOf('r2', 2, index, 3), 'exit 0')),
    );
    for (const [index, result] of next.entries()) {
      expect(result.restore.fromRunId).toBe('r1');
      const restored = join(dir, 'r2', `node-${index}`, '_restart');
      expect(await readFile(join(restored, 'ckpt/__1_0.distcp'), 'utf8')).toBe('shard-1');
      expect(await readFile(join(restored, 'rank-0.json'), 'utf8')).toBe('0');
    }
  });

  it('is not hidden behind the launch record while its nodes run, and waits for every node before it seals', async () => {
    const { store, node, seal, logger } = await setup();
    await recordRun({ store, runKey: 'L', restartFrom: undefined, clock: systemClock, logger });
    await node(gangOf('L', 1, 1, 2), writes({ 'rank-1.json': 'one' }));
    const before = await readRunManifest(store, 'L', 'L');
    expect(typeof before === 'object' && before.state).toBe('running');
    expect(typeof before === 'object' && before.files.map((file) => file.path)).toEqual([
      'rank-1.json',
    ]);
    // Node 0 has not sealed: the gang's seal waits, then says which node it waited for.
    const early = await seal('L', 2);
    expect(early).toEqual({ sealed: false, reason: 'node 0 had not sealed yet' });
    // A restore meanwhile still takes what node 1 saved.
    const runs = await readLineage(store, 'L');
    expect(typeof runs[0]?.manifest === 'object' && runs[0].manifest.files.length).toBe(1);
  });

  it('names both nodes when they upload one path with different content, and keeps the lower node’s copy', async () => {
    const { store, node, seal, logger } = await setup();
    await Promise.all([
      node(gangOf('r1', 1, 0, 2), writes({ 'model.pt': 'from-0', 'same.txt': 'x' })),
      node(gangOf('r1', 1, 1, 2), writes({ 'model.pt': 'from-1', 'same.txt': 'x' })),
    ]);
    const report = await seal('r1', 2);
    expect(report.sealed && report.manifest.gang?.conflicts).toEqual([
      { path: 'model.pt', nodes: [0, 1] },
    ]);
    expect(logger.text('error')).toContain(
      'model.pt was uploaded by node 0 and node 1 with different content',
    );
    const model = report.sealed
      ? report.manifest.files.find((f) => f.path === 'model.pt')
      : undefined;
    expect(model?.key).toContain('/node-0/');
    const runs = await readLineage(store, 'L');
    expect(runs[0]?.runId).toBe('r1');
  });

  it('is sealed by finalize as interrupted when a node never sealed, with what that node had saved', async () => {
    const { store, node, logger } = await setup();
    await recordRun({ store, runKey: 'L', restartFrom: undefined, clock: systemClock, logger });
    await node(gangOf('L', 1, 0, 3), writes({ 'model.pt': 'm' }));
    // Node 1 wrote a running manifest and its VM vanished; node 2 never started.
    const running: Manifest = {
      format: 1,
      lineage: 'L',
      runId: 'L',
      attempt: 1,
      state: 'running',
      startedAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
      files: [],
      node: 1,
      nodes: 3,
    };
    await store.writeText(manifestKey('L', 'L', 1), JSON.stringify(running));
    const { manifest } = await recordRun({
      store,
      runKey: 'L',
      restartFrom: undefined,
      clock: systemClock,
      logger,
    });
    expect(manifest.state).toBe('running');
    const sealed = await sealGangRun(
      { store, lineage: 'L', runKey: 'L' },
      manifest,
      systemClock,
      logger,
    );
    expect(sealed.state).toBe('interrupted');
    expect(sealed.gang?.sealedBy).toBe('finalize');
    expect(sealed.gang?.members.map((member) => member.state)).toEqual([
      'completed',
      'running',
      'missing',
    ]);
    expect(sealed.files.map((file) => file.path)).toEqual(['model.pt']);
    const stored = await readRunManifest(store, 'L', 'L');
    expect(typeof stored === 'object' && stored.gang?.sealedBy).toBe('finalize');
  });

  it('lets each node take its own place in the run and refuses a second step with the same node-rank', async () => {
    const { store } = await setup();
    const take = (index: number, job: string) =>
      takeRunKey({
        store,
        identity: gangOf('r1', 1, index, 2),
        owner: { job, runner: `runner-${job}`, since: new Date().toISOString() },
        clock: systemClock,
        logger: new RecordingLogger(),
      });
    await take(0, 'train (0)');
    await take(1, 'train (1)');
    await expect(take(1, 'train (again)')).rejects.toThrow(
      /node-rank: job "train \(1\)" on runner "runner-train \(1\)" .* already trains as node 1 of run r1/,
    );
  });
});
