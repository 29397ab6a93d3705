/** A change of an elastic gang's members, as far as its size goes. */
export interface SizeChange {
  /** Epoch ms. */
  readonly at: number;
  /** Only `left` and `joined` move the size; other kinds are passed over. */
  readonly kind: string;
  /** A departure after which the gang stopped whole: it trained no more short of anything. */
  readonly trainsOn?: boolean;
  /** For `trained` (node 0 trained again after a change): how long after it, in seconds. */
  readonly seconds?: number;
}

/** The departures and joins that move the gang's size, oldest first, up to `until`. */
function sizeSteps(changes: readonly SizeChange[], until: number): SizeChange[] {
  return changes
    .filter((change) => change.kind === 'left' || change.kind === 'joined')
    .filter((change) => change.trainsOn !== false && change.at < until)
    .sort((a, b) => a.at - b.at);
}

/** A replacement joining before anyone left (not seen) never makes the gang larger than its size. */
const afterStep = (missing: number, step: SizeChange): number =>
  Math.max(0, missing + (step.kind === 'left' ? 1 : -1));

/**
 * Node-minutes an elastic gang trained short of its size up to `until`:
 * each missing node counts for as long as it was missing, so one node gone
 * for 3 minutes and two gone for 1 minute are both 3 node-minutes. The
 * summary, the history and the ledger all count it this one way.
 */
export function shortNodeMinutes(changes: readonly SizeChange[], until: number): number {
  let missing = 0;
  let since = 0;
  let total = 0;
  for (const step of sizeSteps(changes, until)) {
    total += missing * (step.at - since);
    since = step.at;
    missing = afterStep(missing, step);
  }
  total += missing * Math.max(0, until - since);
  return total / 60_000;
}

/**
 * Node-minutes the gang stood still while torchrun re-formed it: after
 * each change node 0 saw, every node then in the gang waited `seconds`
 * (from the change to node 0's trainer saying it resumed) before training
 * again. Node 0's wait stands for every node's: torchrun restarts them together.
 */
export function stallNodeMinutes(changes: readonly SizeChange[], nodes: number): number {
  let total = 0;
  for (const trained of changes) {
    if (trained.kind !== 'trained' || trained.seconds === undefined) continue;
    const missing = sizeSteps(changes, trained.at).reduce(afterStep, 0);
    total += (Math.max(1, nodes - missing) * trained.seconds) / 60;
  }
  return total;
}
