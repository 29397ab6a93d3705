import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shardedSaveIn } from '../../src/checkpoints/sharded-save.js';
import { tempDir } from '../helpers/temp-dir.js';

describe('a sharded checkpoint in the outputs', () => {
  it('is found by its DCP shard, however deep, and named relative to the outputs', async () => {
    const outputs = await tempDir('sharded-save');
    await mkdir(join(outputs, 'ckpt/step-000040'), { recursive: true });
    await writeFile(join(outputs, 'ckpt/step-000040/.metadata'), '');
    expect(shardedSaveIn(outputs)).toBeUndefined();
    await writeFile(join(outputs, 'ckpt/step-000040/__1_0.distcp'), 'shard');
    expect(shardedSaveIn(outputs)).toBe(join('ckpt', 'step-000040', '__1_0.distcp'));
  });

  it('is not there for whole-model saves, nor when the outputs do not exist yet', async () => {
    const outputs = await tempDir('whole-save');
    await writeFile(join(outputs, 'model.pt'), 'weights');
    expect(shardedSaveIn(outputs)).toBeUndefined();
    expect(shardedSaveIn(join(outputs, 'missing'))).toBeUndefined();
  });
});
