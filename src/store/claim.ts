import { claimKey } from './layout.js';
import type { Store } from './store.js';

export interface ClaimBody {
  /** Who claimed: "supervisor" on the VM, "finalize", "local". */
  readonly by: string;
  readonly claimedAt: string;
  /** The run that continues the lineage, once known. */
  readonly restartRunId?: string;
}

/**
 * Claims the right to start the one restart that follows `runId`. Of any
 * number of callers (the dying VM, the finalize job, a retry of either)
 * exactly one gets `true`; the store's create-if-absent decides.
 */
export async function claimRestart(
  store: Store,
  lineage: string,
  runId: string,
  body: ClaimBody,
): Promise<boolean> {
  return store.createExclusive(claimKey(lineage, runId), `${JSON.stringify(body)}\n`);
}
