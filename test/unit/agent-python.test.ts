import { chmod, mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agentPython } from '../../src/supervisor/agent-python.js';
import { tempDir } from '../helpers/temp-dir.js';

/** A /proc entry for pid 7: its exe link, cwd link and environment. */
async function fakeAgent(env: (root: string) => string): Promise<{ proc: string; root: string }> {
  const root = await tempDir('agent-python');
  const proc = join(root, 'proc');
  await mkdir(join(proc, '7'), { recursive: true });
  await symlink('/usr/bin/python3.11', join(proc, '7', 'exe'));
  await symlink(join(root, 'work'), join(proc, '7', 'cwd'));
  await writeFile(join(proc, '7', 'environ'), `HOME=/root\0${env(root)}\0LANG=C\0`);
  return { proc, root };
}

describe('the Python a torchrun agent runs on', () => {
  it("is the command's own interpreter when absolute: a venv's python, not the base it links to", async () => {
    const { proc } = await fakeAgent(() => 'PATH=/usr/bin');
    const argv = ['/opt/venv/bin/python', '/opt/venv/bin/torchrun', '--nnodes', '2'];
    expect(agentPython(7, argv, proc)).toBe('/opt/venv/bin/python');
  });

  it("finds a bare name on the agent's own PATH, and a relative one in its working directory", async () => {
    const { proc, root } = await fakeAgent(
      (root) => `PATH=${join(root, 'empty')}:${join(root, 'venv/bin')}`,
    );
    await mkdir(join(root, 'venv/bin'), { recursive: true });
    await writeFile(join(root, 'venv/bin/python'), '');
    await chmod(join(root, 'venv/bin/python'), 0o755);
    expect(agentPython(7, ['python', '-m', 'torch.distributed.run'], proc)).toBe(
      join(root, 'venv/bin/python'),
    );
    expect(agentPython(7, ['./env/bin/python', '-m', 'torch.distributed.run'], proc)).toBe(
      join(root, 'work/env/bin/python'),
    );
  });

  it("falls back to the kernel's exe link when the name is on no PATH", async () => {
    const { proc } = await fakeAgent(() => 'PATH=/nonexistent');
    expect(agentPython(7, ['python9', '-m', 'torch.distributed.run'], proc)).toBe(
      '/usr/bin/python3.11',
    );
  });
});
