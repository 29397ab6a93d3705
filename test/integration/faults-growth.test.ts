import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDispatchTarget, type DispatchTarget } from '../helpers/faults/dispatch-target.js';
import type { LineageResult } from '../helpers/faults/lineage.js';
import { seedFromEnv } from '../helpers/faults/prng.js';
import { scratchDir, type ScratchDir } from '../helpers/faults/temp.js';
import { restoredFolders, runVanishingVms } from '../helpers/faults/vanishing-vms.js';

const SEED = seedFromEnv(34);
const ATTEMPTS = Number(process.env.GROWTH_ATTEMPTS ?? 50);
const KEEP = 5;

let target: DispatchTarget;
let scratch: ScratchDir;
let result: LineageResult;

/** The checkpoint folders an attempt found restored, and how many files in all. */
function restoredSets(lineage: LineageResult): { folders: number; files: number }[] {
  return lineage.attempts.map((attempt) => ({
    folders: restoredFolders(attempt),
    files: attempt.journal.resumed?.restored.length ?? 0,
  }));
}

/** Every attempt ends as a VM that vanishes without notice (see runVanishingVms). */
beforeAll(async () => {
  target = await startDispatchTarget();
  scratch = await scratchDir('faults-growth');
  result = await runVanishingVms({
    dir: scratch.path,
    target,
    attempts: ATTEMPTS,
    keep: KEEP,
    seed: SEED,
    firstRun: 5_200_000 + SEED * 100,
  });
  const sets = restoredSets(result);
  process.stdout.write(
    `faults-growth, seed ${SEED}: checkpoint folders restored per attempt: ${sets.map((s) => s.folders).join(' ')}\n` +
      `files restored per attempt: ${sets.map((s) => s.files).join(' ')}\n`,
  );
}, 600_000);

afterAll(async () => {
  await target.github.close();
  await scratch.remove();
});

describe(`${ATTEMPTS} attempts ended by SIGKILL of supervisor and trainer, no notice (seed ${SEED})`, () => {
  it('really resumed from checkpoints, attempt after attempt', () => {
    const resumed = result.attempts.filter((a) => (a.journal.resumed?.step ?? 0) > 0);
    expect(resumed.length).toBeGreaterThanOrEqual(ATTEMPTS * 0.8);
  });

  // Beyond what the trainer keeps: the folder it was writing, and one whose
  // deletion was not yet due (a deletion waits out the settle time, as a
  // delete-then-write may leave a path briefly absent) when the VM died.
  // It grew by 10 folders an attempt before (516 after 50).
  it(`restores at most the ${KEEP} checkpoints the trainer keeps and the two it was replacing`, () => {
    const folders = restoredSets(result).map((set) => set.folders);
    expect(Math.max(...folders)).toBeLessThanOrEqual(KEEP + 2);
  });
});
