import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readLineageHistory } from '../../src/history/read-history.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { seedBeforeTrainStep } from '../helpers/history-fixture.js';
import { tempDir } from '../helpers/temp-dir.js';
import { trainStep } from '../helpers/train-step.js';

/** Lineage L as it stands when run 101's train step begins, in `dir`. */
async function beforeTrainStep(dir: string): Promise<FileStore> {
  const store = new FileStore(dir);
  await seedBeforeTrainStep(store);
  return store;
}

describe("the restarted run's train summary", () => {
  it('shows the resume from the notice to its own first step, each point as recorded', async () => {
    const ws = await tempDir('resume-ws');
    const storeDir = join(ws, '..', `${ws.split('/').pop() ?? ''}-store`);
    await mkdir(storeDir);
    const store = await beforeTrainStep(storeDir);
    const summary = await trainStep({
      ws,
      runId: '101',
      restartOf: 'L',
      inputs: {
        run: 'echo "resumed from step 1150"; echo "step 1151"; echo "step 1152"',
        outputs: 'out',
        store: `file://${storeDir}`,
        restart: 'false',
      },
    });
    expect(summary).toContain('### spot-train: training completed');
    expect(summary).toMatch(/Resume after run L \(notice\) by run 101: first step \d/);
    const row = (point: string) =>
      summary.split('\n').find((line) => line.startsWith(`| ${point} |`)) ?? '';
    expect(row('notice')).toBe('| notice | 12:00:00.000 | +0ms | |');
    expect(row('VM running')).toBe('| VM running | 12:01:15.000 | +1m15s | +5.0s |');
    expect(row('runner online')).toBe('| runner online | unknown | unknown | unknown |');
    // Recorded by this train step as they happened: real times, never unknown.
    for (const point of ['train step started', 'restore done', 'first step'])
      expect(row(point)).toMatch(/^\| [a-z ]+ \| (\d{4}-\d\d-\d\d )?\d\d:\d\d:\d\d\.\d{3} \| \+/);
    const [, run] = await readLineageHistory(store, 'L');
    const { trainStepStarted, restoreDone, firstStep, attemptEnded } = run?.points ?? {};
    expect(trainStepStarted).toBeLessThanOrEqual(restoreDone ?? 0);
    expect(restoreDone).toBeLessThanOrEqual(firstStep ?? 0);
    expect(firstStep).toBeLessThanOrEqual(attemptEnded ?? 0);
    expect(run?.outcome).toBe('completed');
  });
});
