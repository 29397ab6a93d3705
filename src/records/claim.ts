import { randomBytes } from 'node:crypto';
import type { Clock } from '../base/clock.js';
import type { Logger } from '../base/log.js';
import { createOnce } from '../store/create-once.js';
import { claimKey } from '../store/layout.js';
import type { Store } from '../store/store.js';

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
  /** Makes the claim's text unique, so a claimant whose answer was lost knows its own claim. */
  readonly nonce?: string;
}

/** A claim and its generation (2 and up: taken over from an abandoned one). */
export interface HeldClaim {
  readonly generation: number;
  readonly body: ClaimBody | undefined;
}

/** Generations tried before giving up: each is a claimant that died before dispatching. */
export const MAX_CLAIM_GENERATIONS = 5;

/**
 * Claims the right to start the one restart that follows `runId`. Of any
 * number of callers (the dying VM, the finalize job, a retry of either)
 * exactly one gets `true` per generation; the store's create-if-absent
 * decides. Failures in passing are retried; one that outlasts the retries
 * is thrown.
 */
export async function claimRestart(
  store: Store,
  lineage: string,
  runId: string,
  body: ClaimBody,
  options: { readonly clock: Clock; readonly logger: Logger; readonly generation?: number },
): Promise<boolean> {
  const text = serializeClaim({ ...body, nonce: randomBytes(8).toString('hex') });
  return createOnce(store, claimKey(lineage, runId, options.generation), text, options);
}

/** Records what became of a claim this caller holds. */
export async function updateClaim(
  store: Store,
  lineage: string,
  runId: string,
  body: ClaimBody,
  generation = 1,
): Promise<void> {
  await store.writeText(claimKey(lineage, runId, generation), serializeClaim(body));
}

/** The newest generation of the claim on `runId`'s restart; undefined when nobody claimed it. */
export async function readClaim(
  store: Store,
  lineage: string,
  runId: string,
): Promise<HeldClaim | undefined> {
  let newest: HeldClaim | undefined;
  for (let generation = 1; generation <= MAX_CLAIM_GENERATIONS; generation++) {
    const text = await store.readText(claimKey(lineage, runId, generation));
    if (text === undefined) break;
    newest = { generation, body: parseClaim(text) };
  }
  return newest;
}

/** A claim's body; undefined when it cannot be read (a claimant died while writing it). */
export function parseClaim(text: string): ClaimBody | undefined {
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
