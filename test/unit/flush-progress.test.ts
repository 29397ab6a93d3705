import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Clock } from '../../src/base/clock.js';
import { LiveSync } from '../../src/checkpoints/live-sync.js';
import { ManifestWriter } from '../../src/checkpoints/manifest-writer.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { tempDir } from '../helpers/temp-dir.js';

/** Time that moves only when the store says an upload took a while; sleeps end at once. */
function steppedClock(): Clock & { step(ms: number): void } {
  let time = Date.parse('2026-11-30T12:00:00Z');
  return {
    now: () => time,
    sleep: () => Promise.resolve(),
    step: (ms) => {
      time += ms;
    },
  };
}

describe('the final flush', () => {
  it('says how much of what was pending is uploaded while it takes long', async () => {
    const dir = await tempDir('flush-progress');
    const outputs = join(dir, 'outputs');
    await mkdir(outputs);
    for (let i = 0; i < 4; i++) await writeFile(join(outputs, `shard-${i}.pt`), 'x'.repeat(1024));
    const clock = steppedClock();
    const files = new FileStore(join(dir, 'store'));
    // Each upload takes 3 s of the clock's time.
    const store = Object.assign(Object.create(files) as FileStore, {
      async putFile(key: string, path: string) {
        const digest = await files.putFile(key, path);
        clock.step(3000);
        return digest;
      },
    });
    const logger = new RecordingLogger();
    const header = {
      lineage: 'lin',
      runId: 'run1',
      attempt: 1,
      state: 'running' as const,
      startedAt: new Date(clock.now()).toISOString(),
    };
    const manifest = new ManifestWriter({ store, clock, logger, header });
    const sync = new LiveSync({
      store,
      outputsDir: outputs,
      lineage: 'lin',
      runId: 'run1',
      manifest,
      clock,
      logger,
      settleMs: 0,
      scanIntervalMs: 1000,
      concurrency: 1,
    });
    await sync.flush();
    // As a seal does: the manifest's last write lands before the directory goes.
    await manifest.persist();
    expect(logger.text('info').match(/^uploaded \S+ KiB of .*$/gm)).toEqual([
      'uploaded 2.00 KiB of 4.00 KiB (50%), 341 B/s, ETA 6s',
    ]);
  });
});
