import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/base/clock.js';
import { SimulatedNoticeSource } from '../../src/notice/simulated.js';
import { FileStore } from '../../src/store/file/file-store.js';
import type { Store } from '../../src/store/store.js';
import { runAttempt } from '../../src/supervisor/attempt.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { tempDir } from '../helpers/temp-dir.js';

describe('runAttempt', () => {
  it('does not start the trainer when the notice comes during the restore, and seals the run as interrupted', async () => {
    const dir = await tempDir('attempt');
    const files = new FileStore(join(dir, 'store'));
    // A store slow to list, as a large lineage in a distant bucket would be.
    const slow: Store = {
      url: files.url,
      putFile: (k, p) => files.putFile(k, p),
      getFile: (k, p, d) => files.getFile(k, p, d),
      readText: (k) => files.readText(k),
      writeText: (k, t) => files.writeText(k, t),
      createExclusive: (k, t) => files.createExclusive(k, t),
      listChildren: async (prefix) => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        return files.listChildren(prefix);
      },
    };
    const logger = new RecordingLogger();
    const started = systemClock.now();
    const result = await runAttempt({
      identity: { lineage: 'L', runId: 'r1', attempt: 1 },
      command: { kind: 'script', script: `touch ${join(dir, 'trainer-ran')}` },
      cwd: dir,
      env: process.env,
      outputsDir: join(dir, 'outputs'),
      restartDir: join(dir, '_restart'),
      noticeFile: join(dir, 'notice.json'),
      restoreToOutputs: false,
      store: slow,
      sources: [
        new SimulatedNoticeSource({
          spec: { schedule: { kind: 'after', afterMs: 50 }, noticeMs: 30_000 },
          clock: systemClock,
          startedAt: started,
        }),
      ],
      timing: { settleMs: 100, scanIntervalMs: 50, flushReserveMs: 1000, killGraceMs: 1000 },
      concurrency: 2,
      clock: systemClock,
      logger,
    });
    expect(result.outcome).toBe('interrupted');
    expect(result.notice?.source).toBe('simulated');
    expect(existsSync(join(dir, 'trainer-ran'))).toBe(false);
    expect(logger.text('warning')).toContain(
      'the notice came before the trainer started; it is not started',
    );
    expect(JSON.parse((await files.readText('L/r1/manifest.json')) ?? '{}')).toMatchObject({
      state: 'interrupted',
    });
    expect(existsSync(join(dir, 'notice.json'))).toBe(true);
  });
});
