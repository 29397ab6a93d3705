import { generationKey } from './torn-record.js';
/**
 * Where things live in a store (see DESIGN.md):
 *   <lineage>/<run>/files/<path>          first upload of <path> in this run
 *   <lineage>/<run>/files/.v<seq>/<path>  later uploads of the same path
 *   <lineage>/<run>/files/.pack/<seq>     many small files put as one object;
 *                                         the manifest says where each lies
 *   <lineage>/<run>/manifest.json         the index, rewritten as files land
 *   <lineage>/<run>/restart.claim         exactly-once restart
 *   <lineage>/<run>/successor             the one run that continues it
 *   <lineage>/<run>/owner                 the one train step writing this run
 *   <lineage>/<run>/history/<event>.json  write-once records of when things
 *                                         happened to the run (see historyKey)
 *   <lineage>/<lineage>/history/check-run.json
 *                                         the lineage's check run on its commit,
 *                                         in its first run's history
 *   runs/<run>                            the run's lineage, so a restart that
 *                                         knows only the prior run id finds it
 *   .lineages/<lineage>/<attempt>-<run>   the lineage index: one small object per
 *                                         run, written before the run's first
 *                                         manifest, so one listing gives a
 *                                         lineage's runs in attempt order
 * A gang (a run trained on N VMs) has one writer per node, each under
 * <lineage>/<run>/node-<i>/ with its own files/, manifest.json and owner;
 * <lineage>/<run>/manifest.json is then the gang's seal: the union of the
 * node manifests, written once every node has sealed (or by finalize).
 * An overwritten output never replaces the object an older manifest names:
 * a restore that races an upload still finds the bytes it expects. Dot-files
 * are never uploaded, so `.v<seq>` cannot collide with a user's path.
 */
export function runPrefix(lineage: string, runId: string): string {
  return `${lineage}/${runId}/`;
}

/** Where one writer of the run keeps its files, manifest and owner: the run, or its node in a gang. */
export function writerPrefix(lineage: string, runId: string, node?: number): string {
  return node === undefined
    ? runPrefix(lineage, runId)
    : `${runPrefix(lineage, runId)}node-${node}/`;
}

/** The run's manifest (a gang's seal), or with `node` that node's own. */
export function manifestKey(lineage: string, runId: string, node?: number): string {
  return `${writerPrefix(lineage, runId, node)}manifest.json`;
}

/** The node a `node-<i>` folder of a run names, if it is one. */
export function nodeOfFolder(name: string): number | undefined {
  const match = /^node-(0|[1-9][0-9]{0,3})$/.exec(name);
  return match ? Number(match[1]) : undefined;
}

/** Written by the first node of a gang that stops it, so a node that joins late does not start. */
export function gangStopKey(lineage: string, runId: string): string {
  return `${runPrefix(lineage, runId)}gang-stop`;
}

/**
 * The restart claim; a claim abandoned by a claimant that died before it
 * dispatched is taken over by creating the next generation.
 */
export function claimKey(lineage: string, runId: string, generation = 1): string {
  return generationKey(`${runPrefix(lineage, runId)}restart.claim`, generation);
}

/** Held by the one train step that writes under this run key (see takeRunKey). */
export function ownerKey(lineage: string, runId: string, node?: number): string {
  return `${writerPrefix(lineage, runId, node)}owner`;
}

/** Created by the first run that continues `runId`: a second dispatch of the restart stops on it. */
export function successorKey(lineage: string, runId: string): string {
  return `${runPrefix(lineage, runId)}successor`;
}

/** `prefix` is the writer's (see writerPrefix). */
export function fileKey(prefix: string, path: string, seq: number, firstVersion: boolean): string {
  return firstVersion ? `${prefix}files/${path}` : `${prefix}files/.v${seq}/${path}`;
}

/** A pack of small files, named by the upload order of its first file. */
export function packKey(prefix: string, seq: number): string {
  return `${prefix}files/.pack/${seq}`;
}

/** Lineage and run ids become key segments; keep them to a safe alphabet. */
export function isValidId(id: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/.test(id);
}

export function runIndexKey(runId: string): string {
  return `runs/${runId}`;
}

/** The run a key belongs to (`runs/<run>`, `<lineage>/<run>/...`, an index entry), if it names one. */
export function runOfKey(key: string): string | undefined {
  const parts = key.split('/');
  if (parts[0] === 'runs' && parts.length === 2) return parts[1];
  if (parts[0] === LINEAGE_INDEX)
    return parts.length === 3 ? lineageEntryOf(parts[2] ?? '')?.runId : undefined;
  return parts.length >= 3 ? parts[1] : undefined;
}

/** Runs a listing prefix names: `<lineage>/` names the lineage's first run, whose id it took. */
export function lineageRunsOf(prefix: string): string[] {
  const parts = prefix.split('/').filter((part) => part !== '');
  if (parts[0] === 'runs') return [];
  if (parts[0] === LINEAGE_INDEX) return parts.slice(1, 2);
  return parts.slice(0, 2);
}

/** The folder of the lineage index; a dot-name, which no lineage id can take. */
export const LINEAGE_INDEX = '.lineages';

/** Where a lineage's index entries are listed (every lineage's, without one). */
export function lineageIndexPrefix(lineage?: string): string {
  return lineage === undefined ? `${LINEAGE_INDEX}/` : `${LINEAGE_INDEX}/${lineage}/`;
}

/** Attempts are zero-padded so the store lists entries in attempt order. */
export function lineageEntryKey(lineage: string, attempt: number, runId: string): string {
  return `${lineageIndexPrefix(lineage)}${String(attempt).padStart(6, '0')}-${runId}`;
}

/** The attempt and run an index entry's name gives, if it is one. */
export function lineageEntryOf(
  name: string,
): { readonly attempt: number; readonly runId: string } | undefined {
  const match = /^([0-9]{6,})-(.+)$/.exec(name);
  if (!match || !isValidId(match[2] ?? '')) return undefined;
  return { attempt: Number(match[1]), runId: match[2] ?? '' };
}

/** The run index: the run's lineage, then the run it continued, if any. */
export function runIndexText(lineage: string, continues: string | undefined): string {
  return continues === undefined ? `${lineage}\n` : `${lineage}\nafter ${continues}\n`;
}

/** The lineage a run index names; the line after it is for stores that follow runs back. */
export function lineageOfIndex(text: string): string {
  return text.split('\n', 1)[0]?.trim() ?? '';
}

/** The run a run index says this run continued, if any. */
export function continuedRunOfIndex(text: string): string | undefined {
  return /^after (\S+)$/m.exec(text)?.[1];
}

/**
 * A run's history: one small write-once record per event (`launch`,
 * `notice`, ...), kept when retention retires the run's files, so a cost
 * ledger and the resume timeline can read a whole lineage. Missing means
 * the event was never recorded (a VM gone first), never "did not happen".
 */
export function historyKey(lineage: string, runId: string, event: string): string {
  return `${runPrefix(lineage, runId)}history/${event}.json`;
}

/**
 * The lineage's check run on GitHub (records/lineage-check.ts). The lineage
 * is named by its first run, so this is among that run's history records:
 * retention keeps those, and a lineage's own folder lists only runs.
 */
export function lineageCheckKey(lineage: string): string {
  return historyKey(lineage, lineage, 'check-run');
}

/** The folder of an elastic gang's changes of members among a run's history records (history/gang-changes.ts). */
export function gangChangesPrefix(lineage: string, runId: string): string {
  return `${runPrefix(lineage, runId)}history/gang/`;
}

/** Whether `key` is one of a run's history records (see historyKey). */
export function isHistoryKey(lineage: string, runId: string, key: string): boolean {
  return key.startsWith(`${runPrefix(lineage, runId)}history/`);
}
