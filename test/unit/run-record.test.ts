import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/base/clock.js';
import { decideRestart } from '../../src/restart/decide.js';
import { recordRun } from '../../src/records/run-record.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { resolveRun } from '../../src/records/run-identity.js';
import { runAttempt } from '../../src/supervisor/attempt.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { tempDir } from '../helpers/temp-dir.js';

async function setup() {
  const dir = await tempDir('record');
  const store = new FileStore(join(dir, 'store'));
  const logger = new RecordingLogger();
  /** A workflow run's train step: resolve its place in the lineage, then one attempt. */
  const train = async (runKey: string, restartFrom: string | undefined, script: string) => {
    const { identity } = await resolveRun(store, runKey, restartFrom, logger, systemClock);
    return runAttempt({
      identity,
      command: { kind: 'script', script },
      cwd: dir,
      env: process.env,
      outputsDir: join(dir, runKey, 'outputs'),
      restartDir: join(dir, runKey, '_restart'),
      noticeFile: join(dir, runKey, 'notice.json'),
      restoreToOutputs: false,
      store,
      sources: [],
      timing: { settleMs: 100, scanIntervalMs: 40, flushReserveMs: 1000, killGraceMs: 1000 },
      concurrency: 2,
      clock: systemClock,
      logger,
    });
  };
  const record = (runKey: string, restartFrom: string | undefined) =>
    recordRun({ store, runKey, restartFrom, clock: systemClock, logger });
  return { store, logger, train, record };
}

describe('a run whose VM was lost before its train step', () => {
  it('keeps the lineage: the run that restarts it resumes from the last checkpoint, one attempt later', async () => {
    const { logger, train, record } = await setup();
    await train(
      '100',
      undefined,
      'echo step-14 > "$SPOT_TRAIN_OUTPUTS_DIR/model.ckpt"; sleep 0.3; exit 3',
    );
    // Run 200 continues 100; its launch records it, then its VM is reclaimed
    // before the train job starts, and finalize restarts it as run 300.
    const launched = await record('200', '100');
    expect(launched.identity).toEqual({ lineage: '100', runId: '200', attempt: 2 });
    expect(launched.manifest.state).toBe('launched');
    const third = await train(
      '300',
      '200',
      'cp "$SPOT_TRAIN_RESTART_DIR/model.ckpt" "$SPOT_TRAIN_OUTPUTS_DIR/resumed.ckpt"',
    );
    expect(third.identity).toEqual({ lineage: '100', runId: '300', attempt: 3 });
    expect(third.outcome).toBe('completed');
    expect(third.restore.fromRunId).toBe('100');
    expect(third.restore.skipped).toEqual([
      { runId: '200', reason: 'its VM was lost before its train step started' },
    ]);
    expect(logger.text('warning')).not.toContain('left no record');
  });

  it('finalize records it even when the launch had no store, and decides as for a run that never trained', async () => {
    const { train, record } = await setup();
    await train(
      '100',
      undefined,
      'echo step-14 > "$SPOT_TRAIN_OUTPUTS_DIR/model.ckpt"; sleep 0.3; exit 3',
    );
    const { manifest } = await record('200', '100');
    const facts = { job: undefined, restartOnExitCodes: new Set<number>() };
    expect(
      decideRestart({ ...facts, manifest, reclaimed: { value: true, detail: 'spot' } }),
    ).toMatchObject({ restart: true });
    expect(
      decideRestart({
        ...facts,
        manifest,
        job: { name: 'train', conclusion: 'failure' },
        reclaimed: undefined,
      }),
    ).toMatchObject({
      restart: false,
      because: expect.stringContaining('never started') as unknown,
    });
    const third = await train('300', '200', 'test -f "$SPOT_TRAIN_RESTART_DIR/model.ckpt"');
    expect(third.outcome).toBe('completed');
  });

  it('never replaces the manifest a train step already wrote', async () => {
    const { train, record } = await setup();
    await train('100', undefined, 'echo x > "$SPOT_TRAIN_OUTPUTS_DIR/model.ckpt"');
    const { manifest } = await record('100', undefined);
    expect(manifest.state).toBe('completed');
    expect(manifest.files).toHaveLength(1);
  });
});
