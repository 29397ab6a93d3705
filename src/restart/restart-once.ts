import type { Clock } from '../clock.js';
import { describeError } from '../errors.js';
import type { Logger } from '../log.js';
import { withRetry } from '../retry.js';
import { claimRestart, readClaim, updateClaim, type ClaimBody } from '../store/claim.js';
import type { Store } from '../store/store.js';

/** What a dispatch reports about the run it started. */
export interface StartedRun {
  readonly runId?: string;
  readonly url?: string;
}

export interface RestartOnceParams {
  readonly store: Store;
  readonly lineage: string;
  /** The run being continued: its claim decides who starts the restart. */
  readonly runId: string;
  /** Who asks: "supervisor" on the VM, "finalize" on a hosted runner. */
  readonly by: string;
  /** Starts the new run; retries its own passing failures. */
  readonly dispatch: () => Promise<StartedRun>;
  readonly clock: Clock;
  readonly logger: Logger;
}

export type RestartOutcome =
  | { readonly kind: 'dispatched'; readonly run: StartedRun }
  | { readonly kind: 'claimed-elsewhere'; readonly claim: ClaimBody | undefined }
  | { readonly kind: 'failed'; readonly error: string };

/** What a run did about a restart, for its outputs and summary. */
export type RestartReport =
  | { readonly kind: 'not-needed' }
  | { readonly kind: 'not-dispatched'; readonly reason: string }
  | RestartOutcome;

/**
 * Starts the one restart that follows an interrupted run: claim it, then
 * dispatch, then record the new run in the claim. Whoever loses the claim
 * does nothing; a claimant whose dispatch fails says so in the claim, so the
 * finalize job can take it over without waiting for it to go stale.
 */
export async function restartOnce(params: RestartOnceParams): Promise<RestartOutcome> {
  const { store, lineage, runId, by, clock, logger } = params;
  const claimedAt = new Date(clock.now()).toISOString();
  const body: ClaimBody = { by, claimedAt };
  if (!(await claimRestart(store, lineage, runId, body))) {
    const claim = await readClaim(store, lineage, runId);
    logger.info(
      `the restart after run ${runId} was already claimed` +
        (claim ? ` by ${claim.by} at ${claim.claimedAt}` : '') +
        (claim?.restartRunId ? `; it is run ${claim.restartRunId}` : ''),
    );
    return { kind: 'claimed-elsewhere', claim };
  }
  let run: StartedRun;
  try {
    run = await params.dispatch();
  } catch (error) {
    const reason = describeError(error);
    await record(params, { ...body, dispatchError: reason });
    return { kind: 'failed', error: reason };
  }
  await record(params, {
    ...body,
    dispatchedAt: new Date(clock.now()).toISOString(),
    ...(run.runId ? { restartRunId: run.runId } : {}),
    ...(run.url ? { restartUrl: run.url } : {}),
  });
  return { kind: 'dispatched', run };
}

async function record(params: RestartOnceParams, body: ClaimBody): Promise<void> {
  const { store, lineage, runId, clock, logger } = params;
  try {
    await withRetry(() => updateClaim(store, lineage, runId, body), { clock });
  } catch (error) {
    // The claim itself stands; only the note on it is missing.
    logger.warning(`could not record the restart in the claim: ${describeError(error)}`);
  }
}
