import { isNotFound, type GitHubApi } from './github-api.js';
import type { Repo } from './repo.js';

/** A self-hosted runner as the runners list shows it. */
export interface RunnerInfo {
  readonly id: number;
  readonly name: string;
  readonly status: string;
  readonly busy: boolean;
  readonly labels: readonly string[];
}

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
        labels: labelNames(item.labels),
      });
    }
    if (batch.length < 100) break;
  }
  return runners;
}

function labelNames(labels: unknown): string[] {
  if (!Array.isArray(labels)) return [];
  return (labels as { name?: unknown }[]).flatMap((label) =>
    typeof label.name === 'string' ? [label.name] : [],
  );
}

/**
 * Deregisters a runner. One already gone (an ephemeral runner removes
 * itself after its job) is not an error: it says 'gone' instead.
 */
export async function deleteRunner(
  api: GitHubApi,
  repo: Repo,
  runner: { readonly id: number; readonly name: string },
): Promise<'removed' | 'gone'> {
  try {
    await api.request(
      'DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}',
      { ...repo, runner_id: runner.id },
      `removing runner ${runner.name}`,
    );
    return 'removed';
  } catch (error) {
    if (isNotFound(error)) return 'gone';
    throw error;
  }
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
