import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatBytes } from '../src/base/bytes.js';
import { startDispatchTarget } from '../test/helpers/faults/dispatch-target.js';
import type { AttemptRecord } from '../test/helpers/faults/lineage.js';
import { restoredFolders, runVanishingVms } from '../test/helpers/faults/vanishing-vms.js';
import { WORK } from './paths.js';

const ATTEMPTS = Number(process.env.BENCH_KILL_ATTEMPTS ?? 50);
const KEEP = 5;
const FIRST_RUN = 6_100_000;

/** The bytes an attempt restored, from its `restore-done` history record. */
function restoredBytes(store: string, attempt: AttemptRecord): number | undefined {
  const path = join(store, String(FIRST_RUN), attempt.runId, 'history', 'restore-done.json');
  if (!existsSync(path)) return undefined;
  return Number((JSON.parse(readFileSync(path, 'utf8')) as { bytes?: unknown }).bytes);
}

/**
 * What each restart restores when every attempt ends as a VM that vanishes
 * without notice (supervisor and trainer SIGKILLed, no final flush), for
 * the fault trainer keeping its 5 newest checkpoints.
 */
export async function restoreKillsSection(): Promise<string> {
  const target = await startDispatchTarget();
  const dir = join(WORK, 'restore-kills');
  const store = join(dir, 'bucket');
  try {
    const result = await runVanishingVms({
      dir,
      target,
      attempts: ATTEMPTS,
      keep: KEEP,
      seed: 34,
      firstRun: FIRST_RUN,
    });
    const rows = result.attempts.slice(1).map((attempt) => {
      const bytes = restoredBytes(store, attempt);
      const restored = attempt.journal.resumed?.restored.length ?? 0;
      return `| ${attempt.index + 1} | ${restoredFolders(attempt)} | ${restored} | ${bytes === undefined ? '-' : formatBytes(bytes)} |`;
    });
    const most = Math.max(...result.attempts.map(restoredFolders));
    return [
      `## Restore per attempt when the VM dies without notice, a trainer keeping its ${KEEP} newest checkpoints`,
      '',
      `The action's train step (dist/main.js) on a file store, ${ATTEMPTS} attempts each ended by SIGKILL of supervisor and trainer together 2.5 to 4.5 s in (no notice, no final flush), each next attempt continuing the lineage as the dispatched restart does. test/fixtures/fault-trainer.py saves every 0.15 s: a checkpoint folder (ckpt/step-N: 64 KiB model, 32 KiB optimizer, meta), latest/ rewritten, and a log per save that it keeps. Target: the checkpoint folders restored stay at what the trainer keeps (${KEEP}) plus what it was writing and one whose deletion was not yet due: ${most <= KEEP + 2 ? 'met' : '**not met**'} (most folders restored: ${most}). The logs grow because the trainer keeps them.`,
      '',
      '| attempt | checkpoint folders restored | files restored | bytes restored |',
      '| ------: | --------------------------: | -------------: | -------------: |',
      ...rows,
    ].join('\n');
  } finally {
    await target.github.close();
  }
}
