import { describe, expect, it } from 'vitest';
import type { Clock } from '../../src/base/clock.js';
import { restartOnce, type StartedRun } from '../../src/restart/once.js';
import { claimSuccession } from '../../src/restart/succession.js';
import { readClaim } from '../../src/records/claim.js';
import { FileStore } from '../../src/store/file/file-store.js';
import type { Store } from '../../src/store/store.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { tempDir } from '../helpers/temp-dir.js';

/** Retries wait in backoff; this clock lets them pass at once. */
const instant: Clock = { now: () => Date.now(), sleep: async () => {} };

const reset = () => Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });

/**
 * A file store whose create-if-absent fails as a flaky link does: `before`
 * fails the first calls without creating anything, `lost` creates the
 * object and then loses the answer.
 */
function flaky(store: FileStore, faults: ('before' | 'lost')[]): Store {
  return Object.assign(Object.create(store) as FileStore, {
    async createExclusive(key: string, text: string): Promise<boolean> {
      const fault = faults.shift();
      if (fault === 'before') throw reset();
      const created = await store.createExclusive(key, text);
      if (fault === 'lost') throw reset();
      return created;
    },
  });
}

function restart(store: Store, dispatched: string[], by = 'supervisor') {
  return restartOnce({
    store,
    lineage: 'L',
    runId: '100',
    by,
    dispatch: (): Promise<StartedRun> => {
      dispatched.push(by);
      return Promise.resolve({ runId: '101' });
    },
    clock: instant,
    logger: new RecordingLogger(),
  });
}

describe('the restart claim on a flaky store', () => {
  it('a connection reset before the claim is written is retried, and the restart dispatched', async () => {
    const store = new FileStore(await tempDir('claim'));
    const dispatched: string[] = [];
    const outcome = await restart(flaky(store, ['before', 'before']), dispatched);
    expect(outcome).toEqual({ kind: 'dispatched', run: { runId: '101' } });
    expect(dispatched).toEqual(['supervisor']);
  });

  it('a claim written whose answer was lost is known as its own on the retry: one dispatch, by it', async () => {
    const store = new FileStore(await tempDir('claim'));
    const dispatched: string[] = [];
    const outcome = await restart(flaky(store, ['lost']), dispatched);
    expect(outcome.kind).toBe('dispatched');
    // The finalize job comes later and finds the claim taken.
    const late = await restart(store, dispatched, 'finalize');
    expect(late.kind).toBe('claimed-elsewhere');
    expect(dispatched).toEqual(['supervisor']);
    expect((await readClaim(store, 'L', '100'))?.body).toMatchObject({ restartRunId: '101' });
  });

  it('a store that keeps failing ends in a failed outcome, not a throw, and leaves the claim to the next caller', async () => {
    const store = new FileStore(await tempDir('claim'));
    const dispatched: string[] = [];
    const outcome = await restart(flaky(store, Array<'before'>(20).fill('before')), dispatched);
    expect(outcome).toMatchObject({ kind: 'failed' });
    expect(outcome.kind === 'failed' && outcome.error).toContain('ECONNRESET');
    expect(dispatched).toEqual([]);
    expect((await restart(store, dispatched, 'finalize')).kind).toBe('dispatched');
  });

  it('the succession record survives a lost answer: the same run is still the successor', async () => {
    const store = new FileStore(await tempDir('claim'));
    const options = { clock: instant, logger: new RecordingLogger() };
    expect(await claimSuccession(flaky(store, ['lost']), 'L', '100', '300', options)).toEqual({
      ok: true,
    });
    expect(await claimSuccession(store, 'L', '100', '301', options)).toEqual({
      ok: false,
      successor: '300',
    });
  });
});
