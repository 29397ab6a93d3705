/**
 * Something a cleanup could not remove (or could not even look for), and
 * why. Finalize and the janitor collect these instead of stopping at the
 * first, so one refusal never leaves the rest running.
 */
export interface RemovalFailure {
  /** What was to go: "VM i-0abc (us-east-1a)", "runner spot-train-1-1-ab12", "VMs in us-east-1". */
  readonly what: string;
  /** The cloud's or GitHub's own words. */
  readonly why: string;
}

/** One line for a step's failure message, naming each failure. */
export function describeFailures(failures: readonly RemovalFailure[]): string {
  return failures.map((failure) => `${failure.what}: ${failure.why}`).join('; ');
}
