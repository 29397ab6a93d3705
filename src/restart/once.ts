import type { Clock } from '../base/clock.js';
import { describeError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import { withRetry } from '../base/retry.js';
import { claimKey } from '../store/layout.js';
import {
  MAX_CLAIM_GENERATIONS,
  claimRestart,
  parseClaim,
  updateClaim,
  type ClaimBody,
} from '../records/claim.js';
import type { Store } from '../store/store.js';
import { jsonObject, settledRecord, TORN } from '../store/torn-record.js';

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
  /**
   * Take over a claim that was never dispatched once it is this old (its
   * claimant died between claiming and dispatching), or at once if its
   * claimant recorded a failed dispatch. Unset: never take over.
   */
  readonly takeOverAfterMs?: number;
  readonly clock: Clock;
  readonly logger: Logger;
}

export type RestartOutcome =
  | { readonly kind: 'dispatched'; readonly run: StartedRun }
  | { readonly kind: 'claimed-elsewhere'; readonly claim: ClaimBody | undefined }
  | { readonly kind: 'failed'; readonly error: string };

/** What a run did about a restart, for its outputs and summary. */
export type RestartReport =
  | { readonly kind: 'not-needed'; readonly reason?: string }
  | { readonly kind: 'not-dispatched'; readonly reason: string }
  | RestartOutcome;

/** The new run's id, for the `restart-run-id` output; empty when none is known. */
export function restartRunId(report: RestartReport): string {
  if (report.kind === 'dispatched') return report.run.runId ?? '';
  if (report.kind === 'claimed-elsewhere') return report.claim?.restartRunId ?? '';
  return '';
}

/**
 * Starts the one restart that follows an interrupted run: claim it, then
 * dispatch, then record the new run in the claim. Whoever loses the claim
 * does nothing, unless the claim was abandoned: then the next generation of
 * the claim is created, again by exactly one caller.
 */
export async function restartOnce(params: RestartOnceParams): Promise<RestartOutcome> {
  try {
    return await claimAndDispatch(params);
  } catch (error) {
    // The store kept failing through every retry: the run's outcome stands,
    // and whoever comes next (finalize, a person) finds no claim and tries.
    return { kind: 'failed', error: `could not claim the restart: ${describeError(error)}` };
  }
}

async function claimAndDispatch(params: RestartOnceParams): Promise<RestartOutcome> {
  const { store, lineage, runId, by, clock, logger } = params;
  for (let generation = 1; generation <= MAX_CLAIM_GENERATIONS; generation++) {
    const claimedAt = new Date(clock.now()).toISOString();
    const body: ClaimBody = { by, claimedAt };
    if (await claimRestart(store, lineage, runId, body, { clock, logger, generation })) {
      return dispatchClaimed(params, body, generation);
    }
    // A claim left empty was created by a claimant stopped before it could
    // dispatch: the next generation is taken at once, as for one that failed.
    const text = await settledRecord(store, claimKey(lineage, runId, generation), jsonObject, {
      clock,
      logger,
    });
    if (text === TORN) continue;
    const claim = text === undefined ? undefined : parseClaim(text);
    const abandoned = abandonment(claim, params);
    if (abandoned === undefined) {
      logger.info(
        `the restart after run ${runId} was already claimed` +
          (claim ? ` by ${claim.by} at ${claim.claimedAt}` : '') +
          (claim?.restartRunId ? `; it is run ${claim.restartRunId}` : ''),
      );
      return { kind: 'claimed-elsewhere', claim };
    }
    logger.warning(`taking over the restart after run ${runId}: ${abandoned}`);
  }
  return {
    kind: 'failed',
    error: `the restart after run ${runId} was claimed ${MAX_CLAIM_GENERATIONS} times and never dispatched`,
  };
}

/** Why a claim may be taken over, or undefined when it stands. */
function abandonment(claim: ClaimBody | undefined, params: RestartOnceParams): string | undefined {
  const limit = params.takeOverAfterMs;
  if (limit === undefined || !claim || claim.dispatchedAt !== undefined) return undefined;
  if (claim.dispatchError !== undefined) {
    return `${claim.by} could not dispatch it (${claim.dispatchError})`;
  }
  const age = params.clock.now() - Date.parse(claim.claimedAt);
  return age > limit
    ? `${claim.by} claimed it at ${claim.claimedAt} and never recorded a dispatch`
    : undefined;
}

async function dispatchClaimed(
  params: RestartOnceParams,
  body: ClaimBody,
  generation: number,
): Promise<RestartOutcome> {
  let run: StartedRun;
  try {
    run = await params.dispatch();
  } catch (error) {
    const reason = describeError(error);
    await record(params, { ...body, dispatchError: reason }, generation);
    return { kind: 'failed', error: reason };
  }
  await record(
    params,
    {
      ...body,
      dispatchedAt: new Date(params.clock.now()).toISOString(),
      ...(run.runId ? { restartRunId: run.runId } : {}),
      ...(run.url ? { restartUrl: run.url } : {}),
    },
    generation,
  );
  return { kind: 'dispatched', run };
}

async function record(
  params: RestartOnceParams,
  body: ClaimBody,
  generation: number,
): Promise<void> {
  const { store, lineage, runId, clock, logger } = params;
  try {
    await withRetry(() => updateClaim(store, lineage, runId, body, generation), { clock });
  } catch (error) {
    // The claim itself stands; only the note on it is missing.
    logger.warning(`could not record the restart in the claim: ${describeError(error)}`);
  }
}
