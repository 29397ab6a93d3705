/**
 * The history records of an elastic gang's changes of members, written by
 * node 0 (which hears every one) as each happens, one write-once record per
 * change under `history/gang/<kind>-<node>.json`. Node ids are never reused
 * and each node leaves, is asked for and joins at most once, so a change's
 * name is unique and a record written twice is the same record.
 */

/** A node left the gang: its VM reclaimed (a notice) or gone without a word (lost). */
export interface GangLeftRecord {
  readonly kind: 'left';
  readonly node: number;
  /** Its seat (node-rank): its own id for one of the first nodes; absent when node 0 did not know it. */
  readonly seat?: number;
  readonly why: 'notice' | 'lost';
  readonly reason: string;
  /** False when the gang fell below `min-nodes` (or lost node 0) and stopped whole. */
  readonly trainsOn: boolean;
  readonly at: string;
}

/** Node 0 asked for a replacement: its new id, the seat it takes, the node it replaces, the run that brings it. */
export interface GangAskedRecord {
  readonly kind: 'asked';
  readonly node: number;
  readonly seat: number;
  readonly replaces: number;
  /** The dispatched run's URL, or its id when GitHub gave no URL. */
  readonly run?: string;
  readonly at: string;
}

/** A replacement joined the gang. */
export interface GangJoinedRecord {
  readonly kind: 'joined';
  readonly node: number;
  readonly seat?: number;
  readonly at: string;
}

/**
 * Node 0 trained again after a change: its trainer's first `resumed from`
 * line after node `node` left or joined, `seconds` after node 0 heard of it.
 */
export interface GangTrainedRecord {
  readonly kind: 'trained';
  readonly node: number;
  readonly after: 'left' | 'joined';
  readonly seconds: number;
  readonly at: string;
}

export type GangChangeRecord =
  GangLeftRecord | GangAskedRecord | GangJoinedRecord | GangTrainedRecord;

/** A change as read back: times in epoch ms, every replacement's seat filled in where known. */
export type GangChange =
  | (Omit<GangLeftRecord, 'at'> & { readonly at: number })
  | (Omit<GangAskedRecord, 'at'> & { readonly at: number })
  | (Omit<GangJoinedRecord, 'at'> & { readonly at: number })
  | (Omit<GangTrainedRecord, 'at'> & { readonly at: number; readonly seat?: number });

/**
 * The record's name under the run's history (historyKey's `event`;
 * gangChangesPrefix is its folder). A replacement may join and later leave,
 * so training again is named by the change it follows.
 */
export function gangChangeName(
  change: Pick<GangChangeRecord, 'kind' | 'node'> & { readonly after?: 'left' | 'joined' },
): string {
  const kind = change.kind === 'trained' ? `trained-${change.after ?? 'left'}` : change.kind;
  return `gang/${kind}-${change.node}`;
}

/** A file name of that folder that names a change, with its kind and node. */
export const GANG_CHANGE_FILE = /^(left|asked|joined|trained-left|trained-joined)-(\d+)\.json$/;

/**
 * A record's text as a change, or why it is not one: a record that does
 * not match the name it was found under, or lacks a field, is garbled.
 */
export function parseGangChange(text: string, kind: string, node: number): GangChange | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  if (typeof value !== 'object' || value === null) return 'not an object';
  const record = value as Record<string, unknown>;
  if (kind.startsWith('trained-')) return parseTrained(record, kind, node);
  if (record.kind !== kind || record.node !== node) return `not the ${kind} of node ${node}`;
  const at = typeof record.at === 'string' ? Date.parse(record.at) : NaN;
  if (!Number.isFinite(at)) return 'no time';
  const seat = optionalCount(record.seat);
  if (seat === null) return 'a seat that is not a node-rank';
  const base = { node, at, ...(seat === undefined ? {} : { seat }) };
  if (kind === 'joined') return { kind, ...base };
  if (kind === 'left') {
    if (record.why !== 'notice' && record.why !== 'lost') return 'no reason it left';
    const reason = typeof record.reason === 'string' ? record.reason : '';
    return { kind, ...base, why: record.why, reason, trainsOn: record.trainsOn !== false };
  }
  const replaces = optionalCount(record.replaces);
  if (seat === undefined || replaces === undefined || replaces === null)
    return 'no seat or node it replaces';
  const run = typeof record.run === 'string' ? { run: record.run } : {};
  return { kind: 'asked', ...base, seat, replaces, ...run };
}

function parseTrained(
  record: Record<string, unknown>,
  name: string,
  node: number,
): GangChange | string {
  const after = name === 'trained-joined' ? 'joined' : 'left';
  if (record.kind !== 'trained' || record.node !== node || record.after !== after)
    return `not the training again after node ${node} ${after}`;
  const at = typeof record.at === 'string' ? Date.parse(record.at) : NaN;
  const { seconds } = record;
  if (!Number.isFinite(at)) return 'no time';
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return 'no seconds';
  return { kind: 'trained', node, after, seconds, at };
}

/** A whole number of 0 or more, undefined when absent, null when anything else. */
function optionalCount(value: unknown): number | undefined | null {
  if (value === undefined) return undefined;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}
