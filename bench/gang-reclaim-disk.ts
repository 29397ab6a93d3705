// How fast a trainer writes and reads its checkpoint on a node's own disk:
// the benchmark's gangs train a model of a few KiB, and a real checkpoint
// adds its save and its load to every stop and every worker start.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { TORCH_PYTHON } from './gang-reclaim-torch.js';
import { WORK } from './paths.js';
import { median } from './store-sync.js';

/** The checkpoint written and read: big enough for a rate, small enough for any machine. */
export const PROBE_MIB = 512;

/** MiB/s, medians of the reps. */
export interface DiskRates {
  readonly save: number;
  readonly load: number;
}

/**
 * A state dict of float32 tensors of 16 MiB each, saved as the example
 * trainer saves (torch.save to a .tmp, fsync, rename) and loaded back by a
 * fresh process as a restarted worker does (torch imported first, not
 * timed). The load reads from the page cache, as a checkpoint written or
 * restored moments before is read.
 */
const PROBE = `
import os, sys, time, torch
path, mib, mode = sys.argv[1], int(sys.argv[2]), sys.argv[3]
if mode == "save":
    state = {f"w{i}": torch.ones(4 << 20) for i in range(mib // 16)}
    start = time.monotonic()
    with open(path + ".tmp", "wb") as f:
        torch.save(state, f)
        f.flush()
        os.fsync(f.fileno())
    os.replace(path + ".tmp", path)
else:
    start = time.monotonic()
    state = torch.load(path)
print(time.monotonic() - start)
`;

function timed(path: string, mode: 'save' | 'load'): number {
  const run = spawnSync(TORCH_PYTHON, ['-c', PROBE, path, String(PROBE_MIB), mode], {
    encoding: 'utf8',
  });
  const secondsTaken = Number(run.stdout.trim());
  if (run.status !== 0 || !(secondsTaken > 0))
    throw new Error(`the ${mode} probe failed: ${run.stderr}`);
  return PROBE_MIB / secondsTaken;
}

/** Saves and loads the probe checkpoint `reps` times. */
export function measureDiskRates(reps = 3): DiskRates {
  const dir = join(WORK, 'gang-reclaim', 'disk');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'model.pt');
  const saves: number[] = [];
  const loads: number[] = [];
  try {
    for (let rep = 0; rep < reps; rep++) {
      saves.push(timed(path, 'save'));
      loads.push(timed(path, 'load'));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { save: median(saves), load: median(loads) };
}
