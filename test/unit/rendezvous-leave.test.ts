import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareLeave, type DepartedAgent } from '../../src/supervisor/rendezvous-leave.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { tempDir } from '../helpers/temp-dir.js';

const ARGV = [
  '/usr/bin/python3',
  '-m',
  'torch.distributed.run',
  '--nnodes',
  '2:3',
  '--rdzv_backend',
  'c10d',
  '--rdzv_endpoint',
  '10.0.0.4:29500',
  '--rdzv_id',
  'r',
  'train.py',
];

/**
 * A stand-in for the agent's Python: it runs no script, but answers as the
 * leave script does, and notes in `calls` each start and the pids it got
 * (in its argument, or on stdin after saying it is ready). `startFails`
 * makes a start without pids fail before it is ready.
 */
async function fakePython(dir: string, startFails = false): Promise<string> {
  const python = join(dir, 'python');
  const calls = join(dir, 'calls');
  await writeFile(
    python,
    `#!/bin/sh
input="$3"
case "$input" in
  *'"pids"'*) echo "cold $input" >> '${calls}'; echo '{"left": ["node"], "round": 4}' ;;
  *) echo started >> '${calls}'
     ${startFails ? 'exit 1' : ''}
     echo '{"ready": true}'
     read -r line
     echo "warm $line" >> '${calls}'
     echo '{"left": ["node"], "round": 5}' ;;
esac
`,
  );
  await chmod(python, 0o755);
  return python;
}

const agent = (python: string): DepartedAgent => ({ pid: 4242, argv: ARGV, python });

describe('taking a departed agent out of the rendezvous', () => {
  it('starts the helper at the notice and hands it the pids once the agents are gone', async () => {
    const dir = await tempDir('leave-early');
    const python = await fakePython(dir);
    const logger = new RecordingLogger();
    const leaving = prepareLeave([agent(python)], logger);
    // Started before any agent is gone: its start is off the others' path.
    await expect.poll(() => readFile(join(dir, 'calls'), 'utf8').catch(() => '')).toBe('started\n');
    await leaving.leave([agent(python)]);
    expect(await readFile(join(dir, 'calls'), 'utf8')).toBe('started\nwarm {"pids":[4242]}\n');
    expect(logger.lines.map((line) => line.message)).toEqual([
      "took this node's 1 torchrun agent (pid 4242) out of torchrun's rendezvous (round 5): the others re-form at once, not after 15 s",
    ]);
  });

  it('runs the leave from scratch when the early start failed', async () => {
    const dir = await tempDir('leave-early-failed');
    const python = await fakePython(dir, true);
    const logger = new RecordingLogger();
    await prepareLeave([agent(python)], logger).leave([agent(python)]);
    const calls = (await readFile(join(dir, 'calls'), 'utf8')).split('\n');
    expect(calls[0]).toBe('started');
    expect(calls[1]).toMatch(/^cold .*"pids":\[4242\]/);
    expect(logger.lines.map((line) => line.message).join('\n')).toContain('(round 4)');
  });
});
