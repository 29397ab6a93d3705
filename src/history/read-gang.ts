import { describeError } from '../base/errors.js';
import { gangChangesPrefix } from '../store/layout.js';
import type { Store } from '../store/store.js';
import type { GangHistory } from './attempt-history.js';
import { GANG_CHANGE_FILE, parseGangChange, type GangChange } from './gang-changes.js';
import type { HistoryRecords } from './records.js';
import { shortNodeMinutes } from '../notice/gang/short-of-size.js';

/** Says what was passed over while reading, for a log or a terminal; never throws. */
export type Warn = (message: string) => void;

/**
 * An elastic gang's history for one run: its size and floor from the
 * `elastic` record, and every change of members node 0 recorded. A change
 * that cannot be read is skipped with a warning: the rest still tell the
 * story, and a reader (ls, a summary, the ledger) must never fail on one.
 */
export async function readGangHistory(
  store: Store,
  where: { readonly lineage: string; readonly runId: string },
  elastic: Partial<HistoryRecords['elastic']>,
  warn: Warn,
): Promise<Omit<GangHistory, 'shortNodeMinutes'> | undefined> {
  const { nodes, minNodes } = elastic;
  if (!isCount(nodes) || !isCount(minNodes)) {
    warn(
      `run ${where.runId}: its elastic-gang record has no size or floor; its changes are left out`,
    );
    return undefined;
  }
  const folder = gangChangesPrefix(where.lineage, where.runId);
  let names: string[];
  try {
    names = await store.listChildren(folder);
  } catch (error) {
    warn(`run ${where.runId}: could not list its gang's changes: ${describeError(error)}`);
    return { nodes, minNodes, changes: [] };
  }
  const read = await Promise.all(names.map((name) => readChange(store, folder, name, where, warn)));
  const changes = read.flatMap((change) => (change ? [change] : []));
  return { nodes, minNodes, changes: withSeats(changes).sort(inOrder) };
}

/** Oldest first; at the same millisecond a departure comes before the request it caused, and that before a join. */
const KIND_ORDER = ['left', 'asked', 'joined', 'trained'];
const inOrder = (a: GangChange, b: GangChange): number =>
  a.at - b.at || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || a.node - b.node;

async function readChange(
  store: Store,
  folder: string,
  name: string,
  where: { readonly runId: string },
  warn: Warn,
): Promise<GangChange | undefined> {
  const match = GANG_CHANGE_FILE.exec(name);
  if (!match) return undefined;
  const [, kind = '', node = ''] = match;
  try {
    const text = await store.readText(`${folder}${name}`);
    if (text === undefined) return undefined;
    const change = parseGangChange(text, kind, Number(node));
    if (typeof change === 'object') return change;
    warn(`run ${where.runId}: skipped its gang record ${name}: ${change}`);
  } catch (error) {
    warn(`run ${where.runId}: could not read its gang record ${name}: ${describeError(error)}`);
  }
  return undefined;
}

/** A replacement's seat, where its own record lacks it, from node 0's request for it. */
function withSeats(changes: readonly GangChange[]): GangChange[] {
  const seats = new Map<number, number>();
  for (const change of changes) if (change.kind === 'asked') seats.set(change.node, change.seat);
  return changes.map((change) => {
    const seat = change.seat ?? seats.get(change.node);
    return seat === undefined ? change : { ...change, seat };
  });
}

/** The node-minutes short, to the attempt's end, or to its last change when no end was recorded. */
export function gangHistoryUntil(
  gang: Omit<GangHistory, 'shortNodeMinutes'>,
  end: number | undefined,
): GangHistory {
  const until = end ?? Math.max(0, ...gang.changes.map((change) => change.at));
  return { ...gang, shortNodeMinutes: shortNodeMinutes(gang.changes, until) };
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;
