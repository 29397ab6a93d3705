import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/base/clock.js';
import { SimulatedNoticeSource } from '../../src/notice/simulated.js';
import { trainSummary } from '../../src/report/summary.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { parseManifest, type Manifest } from '../../src/records/manifest.js';
import type { Store } from '../../src/store/store.js';
import { runAttempt } from '../../src/supervisor/attempt.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { tempDir } from '../helpers/temp-dir.js';

/** Saves its checkpoint when SIGINT comes, as a trainer told of a notice does. */
const SAVES_ON_SIGINT =
  'trap \'echo final > "$SPOT_TRAIN_OUTPUTS_DIR/final.ckpt"; exit 0\' INT; while true; do sleep 0.05; done';

/** A file store whose uploads of `final.ckpt` fail the first `failures` times, as a flaky S3 would. */
function failingFinal(store: FileStore, failures: number): Store {
  let failed = 0;
  return Object.assign(Object.create(store) as FileStore, {
    async putFile(key: string, path: string) {
      if (key.endsWith('final.ckpt') && failed < failures) {
        failed++;
        throw Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
      }
      return store.putFile(key, path);
    },
  });
}

async function interrupted(failures: number, noticeMs: number) {
  const dir = await tempDir('flush');
  const files = new FileStore(join(dir, 'store'));
  const logger = new RecordingLogger();
  const result = await runAttempt({
    identity: { lineage: 'L', runId: 'r1', attempt: 1 },
    command: { kind: 'script', script: SAVES_ON_SIGINT },
    cwd: dir,
    env: process.env,
    outputsDir: join(dir, 'outputs'),
    restartDir: join(dir, '_restart'),
    noticeFile: join(dir, 'notice.json'),
    restoreToOutputs: false,
    store: failingFinal(files, failures),
    sources: [
      new SimulatedNoticeSource({
        spec: { schedule: { kind: 'after', afterMs: 300 }, noticeMs },
        clock: systemClock,
        startedAt: systemClock.now(),
      }),
    ],
    timing: { settleMs: 100, scanIntervalMs: 50, flushReserveMs: 1000, killGraceMs: 1000 },
    concurrency: 2,
    clock: systemClock,
    logger,
  });
  const manifest = parseManifest((await files.readText('L/r1/manifest.json')) ?? '') as Manifest;
  return { result, logger, manifest, summary: trainSummary(result, files.url) };
}

describe('the save made on a notice', () => {
  it('is retried past the usual few tries while the deadline leaves time, and becomes durable', async () => {
    const { result, logger, manifest } = await interrupted(6, 60_000);
    expect(manifest.files.map((file) => file.path)).toEqual(['final.ckpt']);
    expect(manifest.notSaved).toBeUndefined();
    expect(result.seal.notSaved).toEqual([]);
    expect(logger.text('info')).toContain('everything saved is durable');
  });

  it('when the store fails until the deadline, is reported NOT saved in the log, the manifest and the summary, never durable', async () => {
    const { result, logger, manifest, summary } = await interrupted(1000, 5000);
    expect(manifest.state).toBe('interrupted');
    expect(manifest.files).toEqual([]);
    expect(manifest.notSaved).toEqual([
      { path: 'final.ckpt', reason: expect.stringContaining('EPIPE') as unknown },
    ]);
    expect(result.noticeToDurableMs).toBeUndefined();
    expect(logger.text('error')).toMatch(/NOT saved: 1 file\(s\).*final\.ckpt/);
    expect(logger.text('info')).not.toContain('durable');
    expect(summary).toContain('training interrupted, 1 file NOT saved');
    expect(summary).toMatch(/\| NOT saved \| `final\.ckpt`: upload failed: .*EPIPE/);
    expect(summary).not.toContain('progress saved');
  });
});
