import { describe, expect, it } from 'vitest';
import { SyncCounters } from '../../src/checkpoints/sync-stats.js';
import type { Progress } from '../../src/supervisor/progress.js';
import { watchUnsaved } from '../../src/supervisor/unsaved-watch.js';
import { FakeClock } from '../helpers/fake-clock.js';
import { RecordingLogger } from '../helpers/recording-logger.js';

function watched(afterMs = 60_000) {
  const clock = new FakeClock();
  const logger = new RecordingLogger();
  const sync = new SyncCounters();
  let progress: Progress = {};
  const watch = watchUnsaved({
    progress: () => progress,
    stats: () => sync.snapshot(),
    outputsDir: '/work/out',
    clock,
    logger,
    afterMs,
  });
  return {
    clock,
    logger,
    sync,
    watch,
    step: (n: number) => (progress = { firstStep: progress.firstStep ?? n, lastStep: n }),
  };
}

describe('a trainer that reports steps', () => {
  it('is warned about, once, when nothing of its outputs is uploaded for a while', async () => {
    const { clock, logger, step, watch, sync } = watched();
    step(0);
    await clock.advance(30_000);
    expect(logger.text('warning')).toBe('');
    step(40);
    await clock.advance(40_000);
    const said = logger.text('warning');
    expect(said).toMatch(/steps 0\.\.40 for 1m/);
    expect(said).toContain('/work/out');
    expect(said).toContain('$SPOT_TRAIN_OUTPUTS_DIR');
    await clock.advance(600_000);
    watch.end(sync.snapshot());
    expect(logger.lines.filter((line) => line.level === 'warning')).toHaveLength(1);
  });

  it('is not warned about once a file was uploaded', async () => {
    const { clock, logger, step, watch, sync } = watched();
    step(0);
    sync.count(10, 5, clock.now());
    await clock.advance(600_000);
    watch.end(sync.snapshot());
    expect(logger.text('warning')).toBe('');
  });

  it('is warned about at the end of a short attempt that saved nothing, not when it failed', async () => {
    const short = watched();
    short.step(3);
    await short.clock.advance(10_000);
    short.watch.end(short.sync.snapshot());
    expect(short.logger.text('warning')).toMatch(
      /reported step 3 and uploaded nothing from \/work\/out/,
    );

    const failed = watched();
    failed.step(3);
    failed.watch.end(undefined);
    expect(failed.logger.text('warning')).toBe('');
  });

  it('says nothing for a command that reports no steps', async () => {
    const { clock, logger, watch, sync } = watched();
    await clock.advance(600_000);
    watch.end(sync.snapshot());
    expect(logger.text('warning')).toBe('');
  });
});
