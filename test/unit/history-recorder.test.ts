import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/base/clock.js';
import { HistoryRecorder } from '../../src/history/recorder.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { historyKey } from '../../src/store/layout.js';
import type { Store } from '../../src/store/store.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { tempDir } from '../helpers/temp-dir.js';

function recorder(store: Store, logger = new RecordingLogger()) {
  return new HistoryRecorder({ store, lineage: 'L', runId: '7', clock: systemClock, logger });
}

describe('history records', () => {
  it("are written once: a second writer of the same event (a gang's later node) leaves the first", async () => {
    const store = new FileStore(await tempDir('recorder'));
    const first = recorder(store);
    first.note('first-step', { at: '2026-11-30T12:00:00.000Z', step: 5 });
    await first.settled(5000);
    const second = recorder(store);
    second.note('first-step', { at: '2026-11-30T12:00:09.000Z', step: 6 });
    await second.settled(5000);
    expect(JSON.parse((await store.readText(historyKey('L', '7', 'first-step'))) ?? '')).toEqual({
      at: '2026-11-30T12:00:00.000Z',
      step: 5,
    });
  });

  it('that the store refuses are left missing after a few tries, with a warning naming the store, key and event', async () => {
    const files = new FileStore(await tempDir('recorder-down'));
    const failing: Store = Object.assign(Object.create(files) as FileStore, {
      createExclusive: () => Promise.reject(new Error('503 Slow Down')),
    });
    const logger = new RecordingLogger();
    const history = recorder(failing, logger);
    const began = Date.now();
    history.note('notice', { at: 'x', source: 'aws', reason: 'r', deadline: 'y' });
    await history.settled(30_000);
    // Three tries, not the minute a claim gets: a failing store does not hold the step.
    expect(Date.now() - began).toBeLessThan(10_000);
    expect(logger.text('warning')).toContain(
      `could not record notice in ${files.url} (L/7/history/notice.json): 503 Slow Down`,
    );
    expect(await files.readText(historyKey('L', '7', 'notice'))).toBeUndefined();
  });
});
