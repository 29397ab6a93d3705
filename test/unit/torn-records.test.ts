import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/base/clock.js';
import { takeRunKey } from '../../src/records/run-owner.js';
import { restartOnce } from '../../src/restart/once.js';
import { claimSuccession, continuingRun } from '../../src/restart/succession.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { claimKey, ownerKey, successorKey } from '../../src/store/layout.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { tempDir } from '../helpers/temp-dir.js';

/**
 * A store where a writer was killed between creating a record and writing
 * it, as the file store leaves one on a file system that refuses hard
 * links (O_EXCL, then the text): the record is there, and empty.
 */
async function storeWithEmpty(key: (lineage: string) => string) {
  const dir = await tempDir('torn-records');
  const path = join(dir, key('lin'));
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, '');
  return { store: new FileStore(dir), logger: new RecordingLogger() };
}

describe('a record left empty by a writer killed while creating it', () => {
  it('does not block the restart: the claim is taken over and the restart dispatched, with a warning', async () => {
    const { store, logger } = await storeWithEmpty((lin) => claimKey(lin, 'run1'));
    let dispatches = 0;
    const outcome = await restartOnce({
      store,
      lineage: 'lin',
      runId: 'run1',
      by: 'finalize',
      dispatch: () => Promise.resolve({ runId: String(++dispatches + 100) }),
      takeOverAfterMs: 60 * 60_000,
      clock: systemClock,
      logger,
    });
    expect(outcome).toEqual({ kind: 'dispatched', run: { runId: '101' } });
    expect(dispatches).toBe(1);
    expect(logger.text('warning')).toMatch(
      /lin\/run1\/restart\.claim in .* is empty: whoever created it was stopped before writing it/,
    );
    // Exactly once still: whoever comes next finds the new claim and does nothing.
    const again = await restartOnce({
      store,
      lineage: 'lin',
      runId: 'run1',
      by: 'supervisor',
      dispatch: () => Promise.resolve({ runId: String(++dispatches + 100) }),
      takeOverAfterMs: 60 * 60_000,
      clock: systemClock,
      logger,
    });
    expect(again.kind).toBe('claimed-elsewhere');
    expect(dispatches).toBe(1);
  });

  it('does not stop the next run: an empty successor record is passed over, and still only one run continues', async () => {
    const { store, logger } = await storeWithEmpty((lin) => successorKey(lin, 'run1'));
    const options = { clock: systemClock, logger };
    expect(await claimSuccession(store, 'lin', 'run1', 'run2', options)).toEqual({ ok: true });
    expect(logger.text('warning')).toMatch(/successor in .* is empty/);
    expect(await claimSuccession(store, 'lin', 'run1', 'run3', options)).toEqual({
      ok: false,
      successor: 'run2',
    });
    expect(await claimSuccession(store, 'lin', 'run1', 'run2', options)).toEqual({ ok: true });
  });

  it('does not refuse the train step: an empty owner record is passed over, a whole one still refuses', async () => {
    const { store, logger } = await storeWithEmpty((lin) => ownerKey(lin, 'run1'));
    const take = (job: string) =>
      takeRunKey({
        store,
        identity: { lineage: 'lin', runId: 'run1', attempt: 1 },
        owner: { job, runner: 'vm-1', since: '2026-12-05T00:00:00Z' },
        clock: systemClock,
        logger,
      });
    await expect(take('train')).resolves.toBeUndefined();
    expect(logger.text('warning')).toMatch(/owner in .* is empty/);
    await expect(take('other')).rejects.toThrow(/job "train" on runner "vm-1".* already trains/);
  });

  it('names no empty run when every successor record was left empty: it says the record names none', async () => {
    const { store, logger } = await storeWithEmpty((lin) => successorKey(lin, 'run1'));
    for (let generation = 2; generation <= 5; generation++)
      await writeFile(
        join(store.url.replace(/^file:\/\//, ''), `${successorKey('lin', 'run1')}.${generation}`),
        '',
      );
    const result = await claimSuccession(store, 'lin', 'run1', 'run2', {
      clock: systemClock,
      logger,
    });
    expect(result).toEqual({ ok: false, successor: '' });
    expect(`${continuingRun('')} already continues`).toBe(
      'another run (its record does not say which) already continues',
    );
  }, 30_000);
});
