import type { Manifest, ManifestFile } from '../records/manifest.js';
import { writerPrefix } from '../store/layout.js';

/** A file another node of the gang saved in this run, as its manifest names it. */
export interface PeerFile {
  readonly node: number;
  readonly file: ManifestFile;
}

/**
 * What the other nodes of a gang uploaded themselves in this run: the files
 * their manifests name under their own prefix. The rest of a manifest (what
 * a node restored from earlier runs) is in every node's `_restart` already.
 * A path two nodes name is taken from the lower node, as the gang's seal
 * keeps it.
 */
export function peerFiles(
  members: readonly (Manifest | undefined)[],
  self: number,
  lineage: string,
  runId: string,
): PeerFile[] {
  const byPath = new Map<string, PeerFile>();
  members.forEach((manifest, node) => {
    if (!manifest || node === self) return;
    const own = writerPrefix(lineage, runId, node);
    for (const file of manifest.files)
      if (file.key.startsWith(own) && !byPath.has(file.path)) byPath.set(file.path, { node, file });
  });
  return [...byPath.values()];
}
