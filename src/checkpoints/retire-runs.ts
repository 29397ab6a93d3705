import { describeError } from '../errors.js';
import type { Logger } from '../log.js';
import { claimKey, manifestKey, runPrefix, successorKey } from '../store/layout.js';
import { readLineage, type LineageRun } from '../store/lineage.js';
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
}

export interface Retired {
  readonly runs: readonly string[];
  readonly objects: number;
}

/**
 * `retention: N` across a lineage: earlier runs beyond the N newest are
 * retired. Their manifest goes first, so no restore can choose a run whose
 * files are going; then every object of theirs that no kept manifest names.
 * Runs still `running` (an old VM may be flushing) and runs without a
 * readable manifest are left alone, and so are each run's restart claim and
 * successor record, which keep a late finalize job (or a late duplicate run)
 * from restarting a retired run twice.
 */
export async function retireRuns(params: RetireParams): Promise<Retired> {
  const { store, lineage, logger } = params;
  const usable = params.earlier.flatMap((run) =>
    typeof run.manifest === 'string' ? [] : [{ runId: run.runId, manifest: run.manifest }],
  );
  const kept = usable.filter(
    (run, index) => index < params.keep || run.runId === params.restoredFrom,
  );
  const named = new Set(params.namedNow);
  for (const run of kept) for (const file of run.manifest.files) named.add(file.key);
  const retiring = usable.filter((run) => !kept.includes(run) && run.manifest.state !== 'running');
  let objects = 0;
  for (const { runId } of retiring) {
    try {
      await deleteIfThere(store, manifestKey(lineage, runId));
      const keep = new Set([...named, claimKey(lineage, runId), successorKey(lineage, runId)]);
      for (const key of await listKeys(store, runPrefix(lineage, runId))) {
        if (keep.has(key)) continue;
        await deleteIfThere(store, key);
        objects++;
      }
      logger.info(`retention: retired run ${runId} of lineage ${lineage}`);
    } catch (error) {
      logger.warning(`retention: could not retire run ${runId}: ${describeError(error)}`);
    }
  }
  return { runs: retiring.map((run) => run.runId), objects };
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
