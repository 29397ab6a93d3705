import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, drilledDemo, startNode } from '../helpers/run-dist.js';
import { tempDir } from '../helpers/temp-dir.js';

const CLI = join(DIST, 'cli.js');

describe('spot-train ls after a drilled spot-train run, from dist/', () => {
  it("shows each interruption's resume: the notice, durable, and the next attempt's train start, restore and first step", async () => {
    const dir = await tempDir('local-resume');
    const run = await startNode(CLI, ['run', ...drilledDemo(300, 1)], { cwd: dir }).done;
    expect(run.code, run.stderr).toBe(0);
    const [lineage = ''] = (await readdir(join(dir, '.spot-train/store'))).filter((name) =>
      name.startsWith('local-'),
    );
    const ls = await startNode(CLI, ['ls', lineage], { cwd: dir }).done;
    expect(ls.code, ls.stderr).toBe(0);
    expect(ls.stdout).toMatch(
      new RegExp(
        `Resume after run ${lineage} \\(notice\\) by run \\S+: first step \\d\\S* after the interruption`,
      ),
    );
    const line = (point: string) =>
      ls.stdout.split('\n').find((l) => l.startsWith(`${point} `)) ?? '';
    for (const point of ['notice', 'durable', 'train step started', 'restore done', 'first step'])
      expect(line(point), point).toMatch(/ \d\d:\d\d:\d\d\.\d{3} +\+\S+/);
    // No GitHub and no VM here: those points are unknown, and say so.
    for (const point of ['dispatched', 'next run created', 'VM requested', 'runner online'])
      expect(line(point), point).toMatch(/ unknown +unknown +unknown$/);
  }, 60_000);
});
