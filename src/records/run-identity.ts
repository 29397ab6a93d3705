import type { Clock } from '../base/clock.js';
import type { Logger } from '../base/log.js';
import { withRetry } from '../base/retry.js';
import type { RunIdentity } from './identity.js';
import { isValidId, lineageOfIndex, runIndexKey, runIndexText } from '../store/layout.js';
import { readLineage } from './lineage.js';
import { readLineageIndex } from './lineage-index.js';
import type { Store } from '../store/store.js';

export interface ResolvedRun {
  readonly identity: RunIdentity;
}

/**
 * Works out which lineage this run belongs to and which attempt it is. A run
 * without `restartFrom` (cron, a person) starts a new lineage named after
 * itself; a restart joins the lineage of the run it continues, found through
 * that run's index entry, as the attempt after the newest one recorded.
 */
export async function resolveRun(
  store: Store,
  runId: string,
  restartFrom: string | undefined,
  logger: Logger,
  clock: Clock,
): Promise<ResolvedRun> {
  let lineage = runId;
  if (restartFrom !== undefined) {
    const index = await store.readText(runIndexKey(restartFrom));
    const recorded = index === undefined ? undefined : lineageOfIndex(index);
    if (recorded !== undefined && isValidId(recorded)) {
      lineage = recorded;
    } else {
      logger.warning(
        `run ${restartFrom} left no record in ${store.url}; continuing as if it started lineage ${restartFrom}`,
      );
      lineage = restartFrom;
    }
  }
  const attempt = restartFrom === undefined ? 1 : await attemptOf(store, lineage, runId);
  const index = runIndexText(lineage, restartFrom);
  await withRetry(() => store.writeText(runIndexKey(runId), index), { clock });
  return { identity: { lineage, runId, attempt } };
}

/**
 * The attempt of a run that continues the lineage. A run already in the
 * index keeps its place: a finalize of a killed run, or a gang's later node,
 * must not count the runs begun since. Otherwise the one after the newest,
 * from the index alone, or every manifest without one.
 */
async function attemptOf(store: Store, lineage: string, runId: string): Promise<number> {
  const index = await readLineageIndex(store, lineage);
  const own = index?.find((entry) => entry.runId === runId);
  if (own !== undefined) return own.attempt;
  const attempts =
    index === undefined
      ? (await readLineage(store, lineage, runId)).map((run) =>
          typeof run.manifest === 'string' ? 0 : run.manifest.attempt,
        )
      : index.map((entry) => entry.attempt);
  return Math.max(1, ...attempts) + 1;
}
