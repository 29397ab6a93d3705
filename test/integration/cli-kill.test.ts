import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { processGroupAlive } from '../../src/supervisor/process-group.js';
import { DIST, startAction, startNode } from '../helpers/run-dist.js';
import { tempDir } from '../helpers/temp-dir.js';
import { eventually } from '../helpers/wait.js';

describe('the supervisor killed with SIGKILL', () => {
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
      // The watchdog acts at once (SIGTERM, SIGKILL after the 10 s grace); the
      // window is for a machine busy with other tests, where 15 s once ran out.
      await eventually(() => expect(processGroupAlive(pgid)).toBe(false), 30_000).catch(
        (error: unknown) => {
          // Seen twice in CI and never here: say what was left, and whether a watchdog ran.
          const ps = execFileSync('ps', ['-eo', 'pid,pgid,ppid,stat,etime,args'], {
            encoding: 'utf8',
          });
          const left = ps
            .split('\n')
            .filter((line) => line.includes(` ${pgid} `) || line.includes('spot-train-watchdog'));
          throw new Error(`group ${pgid} still alive:\n${left.join('\n')}`, { cause: error });
        },
      );
    } finally {
      try {
        process.kill(-pgid, 'SIGKILL');
      } catch {
        // gone, as it should be
      }
    }
  }, 20_000);

  it('leaves a temp file in the store when killed mid-upload, which the next run removes', async () => {
    const dir = await tempDir('kill');
    const incoming = join(dir, '.spot-train/store/.incoming');
    const trainer =
      'mkdir -p out && head -c 268435456 /dev/zero > out/big.tmp && mv out/big.tmp out/big.pt; sleep 60';
    const first = startNode(
      join(DIST, 'cli.js'),
      ['run', '--outputs', 'out', '--settle', '100ms', '--', 'bash', '-c', trainer],
      { cwd: dir },
    );
    const incomingBytes = async (): Promise<number> => {
      const names = await readdir(incoming).catch(() => []);
      const sizes = await Promise.all(
        names.map(async (name) => (await stat(join(incoming, name))).size),
      );
      return sizes.reduce((sum, size) => sum + size, 0);
    };
    try {
      await eventually(async () => expect(await incomingBytes()).toBeGreaterThan(1 << 20), 15_000);
    } finally {
      first.kill('SIGKILL');
    }
    await first.done;
    expect(await incomingBytes()).toBeGreaterThan(1 << 20);
    // A leftover is only taken once it has sat still a while (a live writer keeps touching
    // its temp file); this stands for the time before the next run.
    const aMinuteAgo = new Date(Date.now() - 60_000);
    for (const name of await readdir(incoming))
      await utimes(join(incoming, name), aMinuteAgo, aMinuteAgo);

    const second = await startNode(
      join(DIST, 'cli.js'),
      ['run', '--outputs', 'out', '--', 'bash', '-c', 'mkdir -p out && echo ok > out/small.pt'],
      { cwd: dir },
    ).done;
    expect(second.code, second.stderr).toBe(0);
    expect(await incomingBytes()).toBe(0);
    expect(second.stdout + second.stderr).toMatch(
      /removed [\d.]+ MiB of temp files that killed runs left in/,
    );
  }, 40_000);

  it("takes down the trainer when the action's train step is killed the same way", async () => {
    const root = await tempDir('kill');
    const workspace = join(root, 'workspace');
    const runnerTemp = join(root, 'runner-temp');
    await mkdir(workspace);
    await mkdir(runnerTemp);
    const { running } = await startAction(
      'main.js',
      {
        mode: 'train',
        run: 'echo "$$" > trainer.pid; sleep 300 & wait',
        store: `file://${join(root, 'bucket')}`,
      },
      { workspace, runnerTemp, runId: '3001' },
    );
    let pgid = 0;
    await eventually(async () => {
      pgid = Number((await readFile(join(workspace, 'trainer.pid'), 'utf8')).trim());
      expect(pgid).toBeGreaterThan(0);
    });
    try {
      running.kill('SIGKILL');
      await running.done;
      // The watchdog acts at once (SIGTERM, SIGKILL after the 10 s grace); the
      // window is for a machine busy with other tests, where 15 s once ran out.
      await eventually(() => expect(processGroupAlive(pgid)).toBe(false), 30_000).catch(
        (error: unknown) => {
          // Seen twice in CI and never here: say what was left, and whether a watchdog ran.
          const ps = execFileSync('ps', ['-eo', 'pid,pgid,ppid,stat,etime,args'], {
            encoding: 'utf8',
          });
          const left = ps
            .split('\n')
            .filter((line) => line.includes(` ${pgid} `) || line.includes('spot-train-watchdog'));
          throw new Error(`group ${pgid} still alive:\n${left.join('\n')}`, { cause: error });
        },
      );
    } finally {
      try {
        process.kill(-pgid, 'SIGKILL');
      } catch {
        // gone, as it should be
      }
    }
  }, 45_000);
});
