import type { RunnerInfo } from '../janitor/plan.js';
import { isNotFound, type GitHubApi } from './github-api.js';

type Repo = { readonly owner: string; readonly repo: string };

/** The repository's self-hosted runners, every page. Needs an admin-scoped token. */
export async function listRunners(api: GitHubApi, repo: Repo): Promise<RunnerInfo[]> {
  const runners: RunnerInfo[] = [];
  for (let page = 1; page <= 50; page++) {
    const { data } = await api.request(
      'GET /repos/{owner}/{repo}/actions/runners',
      { ...repo, per_page: 100, page },
      'listing the self-hosted runners',
    );
    const batch = (data as { runners?: unknown } | null)?.runners;
    if (!Array.isArray(batch)) break;
    for (const item of batch as Record<string, unknown>[]) {
      if (typeof item.id !== 'number' || typeof item.name !== 'string') continue;
      runners.push({
        id: item.id,
        name: item.name,
        status: typeof item.status === 'string' ? item.status : 'unknown',
        busy: item.busy === true,
      });
    }
    if (batch.length < 100) break;
  }
  return runners;
}

export async function deleteRunner(api: GitHubApi, repo: Repo, runnerId: number): Promise<void> {
  await api.request(
    'DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}',
    { ...repo, runner_id: runnerId },
    `removing runner ${runnerId}`,
  );
}

/** Whether a workflow run has finished; undefined when GitHub could not say. */
export async function runHasEnded(
  api: GitHubApi,
  repo: Repo,
  runId: string,
): Promise<boolean | undefined> {
  try {
    const { data } = await api.request(
      'GET /repos/{owner}/{repo}/actions/runs/{run_id}',
      { ...repo, run_id: Number(runId) },
      `reading run ${runId}`,
    );
    const status = (data as { status?: unknown } | null)?.status;
    return typeof status === 'string' ? status === 'completed' : undefined;
  } catch (error) {
    // A run deleted from the repository has ended too.
    return isNotFound(error) ? true : undefined;
  }
}
