import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/base/clock.js';
import { restoreLineage } from '../../src/checkpoints/restore.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { lineageEntryKey } from '../../src/store/layout.js';
import { listLineages, recordLineageEntry } from '../../src/records/lineage-index.js';
import { readLineage } from '../../src/records/lineage.js';
import { resolveRun } from '../../src/records/run-identity.js';
import { recordRun } from '../../src/records/run-record.js';
import { CountingStore } from '../helpers/counting-store.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { seedRun } from '../helpers/store-fixture.js';
import { tempDir } from '../helpers/temp-dir.js';

async function setup() {
  const dir = await tempDir('lineage-index');
  const files = new FileStore(join(dir, 'store'));
  const store = new CountingStore(files);
  const logger = new RecordingLogger();
  const restore = (lineage = 'L') =>
    restoreLineage({
      store,
      lineage,
      currentRunId: 'now',
      restartDir: join(dir, '_restart'),
      concurrency: 4,
      clock: systemClock,
      logger,
    });
  return { dir, store, logger, restore };
}

/** A lineage of `runs` runs as a train step leaves them: index entry, then files and manifest. */
async function seedLineage(
  store: CountingStore,
  runs: number,
  options: { indexed?: (attempt: number) => boolean; filesPerRun?: number } = {},
): Promise<void> {
  for (let attempt = 1; attempt <= runs; attempt++) {
    const runId = attempt === 1 ? 'L' : `R${attempt}`;
    if (options.indexed?.(attempt) ?? true)
      await recordLineageEntry(store, { lineage: 'L', runId, attempt }, systemClock);
    const files: Record<string, string> = {};
    for (let i = 0; i < (options.filesPerRun ?? 3); i++)
      files[`ckpt/${i}.pt`] = `run ${attempt} file ${i}`;
    await seedRun(store, { lineage: 'L', runId, attempt, files });
  }
  store.reset();
}

describe('the lineage index', () => {
  it('restores the newest of 40 runs reading one listing and one manifest, never listing runs', async () => {
    const { store, restore, dir } = await setup();
    await seedLineage(store, 40, { filesPerRun: 5 });
    const result = await restore();
    expect(result.fromRunId).toBe('R40');
    expect(await readFile(join(dir, '_restart/ckpt/4.pt'), 'utf8')).toBe('run 40 file 4');
    // The index listing, the newest manifest, the files: nothing that grows with the lineage.
    expect(store.calls.filter((call) => call.op === 'list').map((call) => call.key)).toEqual([
      '.lineages/L/',
    ]);
    expect(store.count('read')).toBe(1);
    expect(store.count('get')).toBe(5);
  });

  it('walks back one run at a time past a run whose object was tampered with', async () => {
    const { store, dir, restore } = await setup();
    await seedLineage(store, 10);
    await writeFile(join(dir, 'store', 'L/R10/files/ckpt/1.pt'), 'tampered');
    const result = await restore();
    expect(result.fromRunId).toBe('R9');
    expect(result.skipped.map((run) => run.runId)).toEqual(['R10']);
    expect(store.count('read')).toBe(2);
  });

  it('passes over a run that was entered but died before its first manifest', async () => {
    const { store, restore } = await setup();
    await seedLineage(store, 3);
    await recordLineageEntry(store, { lineage: 'L', runId: 'R4', attempt: 4 }, systemClock);
    const result = await restore();
    expect(result.fromRunId).toBe('R3');
    expect(result.skipped).toEqual([{ runId: 'R4', reason: 'it has no manifest' }]);
  });

  it('still finds every run of a lineage begun before the index existed', async () => {
    const { store, restore } = await setup();
    // The first two runs were written by a version without the index; the third with it.
    await seedLineage(store, 3, { indexed: (attempt) => attempt === 3 });
    const runs = await readLineage(store, 'L');
    expect(runs.map((run) => run.runId)).toEqual(['R3', 'R2', 'L']);
    store.reset();
    const result = await restore();
    expect(result.fromRunId).toBe('R3');
    expect(store.calls.some((call) => call.op === 'list' && call.key === 'L/')).toBe(true);
  });

  it('keeps a run entered twice at its first attempt, so a late recount never puts an old run first', async () => {
    const { store, restore } = await setup();
    await seedLineage(store, 7);
    // As a finalize of run 5 that recounted the lineage once runs 6 and 7 had begun.
    await recordLineageEntry(store, { lineage: 'L', runId: 'R5', attempt: 8 }, systemClock);
    const result = await restore();
    expect(result.fromRunId).toBe('R7');
    expect(result.skipped).toEqual([]);
  });

  it('gives a run already in the index its own attempt again, however many runs began since', async () => {
    const { store, logger } = await setup();
    await seedLineage(store, 7);
    await store.writeText('runs/R4', 'L\n');
    // As finalize records run 5 (which continued run 4) once runs 6 and 7 exist.
    const { identity } = await recordRun({
      store,
      runKey: 'R5',
      restartFrom: 'R4',
      clock: systemClock,
      logger,
    });
    expect(identity.attempt).toBe(5);
    const entries = (await store.listChildren('.lineages/L/')).filter((name) =>
      name.endsWith('-R5'),
    );
    expect(entries).toEqual(['000005-R5']);
  });

  it('gives a restart the attempt after the newest entry, from the listing alone', async () => {
    const { store, logger } = await setup();
    await seedLineage(store, 12);
    const { identity } = await resolveRun(store, 'next', 'R12', logger, systemClock);
    // resolveRun finds the lineage through the run index `runs/R12`, which seedRun does not write.
    expect(identity.lineage).toBe('R12');
    await store.writeText('runs/R12', 'L\n');
    store.reset();
    const again = await resolveRun(store, 'next', 'R12', logger, systemClock);
    expect(again.identity).toEqual({ lineage: 'L', runId: 'next', attempt: 13 });
    expect(store.count('read')).toBe(1);
    expect(store.count('list')).toBe(1);
  });

  it('lists the lineages of a store from the index', async () => {
    const { store } = await setup();
    await recordLineageEntry(store, { lineage: 'A', runId: 'A', attempt: 1 }, systemClock);
    await recordLineageEntry(store, { lineage: 'B', runId: 'B', attempt: 1 }, systemClock);
    await recordLineageEntry(store, { lineage: 'B', runId: 'B2', attempt: 2 }, systemClock);
    expect(await listLineages(store)).toEqual(['A', 'B']);
    expect(lineageEntryKey('B', 2, 'B2')).toBe('.lineages/B/000002-B2');
  });
});
