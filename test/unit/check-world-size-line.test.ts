import { describe, expect, it } from 'vitest';
import { worldSizeLine } from '../../src/local/check/world-size-line.js';

describe("the check's world size line, without --resume-with", () => {
  it('tells a torchrun command how to check it', () => {
    const script = { kind: 'script', script: 'torchrun --nproc_per_node 2 train.py' } as const;
    expect(worldSizeLine([], script)).toMatchObject({
      status: 'skip',
      detail: 'not checked: every attempt ran at the same size',
      fix: expect.stringContaining('--resume-with NPROC=1') as unknown,
    });
    const argv = {
      kind: 'argv',
      argv: ['python3', '-m', 'torch.distributed.run', 'train.py'],
    } as const;
    expect(worldSizeLine([], argv)?.status).toBe('skip');
  });

  it('says nothing of a command that does not run torchrun', () => {
    expect(worldSizeLine([], { kind: 'argv', argv: ['python3', 'train.py'] })).toBeUndefined();
  });
});
