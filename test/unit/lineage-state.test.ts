import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/base/clock.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { manifestKey } from '../../src/store/layout.js';
import { parseManifest, type Manifest } from '../../src/records/manifest.js';
import { runAttempt } from '../../src/supervisor/attempt.js';
import { type AttemptResult } from '../../src/supervisor/attempt-types.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { tempDir } from '../helpers/temp-dir.js';

/**
 * A lineage's state across attempts: what a run restored stays part of it,
 * whatever the run itself managed to upload before it ended.
 */
async function lineage() {
  const dir = await tempDir('lineage');
  const store = new FileStore(join(dir, 'store'));
  let attempt = 0;
  const run = async (script: string, retention = 0): Promise<AttemptResult> => {
    attempt++;
    const runId = `r${attempt}`;
    return runAttempt({
      identity: { lineage: 'L', runId, attempt },
      command: { kind: 'script', script },
      cwd: dir,
      env: process.env,
      outputsDir: join(dir, runId, 'outputs'),
      restartDir: join(dir, runId, '_restart'),
      noticeFile: join(dir, runId, 'notice.json'),
      restoreToOutputs: false,
      store,
      sources: [],
      timing: { settleMs: 100, scanIntervalMs: 40, flushReserveMs: 1000, killGraceMs: 1000 },
      concurrency: 2,
      retention,
      clock: systemClock,
      logger: new RecordingLogger(),
    });
  };
  const manifest = async (runId: string): Promise<Manifest> => {
    const parsed = parseManifest((await store.readText(manifestKey('L', runId))) ?? '');
    if (typeof parsed === 'string') throw new Error(parsed);
    return parsed;
  };
  return { dir, run, manifest };
}

// A failed trainer's files count once they held still for the settle time
// before its end (what it wrote in its last moments may be torn), so each
// failing script here waits that long before it exits.
describe('the state of a lineage', () => {
  it('a run that saved only a log before it failed does not hide the checkpoint of the run before it', async () => {
    const { dir, run } = await lineage();
    await run('echo step-14 > "$SPOT_TRAIN_OUTPUTS_DIR/model.ckpt"; sleep 0.3; exit 3');
    // The second attempt dies after its log is durable but before any checkpoint.
    const second = await run(
      'echo starting > "$SPOT_TRAIN_OUTPUTS_DIR/train.log"; sleep 0.3; exit 3',
    );
    expect(second.restore.files.map((file) => file.path)).toEqual(['model.ckpt']);
    const third = await run(
      'cat "$SPOT_TRAIN_RESTART_DIR/model.ckpt" > "$SPOT_TRAIN_OUTPUTS_DIR/seen"',
    );
    expect(third.restore.fromRunId).toBe('r2');
    expect(third.restore.files.map((file) => file.path).sort()).toEqual([
      'model.ckpt',
      'train.log',
    ]);
    expect(await readFile(join(dir, 'r3', 'outputs', 'seen'), 'utf8')).toBe('step-14\n');
  });

  it('each file comes back at its newest durable version, whichever run saved it', async () => {
    const { dir, run } = await lineage();
    await run(
      'cd "$SPOT_TRAIN_OUTPUTS_DIR"; echo v1 > model.ckpt; echo cfg > config.json; sleep 0.3; exit 3',
    );
    await run('echo v2 > "$SPOT_TRAIN_OUTPUTS_DIR/model.ckpt"; sleep 0.3; exit 3');
    await run('echo hello > "$SPOT_TRAIN_OUTPUTS_DIR/notes.txt"; sleep 0.3; exit 3');
    await run(
      'cd "$SPOT_TRAIN_RESTART_DIR"; cat model.ckpt config.json notes.txt > "$SPOT_TRAIN_OUTPUTS_DIR/seen"',
    );
    expect(await readFile(join(dir, 'r4', 'outputs', 'seen'), 'utf8')).toBe('v2\ncfg\nhello\n');
  });

  it('names restored files by the keys of the runs that uploaded them, uploading nothing again', async () => {
    const { run, manifest } = await lineage();
    await run('echo v1 > "$SPOT_TRAIN_OUTPUTS_DIR/model.ckpt"; sleep 0.3; exit 3');
    const second = await run('exit 3');
    expect(second.sync.filesUploaded).toBe(0);
    expect((await manifest('r2')).files.map((file) => file.key)).toEqual(['L/r1/files/model.ckpt']);
  });

  it('with retention, what a run inherited leaves its manifest once the run has made N saves of its own', async () => {
    const { run, manifest } = await lineage();
    const twoSaves = (first: string, second: string) =>
      // Apart by more than the settle time, so they are two saves.
      `cd "$SPOT_TRAIN_OUTPUTS_DIR"; echo a > ${first}; sleep 1; echo b > ${second}; sleep 1`;
    await run('echo old > "$SPOT_TRAIN_OUTPUTS_DIR/step-1.ckpt"; sleep 0.3; exit 3');
    await run(twoSaves('step-2.ckpt', 'step-3.ckpt'), 2);
    const paths = async (runId: string) => (await manifest(runId)).files.map((file) => file.path);
    expect(await paths('r2')).toEqual(['step-1.ckpt', 'step-2.ckpt', 'step-3.ckpt']);
    await run(twoSaves('step-4.ckpt', 'step-5.ckpt'), 1);
    expect(await paths('r3')).toEqual(['step-4.ckpt', 'step-5.ckpt']);
  });
});
