import type { AttemptHistory } from '../history/attempt-history.js';
import { readLineageHistory } from '../history/read-history.js';
import { listLineages } from '../records/lineage-index.js';
import type { Store } from '../store/store.js';

/**
 * Reads are bounded so a store with years of lineages costs a launch
 * seconds, not minutes: the newest lineages, each its newest runs (about
 * ten small reads a run), which is also the history that says most about
 * where spot lasts today.
 */
export const EVIDENCE_LIMITS = { lineages: 20, runsPerLineage: 20 } as const;

/**
 * The newest lineages' histories, each in lineage order, and the one being
 * continued first among them whatever its age. GitHub run ids grow with
 * time, so the largest is the newest; other ids (a local run's timestamped
 * ones) sort by name, which for them is also by time.
 */
export async function readStoreHistory(
  store: Store,
  current: string | undefined,
  limits: { readonly lineages: number; readonly runsPerLineage: number } = EVIDENCE_LIMITS,
): Promise<AttemptHistory[][]> {
  const listed = (await listLineages(store)).filter((lineage) => lineage !== current);
  const room = current === undefined ? limits.lineages : limits.lineages - 1;
  const newest = listed.sort(newestFirst).slice(0, Math.max(0, room));
  const chosen = current === undefined ? newest : [current, ...newest];
  return Promise.all(
    chosen.map((lineage) => readLineageHistory(store, lineage, { newest: limits.runsPerLineage })),
  );
}

function newestFirst(a: string, b: string): number {
  const numeric = /^\d+$/;
  if (numeric.test(a) && numeric.test(b)) {
    return b.length - a.length || (b < a ? -1 : b > a ? 1 : 0);
  }
  return b < a ? -1 : b > a ? 1 : 0;
}
