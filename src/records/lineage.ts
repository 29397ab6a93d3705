import { readLineageIndex, type LineageEntry } from './lineage-index.js';
import type { Manifest } from './manifest.js';
import { readRunManifest } from './run-manifest.js';
import type { Store } from '../store/store.js';

export interface LineageRun {
  readonly runId: string;
  /** The parsed manifest, or why it could not be used. */
  readonly manifest: Manifest | string;
}

/**
 * The runs of a lineage, newest attempt first, each manifest read only when
 * the caller gets to it: a restore that takes the newest run reads one
 * manifest, however long the lineage. Runs of the same attempt (a second
 * dispatch of one restart) come newest start first. A lineage without an
 * index is read whole, as readLineage reads it.
 */
export async function* walkLineage(
  store: Store,
  lineage: string,
  exceptRunId?: string,
): AsyncGenerator<LineageRun> {
  const index = await readLineageIndex(store, lineage);
  if (index === undefined) {
    yield* await readListedLineage(store, lineage, exceptRunId);
    return;
  }
  const entries = index.filter((entry) => entry.runId !== exceptRunId);
  for (let start = 0; start < entries.length;) {
    const attempt = entries[start]?.attempt;
    let end = start;
    while (end < entries.length && entries[end]?.attempt === attempt) end++;
    yield* sortRuns(await readRuns(store, lineage, entries.slice(start, end)));
    start = end;
  }
}

/**
 * Every run of a lineage with its manifest, newest attempt first; runs
 * without a usable manifest sort last, listed so a restore can say why it
 * passed them over. For what needs the whole history (a summary, retention,
 * a restart count); a restore walks instead.
 */
export async function readLineage(
  store: Store,
  lineage: string,
  exceptRunId?: string,
): Promise<LineageRun[]> {
  const index = await readLineageIndex(store, lineage);
  if (index === undefined) return readListedLineage(store, lineage, exceptRunId);
  const entries = index.filter((entry) => entry.runId !== exceptRunId);
  return sortRuns(await readRuns(store, lineage, entries));
}

/** Without an index: the lineage's own folder lists its runs (every key of them, on S3). */
async function readListedLineage(
  store: Store,
  lineage: string,
  exceptRunId?: string,
): Promise<LineageRun[]> {
  const runIds = (await store.listChildren(`${lineage}/`)).filter((id) => id !== exceptRunId);
  return sortRuns(
    await readRuns(
      store,
      lineage,
      runIds.map((runId) => ({ runId, attempt: 0 })),
    ),
  );
}

async function readRuns(
  store: Store,
  lineage: string,
  entries: readonly LineageEntry[],
): Promise<LineageRun[]> {
  return Promise.all(
    entries.map(async ({ runId }): Promise<LineageRun> => {
      const parsed = await readRunManifest(store, lineage, runId);
      if (parsed === undefined) return { runId, manifest: 'it has no manifest' };
      return {
        runId,
        manifest: typeof parsed === 'string' ? `its manifest is unusable: ${parsed}` : parsed,
      };
    }),
  );
}

function sortRuns(runs: LineageRun[]): LineageRun[] {
  return runs.sort((a, b) => rank(b) - rank(a) || startedAt(b).localeCompare(startedAt(a)));
}

function rank(run: LineageRun): number {
  return typeof run.manifest === 'string' ? 0 : run.manifest.attempt;
}

function startedAt(run: LineageRun): string {
  return typeof run.manifest === 'string' ? '' : run.manifest.startedAt;
}
