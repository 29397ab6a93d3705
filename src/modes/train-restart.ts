import type { Clock } from '../base/clock.js';
import { UserError } from '../base/errors.js';
import { probeDispatch, type ProbeResult } from '../github/dispatch-probe.js';
import { apiBaseUrl, GitHubApi } from '../github/github-api.js';
import {
  RESTART_INPUT,
  restartDispatcher,
  type RestartDispatcher,
} from '../restart/restart-dispatcher.js';
import type { Logger } from '../base/log.js';
import { decideAfterAttempt } from '../restart/decide.js';
import { restartOnce, type RestartReport } from '../restart/restart-once.js';
import type { Store } from '../store/store.js';
import type { AttemptResult } from '../supervisor/attempt.js';

export interface RestartPlan {
  readonly dispatcher: RestartDispatcher;
  /** Started before training: can this token dispatch this workflow with `_restart`? */
  readonly ready: Promise<ProbeResult>;
}

export interface PlanParams {
  readonly enabled: boolean;
  readonly env: NodeJS.ProcessEnv;
  readonly token: string;
  readonly inputs: Readonly<Record<string, string>>;
  readonly clock: Clock;
  readonly logger: Logger;
}

/**
 * Sets up the restart dispatch and starts checking, while the store opens
 * and the restore runs, that it would work; undefined (with a note in the
 * log) where this run cannot dispatch one.
 */
export function planRestart(params: PlanParams): RestartPlan | undefined {
  if (!params.enabled) return undefined;
  const api = (attempts: number) =>
    new GitHubApi({
      token: params.token,
      baseUrl: apiBaseUrl(params.env),
      clock: params.clock,
      logger: params.logger,
      attempts,
    });
  const dispatcher = restartDispatcher({
    env: params.env,
    api: params.token === '' ? undefined : api(6),
    inputs: params.inputs,
  });
  if (typeof dispatcher === 'string') {
    params.logger.warning(`restarts will not be dispatched: ${dispatcher}`);
    return undefined;
  }
  // The check before training tries fewer times than the dispatch itself:
  // a GitHub outage should not hold the trainer back for minutes.
  return { dispatcher, ready: probeDispatch(api(3), dispatcher.workflow, RESTART_INPUT) };
}

/** Fails before training when a restart could not be dispatched, saying what to add. */
export async function requireRestartReady(plan: RestartPlan, logger: Logger): Promise<void> {
  const result = await plan.ready;
  if (result.kind === 'not-ready') {
    throw new UserError(
      `restart: ${result.fix}; or set restart: false to train without automatic restarts`,
    );
  }
  if (result.kind === 'unknown') {
    logger.warning(`could not check that a restart can be dispatched: ${result.detail}`);
  }
}

export interface AfterParams {
  readonly result: AttemptResult;
  readonly plan: RestartPlan | undefined;
  readonly store: Store;
  readonly restartOnExitCodes: ReadonlySet<number>;
  readonly maxRestarts: number;
  readonly clock: Clock;
  readonly logger: Logger;
}

/**
 * After an interruption (or an exit code the user listed), starts the next
 * run of the workflow from this VM, while its token still works: claim,
 * dispatch, record. Never throws: the run's outcome stands either way, and
 * the finalize job is the fallback.
 */
export async function restartAfter(params: AfterParams): Promise<RestartReport> {
  const { result, plan, logger } = params;
  const { identity } = result;
  const verdict = decideAfterAttempt(result, params.restartOnExitCodes, params.maxRestarts);
  if (verdict.ground === 'max-restarts') {
    logger.warning(`no restart: ${verdict.because}`);
    return { kind: 'not-dispatched', reason: verdict.because };
  }
  if (!verdict.restart) return { kind: 'not-needed', reason: verdict.because };
  if (!plan) return { kind: 'not-dispatched', reason: 'restarts are off for this run' };
  const outcome = await restartOnce({
    store: params.store,
    lineage: identity.lineage,
    runId: identity.runId,
    by: 'supervisor',
    dispatch: () => plan.dispatcher.dispatch(identity.runId),
    clock: params.clock,
    logger,
  });
  if (outcome.kind === 'dispatched') {
    logger.notice(
      outcome.run.runId
        ? `dispatched run ${outcome.run.runId} to continue lineage ${identity.lineage}${outcome.run.url ? `: ${outcome.run.url}` : ''}`
        : `dispatched a new run of ${plan.dispatcher.workflow.path} to continue lineage ${identity.lineage}`,
    );
  } else if (outcome.kind === 'failed') {
    logger.error(
      `could not dispatch the restart: ${outcome.error}; the finalize job will try again`,
    );
  }
  return outcome;
}
