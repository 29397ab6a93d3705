import { readClaim } from '../records/claim.js';
import { readLineage, type LineageRun } from '../records/lineage.js';
import type { Store } from '../store/store.js';

/** One lineage as `spot-train ls` shows it; the field names are the --json form. */
export interface LineageSummary {
  readonly lineage: string;
  readonly runs: number;
  /** The oldest run (whose id the lineage took) and the newest. */
  readonly firstRunId: string | null;
  readonly lastRunId: string | null;
  /** The newest run's state, or `unreadable` when its manifest is not usable. */
  readonly lastState: string | null;
  readonly lastUpdatedAt: string | null;
  /** The highest attempt number of the lineage. */
  readonly attempts: number;
  /** The newest run's file set: what a restart would restore if it downloads whole. */
  readonly files: number;
  readonly bytes: number;
}

/** One run as `spot-train ls LINEAGE` shows it. */
export interface RunSummary {
  readonly runId: string;
  readonly attempt: number | null;
  readonly state: string;
  readonly startedAt: string | null;
  readonly updatedAt: string | null;
  readonly files: number;
  readonly bytes: number;
  readonly restoredFrom: string | null;
  /** Why the manifest cannot be used, when it cannot. */
  readonly problem: string | null;
  /** Who claimed the restart that follows this run, and which run it started. */
  readonly restartClaim: {
    readonly by: string;
    readonly claimedAt: string;
    readonly restartRunId: string | null;
  } | null;
}

/** Every lineage of the store, summarised from its runs' manifests. */
export async function summariseLineages(
  store: Store,
  lineages: readonly string[],
): Promise<LineageSummary[]> {
  return Promise.all(
    lineages.map(async (lineage) => summariseLineage(lineage, await readLineage(store, lineage))),
  );
}

function summariseLineage(lineage: string, runs: readonly LineageRun[]): LineageSummary {
  const usable = runs.flatMap((run) => (typeof run.manifest === 'string' ? [] : [run.manifest]));
  const newest = runs[0];
  const last = newest && typeof newest.manifest !== 'string' ? newest.manifest : undefined;
  const oldest = runs.some((run) => run.runId === lineage) ? lineage : runs.at(-1)?.runId;
  return {
    lineage,
    runs: runs.length,
    firstRunId: oldest ?? null,
    lastRunId: newest?.runId ?? null,
    lastState: newest ? (last?.state ?? 'unreadable') : null,
    lastUpdatedAt: last?.updatedAt ?? null,
    attempts: Math.max(0, ...usable.map((manifest) => manifest.attempt)),
    files: last?.files.length ?? 0,
    bytes: last ? sumSizes(last.files) : 0,
  };
}

/** A lineage's runs, newest first, with each run's restart claim. */
export async function summariseRuns(store: Store, lineage: string): Promise<RunSummary[]> {
  const runs = await readLineage(store, lineage);
  return Promise.all(
    runs.map(async (run): Promise<RunSummary> => {
      const claim = await readClaim(store, lineage, run.runId);
      const restartClaim = claim?.body
        ? {
            by: claim.body.by,
            claimedAt: claim.body.claimedAt,
            restartRunId: claim.body.restartRunId ?? null,
          }
        : null;
      const manifest = run.manifest;
      if (typeof manifest === 'string')
        return {
          runId: run.runId,
          attempt: null,
          state: 'unreadable',
          startedAt: null,
          updatedAt: null,
          files: 0,
          bytes: 0,
          restoredFrom: null,
          problem: manifest,
          restartClaim,
        };
      return {
        runId: run.runId,
        attempt: manifest.attempt,
        state: manifest.state,
        startedAt: manifest.startedAt,
        updatedAt: manifest.updatedAt,
        files: manifest.files.length,
        bytes: sumSizes(manifest.files),
        restoredFrom: manifest.restoredFrom ?? null,
        problem: null,
        restartClaim,
      };
    }),
  );
}

function sumSizes(files: readonly { readonly size: number }[]): number {
  return files.reduce((sum, file) => sum + file.size, 0);
}
