import { join } from 'node:path';
import { FileStore } from '../../../src/store/file/file-store.js';
import type { AttemptPlan } from './attempt-runner.js';
import type { DispatchTarget } from './dispatch-target.js';
import { runLineage, type AttemptRecord, type LineageResult } from './lineage.js';
import { Prng } from './prng.js';

export interface VanishingVms {
  /** Where the lineage's attempts and its file store (`bucket/`) go. */
  readonly dir: string;
  readonly target: DispatchTarget;
  readonly attempts: number;
  /** The checkpoint folders the trainer keeps. */
  readonly keep: number;
  readonly seed: number;
  readonly firstRun: number;
}

/**
 * A lineage whose every attempt ends as a VM that vanishes without notice:
 * supervisor and trainer SIGKILLed together 2.5 to 4.5 s in, no final
 * flush. The fault trainer saves every 0.15 s, keeps its newest checkpoint
 * folders and rewrites latest/ every save, so a deletion is always followed
 * by more unsaved work. For the growth fault test and its bench.
 */
export async function runVanishingVms(setup: VanishingVms): Promise<LineageResult> {
  const store = join(setup.dir, 'bucket');
  const prng = new Prng(setup.seed);
  const plans: AttemptPlan[] = Array.from({ length: setup.attempts }, () => ({
    kind: 'kill-supervisor',
    atMs: Math.round(prng.between(2500, 4500)),
  }));
  return runLineage(
    {
      dir: setup.dir,
      storeUrl: `file://${store}`,
      inputs: setup.target.inputs,
      env: setup.target.env,
      trainerArgs: `--steps 100000 --save-every 5 --step-time 0.03 --model-kib 64 --keep ${setup.keep}`,
      noticeMs: 6000,
      attemptTimeoutMs: 30_000,
    },
    new FileStore(store),
    plans,
    setup.firstRun,
  );
}

/** The checkpoint folders (ckpt/step-N) an attempt found restored. */
export function restoredFolders(attempt: AttemptRecord): number {
  const restored = attempt.journal.resumed?.restored ?? [];
  return new Set(restored.flatMap((file) => /^ckpt\/(step-\d+)\//.exec(file.path)?.[1] ?? [])).size;
}
