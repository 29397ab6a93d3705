import { describe, expect, it } from 'vitest';
import { namesShard } from '../../src/checkpoints/sharded-save.js';

describe('a sharded checkpoint among the paths a manifest names', () => {
  it('is found by its DCP shard, however deep', () => {
    expect(namesShard(['ckpt/step-000040/.metadata'])).toBe(false);
    expect(namesShard(['ckpt/step-000040/.metadata', 'ckpt/step-000040/__1_0.distcp'])).toBe(true);
  });

  it('is not there for whole-model saves, nor when nothing is named yet', () => {
    expect(namesShard(['model.pt', 'ckpt/step-000040/rank-0.json'])).toBe(false);
    expect(namesShard([])).toBe(false);
  });
});
