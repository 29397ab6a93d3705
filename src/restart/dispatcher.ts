import type { Clock } from '../base/clock.js';
import type { Logger } from '../base/log.js';
import type { StartedRun } from './once.js';
import { dispatchWorkflow } from '../github/dispatch.js';
import type { GitHubApi } from '../github/github-api.js';
import { RESTART_INPUT } from '../github/run-context.js';
import { parseWorkflowRef, type WorkflowRef } from '../github/workflow-ref.js';

export interface RestartDispatcher {
  readonly workflow: WorkflowRef;
  /** The API it dispatches with. */
  readonly api: GitHubApi;
  /**
   * Dispatches the workflow again: the original inputs, `_restart` set to
   * `runKey`; GitHub's passing failures are waited out until `until`.
   */
  dispatch(runKey: string, until: number): Promise<StartedRun>;
}

export interface DispatcherParams {
  /** GITHUB_WORKFLOW_REF of the run. */
  readonly workflowRef: string | undefined;
  /** The API with the run's github-token; undefined when none was given. */
  readonly api: GitHubApi | undefined;
  /** The inputs of the dispatch that started this run (none for cron or push). */
  readonly inputs: Readonly<Record<string, string>>;
  readonly clock: Clock;
  readonly logger: Logger;
}

/**
 * What the train and finalize modes need to start a restart, from the
 * run's own context; a string says why restarts cannot be dispatched.
 */
export function restartDispatcher(params: DispatcherParams): RestartDispatcher | string {
  const { api } = params;
  const workflow = parseWorkflowRef(params.workflowRef);
  if (!workflow)
    return 'GITHUB_WORKFLOW_REF does not name a workflow file, so there is nothing to dispatch';
  if (!api) return 'no github-token was given';
  return {
    workflow,
    api,
    dispatch: (runKey, until) =>
      dispatchWorkflow(
        api,
        workflow,
        { ...params.inputs, [RESTART_INPUT]: runKey },
        { until, clock: params.clock, logger: params.logger, markerInput: RESTART_INPUT },
      ),
  };
}
