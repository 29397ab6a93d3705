import type { Clock } from '../base/clock.js';
import { takeRunKey } from '../records/run-owner.js';
import { UserError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import { awaitSeal } from './await-seal.js';
import { claimSuccession, continuingRun } from './succession.js';
import { readRunManifest } from '../records/run-manifest.js';
import type { GangPlace, RunIdentity } from '../records/identity.js';
import { resolveRun, type ResolvedRun } from '../records/run-identity.js';
import type { Store } from '../store/store.js';

export interface JoinParams {
  readonly store: Store;
  /** This run's key in the store (run id, and attempt for a re-run). */
  readonly runKey: string;
  /** The workflow run (GITHUB_RUN_ID) a succession names; the run key where there is none. */
  readonly workflowRunId: string;
  /** The run this one continues, if any. */
  readonly restartFrom: string | undefined;
  /** This step's node in a gang of more than one; undefined for a single VM. */
  readonly node: GangPlace | undefined;
  readonly maxRestarts: number;
  /** How long to wait for the run this one continues to seal. */
  readonly sealTimeoutMs: number;
  /** Who holds the run key: the job and runner, for the message a second holder gets. */
  readonly owner: { readonly job: string; readonly runner: string };
  readonly clock: Clock;
  readonly logger: Logger;
}

/**
 * Takes this run's place in its lineage before anything is restored: the
 * lineage and attempt, the run key for this train step alone, the
 * succession of the run it continues (a duplicate dispatch stops here), and
 * that run's seal if it is still uploading.
 */
export async function joinLineage(params: JoinParams): Promise<ResolvedRun> {
  const { store, restartFrom, maxRestarts, clock, logger } = params;
  const resolved = await resolveRun(store, params.runKey, restartFrom, logger, clock);
  const identity = params.node ? { ...resolved.identity, node: params.node } : resolved.identity;
  await takeRunKey({
    store,
    identity,
    owner: { ...params.owner, since: new Date(clock.now()).toISOString() },
    clock,
    logger,
  });
  if (restartFrom) await succeed(params, identity.lineage, restartFrom);
  if (identity.attempt > maxRestarts + 1) {
    throw new UserError(
      `max-restarts: lineage ${identity.lineage} has been restarted ${identity.attempt - 1} times, more than the ${maxRestarts} allowed; start a new run to train again`,
    );
  }
  await afterSeal(params, identity);
  return { identity };
}

async function succeed(params: JoinParams, lineage: string, prior: string): Promise<void> {
  const { store, clock, logger } = params;
  const succession = await claimSuccession(store, lineage, prior, params.workflowRunId, {
    clock,
    logger,
  });
  if (!succession.ok) {
    throw new UserError(
      `${continuingRun(succession.successor)} already continues lineage ${lineage} after run ${prior}; this run is a second dispatch of the same restart and stops before training`,
    );
  }
}

/** Waits for the run this one continues to seal, if it is still uploading (or until the wait runs out). */
async function afterSeal(params: JoinParams, identity: RunIdentity): Promise<void> {
  const { store, restartFrom, clock, logger } = params;
  if (restartFrom === undefined) return;
  const continued = await readRunManifest(store, identity.lineage, restartFrom);
  if (typeof continued !== 'object' || continued.state !== 'running') return;
  await awaitSeal({
    store,
    lineage: identity.lineage,
    runId: continued.runId,
    timeoutMs: params.sealTimeoutMs,
    pollMs: 5000,
    clock,
    logger,
  });
}
