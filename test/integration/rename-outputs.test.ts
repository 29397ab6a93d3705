import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, ROOT, startNode } from '../helpers/run-dist.js';
import { tempDir } from '../helpers/temp-dir.js';

const TRAINER = join(ROOT, 'test/fixtures/rename-trainer.py');

describe('a file replaced by atomic rename faster than the settle time, from dist/', () => {
  it('is uploaded while the trainer runs, and its last version survives the kill that ends the trainer', async () => {
    const dir = await tempDir('rename-outputs');
    const journal = join(dir, 'journal.jsonl');
    const run = await startNode(
      join(DIST, 'cli.js'),
      [
        'run',
        '--outputs',
        'out',
        // The trainer ignores SIGINT and SIGTERM: 6 s after the notice it is killed.
        '--drill',
        'after:5s,notice:12s',
        '--flush-reserve',
        '4s',
        '--kill-grace',
        '2s',
        '--settle',
        '2s',
        '--',
        'python3',
        TRAINER,
        '--every',
        '0.2',
      ],
      {
        cwd: dir,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, RENAME_JOURNAL: journal },
      },
    ).done;
    const log = run.stdout + run.stderr;
    expect(run.code, log).toBe(0);
    const lines = (await readFile(journal, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { restored?: number | null; wrote?: number });
    const second = lines.findIndex((line, index) => index > 0 && 'restored' in line);
    const written = lines.slice(0, second).flatMap((line) => (line.wrote ? [line.wrote] : []));
    const restored = lines[second]?.restored;
    // The last version renamed into place before the kill (or the one the kill cut from the journal).
    const last = written.at(-1) ?? 0;
    expect(restored, log).toBeGreaterThanOrEqual(last);
    expect(restored, log).toBeLessThanOrEqual(last + 1);
    // Live: uploaded before the notice, though it never held still for 2 s.
    const beforeNotice = log.slice(0, log.indexOf('Spot instance interruption found'));
    expect(beforeNotice).toMatch(/uploaded latest\.json/);
    expect(log).not.toMatch(/latest\.json.*may be torn/);
  }, 60_000);
});
