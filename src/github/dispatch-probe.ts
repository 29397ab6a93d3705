import { GitHubError, type GitHubApi } from './github-api.js';
import { workflowFileName, type WorkflowRef } from './workflow-ref.js';

/** An input no workflow declares: GitHub refuses the dispatch, so the probe starts no run. */
const PROBE_INPUT = '__spot_train_probe';

export type ProbeResult =
  | { readonly kind: 'ready' }
  /** What to change in the workflow or its permissions. */
  | { readonly kind: 'not-ready'; readonly fix: string }
  /** The probe itself failed (network, an unfamiliar answer): restarts may still work. */
  | { readonly kind: 'unknown'; readonly detail: string };

/**
 * Finds out before training whether a restart could be dispatched, by a
 * dispatch GitHub must refuse: it names an input no workflow declares. The
 * refusal says the rest: 403 when the token may not dispatch, "no
 * workflow_dispatch trigger", or the list of unexpected inputs, which
 * includes `restartInput` unless the workflow declares it.
 */
export async function probeDispatch(
  api: GitHubApi,
  workflow: WorkflowRef,
  restartInput: string,
): Promise<ProbeResult> {
  const file = workflowFileName(workflow);
  try {
    await api.request(
      'POST /repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches',
      {
        owner: workflow.owner,
        repo: workflow.repo,
        workflow_id: file,
        ref: workflow.ref,
        inputs: { [restartInput]: '', [PROBE_INPUT]: 'probe' },
      },
      `checking that ${file} can be dispatched`,
    );
    return {
      kind: 'unknown',
      detail: `GitHub accepted a dispatch of ${file} with an undeclared input; a run may have started`,
    };
  } catch (error) {
    if (!(error instanceof GitHubError)) return { kind: 'unknown', detail: String(error) };
    // A 403 or 429 of a used-up rate limit says nothing about the token's permissions.
    if (error.rateLimited)
      return {
        kind: 'unknown',
        detail: `GitHub's rate limit for this token is used up, so the check was not made (${error.message}); the dispatch after an interruption waits for it to lift`,
      };
    if (error.status === 403 || error.status === 404) {
      return {
        kind: 'not-ready',
        fix: `the token cannot dispatch ${file} (${error.status}): give the job \`permissions: actions: write\` (or pass a github-token that has it)`,
      };
    }
    if (error.status !== 422) return { kind: 'unknown', detail: error.message };
    if (/workflow_dispatch/i.test(error.message)) {
      return {
        kind: 'not-ready',
        fix: `${workflow.path} has no workflow_dispatch trigger: add \`on: workflow_dispatch: inputs: ${restartInput}:\` so a restart can be dispatched`,
      };
    }
    const unexpected = /unexpected inputs provided:?\s*\[([^\]]*)\]/i.exec(error.message)?.[1];
    if (unexpected === undefined) return { kind: 'unknown', detail: error.message };
    return unexpected.includes(restartInput)
      ? {
          kind: 'not-ready',
          fix: `${workflow.path} does not declare the ${restartInput} input: add it under \`on: workflow_dispatch: inputs:\` (type string, not required)`,
        }
      : { kind: 'ready' };
  }
}
