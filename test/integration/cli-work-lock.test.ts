import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, startNode } from '../helpers/run-dist.js';
import { tempDir } from '../helpers/temp-dir.js';
import { eventually } from '../helpers/wait.js';

const CLI = join(DIST, 'cli.js');

describe('two spot-train runs in one directory', () => {
  it('refuses the second at once, naming the first, and lets a later run take over after a kill', async () => {
    const dir = await tempDir('lock');
    const first = startNode(
      CLI,
      ['run', '--outputs', 'out', '--', 'bash', '-c', 'echo "$$" > trainer.pid; sleep 60'],
      { cwd: dir },
    );
    try {
      await eventually(async () => {
        expect((await readFile(join(dir, 'trainer.pid'), 'utf8')).trim()).not.toBe('');
      });
      const started = Date.now();
      const second = await startNode(CLI, ['run', '--outputs', 'out', '--', 'true'], { cwd: dir })
        .done;
      expect(Date.now() - started).toBeLessThan(5000);
      expect(second.code).toBe(2);
      expect(second.stderr).toContain(
        `spot-train: another spot-train run, process ${first.pid} on `,
      );
      expect(second.stderr).toContain(join(dir, '.spot-train/work'));
      expect(second.stderr).not.toMatch(/\n\s+at /);

      first.kill('SIGKILL');
      await first.done;
      const third = await startNode(
        CLI,
        ['run', '--outputs', 'out', '--', 'bash', '-c', 'echo done > out/model.pt'],
        { cwd: dir },
      ).done;
      expect(third.code, third.stderr).toBe(0);
      expect(third.stderr).toContain(`taking over the lock of ${join(dir, '.spot-train/work')}`);
      expect(third.stderr).toContain(`left by process ${first.pid}`);
    } finally {
      first.kill('SIGKILL');
    }
  }, 30_000);
});
