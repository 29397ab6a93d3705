import { randomBytes } from 'node:crypto';
import type { Clock } from '../base/clock.js';
import type { Logger } from '../base/log.js';
import { createOnce } from '../store/create-once.js';
import { UserError } from '../base/errors.js';
import { lineageOfIndex, runIndexKey, runPrefix } from '../store/layout.js';
import type { Store } from '../store/store.js';

/**
 * Node 0's request for a replacement, kept with the gang's run: the launch
 * of the replacement's run reads where the gang is from it, and its train
 * step checks that it was asked for. Created once per replacement id, so
 * two requests can never bring two nodes with one id.
 */
export interface JoinRecord {
  /** The replacement's id on the gang's channel and in the store (`nodes` and up). */
  readonly node: number;
  /** The seat it takes: the `node-rank` and matrix rank of the node it replaces. */
  readonly seat: number;
  /** The id of the node that left. */
  readonly replaces: number;
  readonly nodes: number;
  readonly minNodes: number;
  /** torchrun's rendezvous endpoint, `host:port`, on node 0. */
  readonly rendezvous: string;
  /** Why the node left. */
  readonly reason: string;
  readonly requestedAt: string;
  /** Makes the text unique to its writer (see createOnce). */
  readonly nonce: string;
}

export function joinKey(lineage: string, runId: string, node: number): string {
  return `${runPrefix(lineage, runId)}join-node-${node}.json`;
}

/** Creates the record; false when one with this id exists (another request took it). */
export function createJoinRecord(
  store: Store,
  lineage: string,
  runId: string,
  record: Omit<JoinRecord, 'nonce'>,
  options: { readonly clock: Clock; readonly logger: Logger },
): Promise<boolean> {
  const text = `${JSON.stringify({ ...record, nonce: randomBytes(8).toString('hex') }, null, 2)}\n`;
  return createOnce(store, joinKey(lineage, runId, record.node), text, options);
}

/** The record, or why there is none that can be used. */
export async function readJoinRecord(
  store: Store,
  lineage: string,
  runId: string,
  node: number,
): Promise<JoinRecord | string> {
  const key = joinKey(lineage, runId, node);
  const text = await store.readText(key);
  if (text === undefined)
    return `${key} does not exist: node 0 of run ${runId} never asked for replacement node ${node}`;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return `${key} is not JSON`;
  }
  return isJoinRecord(value, node) ? value : `${key} is not a replacement request for node ${node}`;
}

function isJoinRecord(value: unknown, node: number): value is JoinRecord {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const count = (key: string) => Number.isSafeInteger(v[key]) && (v[key] as number) >= 0;
  return (
    v.node === node &&
    ['seat', 'replaces', 'nodes', 'minNodes'].every(count) &&
    (v.seat as number) < (v.nodes as number) &&
    typeof v.rendezvous === 'string' &&
    typeof v.reason === 'string' &&
    typeof v.requestedAt === 'string'
  );
}

/**
 * The join record of replacement `node` for the gang of run `gangRun`, and
 * that run's lineage (from its index entry): what a replacement's launch and
 * train step both start from. Throws a UserError naming `_restart` when
 * either is missing.
 */
export async function findJoinRecord(
  store: Store,
  gangRun: string,
  node: number,
): Promise<{ readonly lineage: string; readonly record: JoinRecord }> {
  const index = await store.readText(runIndexKey(gangRun));
  const lineage = index === undefined ? undefined : lineageOfIndex(index);
  if (lineage === undefined)
    throw new UserError(
      `_restart: run ${gangRun} left no record in ${store.url}, so there is no gang for replacement node ${node}`,
    );
  const record = await readJoinRecord(store, lineage, gangRun, node);
  if (typeof record === 'string') throw new UserError(`_restart: ${record}`);
  return { lineage, record };
}
