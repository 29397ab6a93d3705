import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readLineageHistory } from '../../src/history/read-history.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { processGroupAlive } from '../../src/supervisor/process-group.js';
import { seedBeforeTrainStep } from '../helpers/history-fixture.js';
import { startAction } from '../helpers/run-dist.js';
import { tempDir } from '../helpers/temp-dir.js';
import { eventually } from '../helpers/wait.js';

/**
 * Run 101's train step, continuing run L of the fixture, from dist/; the
 * trainer prints its first step and then waits (ignoring SIGINT, so a
 * notice leaves the supervisor waiting on it) until it is killed.
 */
async function startTrainStep() {
  const root = await tempDir('history-kill');
  const workspace = join(root, 'workspace');
  const runnerTemp = join(root, 'runner-temp');
  const bucket = join(root, 'bucket');
  await Promise.all([mkdir(workspace), mkdir(runnerTemp), mkdir(bucket)]);
  const store = new FileStore(bucket);
  await seedBeforeTrainStep(store);
  const { running } = await startAction(
    'main.js',
    {
      mode: 'train',
      run: 'echo "$$" > trainer.pid; trap "" INT; echo "step 1151"; sleep 300 & wait',
      store: `file://${bucket}`,
      restart: 'false',
    },
    { workspace, runnerTemp, runId: '101', event: { inputs: { _restart: 'L' } } },
  );
  let pgid = 0;
  await eventually(async () => {
    pgid = Number((await readFile(join(workspace, 'trainer.pid'), 'utf8')).trim());
    expect(pgid).toBeGreaterThan(0);
  });
  const historyDir = join(bucket, 'L', '101', 'history');
  const cleanUp = () => {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      // gone already
    }
  };
  return { running, store, historyDir, pgid, cleanUp };
}

/** Every record left is whole JSON: a kill never leaves half a record to misread. */
async function expectWholeRecords(dir: string): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => !name.startsWith('.'));
  for (const name of names) {
    const text = await readFile(join(dir, name), 'utf8');
    expect(() => JSON.parse(text) as unknown, name).not.toThrow();
  }
  return names.sort();
}

describe('history records of a train step killed with SIGKILL', () => {
  it('keep what happened before the kill, whole, and leave its end unknown', async () => {
    const step = await startTrainStep();
    try {
      await eventually(async () =>
        expect(await readdir(step.historyDir)).toContain('first-step.json'),
      );
      step.running.kill('SIGKILL');
      await step.running.done;
      await eventually(() => expect(processGroupAlive(step.pgid)).toBe(false), 5000);
    } finally {
      step.cleanUp();
    }
    expect(await expectWholeRecords(step.historyDir)).toEqual([
      'first-step.json',
      // As launch and GitHub left them before the step began.
      'github.json',
      'launch.json',
      'restore-done.json',
      'train-step-started.json',
    ]);
    const [, run] = await readLineageHistory(step.store, 'L');
    expect(run?.points.firstStep).toBeGreaterThanOrEqual(run?.points.restoreDone ?? Infinity);
    expect(run?.points.attemptEnded).toBeUndefined();
    expect(run?.outcome).toBeUndefined();
    expect(run?.interrupted).toBeUndefined();
  }, 30_000);

  it('killed after a notice, keep the notice and leave durable and dispatched unknown', async () => {
    const step = await startTrainStep();
    try {
      await eventually(async () =>
        expect(await readdir(step.historyDir)).toContain('first-step.json'),
      );
      // SIGTERM is the notice of last resort; the trainer ignores the SIGINT it brings.
      step.running.kill('SIGTERM');
      await eventually(async () => expect(await readdir(step.historyDir)).toContain('notice.json'));
      step.running.kill('SIGKILL');
      await step.running.done;
    } finally {
      step.cleanUp();
    }
    expect(await expectWholeRecords(step.historyDir)).not.toContain('attempt-ended.json');
    const [, run] = await readLineageHistory(step.store, 'L');
    expect(run?.interrupted).toBe('notice');
    expect(run?.points.notice).toBeGreaterThanOrEqual(run?.points.firstStep ?? Infinity);
    expect(run?.points.durable).toBeUndefined();
    expect(run?.points.dispatched).toBeUndefined();
  }, 30_000);
});
