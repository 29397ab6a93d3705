import { spawnSync } from 'node:child_process';
import { readFile, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockWorkDir } from '../../src/local/work-lock.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { tempDir } from '../helpers/temp-dir.js';

/** The pid of a process that has ended: what a killed run leaves in its lock. */
function deadPid(): number {
  return spawnSync('true').pid;
}

async function leftLock(workDir: string, holder: { host: string; pid: number }): Promise<void> {
  const record = { ...holder, since: '2026-01-01T00:00:00.000Z', cwd: '/elsewhere' };
  await writeFile(join(workDir, 'run.lock'), JSON.stringify(record));
}

describe('the work directory lock', () => {
  it('refuses a second holder at once, naming the first, and frees the directory on release', async () => {
    const workDir = join(await tempDir('lock'), 'work');
    const first = await lockWorkDir(workDir, new RecordingLogger());
    await expect(lockWorkDir(workDir, new RecordingLogger())).rejects.toThrow(
      `another spot-train run, process ${process.pid} on ${hostname()}`,
    );
    await first.release();
    const second = await lockWorkDir(workDir, new RecordingLogger());
    await second.release();
  });

  it('takes over the lock of a killed run, and of runs racing for it only one wins', async () => {
    const pid = deadPid();
    // Staggered starts, so that some racer finds the lock only after another took it over.
    for (let trial = 0; trial < 30; trial++) {
      const workDir = await tempDir('lock');
      await leftLock(workDir, { host: hostname(), pid });
      const logger = new RecordingLogger();
      const racer = async (delay: number) => {
        for (let tick = 0; tick < delay; tick++) await new Promise(setImmediate);
        return lockWorkDir(workDir, logger);
      };
      const results = await Promise.allSettled([0, 1, 2, 3].map((n) => racer((n * trial) % 5)));
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      expect(logger.text('warning')).toMatch(/taking over the lock of .*, left by process \d+/);
      const held = JSON.parse(await readFile(join(workDir, 'run.lock'), 'utf8')) as {
        pid: number;
      };
      expect(held.pid).toBe(process.pid);
    }
  });

  it('takes over a lock with its own pid that it does not hold: an earlier process had that pid', async () => {
    const workDir = await tempDir('lock');
    await leftLock(workDir, { host: hostname(), pid: process.pid });
    const taken = await lockWorkDir(workDir, new RecordingLogger());
    await taken.release();
  });

  it('waits out a lock from another host only until its heartbeat is two minutes old', async () => {
    const workDir = await tempDir('lock');
    await leftLock(workDir, { host: 'another-host', pid: 1 });
    await expect(lockWorkDir(workDir, new RecordingLogger())).rejects.toThrow(/another-host/);
    const old = new Date(Date.now() - 180_000);
    await utimes(join(workDir, 'run.lock'), old, old);
    const taken = await lockWorkDir(workDir, new RecordingLogger());
    await taken.release();
  });
});
