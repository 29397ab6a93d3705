import { GitHubError, type GitHubApi } from './github-api.js';
import { workflowFileName, type WorkflowRef } from './workflow-ref.js';

export interface Dispatched {
  /** The new run, when the API says which it is (return_run_details). */
  readonly runId?: string;
  readonly url?: string;
}

const ROUTE = 'POST /repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches';

/**
 * Starts a new run of the workflow on its ref. Asks for the new run's id;
 * a server that predates `return_run_details` (older GitHub Enterprise
 * Server) refuses the field, and then the dispatch goes without it.
 */
export async function dispatchWorkflow(
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
