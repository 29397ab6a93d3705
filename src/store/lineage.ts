import type { Manifest } from './manifest.js';
import { readRunManifest } from './run-manifest.js';
import type { Store } from './store.js';

export interface LineageRun {
  readonly runId: string;
  /** The parsed manifest, or why it could not be used. */
  readonly manifest: Manifest | string;
}

/**
 * Reads every run of a lineage, newest attempt first. Runs without a usable
 * manifest sort last; they are listed so a restore can say why it passed them over.
 */
export async function readLineage(
  store: Store,
  lineage: string,
  exceptRunId?: string,
): Promise<LineageRun[]> {
  const runIds = (await store.listChildren(`${lineage}/`)).filter((id) => id !== exceptRunId);
  const runs = await Promise.all(
    runIds.map(async (runId): Promise<LineageRun> => {
      const parsed = await readRunManifest(store, lineage, runId);
      if (parsed === undefined) return { runId, manifest: 'it has no manifest' };
      return {
        runId,
        manifest: typeof parsed === 'string' ? `its manifest is unusable: ${parsed}` : parsed,
      };
    }),
  );
  return runs.sort((a, b) => rank(b) - rank(a) || startedAt(b).localeCompare(startedAt(a)));
}

function rank(run: LineageRun): number {
  return typeof run.manifest === 'string' ? 0 : run.manifest.attempt;
}

function startedAt(run: LineageRun): string {
  return typeof run.manifest === 'string' ? '' : run.manifest.startedAt;
}
