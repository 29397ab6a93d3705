import { describe, expect, it } from 'vitest';
import { applyRestartPolicy } from '../../src/launch/restart-policy.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { historyKey, lineageEntryKey, manifestKey, runIndexKey } from '../../src/store/layout.js';
import { FakeClock } from '../helpers/fake-clock.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { tempDir } from '../helpers/temp-dir.js';

const NOW = Date.parse('2026-11-30T12:00:00.000Z');

/** Lineage L, whose first run left no manifest: only what `records` add says when it began. */
async function lineageWithoutManifest(): Promise<FileStore> {
  const store = new FileStore(await tempDir('lineage-deadline'));
  await store.writeText(runIndexKey('L'), 'L\n');
  await store.writeText(lineageEntryKey('L', 1, 'L'), '{}\n');
  return store;
}

async function place(store: FileStore, logger: RecordingLogger) {
  return applyRestartPolicy({
    store,
    restartOf: 'L',
    workflowRunId: '2',
    policy: { onDemandAfter: 0, backoffMs: 0, onDemandAfterMs: 3_600_000 },
    clock: new FakeClock(NOW),
    logger,
  });
}

describe('on-demand-after-time when the first run left little behind', () => {
  it('launches as usual, with a warning, when nothing recorded when the lineage began', async () => {
    const logger = new RecordingLogger();
    expect(await place(await lineageWithoutManifest(), logger)).toMatchObject({
      onDemandOnly: false,
      interruptions: 0,
    });
    expect(logger.text('warning')).toContain(
      'on-demand-after-time: the start of lineage L is not recorded; launching as usual',
    );
  });

  it("counts from GitHub's start of the first run when its manifest is gone", async () => {
    const store = await lineageWithoutManifest();
    const runStartedAt = new Date(NOW - 2 * 3_600_000).toISOString();
    await store.writeText(historyKey('L', 'L', 'github'), JSON.stringify({ runStartedAt }));
    const placed = await place(store, new RecordingLogger());
    expect(placed).toMatchObject({
      onDemandOnly: true,
      because: `lineage L started 2h00m ago (${runStartedAt}), past on-demand-after-time 1h00m`,
    });
  });
});

describe('on-demand-after with hand-backs in the lineage', () => {
  it('does not count a hand-back to spot as an interruption', async () => {
    const store = await lineageWithoutManifest();
    const ended = new Date(NOW - 60_000).toISOString();
    const notice = { source: 'hand-back', reason: 'ahead', receivedAt: ended, deadline: ended };
    await store.writeText(
      manifestKey('L', 'L'),
      JSON.stringify({
        format: 1,
        lineage: 'L',
        runId: 'L',
        attempt: 1,
        state: 'interrupted',
        notice,
        startedAt: new Date(NOW - 3_600_000).toISOString(),
        updatedAt: ended,
        files: [],
      }),
    );
    const placed = await applyRestartPolicy({
      store,
      restartOf: 'L',
      workflowRunId: '2',
      policy: { onDemandAfter: 1, backoffMs: 0 },
      clock: new FakeClock(NOW),
      logger: new RecordingLogger(),
    });
    expect(placed).toMatchObject({ onDemandOnly: false, interruptions: 0 });
  });
});
