import type { Clock } from '../base/clock.js';
import { withRetry } from '../base/retry.js';
import type { RunIdentity } from './identity.js';
import { isValidId, lineageEntryKey, lineageEntryOf, lineageIndexPrefix } from '../store/layout.js';
import type { Store } from '../store/store.js';

/** One run as the lineage index names it. */
export interface LineageEntry {
  readonly runId: string;
  readonly attempt: number;
}

/**
 * Enters a run into its lineage's index. Called before the run's first
 * manifest (and before a launch record), so every run a restore could take
 * is listed; rewriting it (each node of a gang does) changes nothing.
 */
export async function recordLineageEntry(
  store: Store,
  identity: Pick<RunIdentity, 'lineage' | 'runId' | 'attempt'>,
  clock: Clock,
): Promise<void> {
  const { lineage, runId, attempt } = identity;
  const text = `${JSON.stringify({ lineage, runId, attempt })}\n`;
  await withRetry(() => store.writeText(lineageEntryKey(lineage, attempt, runId), text), {
    clock,
  });
}

/**
 * A lineage's runs from its index, newest attempt first: one listing, a
 * request per thousand runs, whatever the runs hold. Undefined when the
 * lineage's first run (whose id the lineage took) has no entry: its runs
 * were written before the index existed, or by a run that found no record
 * of the lineage, and only a listing of the lineage's own keys finds them all.
 */
export async function readLineageIndex(
  store: Store,
  lineage: string,
): Promise<LineageEntry[] | undefined> {
  const entries = (await store.listChildren(lineageIndexPrefix(lineage))).flatMap((name) => {
    const entry = lineageEntryOf(name);
    return entry ? [entry] : [];
  });
  if (!entries.some((entry) => entry.runId === lineage)) return undefined;
  // A run entered twice keeps its first attempt: an entry is written at the
  // run's start, and a later one (a finalize that recounted the lineage after
  // newer runs began) can only be higher, which would put an old run first.
  const first = new Map<string, number>();
  for (const { runId, attempt } of entries)
    first.set(runId, Math.min(attempt, first.get(runId) ?? attempt));
  return [...first]
    .map(([runId, attempt]) => ({ runId, attempt }))
    .sort((a, b) => b.attempt - a.attempt || b.runId.localeCompare(a.runId));
}

/**
 * The lineages of a store, from the index. A store written only before the
 * index existed has none there; its top-level folders are its lineages then.
 */
export async function listLineages(store: Store): Promise<string[]> {
  const indexed = await store.listChildren(lineageIndexPrefix());
  if (indexed.length > 0) return indexed.filter(isValidId);
  return (await store.listChildren('')).filter((name) => name !== 'runs' && isValidId(name));
}
