import type { Clock } from '../base/clock.js';
import { takeRunKey } from '../records/run-owner.js';
import { UserError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import { awaitSeal } from './await-seal.js';
import { claimSuccession } from './succession.js';
import type { TrainSettings } from '../settings/train.js';
import { readRunManifest } from '../records/run-manifest.js';
import type { RunIdentity } from '../records/identity.js';
import { resolveRun, type ResolvedRun } from '../records/run-identity.js';
import type { Store } from '../store/store.js';

export interface JoinParams {
  readonly store: Store;
  /** This run's key in the store (run id, and attempt for a re-run). */
  readonly runKey: string;
  readonly settings: TrainSettings;
  readonly env: NodeJS.ProcessEnv;
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
  const { store, settings, env, clock, logger } = params;
  const resolved = await resolveRun(store, params.runKey, settings.restartFrom, logger, clock);
  const { nodes, nodeRank } = settings.gang;
  const identity =
    nodes > 1
      ? { ...resolved.identity, node: { index: nodeRank, count: nodes } }
      : resolved.identity;
  await takeRunKey({
    store,
    identity,
    owner: {
      job: env.GITHUB_JOB ?? '?',
      runner: env.RUNNER_NAME ?? '?',
      since: new Date(clock.now()).toISOString(),
    },
    clock,
    logger,
  });
  if (settings.restartFrom) await succeed(params, identity.lineage, settings.restartFrom);
  if (identity.attempt > settings.maxRestarts + 1) {
    throw new UserError(
      `max-restarts: lineage ${identity.lineage} has been restarted ${identity.attempt - 1} times, more than the ${settings.maxRestarts} allowed; start a new run to train again`,
    );
  }
  await afterSeal(params, identity);
  return { identity };
}

async function succeed(params: JoinParams, lineage: string, prior: string): Promise<void> {
  const { store, env, clock, logger } = params;
  const workflowRun = env.GITHUB_RUN_ID ?? params.runKey;
  const succession = await claimSuccession(store, lineage, prior, workflowRun, { clock, logger });
  if (!succession.ok) {
    throw new UserError(
      `run ${succession.successor} already continues lineage ${lineage} after run ${prior}; this run is a second dispatch of the same restart and stops before training`,
    );
  }
}

/** Waits for the run this one continues to seal, if it is still uploading (or until the wait runs out). */
async function afterSeal(params: JoinParams, identity: RunIdentity): Promise<void> {
  const { store, settings, clock, logger } = params;
  if (settings.restartFrom === undefined) return;
  const continued = await readRunManifest(store, identity.lineage, settings.restartFrom);
  if (typeof continued !== 'object' || continued.state !== 'running') return;
  await awaitSeal({
    store,
    lineage: identity.lineage,
    runId: continued.runId,
    timeoutMs: settings.sealTimeoutMs,
    pollMs: 5000,
    clock,
    logger,
  });
}
