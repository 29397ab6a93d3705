import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/base/clock.js';
import { restartOnce, type StartedRun } from '../../src/restart/once.js';
import { claimRestart, readClaim } from '../../src/records/claim.js';
import { FakeClock } from '../helpers/fake-clock.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { tempDir } from '../helpers/temp-dir.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('restartOnce', () => {
  it('dispatches exactly once however the VM, the finalize job and their retries interleave', async () => {
    for (let round = 0; round < 20; round++) {
      const store = new FileStore(await tempDir('restart'));
      const dispatched: string[] = [];
      const contender = async (by: string) => {
        await sleep(Math.random() * 5);
        return restartOnce({
          store,
          lineage: 'L',
          runId: '100',
          by,
          dispatch: async (): Promise<StartedRun> => {
            await sleep(Math.random() * 5);
            dispatched.push(by);
            return { runId: '101', url: 'https://github.com/acme/train/actions/runs/101' };
          },
          clock: systemClock,
          logger: new RecordingLogger(),
        });
      };
      const outcomes = await Promise.all(
        ['supervisor', 'finalize', 'supervisor-retry', 'finalize-retry'].map(contender),
      );
      expect(dispatched).toHaveLength(1);
      expect(outcomes.filter((o) => o.kind === 'dispatched')).toHaveLength(1);
      expect(outcomes.filter((o) => o.kind === 'claimed-elsewhere')).toHaveLength(3);
      const claim = await readClaim(store, 'L', '100');
      expect(claim).toMatchObject({
        generation: 1,
        body: { by: dispatched[0], restartRunId: '101' },
      });
    }
  });

  it('records a failed dispatch in the claim, so the finalize job can take it over', async () => {
    const store = new FileStore(await tempDir('restart'));
    const outcome = await restartOnce({
      store,
      lineage: 'L',
      runId: '200',
      by: 'supervisor',
      dispatch: () => Promise.reject(new Error('GitHub: 401 Bad credentials')),
      clock: systemClock,
      logger: new RecordingLogger(),
    });
    expect(outcome).toEqual({ kind: 'failed', error: 'GitHub: 401 Bad credentials' });
    const claim = await readClaim(store, 'L', '200');
    expect(claim?.body?.dispatchError).toBe('GitHub: 401 Bad credentials');
    expect(claim?.body?.restartRunId).toBeUndefined();

    // The finalize job (and its retries, racing) take it over: one of them dispatches.
    const dispatched: string[] = [];
    const outcomes = await Promise.all(
      ['finalize', 'finalize-retry'].map((by) =>
        restartOnce({
          store,
          lineage: 'L',
          runId: '200',
          by,
          dispatch: () => {
            dispatched.push(by);
            return Promise.resolve({ runId: '201' });
          },
          takeOverAfterMs: 600_000,
          clock: systemClock,
          logger: new RecordingLogger(),
        }),
      ),
    );
    expect(dispatched).toHaveLength(1);
    expect(outcomes.map((o) => o.kind).sort()).toEqual(['claimed-elsewhere', 'dispatched']);
    expect(await readClaim(store, 'L', '200')).toMatchObject({
      generation: 2,
      body: { restartRunId: '201' },
    });
  });

  it('takes over a claim that was never dispatched only once it is older than the bound', async () => {
    const store = new FileStore(await tempDir('restart'));
    const clock = new FakeClock(Date.parse('2026-11-30T10:00:00Z'));
    // A VM that claimed and died before it could dispatch.
    await claimRestart(
      store,
      'L',
      '400',
      { by: 'supervisor', claimedAt: '2026-11-30T10:00:00.000Z' },
      { clock, logger: new RecordingLogger() },
    );
    const finalize = () =>
      restartOnce({
        store,
        lineage: 'L',
        runId: '400',
        by: 'finalize',
        dispatch: () => Promise.resolve({ runId: '401' }),
        takeOverAfterMs: 600_000,
        clock,
        logger: new RecordingLogger(),
      });
    await clock.advance(300_000);
    expect((await finalize()).kind).toBe('claimed-elsewhere');
    await clock.advance(301_000);
    expect(await finalize()).toEqual({ kind: 'dispatched', run: { runId: '401' } });
    expect((await readClaim(store, 'L', '400'))?.generation).toBe(2);
  });

  it('tells a later caller which run continues the lineage', async () => {
    const store = new FileStore(await tempDir('restart'));
    const common = {
      store,
      lineage: 'L',
      runId: '300',
      clock: systemClock,
      logger: new RecordingLogger(),
    };
    await restartOnce({
      ...common,
      by: 'supervisor',
      dispatch: () => Promise.resolve({ runId: '301' }),
    });
    const logger = new RecordingLogger();
    const later = await restartOnce({
      ...common,
      logger,
      by: 'finalize',
      dispatch: () => Promise.reject(new Error('must not dispatch')),
    });
    expect(later).toMatchObject({ kind: 'claimed-elsewhere', claim: { restartRunId: '301' } });
    expect(logger.text()).toContain('already claimed by supervisor');
    expect(logger.text()).toContain('it is run 301');
  });
});
