import type { Clock } from '../base/clock.js';
import type { Logger } from '../base/log.js';
import type { GitHubApi } from './github-api.js';
import { workflowFileName, type WorkflowRef } from './workflow-ref.js';

export interface DispatchedRun {
  readonly runId: string;
  readonly url?: string;
  /** The run's title (display_title): the workflow's `run-name`, or its name. */
  readonly title?: string;
}

const ROUTE = 'GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs';
/** Newer runs than this many are not looked at: a dispatch's run is among the newest. */
const PAGE = 30;
/** Between looks for the run a lost dispatch may have created: GitHub can list it late. */
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
    for (const run of runs as { id?: unknown; html_url?: unknown; display_title?: unknown }[]) {
      if (typeof run.id !== 'number' && typeof run.id !== 'string') continue;
      const url = typeof run.html_url === 'string' ? run.html_url : undefined;
      const title = typeof run.display_title === 'string' ? run.display_title : undefined;
      found.set(String(run.id), {
        runId: String(run.id),
        ...(url ? { url } : {}),
        ...(title === undefined ? {} : { title }),
      });
    }
    return found;
  } catch {
    return undefined;
  }
}

/**
 * After a dispatch whose answer never came: the run it created, recognised
 * by what only this dispatch put into it, the value of `marker` (the
 * `_restart` input, the run it continues) in the run's title, which the
 * workflow's `run-name` makes of its inputs. Being the only new run proves
 * nothing: two lineages of one workflow interrupted together each see the
 * other's run appear, and one that took the other's would have no
 * continuation. None found means it is sent again: a second run of one
 * restart stops at its succession check, while a restart never sent ends
 * the lineage.
 */
export async function runCreatedSince(
  api: GitHubApi,
  workflow: WorkflowRef,
  before: ReadonlyMap<string, DispatchedRun>,
  marker: string,
  /** Clock time until which a run listed late is waited for. */
  lookUntil: number,
  clock: Clock,
  logger: Logger,
): Promise<DispatchedRun | undefined> {
  const mentions = new RegExp(`(^|[^0-9A-Za-z])${escapeRegExp(marker)}($|[^0-9A-Za-z])`);
  let unmarked: DispatchedRun[];
  for (;;) {
    const now = await recentDispatchedRuns(api, workflow);
    const added = [...(now?.values() ?? [])].filter((run) => !before.has(run.runId));
    const ours = added.filter((run) => mentions.test(run.title ?? ''));
    if (ours.length === 1) return ours[0];
    if (ours.length > 1) {
      logger.warning(
        `${ours.length} new runs of ${workflowFileName(workflow)} name ${marker} (${ours.map((r) => r.runId).join(', ')}); which one is this restart cannot be told, so it is sent again`,
      );
      return undefined;
    }
    unmarked = added;
    if (clock.now() + LOOK_GAP_MS > lookUntil) break;
    await clock.sleep(LOOK_GAP_MS);
  }
  if (unmarked.length > 0) {
    logger.warning(
      `${workflowFileName(workflow)} has new runs (${unmarked.map((r) => r.runId).join(', ')}) but none names ${marker} in its title, so none is taken for this restart and it is sent again; give the workflow a run-name that includes \${{ inputs._restart }} (see docs/restarts.md) so a dispatch whose answer was lost is recognised`,
    );
  }
  return undefined;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
