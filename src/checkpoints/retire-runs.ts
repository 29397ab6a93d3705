import { describeError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import {
  isHistoryKey,
  claimKey,
  lineageEntryKey,
  manifestKey,
  runPrefix,
  successorKey,
} from '../store/layout.js';
import { readLineage, type LineageRun } from '../records/lineage.js';
import type { Manifest, RunState } from '../records/manifest.js';
import type { Store } from '../store/store.js';

export interface RetireParams {
  readonly store: Store;
  readonly lineage: string;
  /** The lineage's earlier runs, newest first (as readLineage gives them). */
  readonly earlier: readonly LineageRun[];
  /** N of `retention`: earlier runs kept besides this one. */
  readonly keep: number;
  /** The run this attempt restored from: kept whatever its age. */
  readonly restoredFrom?: string;
  /** Keys this run's manifest names (inherited files live in earlier runs). */
  readonly namedNow: ReadonlySet<string>;
  readonly logger: Logger;
  /** States whose runs are never retired (default: `running`, as an old VM may be flushing). */
  readonly spare?: readonly RunState[];
}

export interface Retired {
  readonly runs: readonly string[];
  readonly objects: number;
}

/**
 * `retention: N` across a lineage: earlier runs beyond the N newest are
 * retired. Their manifest goes first, so no restore can choose a run whose
 * files are going; then every object of theirs that no kept manifest names.
 * A retired run leaves the lineage index too. Runs still `running` (an old
 * VM may be flushing) and runs without a readable manifest are left alone,
 * and so are each run's restart claim and successor record, which keep a
 * late finalize job (or a late duplicate run) from restarting a retired run
 * twice.
 */
export async function retireRuns(params: RetireParams): Promise<Retired> {
  const { store, lineage, logger } = params;
  const { named, retiring } = planRetirement(params);
  let objects = 0;
  for (const { runId, manifest } of retiring) {
    try {
      await deleteIfThere(store, manifestKey(lineage, runId));
      for (const key of await retiredKeys(store, lineage, runId, named)) {
        await deleteIfThere(store, key);
        objects++;
      }
      // Its index entry last, so a retirement cut short leaves only an entry
      // whose run has no manifest, which a restore passes over.
      const entry = retiredEntry(lineage, runId, manifest.attempt);
      if (entry !== undefined) {
        await deleteIfThere(store, entry);
        objects++;
      }
      logger.info(`retention: retired run ${runId} of lineage ${lineage}`);
    } catch (error) {
      logger.warning(`retention: could not retire run ${runId}: ${describeError(error)}`);
    }
  }
  return { runs: retiring.map((run) => run.runId), objects };
}

export interface RetirementPlan {
  /** Usable runs kept: the N newest and the one restored from. */
  readonly kept: readonly UsableRun[];
  readonly retiring: readonly UsableRun[];
  /** Keys a kept manifest names: never removed, whichever run's folder holds them. */
  readonly named: ReadonlySet<string>;
}

type UsableRun = { readonly runId: string; readonly manifest: Manifest };

/** Which runs `retention: N` retires, touching nothing: for the retirement and for a dry run. */
export function planRetirement(params: Omit<RetireParams, 'store' | 'logger'>): RetirementPlan {
  const spare = params.spare ?? ['running'];
  const usable = params.earlier.flatMap((run) =>
    typeof run.manifest === 'string' ? [] : [{ runId: run.runId, manifest: run.manifest }],
  );
  const kept = usable.filter(
    (run, index) => index < params.keep || run.runId === params.restoredFrom,
  );
  const named = new Set(params.namedNow);
  for (const run of kept) for (const file of run.manifest.files) named.add(file.key);
  const retiring = usable.filter(
    (run) => !kept.includes(run) && !spare.includes(run.manifest.state),
  );
  return { kept, retiring, named };
}

/**
 * The objects retiring `runId` removes after its manifest: every key of its
 * folder but those a kept manifest names, its restart claim, its successor record
 * and its history records (a few hundred bytes that the cost ledger reads).
 */
export async function retiredKeys(
  store: Store,
  lineage: string,
  runId: string,
  named: ReadonlySet<string>,
): Promise<string[]> {
  const keep = new Set([...named, claimKey(lineage, runId), successorKey(lineage, runId)]);
  const keys = await listKeys(store, runPrefix(lineage, runId));
  return keys.filter(
    (key) =>
      !keep.has(key) && key !== manifestKey(lineage, runId) && !isHistoryKey(lineage, runId, key),
  );
}

/**
 * The lineage index entry retiring a run removes. The first run's stays: it
 * tells readers the lineage is indexed from its start (see readLineageIndex).
 */
export function retiredEntry(lineage: string, runId: string, attempt: number): string | undefined {
  return runId === lineage ? undefined : lineageEntryKey(lineage, attempt, runId);
}

/**
 * Retires what `retention` allows, reading the lineage if the caller has
 * not; it only logs failures, since a run must not fail over tidiness.
 */
export async function retireEarlierRuns(
  params: Omit<RetireParams, 'earlier'> & {
    readonly runId: string;
    readonly earlier?: readonly LineageRun[];
  },
): Promise<void> {
  const { store, lineage, runId, keep, logger } = params;
  try {
    const earlier = params.earlier ?? (await readLineage(store, lineage, runId));
    const retired = await retireRuns({ ...params, earlier });
    if (retired.runs.length > 0) {
      logger.info(
        `retention: removed ${retired.objects} objects of ${retired.runs.length} earlier runs beyond the newest ${keep}`,
      );
    }
  } catch (error) {
    logger.warning(`retention: could not retire earlier runs: ${describeError(error)}`);
  }
}

async function deleteIfThere(store: Store, key: string): Promise<void> {
  if (!store.deleteObject) throw new Error(`${store.url} cannot remove objects`);
  await store.deleteObject(key);
}

async function listKeys(store: Store, prefix: string): Promise<string[]> {
  if (!store.listKeys) throw new Error(`${store.url} cannot list objects`);
  return store.listKeys(prefix);
}
