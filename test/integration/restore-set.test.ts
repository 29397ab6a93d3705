import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST, ROOT, startNode } from '../helpers/run-dist.js';
import { startS3, type LocalS3 } from '../helpers/s3.js';
import { tempDir } from '../helpers/temp-dir.js';

const TRAINER = join(ROOT, 'test/fixtures/rotating-trainer.py');
const INTERRUPTIONS = 5;

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3.close();
});

interface Entry {
  readonly attempt: string;
  readonly restored: readonly string[];
  readonly resumed: number;
}

/** `spot-train run` of the KEEP=2 trainer, interrupted 5 times; what each attempt found. */
async function rotatingLineage(store: 'file' | 's3', resumeFrom: 'restart' | 'outputs') {
  const dir = await tempDir(`restore-set-${store}-${resumeFrom}`);
  const journal = join(dir, 'journal.jsonl');
  const storeArgs =
    store === 's3'
      ? ['--store', `s3://${s3.bucket}/${dir.split('/').at(-1) ?? ''}`]
      : ['--store', `file://${join(dir, 'store')}`];
  const run = await startNode(
    join(DIST, 'cli.js'),
    [
      'run',
      ...storeArgs,
      ...(store === 's3' ? ['--s3-endpoint', s3.endpoint, '--s3-path-style'] : []),
      ...(resumeFrom === 'outputs' ? ['--restore-to-outputs'] : []),
      '--outputs',
      'out',
      '--interrupt-after',
      '2500ms',
      '--interruptions',
      String(INTERRUPTIONS),
      '--settle',
      '200ms',
      '--',
      'python3',
      TRAINER,
      '--steps',
      '350',
      '--save-every',
      '5',
      // 50 ms a step: 50 steps an attempt, so the 350 outlast 5 drills on any machine
      // (at the default 20 ms a fast one finished after 2).
      '--step-time',
      '0.05',
    ],
    {
      cwd: dir,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        ROTATE_JOURNAL: journal,
        ROTATE_RESUME_FROM: resumeFrom,
        ...(store === 's3' ? s3.env : {}),
      },
    },
  ).done;
  expect(run.code, run.stdout + run.stderr).toBe(0);
  const text = await readFile(journal, 'utf8');
  const entries = text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Entry);
  return { entries, log: run.stdout + run.stderr };
}

describe('what a restart restores from a trainer that keeps its 2 newest checkpoints, from dist/', () => {
  for (const store of ['file', 's3'] as const) {
    for (const resumeFrom of ['restart', 'outputs'] as const) {
      it(`stays at 2 checkpoints and the config over ${INTERRUPTIONS} interruptions (${store} store, resuming from ${resumeFrom === 'restart' ? '_restart' : 'the outputs'})`, async () => {
        const { entries, log } = await rotatingLineage(store, resumeFrom);
        // An attempt whose trainer had not started when its drill came (a loaded machine) has no line.
        expect(entries.length, log).toBeGreaterThanOrEqual(INTERRUPTIONS - 1);
        let resumed = 0;
        let configWritten = false;
        for (const entry of entries) {
          const checkpoints = entry.restored.filter((path) => path.startsWith('ckpt-'));
          const what = `attempt ${entry.attempt}: ${entry.restored.join(', ')}`;
          expect(checkpoints.length, what).toBeLessThanOrEqual(2);
          // Written once, by the first attempt that trained, and never deleted: restored every time after.
          if (configWritten) expect(entry.restored, what).toContain('config.json');
          configWritten ||= entry.resumed > 0 || checkpoints.length > 0;
          expect(
            entry.restored.filter((p) => !p.startsWith('ckpt-') && p !== 'config.json'),
          ).toEqual([]);
          // Resumed from the newest checkpoint restored, never going back.
          expect(entry.resumed, what).toBeGreaterThanOrEqual(resumed);
          if (checkpoints.length > 0)
            expect(`ckpt-${String(entry.resumed).padStart(6, '0')}.bin`, what).toBe(
              checkpoints.at(-1),
            );
          resumed = entry.resumed;
        }
        // The lineage was exercised: most restarts found two checkpoints to choose from.
        expect(
          entries.filter((e) => e.restored.filter((p) => p.startsWith('ckpt-')).length === 2)
            .length,
          log,
        ).toBeGreaterThanOrEqual(3);
      }, 120_000);
    }
  }
});
