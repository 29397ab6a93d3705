import { claimKey } from './layout.js';
import type { Store } from './store.js';

export interface ClaimBody {
  /** Who claimed: "supervisor" on the VM, "finalize", "local". */
  readonly by: string;
  readonly claimedAt: string;
  /** The run that continues the lineage, once known. */
  readonly restartRunId?: string;
  /** Its page, when the dispatch said. */
  readonly restartUrl?: string;
  /** When the dispatch was accepted: a claim with this set needs nothing more. */
  readonly dispatchedAt?: string;
  /** Why the claimant could not dispatch: another may take the claim over at once. */
  readonly dispatchError?: string;
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
  return store.createExclusive(claimKey(lineage, runId), serializeClaim(body));
}

/** Records what became of a claim this caller holds. */
export async function updateClaim(
  store: Store,
  lineage: string,
  runId: string,
  body: ClaimBody,
): Promise<void> {
  await store.writeText(claimKey(lineage, runId), serializeClaim(body));
}

/** The claim on `runId`'s restart; undefined when there is none, or it cannot be read. */
export async function readClaim(
  store: Store,
  lineage: string,
  runId: string,
): Promise<ClaimBody | undefined> {
  const text = await store.readText(claimKey(lineage, runId));
  if (text === undefined) return undefined;
  try {
    const value = JSON.parse(text) as Partial<ClaimBody> | null;
    if (typeof value?.by !== 'string' || typeof value.claimedAt !== 'string') return undefined;
    return value as ClaimBody;
  } catch {
    return undefined;
  }
}

function serializeClaim(body: ClaimBody): string {
  return `${JSON.stringify(body)}\n`;
}
