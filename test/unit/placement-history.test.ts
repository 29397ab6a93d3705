import { describe, expect, it } from 'vitest';
import { FileStore } from '../../src/store/file/file-store.js';
import { evidenceOf } from '../../src/placement/history-evidence.js';
import { lineageProgress, stepTimesByType } from '../../src/placement/lineage-progress.js';
import { readStoreHistory } from '../../src/placement/read-evidence.js';
import { seedRun } from '../helpers/placement-history.js';
import { tempDir } from '../helpers/temp-dir.js';

const HOUR = 3_600_000;
const T = Date.parse('2026-12-01T00:00:00Z');

async function store() {
  const s = new FileStore(await tempDir('placement-history'));
  const base = { region: 'us-east-1', type: 'g5.xlarge' } as const;
  // Lineage 500: reclaimed in 1a after 2 h (saved at the notice), continued in 1b 10 min later.
  await seedRun(s, {
    ...base,
    lineage: '500',
    runId: '500',
    attempt: 1,
    zone: 'us-east-1a',
    startedAt: T,
    noticeAt: T + 2 * HOUR,
    passedOver: [{ zone: 'us-east-1c', type: 'g5.xlarge', region: 'us-east-1', at: T - 60_000 }],
    steps: { first: 1, last: 1200, total: 3000, firstAt: T + 0.1 * HOUR },
  });
  await seedRun(s, {
    ...base,
    lineage: '500',
    runId: '501',
    attempt: 2,
    zone: 'us-east-1b',
    startedAt: T + 2 * HOUR + 10 * 60_000,
    endedAt: T + 5 * HOUR,
    steps: { first: 1201, last: 3000, firstAt: T + 2.3 * HOUR },
  });
  // Lineage 499, on GCP: another cloud's zones say nothing of AWS rungs.
  await seedRun(s, {
    lineage: '499',
    runId: '499',
    attempt: 1,
    cloud: 'gcp',
    region: 'us-central1',
    zone: 'us-central1-a',
    type: 'n1-standard-8',
    startedAt: T,
    noticeAt: T + HOUR,
  });
  return s;
}

describe("the placement evidence in a store's history", () => {
  it("reads every lineage's runs and keeps one cloud's: spells, reclaims, misses and the restart time", async () => {
    const histories = await readStoreHistory(await store(), undefined);
    expect(histories).toHaveLength(2);
    const evidence = evidenceOf(histories, ['aws']);
    expect(evidence.spells).toEqual([
      expect.objectContaining({ zone: 'us-east-1a', startedAt: T, reclaimedAt: T + 2 * HOUR }),
      expect.objectContaining({ zone: 'us-east-1b', startedAt: T + 2 * HOUR + 10 * 60_000 }),
    ]);
    expect(evidence.spells[1]?.reclaimedAt).toBeUndefined();
    expect(evidence.misses).toEqual([
      {
        cloud: 'aws',
        type: 'g5.xlarge',
        region: 'us-east-1',
        zone: 'us-east-1c',
        market: 'spot',
        at: T - 60_000,
      },
    ]);
    expect(evidence.launches).toHaveLength(2);
    // The notice at 2 h to the next attempt's first step at 2.3 h.
    expect(evidence.restartMs).toEqual([0.3 * HOUR]);
    // Saved 20 s after the notice: nothing was lost.
    expect(evidence.lostMs).toEqual([0]);
    expect(evidenceOf(histories, ['gcp']).spells).toHaveLength(1);
  });

  it("puts the lineage being continued first, and reads only the newest lineages' newest runs", async () => {
    const s = await store();
    const [first] = await readStoreHistory(s, '499');
    expect(first?.map((run) => run.runId)).toEqual(['499']);
    const bounded = await readStoreHistory(s, undefined, { lineages: 1, runsPerLineage: 1 });
    expect(bounded.map((history) => history.map((run) => run.runId))).toEqual([['501']]);
  });

  it('times a step on each instance type the training ran on', async () => {
    const s = await store();
    await seedRun(s, {
      lineage: '500',
      runId: '502',
      attempt: 3,
      region: 'us-east-1',
      zone: 'us-east-1a',
      type: 'g6.xlarge',
      startedAt: T + 6 * HOUR,
      endedAt: T + 7 * HOUR,
      steps: { first: 3001, last: 4001, firstAt: T + 6 * HOUR },
    });
    const [history = []] = await readStoreHistory(s, '500');
    const times = stepTimesByType([history]);
    expect([...times.keys()].sort()).toEqual(['g5.xlarge', 'g6.xlarge']);
    // 1000 steps from the first step to the attempt's end, 30 s after the VM's.
    expect(times.get('g6.xlarge')).toBeCloseTo((HOUR + 30_000) / 1000, 3);
  });

  it("measures the lineage's progress: the newest step, the printed total and the time a step takes", async () => {
    const [history = []] = await readStoreHistory(await store(), '500');
    const progress = lineageProgress(history);
    expect(progress.doneSteps).toBe(3000);
    expect(progress.printedTotal).toBe(3000);
    // 1199 steps in 1.9 h, then 1799 steps from 2.3 h to 5 h (attempt end 30 s after).
    const trained = 1.9 * HOUR + (5 * HOUR + 30_000 - 2.3 * HOUR);
    expect(progress.msPerStep).toBeCloseTo(trained / (1199 + 1799), 3);
  });
});
