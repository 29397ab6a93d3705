import { describe, expect, it } from 'vitest';
import { applyRestartPolicy } from '../../src/launch/restart-policy.js';
import { awaitSeal } from '../../src/restart/await-seal.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { manifestKey, runIndexKey } from '../../src/store/layout.js';
import { FakeClock } from '../helpers/fake-clock.js';
import { eventually } from '../helpers/wait.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { tempDir } from '../helpers/temp-dir.js';

function manifest(runId: string, state: string, attempt: number, endedAt: string): string {
  return JSON.stringify({
    format: 1,
    lineage: 'L',
    runId,
    attempt,
    state,
    startedAt: '2026-11-30T10:00:00.000Z',
    updatedAt: endedAt,
    files: [],
  });
}

describe('a restart waits', () => {
  it('for the run it continues to seal its outputs, within seal-timeout', async () => {
    const store = new FileStore(await tempDir('seal'));
    const clock = new FakeClock(Date.parse('2026-11-30T12:00:00Z'));
    const logger = new RecordingLogger();
    await store.writeText(
      manifestKey('L', '100'),
      manifest('100', 'running', 1, '2026-11-30T11:59:00Z'),
    );
    let sealed: boolean | undefined;
    const waiting = awaitSeal({
      store,
      lineage: 'L',
      runId: '100',
      timeoutMs: 180_000,
      pollMs: 5000,
      clock,
      logger,
    }).then((result) => (sealed = result));
    const asleep = () => eventually(() => expect(clock.pendingSleeps).toBeGreaterThan(0));
    await asleep();
    await clock.advance(20_000);
    await asleep();
    expect(sealed).toBeUndefined();
    expect(logger.text()).toContain('run 100 is still saving its outputs; waiting up to 3m');
    await store.writeText(
      manifestKey('L', '100'),
      manifest('100', 'interrupted', 1, '2026-11-30T12:00:20Z'),
    );
    await clock.advance(5000);
    await waiting;
    expect(sealed).toBe(true);

    // One that never seals is given up on at the bound, and the restore goes on.
    await store.writeText(
      manifestKey('L', '200'),
      manifest('200', 'running', 1, '2026-11-30T11:00:00Z'),
    );
    const gaveUp = awaitSeal({
      store,
      lineage: 'L',
      runId: '200',
      timeoutMs: 60_000,
      pollMs: 5000,
      clock,
      logger,
    });
    for (let i = 0; i < 12; i++) {
      await asleep();
      await clock.advance(5000);
    }
    expect(await gaveUp).toBe(false);
    expect(logger.text('warning')).toContain('run 200 has not sealed its outputs after 1m');
  });

  it('restart-backoff after the attempt it continues ended, and counts interruptions for on-demand-after', async () => {
    const store = new FileStore(await tempDir('backoff'));
    const clock = new FakeClock(Date.parse('2026-11-30T12:00:00Z'));
    await store.writeText(runIndexKey('100'), 'L\n');
    await store.writeText(runIndexKey('101'), 'L\nafter 100\n');
    await store.writeText(
      manifestKey('L', '100'),
      manifest('100', 'interrupted', 1, '2026-11-30T11:00:00Z'),
    );
    await store.writeText(
      manifestKey('L', '101'),
      manifest('101', 'interrupted', 2, '2026-11-30T11:59:00Z'),
    );
    let placed: unknown;
    const policy = applyRestartPolicy({
      store,
      restartOf: '101',
      workflowRunId: '102',
      policy: { onDemandAfter: 3, backoffMs: 300_000 },
      clock,
      logger: new RecordingLogger(),
    }).then((result) => (placed = result));
    await eventually(() => expect(clock.pendingSleeps).toBeGreaterThan(0));
    await clock.advance(200_000);
    expect(placed).toBeUndefined();
    await clock.advance(41_000);
    await policy;
    expect(placed).toMatchObject({ onDemandOnly: false, interruptions: 2 });
    const third = await applyRestartPolicy({
      store,
      restartOf: '101',
      workflowRunId: '102',
      policy: { onDemandAfter: 2, backoffMs: 0 },
      clock,
      logger: new RecordingLogger(),
    });
    expect(third).toMatchObject({
      onDemandOnly: true,
      interruptions: 2,
      because: 'lineage L has been interrupted 2 times (on-demand-after 2)',
    });
  });
});
