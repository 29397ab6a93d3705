import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { bashArguments, type TrainerCommand } from '../../src/supervisor/trainer-process.js';
import { tempDir } from '../helpers/temp-dir.js';

interface Gated {
  readonly gate: Writable;
  readonly done: Promise<{ code: number | null; stdout: string }>;
}

/** bash as the supervisor starts it, with its gate on fd 3 left for the test to open or drop. */
function startGated(command: TrainerCommand, cwd: string): Gated {
  const child = spawn('bash', bashArguments(command), {
    cwd,
    stdio: ['ignore', 'pipe', 'inherit', 'pipe'],
  });
  let stdout = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const done = new Promise<{ code: number | null; stdout: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, stdout })),
  );
  return { gate: child.stdio[3] as Writable, done };
}

describe('the trainer waits for its guard', () => {
  it('passes argv words to the program exactly, once the gate opens', async () => {
    const word = '$(rm -rf ~); echo "x" `id`';
    const run = startGated({ kind: 'argv', argv: ['printf', '%s\n', word] }, await tempDir('gate'));
    run.gate.end('go\n');
    expect(await run.done).toEqual({ code: 0, stdout: `${word}\n` });
  });

  it('runs a script with -e and pipefail, as a workflow step does', async () => {
    const script = 'echo before\nfalse | cat\necho after';
    const run = startGated({ kind: 'script', script }, await tempDir('gate'));
    run.gate.end('go\n');
    const { code, stdout } = await run.done;
    expect(code).toBe(1);
    expect(stdout).toBe('before\n');
  });

  it('never runs the command when the supervisor dies before arming the guard', async () => {
    const dir = await tempDir('gate');
    const run = startGated({ kind: 'script', script: 'touch ran' }, dir);
    // Let bash reach the gate first: the supervisor dies while it waits there.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(existsSync(join(dir, 'ran'))).toBe(false);
    run.gate.destroy();
    expect((await run.done).code).toBe(125);
    expect(existsSync(join(dir, 'ran'))).toBe(false);
  });

  it('closes the gate before the command, so the trainer inherits no stray descriptor', async () => {
    const script = 'if [ -e "/proc/$$/fd/3" ]; then echo open; else echo closed; fi';
    const run = startGated({ kind: 'script', script }, await tempDir('gate'));
    run.gate.end('go\n');
    expect((await run.done).stdout).toBe('closed\n');
  });
});
