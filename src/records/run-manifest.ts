import { manifestKey, nodeOfFolder, runPrefix } from '../store/layout.js';
import { gangUnion } from './gang-manifest.js';
import { parseManifest, type Manifest } from './manifest.js';
import type { Store } from '../store/store.js';

/** `sealedBy` of a gang's run that is only the union of its nodes so far. */
export const UNSEALED_GANG = 'not sealed';

/**
 * A run's manifest as a restore, a restart verdict and a seal wait must see
 * it. For one VM that is `manifest.json`. A gang writes one manifest per
 * node and seals `manifest.json` only once all of them have sealed; until
 * then (or when finalize never came), the run is the union of its nodes'
 * manifests, so what a node saved is never hidden behind a `launched`
 * record. Undefined when the run has no manifest; a string says why one
 * is unusable.
 */
export async function readRunManifest(
  store: Store,
  lineage: string,
  runId: string,
): Promise<Manifest | string | undefined> {
  const text = await store.readText(manifestKey(lineage, runId));
  return runManifestOver(
    store,
    lineage,
    runId,
    text === undefined ? undefined : parseManifest(text),
  );
}

/**
 * The same, for a caller that already has the run's `manifest.json` (or
 * knows there is none): only a launch record needs the nodes looked up.
 */
export async function runManifestOver(
  store: Store,
  lineage: string,
  runId: string,
  top: Manifest | string | undefined,
): Promise<Manifest | string | undefined> {
  if (typeof top === 'object' && top.state !== 'launched') return top;
  const members = await readNodeManifests(store, lineage, runId);
  if (members.length === 0) return top;
  // The gang's launched size, as its nodes say: replacements' ids lie beyond it.
  const nodes = Math.max(...members.map((member) => member?.nodes ?? 0)) || members.length;
  return gangUnion({
    lineage,
    runId,
    nodes,
    members,
    sealedBy: UNSEALED_GANG,
    nodesGone: false,
    now:
      members
        .map((member) => member?.updatedAt ?? '')
        .sort()
        .at(-1) ?? '',
  });
}

/** Each node's own manifest by node index (holes where a node wrote none or an unusable one). */
export async function readNodeManifests(
  store: Store,
  lineage: string,
  runId: string,
): Promise<(Manifest | undefined)[]> {
  const folders = await store.listChildren(runPrefix(lineage, runId));
  const nodes = folders.flatMap((name) => {
    const node = nodeOfFolder(name);
    return node === undefined ? [] : [node];
  });
  const members: (Manifest | undefined)[] = [];
  await Promise.all(
    nodes.map(async (node) => {
      const text = await store.readText(manifestKey(lineage, runId, node));
      const parsed = text === undefined ? undefined : parseManifest(text);
      // A manifest that does not say it is this node's would put its files in the wrong place.
      if (typeof parsed === 'object' && parsed.node === node) members[node] = parsed;
    }),
  );
  return Array.from({ length: members.length }, (_, node) => members[node]);
}
