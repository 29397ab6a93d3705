import type { Clock } from '../base/clock.js';
import { UserError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import { probeDispatch, type ProbeResult } from '../github/dispatch-probe.js';
import type { GitHubApi } from '../github/github-api.js';
import type { RunIdentity } from '../records/identity.js';
import type { Notice } from '../notice/notice.js';
import type { Store } from '../store/store.js';
import { RESTART_INPUT } from '../github/run-context.js';
import { restartDispatcher, type RestartDispatcher } from './dispatcher.js';
import type { Restarter } from './if-due.js';
import { githubRestarter } from './github-restarter.js';

export interface RestartPlan {
  readonly dispatcher: RestartDispatcher;
  /** Started before training: can this token dispatch this workflow with `_restart`? */
  readonly ready: Promise<ProbeResult>;
}

export interface PlanParams {
  readonly enabled: boolean;
  /** GITHUB_WORKFLOW_REF: the workflow file a restart runs again. */
  readonly workflowRef: string | undefined;
  /** The API with the run's github-token; undefined when none was given. */
  readonly api: GitHubApi | undefined;
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
  const dispatcher = restartDispatcher(params);
  if (typeof dispatcher === 'string') {
    params.logger.warning(`restarts will not be dispatched: ${dispatcher}`);
    return undefined;
  }
  // The check before training tries fewer times than the dispatch itself,
  // and waits out no rate limit: GitHub should not hold the trainer back.
  return {
    dispatcher,
    ready: probeDispatch(dispatcher.api.withAttempts(3, 0), dispatcher.workflow, RESTART_INPUT),
  };
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

/**
 * The supervisor's restart: after an interruption (or an exit code the
 * user listed), starts the next run of the workflow from this VM, while its
 * token still works: claim, dispatch, record. Never throws: the run's
 * outcome stands either way, and the finalize job is the fallback.
 */
export function dispatchingRestarter(
  plan: RestartPlan | undefined,
  params: {
    readonly store: Store;
    readonly identity: RunIdentity;
    /** The notice the attempt ended on, if any: the VM goes at its deadline. */
    readonly notice?: Notice;
    readonly clock: Clock;
    readonly logger: Logger;
  },
): Restarter | string {
  if (!plan) return 'restarts are off for this run';
  const { store, identity, clock, logger } = params;
  return githubRestarter({
    dispatcher: plan.dispatcher,
    store,
    lineage: identity.lineage,
    runId: identity.runId,
    by: 'supervisor',
    until: () => dispatchUntil(params),
    fallback: 'the finalize job will try again',
    clock,
    logger,
  });
}

/**
 * How long the supervisor keeps trying GitHub: until the VM goes (the
 * notice's deadline, at least half a minute from now), or ten minutes after
 * an exit code that restarts; the finalize job tries again after that.
 */
function dispatchUntil(params: { readonly notice?: Notice; readonly clock: Clock }): number {
  const now = params.clock.now();
  return params.notice ? Math.max(params.notice.deadline, now + 30_000) : now + 10 * 60_000;
}
