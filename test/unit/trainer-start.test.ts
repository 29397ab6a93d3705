import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { describeExit, exitCause } from '../../src/supervisor/trainer-exit.js';
import { TrainerProcess } from '../../src/supervisor/trainer-process.js';
import { tempDir } from '../helpers/temp-dir.js';

function start(cwd: string, script: string): TrainerProcess {
  return TrainerProcess.start({
    command: { kind: 'script', script },
    cwd,
    env: process.env,
    stdout: new PassThrough(),
    stderr: new PassThrough(),
  });
}

describe('a trainer the system refuses to start', () => {
  it('ends as a failed exit naming its working directory, never as an exception', async () => {
    const missing = join(await tempDir('trainer-start'), 'gone');
    const trainer = start(missing, 'echo never');
    const exit = await trainer.exited;
    expect(trainer.startedPid).toBeUndefined();
    expect(trainer.groupAlive()).toBe(false);
    expect(trainer.signalGroup('SIGINT')).toBe(false);
    expect(trainer.interrupt()).toBeUndefined();
    expect(exit.notStarted).toBe(`its working directory ${missing} cannot be entered (ENOENT)`);
    expect(describeExit(exit)).toContain(
      `an error before it started (its working directory ${missing}`,
    );
    expect(exitCause(exit)).toMatch(/^the trainer could not be started: its working directory/);
  });

  it('reads output until the trainer exits, with the last unterminated line', async () => {
    const lines: string[] = [];
    const trainer = TrainerProcess.start({
      command: { kind: 'script', script: 'echo one; printf two' },
      cwd: await tempDir('trainer-start'),
      env: process.env,
      stdout: new PassThrough(),
      stderr: new PassThrough(),
      onLine: (line) => lines.push(line),
    });
    expect(await trainer.exited).toEqual({ code: 0, signal: null });
    expect(lines).toEqual(['one', 'two']);
  });
});
