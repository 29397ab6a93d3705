import type { Clock } from '../base/clock.js';
import { formatDuration } from '../base/duration.js';
import type { Logger } from '../base/log.js';
import { recentDispatchedRuns, runCreatedSince } from './dispatched-runs.js';
import { backoffMs, GitHubError, type GitHubApi } from './github-api.js';
import { workflowFileName, type WorkflowRef } from './workflow-ref.js';

export interface Dispatched {
  /** The new run, when the API says which it is (return_run_details). */
  readonly runId?: string;
  readonly url?: string;
}

export interface DispatchOptions {
  /**
   * The input whose value only this dispatch gives (a restart's `_restart`):
   * after a lost answer, a new run is taken as this dispatch's only when its
   * title names that value. Without it, a lost answer is always sent again.
   */
  readonly markerInput?: string;
  /** Passing failures and rate limits are waited out until this clock time, and no longer. */
  readonly until: number;
  readonly clock: Clock;
  readonly logger: Logger;
}

const ROUTE = 'POST /repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches';
/**
 * How long a dispatch whose answer was lost waits for its run to be listed
 * before sending again: GitHub lists a new run seconds after creating it,
 * and a run sent twice costs a VM launch before its succession check stops it.
 */
const LISTING_WAIT_MS = 20_000;

/**
 * Starts a new run of the workflow on its ref, once. A dispatch is not
 * idempotent: GitHub may carry one out and lose the answer (a reset, a
 * 502), so before sending it again the workflow's runs are compared with
 * those before the first send, and a run that appeared is taken as this
 * dispatch's. Failures that pass (5xx, no answer, a rate limit) are tried
 * again until `until`; a rate limit that lifts later says when it lifts.
 */
export async function dispatchWorkflow(
  api: GitHubApi,
  workflow: WorkflowRef,
  inputs: Readonly<Record<string, string>>,
  options: DispatchOptions,
): Promise<Dispatched> {
  const { clock, logger, until } = options;
  const once = api.withAttempts(1);
  const file = workflowFileName(workflow);
  // One try: the snapshot must not hold the dispatch back when GitHub is failing.
  const before = await recentDispatchedRuns(once, workflow);
  const started = clock.now();
  for (let attempt = 1; ; attempt++) {
    try {
      return await send(once, workflow, inputs);
    } catch (error) {
      if (!(error instanceof GitHubError) || !error.retry.passing) throw error;
      const marker = options.markerInput === undefined ? undefined : inputs[options.markerInput];
      if (error.retry.mayHaveArrived && before && marker) {
        const lookUntil = Math.min(until, clock.now() + LISTING_WAIT_MS);
        const created = await runCreatedSince(
          once,
          workflow,
          before,
          marker,
          lookUntil,
          clock,
          logger,
        );
        if (created) {
          logger.warning(
            `GitHub: the answer to dispatching ${file} was lost, but it started run ${created.runId}; not sending it again`,
          );
          return created;
        }
      }
      const waitMs = error.retry.waitMs ?? backoffMs(attempt);
      if (clock.now() + waitMs > until)
        throw givenUp(error, attempt, clock.now() - started, waitMs, clock);
      logger.warning(`${error.message}; trying again in ${formatDuration(waitMs)}`);
      await clock.sleep(waitMs);
    }
  }
}

/**
 * One dispatch. Asks for the new run's id; a server that predates
 * `return_run_details` (older GitHub Enterprise Server) refuses the field,
 * and then the dispatch goes without it.
 */
async function send(
  api: GitHubApi,
  workflow: WorkflowRef,
  inputs: Readonly<Record<string, string>>,
): Promise<Dispatched> {
  const file = workflowFileName(workflow);
  const request = {
    owner: workflow.owner,
    repo: workflow.repo,
    workflow_id: file,
    ref: workflow.ref,
    inputs,
  };
  const what = `dispatching ${file} on ${workflow.ref}`;
  try {
    const { data } = await api.request(ROUTE, { ...request, return_run_details: true }, what);
    const details = (typeof data === 'object' && data !== null ? data : {}) as Record<
      string,
      unknown
    >;
    const runId = details.workflow_run_id;
    const url = details.html_url;
    if (typeof runId !== 'number' && typeof runId !== 'string') return {};
    return { runId: String(runId), ...(typeof url === 'string' ? { url } : {}) };
  } catch (error) {
    if (
      error instanceof GitHubError &&
      (error.status === 400 || error.status === 422) &&
      /return_run_details/.test(error.message)
    ) {
      await api.request(ROUTE, request, what);
      return {};
    }
    throw error;
  }
}

function givenUp(
  error: GitHubError,
  tries: number,
  spentMs: number,
  waitMs: number,
  clock: Clock,
): GitHubError {
  const detail = error.rateLimited
    ? `GitHub's rate limit for this token lifts at ${new Date(clock.now() + waitMs).toISOString()}, after this step can wait`
    : `gave up after ${tries} tries over ${formatDuration(spentMs)}`;
  return new GitHubError(`${error.message}; ${detail}`, error.status, error.retry);
}
