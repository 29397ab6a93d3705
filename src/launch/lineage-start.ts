import { readRunRecord } from '../history/read-history.js';
import { msOf } from '../history/records.js';
import type { LineageRun } from '../records/lineage.js';
import type { Store } from '../store/store.js';

/**
 * When the lineage's first run began: the earliest moment its records
 * hold (GitHub's run start, the VM request, its manifest's start). The
 * first run is the one whose id the lineage took, or the lowest attempt of
 * those read. Undefined when none of them records a time.
 */
export async function lineageStartedAt(
  store: Store,
  lineage: string,
  runs: readonly LineageRun[],
): Promise<number | undefined> {
  const first =
    runs.find((run) => run.runId === lineage) ??
    [...runs].sort((a, b) => attemptOf(a) - attemptOf(b))[0];
  if (!first) return undefined;
  const [github, launch] = await Promise.all([
    readRunRecord(store, lineage, first.runId, 'github'),
    readRunRecord(store, lineage, first.runId, 'launch'),
  ]);
  const started = typeof first.manifest === 'string' ? undefined : first.manifest.startedAt;
  const times = [github?.runStartedAt, github?.runCreatedAt, launch?.vmRequestedAt, started]
    .map(msOf)
    .filter((ms): ms is number => ms !== undefined);
  return times.length === 0 ? undefined : Math.min(...times);
}

function attemptOf(run: LineageRun): number {
  return typeof run.manifest === 'string' ? Number.MAX_SAFE_INTEGER : run.manifest.attempt;
}
