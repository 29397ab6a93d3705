import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The repository root, found upwards from here: these helpers run from
 * test/helpers/faults/ under vitest and from build/bench/test/helpers/faults/
 * when the soak bench compiles them.
 */
function repositoryRoot(): string {
  let dir = import.meta.dirname;
  for (let depth = 0; depth < 8; depth++, dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'dist'))) return dir;
  }
  throw new Error(`no repository root above ${import.meta.dirname}`);
}

export const ROOT = repositoryRoot();
export const DIST_MAIN = join(ROOT, 'dist/main.js');
export const FAULT_TRAINER = join(ROOT, 'test/fixtures/fault-trainer.py');
