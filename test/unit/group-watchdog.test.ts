import { spawn, spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WATCHDOG_SCRIPT, watchdogArguments } from '../../src/supervisor/group-watchdog.js';
import { processGroupAlive } from '../../src/supervisor/process-group.js';
import { onPath, requireTool, SHELLCHECK } from '../helpers/system-tool.js';
import { tempDir } from '../helpers/temp-dir.js';
import { eventually } from '../helpers/wait.js';

/** A stand-in trainer: a process group of its own that shrugs off SIGTERM, as a stuck trainer may. */
function stubbornGroup(): number {
  const child = spawn('bash', ['-c', "trap '' TERM; sleep 30 & wait"], {
    detached: true,
    stdio: 'ignore',
  });
  child.unref();
  if (child.pid === undefined) throw new Error('no pid');
  return child.pid;
}

/**
 * The watchdog as the supervisor starts it, with the test holding the pipe's
 * write end: ending it without a line is exactly what the kernel does to it
 * when the supervisor dies.
 */
function watchdog(pgid: number, graceMs: number) {
  const child = spawn('sh', watchdogArguments(pgid, graceMs), {
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  return { stdin: child.stdin, exited };
}

describe('the trainer group watchdog', () => {
  it('passes shellcheck', async (context) => {
    requireTool(context, SHELLCHECK, onPath('shellcheck'));
    const path = join(await tempDir('watchdog'), 'watchdog.sh');
    await writeFile(path, `#!/bin/sh\n${WATCHDOG_SCRIPT}`);
    const checked = spawnSync('shellcheck', ['--severity=style', path], { encoding: 'utf8' });
    expect(checked.error).toBeUndefined();
    expect(checked.stdout + checked.stderr).toBe('');
  });

  it('kills a group that ignores SIGTERM once the grace is over, when its supervisor is gone', async () => {
    const pgid = stubbornGroup();
    try {
      const guard = watchdog(pgid, 1000);
      const cut = Date.now();
      guard.stdin.end();
      await guard.exited;
      expect(Date.now() - cut).toBeGreaterThanOrEqual(900);
      // SIGKILL is sent when the watchdog exits; the kernel takes a moment to end the group.
      await eventually(() => expect(processGroupAlive(pgid)).toBe(false), 2000);
    } finally {
      try {
        process.kill(-pgid, 'SIGKILL');
      } catch {
        // already gone, as it should be
      }
    }
  }, 10_000);

  it('resumes a frozen process so it acts on SIGTERM before the grace is over', async () => {
    // A process with a SIGTERM handler, frozen as a torchrun agent is during a save.
    const child = spawn('bash', ['-c', "trap 'exit 0' TERM; sleep 30 & wait"], {
      detached: true,
      stdio: 'ignore',
    });
    child.unref();
    const pgid = child.pid ?? 0;
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      process.kill(pgid, 'SIGSTOP');
      const guard = watchdog(pgid, 20_000);
      guard.stdin.end();
      // Well before the 20 s grace: not the SIGKILL but its own trap ended it.
      await eventually(() => expect(processGroupAlive(pgid)).toBe(false), 5000);
    } finally {
      try {
        process.kill(-pgid, 'SIGKILL');
      } catch {
        // already gone, as it should be
      }
    }
  }, 10_000);

  it('leaves the group alone once disarmed', async () => {
    const pgid = stubbornGroup();
    try {
      const guard = watchdog(pgid, 1000);
      guard.stdin.end('done\n');
      await guard.exited;
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(processGroupAlive(pgid)).toBe(true);
    } finally {
      process.kill(-pgid, 'SIGKILL');
      await eventually(() => expect(processGroupAlive(pgid)).toBe(false));
    }
  }, 10_000);
});
