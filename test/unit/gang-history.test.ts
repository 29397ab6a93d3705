import { describe, expect, it } from 'vitest';
import { readLineageHistory } from '../../src/history/read-history.js';
import { TrainHistory } from '../../src/history/train-history.js';
import { GangChangeNotes } from '../../src/modes/gang-change-notes.js';
import { GangMembership } from '../../src/notice/gang/membership.js';
import { serializeManifest } from '../../src/records/manifest.js';
import { FileStore } from '../../src/store/file/file-store.js';
import {
  gangChangesPrefix,
  historyKey,
  lineageEntryKey,
  manifestKey,
  runIndexKey,
} from '../../src/store/layout.js';
import { seedElasticHistory } from '../helpers/elastic-history.js';
import { FakeClock } from '../helpers/fake-clock.js';
import { seedHistory } from '../helpers/history-fixture.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { tempDir } from '../helpers/temp-dir.js';

const MIN = 60_000;

/** A store holding lineage R of one running run R, node 0's view of a gang of 3 (min-nodes 2). */
async function gangRun() {
  const store = new FileStore(await tempDir('gang-history'));
  await store.writeText(runIndexKey('R'), 'R\n');
  await store.writeText(lineageEntryKey('R', 1, 'R'), '{}\n');
  const now = new Date().toISOString();
  const manifest = { format: 1, lineage: 'R', runId: 'R', attempt: 1, state: 'running' } as const;
  await store.writeText(
    manifestKey('R', 'R'),
    serializeManifest({ ...manifest, startedAt: now, updatedAt: now, files: [] }),
  );
  const clock = new FakeClock();
  const logger = new RecordingLogger();
  const node = { index: 0, count: 3, minNodes: 2 };
  const identity = { lineage: 'R', runId: 'R', attempt: 1, node };
  const history = new TrainHistory({ store, identity, stepStartedAt: clock.now(), clock, logger });
  return { store, clock, logger, history };
}

describe("an elastic gang's changes of members in the history", () => {
  it('are written by node 0 as it hears them and read back with the run: who left, the replacement asked for, who joined, the node-minutes short', async () => {
    const { store, clock, history } = await gangRun();
    const notes = new GangChangeNotes(history, 3, clock);
    const membership = new GangMembership(3, 2, 0);
    notes.formed(2);
    const start = clock.now();
    membership.leaves(2);
    notes.heard(
      { kind: 'notice', node: 2, deadline: start + 2 * MIN, reason: 'aws: x' },
      membership,
    );
    notes.asked({ node: 3, seat: 2, replaces: 2, run: 'https://example.test/runs/42' });
    await clock.advance(4 * MIN);
    membership.joins(3);
    notes.heard({ kind: 'joined', node: 3, reason: 'node 3 joined' }, membership);
    await history.settled();
    expect(await store.listChildren(gangChangesPrefix('R', 'R'))).toEqual([
      'asked-3.json',
      'joined-3.json',
      'left-2.json',
    ]);
    const [run] = await readLineageHistory(store, 'R');
    expect(run?.gang).toEqual({
      nodes: 3,
      minNodes: 2,
      changes: [
        {
          kind: 'left',
          node: 2,
          seat: 2,
          why: 'notice',
          reason: 'aws: x',
          trainsOn: true,
          at: start,
        },
        {
          kind: 'asked',
          node: 3,
          seat: 2,
          replaces: 2,
          run: 'https://example.test/runs/42',
          at: start,
        },
        // The joined event names only the id: its seat comes from node 0's request.
        { kind: 'joined', node: 3, seat: 2, at: start + 4 * MIN },
      ],
      // No end recorded yet: short up to the last change.
      shortNodeMinutes: 4,
    });
  });

  it('count short time to the attempt end, and tell which node a notice was about', async () => {
    const store = new FileStore(await tempDir('gang-history-seeded'));
    await seedElasticHistory(store);
    const [first, second] = await readLineageHistory(store, 'G');
    expect(first?.noticeNode).toBe(0);
    expect(first?.gang?.shortNodeMinutes).toBeCloseTo(5);
    expect(second?.gang?.changes.map((c) => [c.kind, c.node, c.seat])).toEqual([
      ['left', 1, 1],
      ['asked', 3, 1],
      ['joined', 3, 1],
    ]);
    expect(second?.noticeNode).toBeUndefined();
  });

  it('leave older runs as they read: no gang, no notice node', async () => {
    const store = new FileStore(await tempDir('gang-history-old'));
    await seedHistory(store);
    const history = await readLineageHistory(store, 'L');
    expect(history.map((run) => [run.gang, run.noticeNode])).toEqual([
      [undefined, undefined],
      [undefined, undefined],
    ]);
    expect(history[0]?.interrupted).toBe('notice');
  });

  it('skip a garbled record with a warning, and read the rest', async () => {
    const store = new FileStore(await tempDir('gang-history-garbled'));
    await seedElasticHistory(store);
    await store.writeText(`${gangChangesPrefix('G', '201')}left-4.json`, '{"kind":"lef');
    const wrong = { kind: 'joined', node: 9, at: '2026-12-05T10:00:00Z' };
    await store.writeText(`${gangChangesPrefix('G', '201')}joined-5.json`, JSON.stringify(wrong));
    const noTime = { kind: 'joined', node: 6, at: 'soon' };
    await store.writeText(`${gangChangesPrefix('G', '201')}joined-6.json`, JSON.stringify(noTime));
    await store.writeText(`${gangChangesPrefix('G', '201')}notes.txt`, 'not a change');
    const warnings: string[] = [];
    const [, run] = await readLineageHistory(store, 'G', { warn: (w) => warnings.push(w) });
    expect(run?.gang?.changes).toHaveLength(3);
    expect(warnings.sort()).toEqual([
      'run 201: skipped its gang record joined-5.json: not the joined of node 5',
      'run 201: skipped its gang record joined-6.json: no time',
      'run 201: skipped its gang record left-4.json: not JSON',
    ]);
  });

  it('an elastic record without a size is passed over with a warning', async () => {
    const store = new FileStore(await tempDir('gang-history-no-size'));
    await seedElasticHistory(store);
    await store.writeText(historyKey('G', '201', 'elastic'), '{"at":"x","nodes":"three"}\n');
    const warnings: string[] = [];
    const [, run] = await readLineageHistory(store, 'G', { warn: (w) => warnings.push(w) });
    expect(run?.gang).toBeUndefined();
    expect(warnings.join('\n')).toContain('run 201: its elastic-gang record has no size');
  });
});

describe("a gang node's notice in the history", () => {
  const notice = (extra = {}) => ({
    source: 'gang' as const,
    reason: 'node 2 got a notice (aws: x)',
    receivedAt: Date.parse('2026-11-30T12:00:00Z'),
    deadline: Date.parse('2026-11-30T12:02:00Z'),
    ...extra,
  });

  it('names the node it was about: the one heard of, or the recording node itself', async () => {
    const { store, history } = await gangRun();
    history.noticed(notice({ node: 2 }));
    await history.settled();
    const text = await store.readText(historyKey('R', 'R', 'notice'));
    expect(JSON.parse(text ?? '{}')).toMatchObject({ source: 'gang', node: 2 });
    const own = await gangRun();
    own.history.noticed(notice({ source: 'aws' }));
    await own.history.settled();
    const ownText = await own.store.readText(historyKey('R', 'R', 'notice'));
    expect(JSON.parse(ownText ?? '{}')).toMatchObject({ source: 'aws', node: 0 });
  });

  it("is not the gang run's when the node left an elastic gang that trains on", async () => {
    const { store, history } = await gangRun();
    history.leavesGangWhen(() => true);
    history.noticed(notice({ source: 'aws' }));
    await history.settled();
    expect(await store.readText(historyKey('R', 'R', 'notice'))).toBeUndefined();
  });
});
