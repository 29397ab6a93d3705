import type { Clock } from '../base/clock.js';
import type { Logger } from '../base/log.js';
import type { GitHubApi } from './github-api.js';
import { workflowFileName, type WorkflowRef } from './workflow-ref.js';

export interface DispatchedRun {
  readonly runId: string;
  readonly url?: string;
}

const ROUTE = 'GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs';
/** Newer runs than this many are not looked at: a dispatch's run is among the newest. */
const PAGE = 30;
/** Looks for the run a lost dispatch may have created: GitHub can list it a moment late. */
const LOOKS = 3;
const LOOK_GAP_MS = 2000;

/** The workflow's newest dispatched runs, by id; undefined when GitHub would not say. */
export async function recentDispatchedRuns(
  api: GitHubApi,
  workflow: WorkflowRef,
): Promise<Map<string, DispatchedRun> | undefined> {
  try {
    const { data } = await api.request(
      ROUTE,
      {
        owner: workflow.owner,
        repo: workflow.repo,
        workflow_id: workflowFileName(workflow),
        event: 'workflow_dispatch',
        per_page: PAGE,
      },
      `listing the runs of ${workflowFileName(workflow)}`,
    );
    const runs = (data as { workflow_runs?: unknown }).workflow_runs;
    if (!Array.isArray(runs)) return undefined;
    const found = new Map<string, DispatchedRun>();
    for (const run of runs as { id?: unknown; html_url?: unknown }[]) {
      if (typeof run.id !== 'number' && typeof run.id !== 'string') continue;
      const url = typeof run.html_url === 'string' ? run.html_url : undefined;
      found.set(String(run.id), { runId: String(run.id), ...(url ? { url } : {}) });
    }
    return found;
  } catch {
    return undefined;
  }
}

/**
 * After a dispatch whose answer never came: the run it created, if the
 * workflow's dispatched runs now hold exactly one that `before` did not.
 * None means it is sent again; two or more cannot be told apart (another
 * dispatch of the workflow at the same moment), and it is sent again too:
 * a second run of one restart stops at its succession check, while a
 * restart never sent ends the lineage.
 */
export async function runCreatedSince(
  api: GitHubApi,
  workflow: WorkflowRef,
  before: ReadonlyMap<string, DispatchedRun>,
  clock: Clock,
  logger: Logger,
): Promise<DispatchedRun | undefined> {
  for (let look = 1; look <= LOOKS; look++) {
    const now = await recentDispatchedRuns(api, workflow);
    const added = [...(now?.values() ?? [])].filter((run) => !before.has(run.runId));
    if (added.length === 1) return added[0];
    if (added.length > 1) {
      logger.warning(
        `${added.length} runs of ${workflowFileName(workflow)} were dispatched meanwhile (${added.map((r) => r.runId).join(', ')}); which one is this restart cannot be told, so it is sent again`,
      );
      return undefined;
    }
    if (look < LOOKS) await clock.sleep(LOOK_GAP_MS);
  }
  return undefined;
}
