import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileStore } from '../../src/store/file/file-store.js';
import type { AttemptPlan } from '../helpers/faults/attempt-runner.js';
import { startDispatchTarget, type DispatchTarget } from '../helpers/faults/dispatch-target.js';
import { runLineage, type LineageResult } from '../helpers/faults/lineage.js';
import { Prng, seedFromEnv } from '../helpers/faults/prng.js';
import { scratchDir, type ScratchDir } from '../helpers/faults/temp.js';

const SEED = seedFromEnv(34);
const ATTEMPTS = Number(process.env.GROWTH_ATTEMPTS ?? 50);
const KEEP = 5;

let target: DispatchTarget;
let scratch: ScratchDir;
let result: LineageResult;

/** The checkpoint folders (ckpt/step-N) an attempt found restored, and how many files in all. */
function restoredSets(lineage: LineageResult): { folders: number; files: number }[] {
  return lineage.attempts.map((attempt) => {
    const restored = attempt.journal.resumed?.restored ?? [];
    const folders = new Set(
      restored.flatMap((file) => /^ckpt\/(step-\d+)\//.exec(file.path)?.[1] ?? []),
    );
    return { folders: folders.size, files: restored.length };
  });
}

/**
 * A lineage whose every attempt ends as a VM that vanishes without notice:
 * supervisor and trainer SIGKILLed together, no final flush. The trainer
 * saves every 0.15 s, keeps its 5 newest checkpoint folders and rewrites
 * latest/ every save, so a deletion is always followed by more unsaved work.
 */
beforeAll(async () => {
  target = await startDispatchTarget();
  scratch = await scratchDir('faults-growth');
  const storeDir = join(scratch.path, 'bucket');
  const prng = new Prng(SEED);
  const plans: AttemptPlan[] = Array.from({ length: ATTEMPTS }, () => ({
    kind: 'kill-supervisor',
    atMs: Math.round(prng.between(2500, 4500)),
  }));
  result = await runLineage(
    {
      dir: scratch.path,
      storeUrl: `file://${storeDir}`,
      inputs: target.inputs,
      env: target.env,
      trainerArgs: `--steps 100000 --save-every 5 --step-time 0.03 --model-kib 64 --keep ${KEEP}`,
      noticeMs: 6000,
      attemptTimeoutMs: 30_000,
    },
    new FileStore(storeDir),
    plans,
    5_200_000 + SEED * 100,
  );
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
