import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { restoreLineage } from '../../src/checkpoints/restore.js';
import { TransferProgress, progressLine } from '../../src/store/transfer-progress.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { FakeClock } from '../helpers/fake-clock.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { seedRun } from '../helpers/store-fixture.js';
import { tempDir } from '../helpers/temp-dir.js';
import { eventually } from '../helpers/wait.js';

const MiB = 2 ** 20;

describe('TransferProgress', () => {
  it('says how far a long transfer got every interval, with rate and ETA', async () => {
    const clock = new FakeClock();
    const logger = new RecordingLogger();
    const progress = new TransferProgress({
      verb: 'restored',
      totalBytes: 1200 * MiB,
      clock,
      logger,
    });
    await clock.advance(1000);
    progress.add(100 * MiB);
    expect(logger.lines).toEqual([]);
    await clock.advance(5000);
    progress.add(200 * MiB);
    expect(logger.text()).toBe('restored 300.0 MiB of 1.17 GiB (25%), 50.0 MiB/s, ETA 18s');
    await clock.advance(1000);
    progress.add(100 * MiB);
    expect(logger.lines).toHaveLength(1);
    await clock.advance(5000);
    progress.add(100 * MiB);
    expect(logger.lines).toHaveLength(2);
  });

  it('logs nothing for a transfer that ends within the first interval', async () => {
    const clock = new FakeClock();
    const logger = new RecordingLogger();
    const progress = new TransferProgress({
      verb: 'restored',
      totalBytes: 10 * MiB,
      clock,
      logger,
    });
    for (let i = 0; i < 10; i++) {
      await clock.advance(400);
      progress.add(MiB);
    }
    expect(logger.lines).toEqual([]);
  });

  it('does not report the end, which the transfer reports itself', async () => {
    const clock = new FakeClock();
    const logger = new RecordingLogger();
    const progress = new TransferProgress({ verb: 'uploaded', totalBytes: 10, clock, logger });
    await clock.advance(60_000);
    progress.add(10);
    expect(logger.lines).toEqual([]);
  });

  it('counts what a flush finds after it began', async () => {
    const clock = new FakeClock();
    const logger = new RecordingLogger();
    const progress = new TransferProgress({ verb: 'uploaded', totalBytes: 0, clock, logger });
    progress.grow(4 * MiB);
    await clock.advance(6000);
    progress.add(MiB);
    expect(logger.text()).toMatch(/^uploaded 1.00 MiB of 4.00 MiB \(25%\), .* ETA 18s$/);
  });

  it('writes ETAs past a minute in minutes', () => {
    expect(progressLine('restored', MiB, 601 * MiB, 1000)).toBe(
      'restored 1.00 MiB of 601.0 MiB (0%), 1.00 MiB/s, ETA 10m00s',
    );
  });
});

describe('restoreLineage progress', () => {
  it('logs progress per file downloaded while a restore takes long', async () => {
    const dir = await tempDir('progress');
    const clock = new FakeClock();
    const files = Object.fromEntries(
      Array.from({ length: 4 }, (_, i) => [`ckpt/${i}.pt`, 'x'.repeat(1000)]),
    );
    const seeding = new FileStore(join(dir, 'store'));
    await seedRun(seeding, { lineage: 'L', runId: 'L', attempt: 1, files });
    // A store on which each file takes 3 s to come down.
    const store = new FileStore(join(dir, 'store'));
    const getFile = store.getFile.bind(store);
    store.getFile = async (...args) => {
      await getFile(...args);
      advanceWithoutWaiting(clock, 3000);
    };
    const logger = new RecordingLogger();
    const result = await restoreLineage({
      store,
      lineage: 'L',
      currentRunId: 'now',
      restartDir: join(dir, '_restart'),
      concurrency: 1,
      clock,
      logger,
    });
    expect(result.fromRunId).toBe('L');
    const lines = logger.lines
      .map((line) => line.message)
      .filter((m) => m.includes(' of 3.91 KiB'));
    // One line, at 5 or 6 s of clock time (the staging watcher may be first).
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^restored 1.95 KiB of 3.91 KiB \(50%\), (333|400) B\/s, ETA [56]s$/);
  });
});

describe('restoreLineage progress within a file', () => {
  it('counts the bytes of a large file as they land, before the file is whole', async () => {
    const dir = await tempDir('progress');
    const clock = new FakeClock();
    const seeding = new FileStore(join(dir, 'store'));
    await seedRun(seeding, {
      lineage: 'L',
      runId: 'L',
      attempt: 1,
      files: { 'model.pt': 'x'.repeat(4096) },
    });
    const store = new FileStore(join(dir, 'store'));
    const getFile = store.getFile.bind(store);
    const { promise: gate, resolve: release } = Promise.withResolvers<undefined>();
    // A download that has written a quarter of the file to its temp file, and waits.
    store.getFile = async (key, localPath, expected) => {
      const temp = `${localPath}.spot-train-test.partial`;
      await mkdir(dirname(temp), { recursive: true });
      await writeFile(temp, 'x'.repeat(1024));
      await gate;
      await rm(temp);
      await getFile(key, localPath, expected);
    };
    const logger = new RecordingLogger();
    const restoring = restoreLineage({
      store,
      lineage: 'L',
      currentRunId: 'now',
      restartDir: join(dir, '_restart'),
      concurrency: 1,
      clock,
      logger,
    });
    await eventually(async () => {
      await clock.advance(5000);
      expect(logger.text()).toMatch(/^restored 1.00 KiB of 4.00 KiB \(25%\)/m);
    });
    release(undefined);
    expect((await restoring).fromRunId).toBe('L');
  });
});

/** Moves the fake clock without waiting on sleepers: nothing in a restore sleeps unless it retries. */
function advanceWithoutWaiting(clock: FakeClock, ms: number): void {
  void clock.advance(ms);
}
