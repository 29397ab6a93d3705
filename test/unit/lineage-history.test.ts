import { describe, expect, it } from 'vitest';
import { retiredKeys } from '../../src/checkpoints/retire-runs.js';
import { readLineageHistory } from '../../src/history/read-history.js';
import { resumeTimelines } from '../../src/history/resume-timeline.js';
import { resumeMarkdown, resumeText } from '../../src/report/resume-summary.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { historyKey } from '../../src/store/layout.js';
import { seedHistory, T0 } from '../helpers/history-fixture.js';
import { tempDir } from '../helpers/temp-dir.js';

async function seeded(): Promise<FileStore> {
  const store = new FileStore(await tempDir('history'));
  await seedHistory(store);
  return store;
}

describe("a lineage's history", () => {
  it('gives each run in lineage order with where it ran, its billed span, how it ended and its durable lag', async () => {
    const history = await readLineageHistory(await seeded(), 'L');
    expect(history.map((h) => [h.runId, h.attempt])).toEqual([
      ['L', 1],
      ['101', 2],
    ]);
    const [first, second] = history;
    expect(first).toMatchObject({
      cloud: 'aws',
      region: 'us-east-1',
      zone: 'us-east-1a',
      type: 'g5.xlarge',
      market: 'spot',
      nodes: 1,
      instanceIds: ['i-L'],
      vmStartedAt: T0 - 3_695_000,
      // With a notice the VM is billed until the cloud's announced deadline.
      vmEndedAt: T0 + 120_000,
      interrupted: 'notice',
      outcome: 'interrupted',
      lastDurableAt: T0 - 30_000,
      durableLagMs: 4200,
      lastDurableLagMs: 1800,
    });
    expect(first?.points.dispatched).toBe(T0 + 37_000);
    expect(second).toMatchObject({
      market: 'on-demand',
      interrupted: undefined,
      outcome: 'completed',
      vmEndedAt: T0 + 4_100_000,
    });
    expect(second?.points.runnerOnline).toBeUndefined();
  });

  it('shows the resume from the notice to the next first step, with gaps, and unknown for what nothing recorded', async () => {
    const timelines = resumeTimelines(await readLineageHistory(await seeded(), 'L'));
    expect(timelines).toHaveLength(1);
    const markdown = resumeMarkdown(timelines);
    expect(markdown).toContain(
      'Resume after run L (notice) by run 101: first step 3m10s after the interruption',
    );
    const rows = markdown
      .split('\n')
      .filter(
        (line) => line.startsWith('| ') && !line.startsWith('| Point') && !line.startsWith('| ---'),
      );
    expect(rows).toEqual([
      '| notice | 12:00:00.000 | +0ms | |',
      '| durable | 12:00:35.000 | +35.0s | +35.0s |',
      '| dispatched | 12:00:37.000 | +37.0s | +2.0s |',
      '| next run created | 12:00:38.000 | +38.0s | +1.0s |',
      '| next run started | 12:00:40.000 | +40.0s | +2.0s |',
      '| VM requested | 12:01:10.000 | +1m10s | +30.0s |',
      '| VM running | 12:01:15.000 | +1m15s | +5.0s |',
      '| runner online | unknown | unknown | unknown |',
      '| train job started | 12:02:30.000 | +2m30s | +1m15s |',
      '| train step started | 12:02:35.000 | +2m35s | +5.0s |',
      '| restore done | 12:02:50.000 | +2m50s | +15.0s |',
      '| first step | 12:03:10.000 | +3m10s | +20.0s |',
    ]);
    expect(resumeText(timelines)).toMatch(/runner online\s+unknown\s+unknown\s+unknown/);
  });

  it('takes a record a dying VM left torn as unknown, and a VM reclaimed without a notice as vanished', async () => {
    const store = await seeded();
    await store.writeText(historyKey('L', '101', 'first-step'), '{"at":"2026-11-30T12:0');
    await store.deleteObject(historyKey('L', 'L', 'notice'));
    await store.writeText(
      'L/L/manifest.json',
      JSON.stringify({
        format: 1,
        lineage: 'L',
        runId: 'L',
        attempt: 1,
        state: 'running',
        startedAt: '2026-11-30T11:00:00.000Z',
        updatedAt: '2026-11-30T11:59:00.000Z',
        files: [],
      }),
    );
    await store.writeText(
      historyKey('L', 'L', 'finalize'),
      JSON.stringify({
        at: new Date(T0 + 600_000).toISOString(),
        vmState: 'terminated',
        reclaimed: true,
        vanished: true,
      }),
    );
    const history = await readLineageHistory(store, 'L');
    expect(history[0]).toMatchObject({ interrupted: 'vanished', vmEndedAt: T0 + 600_000 });
    const [timeline] = resumeTimelines(history);
    expect(timeline).toMatchObject({ kind: 'vanished', totalMs: null });
    const markdown = resumeMarkdown(resumeTimelines(history));
    expect(markdown).toContain(
      'Resume after run L (VM lost without a notice) by run 101: first step unknown',
    );
    expect(markdown).toContain('| first step | unknown | unknown | unknown |');
  });

  it("is kept when retention removes a run's files", async () => {
    const store = await seeded();
    const keys = await retiredKeys(store, 'L', 'L', new Set());
    expect(keys.filter((key) => key.includes('/history/'))).toEqual([]);
    expect(await store.readText(historyKey('L', 'L', 'launch'))).toContain('g5.xlarge');
  });
});

describe('a hand-back to spot in the history', () => {
  const iso = (ms: number) => new Date(ms).toISOString();

  /** The fixture's run L, as if it had saved to hand the lineage back to spot, and been removed 90 s on. */
  async function handedBack(): Promise<FileStore> {
    const store = await seeded();
    const notice = { source: 'hand-back', reason: 'ahead', deadline: iso(T0 + 600_000) };
    await store.writeText(
      historyKey('L', 'L', 'notice'),
      JSON.stringify({ at: iso(T0), ...notice }),
    );
    await store.writeText(
      historyKey('L', 'L', 'finalize'),
      JSON.stringify({
        at: iso(T0 + 90_000),
        vmState: 'terminated',
        reclaimed: false,
        vanished: false,
      }),
    );
    return store;
  }

  it("is the run's own choice: no reclaim, its VM billed until finalize removed it", async () => {
    const [first] = await readLineageHistory(await handedBack(), 'L');
    expect(first).toMatchObject({
      handedBack: true,
      interrupted: undefined,
      vmEndedAt: T0 + 90_000,
    });
  });

  it('still times the restart it cost, which the deadline must allow for', async () => {
    const timelines = resumeTimelines(await readLineageHistory(await handedBack(), 'L'));
    expect(timelines).toHaveLength(1);
    expect(resumeMarkdown(timelines)).toContain(
      'Resume after run L (notice) by run 101: first step 3m10s after the interruption',
    );
  });
});
