import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { processGroupAlive } from '../../src/supervisor/process-group.js';
import { DIST, startNode } from '../helpers/run-dist.js';
import { tempDir } from '../helpers/temp-dir.js';
import { eventually } from '../helpers/wait.js';

describe('spot-train run killed with SIGKILL', () => {
  it('takes down a trainer that never prints, and its workers, instead of leaving them running', async () => {
    const dir = await tempDir('kill');
    // Silent on purpose: a trainer that writes would die of SIGPIPE anyway.
    const trainer = 'echo "$$" > trainer.pid; sleep 300 & wait';
    const run = startNode(
      join(DIST, 'cli.js'),
      ['run', '--outputs', 'out', '--', 'bash', '-c', trainer],
      { cwd: dir },
    );
    let pgid = 0;
    await eventually(async () => {
      pgid = Number((await readFile(join(dir, 'trainer.pid'), 'utf8')).trim());
      expect(pgid).toBeGreaterThan(0);
    });
    try {
      run.kill('SIGKILL');
      await run.done;
      await eventually(() => expect(processGroupAlive(pgid)).toBe(false), 5000);
    } finally {
      try {
        process.kill(-pgid, 'SIGKILL');
      } catch {
        // gone, as it should be
      }
    }
  }, 20_000);
});
