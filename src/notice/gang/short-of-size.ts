/** A change of an elastic gang's members, as far as its size goes. */
export interface SizeChange {
  /** Epoch ms. */
  readonly at: number;
  /** Only `left` and `joined` move the size; other kinds are passed over. */
  readonly kind: string;
  /** A departure after which the gang stopped whole: it trained no more short of anything. */
  readonly trainsOn?: boolean;
}

/**
 * Node-minutes an elastic gang trained short of its size up to `until`:
 * each missing node counts for as long as it was missing, so one node gone
 * for 3 minutes and two gone for 1 minute are both 3 node-minutes. The
 * summary, the history and the ledger all count it this one way.
 */
export function shortNodeMinutes(changes: readonly SizeChange[], until: number): number {
  const steps = changes
    .filter((change) => change.kind === 'left' || change.kind === 'joined')
    .filter((change) => change.trainsOn !== false && change.at < until)
    .sort((a, b) => a.at - b.at);
  let missing = 0;
  let since = 0;
  let total = 0;
  for (const step of steps) {
    total += missing * (step.at - since);
    since = step.at;
    // A replacement joining before anyone left (not seen) never makes the gang larger than its size.
    missing = Math.max(0, missing + (step.kind === 'left' ? 1 : -1));
  }
  total += missing * Math.max(0, until - since);
  return total / 60_000;
}
