/**
 * Where things live in a store (see DESIGN.md):
 *   <lineage>/<run>/files/<path>          first upload of <path> in this run
 *   <lineage>/<run>/files/.v<seq>/<path>  later uploads of the same path
 *   <lineage>/<run>/manifest.json         the index, rewritten as files land
 *   <lineage>/<run>/restart.claim         exactly-once restart
 *   runs/<run>                            the run's lineage, so a restart that
 *                                         knows only the prior run id finds it
 * An overwritten output never replaces the object an older manifest names:
 * a restore that races an upload still finds the bytes it expects. Dot-files
 * are never uploaded, so `.v<seq>` cannot collide with a user's path.
 */
export function runPrefix(lineage: string, runId: string): string {
  return `${lineage}/${runId}/`;
}

export function manifestKey(lineage: string, runId: string): string {
  return `${runPrefix(lineage, runId)}manifest.json`;
}

export function claimKey(lineage: string, runId: string): string {
  return `${runPrefix(lineage, runId)}restart.claim`;
}

export function fileKey(
  lineage: string,
  runId: string,
  path: string,
  seq: number,
  firstVersion: boolean,
): string {
  return firstVersion
    ? `${runPrefix(lineage, runId)}files/${path}`
    : `${runPrefix(lineage, runId)}files/.v${seq}/${path}`;
}

/** Lineage and run ids become key segments; keep them to a safe alphabet. */
export function isValidId(id: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/.test(id);
}

export function runIndexKey(runId: string): string {
  return `runs/${runId}`;
}
