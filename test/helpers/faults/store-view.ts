import { claimKey, manifestKey } from '../../../src/store/layout.js';
import { readLineage } from '../../../src/records/lineage.js';
import type { Manifest } from '../../../src/records/manifest.js';
import type { Store } from '../../../src/store/store.js';

/** A file version: its path in the outputs and the SHA-256 of its bytes. */
export function versionId(path: string, sha256: string): string {
  return `${path}\u0000${sha256}`;
}

export interface StoreView {
  /** Every file version some manifest of the lineage names: what is durable. */
  readonly durable: ReadonlySet<string>;
  /** Parsed manifests by run id. */
  readonly manifests: ReadonlyMap<string, Manifest>;
}

/**
 * What the store holds right now, read as a restore reads it. Every lineage
 * in the store counts: a restart that lost track of its lineage writes into
 * a new one, and what it saved there is durable all the same.
 */
export async function viewStore(store: Store): Promise<StoreView> {
  const durable = new Set<string>();
  const manifests = new Map<string, Manifest>();
  for (const lineage of await lineagesOf(store)) {
    for (const run of await readLineage(store, lineage)) {
      if (typeof run.manifest === 'string') continue;
      manifests.set(run.runId, run.manifest);
      for (const file of run.manifest.files) durable.add(versionId(file.path, file.sha256));
    }
  }
  return { durable, manifests };
}

/** Lineage folders at the store's root; `runs/` is the run index, not a lineage. */
export async function lineagesOf(store: Store): Promise<string[]> {
  return (await store.listChildren(''))
    .map((name) => name.replace(/\/$/, ''))
    .filter((name) => name !== 'runs');
}

/** The run's manifest as stored (for what it says beyond its file list), or ''. */
export async function manifestText(store: Store, runId: string): Promise<string> {
  for (const lineage of await lineagesOf(store)) {
    const text = await store.readText(manifestKey(lineage, runId));
    if (text !== undefined) return text;
  }
  return '';
}

/** How many generations of the restart claim on `runId` exist, in whichever lineage it ran. */
export async function claimGenerations(store: Store, runId: string): Promise<number> {
  let count = 0;
  for (const lineage of await lineagesOf(store)) {
    // Bounded: src/records/claim.ts stops at 5 generations.
    for (let generation = 1; generation <= 5; generation++) {
      if ((await store.readText(claimKey(lineage, runId, generation))) === undefined) break;
      count++;
    }
  }
  return count;
}
