import { describe, expect, it } from 'vitest';
import { handBackWatch } from '../../src/placement/hand-back-watch.js';
import type { Notice } from '../../src/notice/notice.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { historyKey } from '../../src/store/layout.js';
import type { Store } from '../../src/store/store.js';
import { FakeClock } from '../helpers/fake-clock.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { tempDir } from '../helpers/temp-dir.js';

const NOW = Date.parse('2026-12-01T12:00:00Z');
const HOUR = 3_600_000;
const identity = { lineage: 'L', runId: '7', attempt: 2 };

/** The launch record of run 7: on-demand under a deadline 24 h away, 10,000 steps. */
function launchRecord(extra: Record<string, unknown> = {}, deadline: Record<string, unknown> = {}) {
  return {
    cloud: 'aws',
    region: 'us-east-1',
    instanceType: 'p3.2xlarge',
    market: 'on-demand',
    nodes: 1,
    instanceIds: ['i-7'],
    vmRequestedAt: new Date(NOW - 120_000).toISOString(),
    vmRunningAt: new Date(NOW - 60_000).toISOString(),
    deadline: {
      at: new Date(NOW + 24 * HOUR).toISOString(),
      totalSteps: 10_000,
      restartMs: 360_000,
      lostMs: 300_000,
      handBackAfterMs: 0,
      ...deadline,
    },
    ...extra,
  };
}

async function storeWith(record: unknown): Promise<FileStore> {
  const store = new FileStore(await tempDir('hand-back'));
  const text = typeof record === 'string' ? record : JSON.stringify(record);
  if (record !== undefined) await store.writeText(historyKey('L', '7', 'launch'), text);
  return store;
}

function watch(store: Store, logger = new RecordingLogger(), maxRestarts = 10) {
  return handBackWatch({ store, identity, maxRestarts, clock: new FakeClock(NOW), logger });
}

/** Feeds steps of 6 s from step 100 and says whether a notice came, and which. */
async function steps(w: NonNullable<Awaited<ReturnType<typeof watch>>>, count: number) {
  let notice: Notice | undefined;
  void w.source.watch(new AbortController().signal).then((value) => (notice = value));
  for (let i = 0; i <= count; i++) w.onStep({ firstStep: 100, lastStep: 100 + i }, NOW + i * 6000);
  await new Promise((resolve) => setImmediate(resolve));
  return notice;
}

describe("the train step's watch for a hand-back to spot", () => {
  it('hands back once ten steps are timed, with the figures, and ten minutes to save', async () => {
    const logger = new RecordingLogger();
    const w = await watch(await storeWith(launchRecord()), logger);
    expect(w).toBeDefined();
    if (!w) return;
    expect(await steps(w, 9)).toBeUndefined();
    expect(logger.text()).toContain(
      'staying on-demand for now: no step time measured yet in this attempt',
    );
    const notice = await steps(w, 10);
    expect(notice).toMatchObject({ source: 'hand-back', receivedAt: NOW + 60_000 });
    expect((notice?.deadline ?? 0) - (notice?.receivedAt ?? 0)).toBe(10 * 60_000);
    expect(notice?.reason).toMatch(/^16h29m\d*s? of training left \(step 110 of 10000\)/);
    expect(logger.text()).toContain('handing the lineage back to spot: ');
  });

  it('is not started for a spot attempt, or one launched without a deadline', async () => {
    expect(await watch(await storeWith(launchRecord({ market: 'spot' })))).toBeUndefined();
    expect(await watch(await storeWith(launchRecord({ deadline: undefined })))).toBeUndefined();
    expect(await watch(await storeWith(undefined))).toBeUndefined();
  });

  it('stays on-demand when the launch record is garbled: a torn write, figures that are not numbers', async () => {
    expect(await watch(await storeWith('{"market":"on-demand","dead'))).toBeUndefined();
    const bad = launchRecord({}, { restartMs: 'six minutes' });
    expect(await watch(await storeWith(bad))).toBeUndefined();
    const negative = launchRecord({}, { handBackAfterMs: -1 });
    expect(await watch(await storeWith(negative))).toBeUndefined();
    const noTime = launchRecord({ vmRunningAt: 'soon' });
    expect(await watch(await storeWith(noTime))).toBeUndefined();
  });

  it('stays on-demand, naming the figure, when the record holds what no launch could have written', async () => {
    const cases: [Record<string, unknown>, Record<string, unknown>, RegExp][] = [
      [{}, { handBackAfterMs: 1e300 }, /handBackAfterMs 1e\+300, not a duration of a year or less/],
      [{}, { restartMs: Infinity }, /restartMs (null|Infinity), not a duration/],
      [{}, { totalSteps: 2.5 }, /totalSteps 2\.5, not a whole number of steps/],
      [
        {},
        { at: '9999-01-01T00:00:00Z' },
        /a deadline of 9999-01-01T00:00:00\.000Z, over a year from now/,
      ],
    ];
    for (const [extra, deadline, expected] of cases) {
      const logger = new RecordingLogger();
      expect(await watch(await storeWith(launchRecord(extra, deadline)), logger)).toBeUndefined();
      expect(logger.text('warning')).toMatch(expected);
      expect(logger.text()).not.toMatch(/NaN|Infinityh|Invalid time/);
    }
  });

  it("reads the VM start on this VM's clock: a runner clock hours ahead does not silence the watch", async () => {
    const logger = new RecordingLogger();
    const ahead = launchRecord(
      { vmRunningAt: new Date(NOW + 5 * HOUR).toISOString() },
      { handBackAfterMs: 0 },
    );
    const w = await watch(await storeWith(ahead), logger);
    expect(logger.text('warning')).toMatch(
      /the launch record says the VM started at .*, 5h\S* after this VM's clock reads now/,
    );
    expect(w && (await steps(w, 10))).toMatchObject({ source: 'hand-back' });
  });

  it('stays on-demand, with a warning, when the store cannot be read', async () => {
    const store = await storeWith(launchRecord());
    const failing = new Proxy(store, {
      get: (target, key, receiver) =>
        key === 'readText'
          ? () => Promise.reject(new Error('503 Slow Down'))
          : (Reflect.get(target, key, receiver) as unknown),
    });
    const logger = new RecordingLogger();
    expect(await watch(failing, logger)).toBeUndefined();
    expect(logger.text('warning')).toContain(
      "could not read this run's launch record (503 Slow Down); an on-demand attempt stays on-demand",
    );
  });

  it('never hands back when max-restarts would leave no restart for a reclaim', async () => {
    // Attempt 2 of a lineage allowed 2 restarts: the hand-back would be its last.
    const w = await watch(await storeWith(launchRecord()), new RecordingLogger(), 2);
    expect(w && (await steps(w, 50))).toBeUndefined();
  });
});
