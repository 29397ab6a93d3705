import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, ROOT, startNode } from '../helpers/run-dist.js';
import { tempDir } from '../helpers/temp-dir.js';

const CLI = join(DIST, 'cli.js');
const TRAINER = join(ROOT, 'test/fixtures/print-shapes-trainer.py');

/** What each attempt really did, as the trainer wrote it down outside the outputs. */
interface Truth {
  readonly began: number;
  readonly last: number;
}

/** The printed forms, and how many steps apart each prints them. */
const SHAPES = [
  { shape: 'nanogpt', every: 1 },
  { shape: 'hf', every: 1 },
  { shape: 'lightning', every: 1 },
  { shape: 'sparse', every: 10 },
] as const;

/** A report row's cells: attempt, outcome, time, steps, restored, uploaded, notice->durable, work lost. */
function rows(stdout: string): string[][] {
  return stdout
    .split('\n')
    .filter((line) => /^\d+ +(interrupted|completed)/.test(line))
    .map((line) => line.split(/ {2,}/));
}

/** "12 steps ..." or "51-69 steps ..." as [low, high]. */
function lostRange(cell: string): [number, number] {
  const match = /^(\d+)(?:-(\d+))? steps?\b/.exec(cell);
  expect(match, cell).not.toBeNull();
  const low = Number(match?.[1]);
  return [low, match?.[2] === undefined ? low : Number(match[2])];
}

async function runShape(shape: string) {
  const dir = await tempDir(`truth-${shape}`);
  const truthFile = join(dir, 'truth.jsonl');
  const done = await startNode(
    CLI,
    [
      'run',
      '--outputs',
      'out',
      '--interrupt-after',
      '1s',
      '--interruptions',
      '2',
      '--settle',
      '200ms',
      '--',
      'python3',
      TRAINER,
    ],
    { cwd: dir, env: { ...process.env, SHAPE: shape, TRUTH: truthFile } },
  ).done;
  const truth = (await readFile(truthFile, 'utf8'))
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Truth);
  return { done, truth };
}

describe('what spot-train run reports of trainers that print as everyday trainers do, from dist/', () => {
  for (const { shape, every } of SHAPES)
    it(`reads ${shape}'s steps and the work each interruption lost, within one logging interval`, async () => {
      const { done, truth } = await runShape(shape);
      const table = rows(done.stdout);
      expect(table, done.stdout + done.stderr).toHaveLength(3);
      expect(truth).toHaveLength(3);
      let lost = false;
      for (const [index, row] of table.entries()) {
        const real = truth[index] as Truth;
        // The steps column: where the attempt began, to the last step it printed.
        const [from, to] = (row[3] ?? '').split('..').map(Number);
        expect(real.last - (to ?? NaN), row.join(' | ')).toBeGreaterThanOrEqual(0);
        expect(real.last - (to ?? NaN), row.join(' | ')).toBeLessThan(every);
        expect(from, row.join(' | ')).toBeGreaterThanOrEqual(real.began);
        expect(from, row.join(' | ')).toBeLessThanOrEqual(real.began + every);
        const next = truth[index + 1];
        if (!next) continue;
        // Work lost: the steps done that the next attempt did again.
        const [low, high] = lostRange(row[7] ?? '');
        const actual = real.last - next.began;
        expect(actual, row.join(' | ')).toBeGreaterThanOrEqual(low);
        expect(actual, row.join(' | ')).toBeLessThanOrEqual(high);
        expect(high - low, row.join(' | ')).toBeLessThan(every);
        lost ||= low > 0;
      }
      // A step read from the restart directory's path (it holds the lineage's date) would show here.
      expect(done.stdout).not.toMatch(/\b2\d{7}\b/);
      // The trainer saves every 15 steps, not at a notice: run says so in its exit status.
      expect(done.code, done.stderr).toBe(lost ? 4 : 0);
    }, 90_000);

  it('never passes a card line whose situation did not occur, for a trainer that neither saves at a notice nor loads', async () => {
    const dir = await tempDir('truth-card');
    const done = await startNode(CLI, ['check', '--', 'python3', TRAINER], {
      cwd: dir,
      env: {
        ...process.env,
        SHAPE: 'sparse',
        RESUME: '0',
        TRUTH: join(dir, 'truth.jsonl'),
      },
    }).done;
    const card = done.stdout.slice(done.stdout.indexOf('spot-train check:'));
    const marks = new Map<string, string>();
    for (const text of card.split('\n')) {
      const mark = /^ {2}(pass|FIX |n\/a ) {2}([^:]+):/.exec(text);
      if (mark?.[1] && mark[2]) marks.set(mark[2], mark[1]);
    }
    for (const what of [
      'exits on SIGINT, saving first',
      "saves within the cloud's notice",
      'resumes from the restart directory',
      'survives a notice in the middle of a save',
      'survives a second SIGINT while saving',
    ])
      expect(marks.get(what), `${what}\n${card}`).toMatch(/^(FIX |n\/a )$/);
    expect(done.code, card).toBe(1);
  }, 120_000);
});
