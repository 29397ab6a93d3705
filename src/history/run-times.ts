import type { HistoryRecords } from './records.js';
import type { GitHubApi } from '../github/github-api.js';
import type { Repo } from '../github/repo.js';

/** A job as the jobs list gives it, for picking the train job. */
export interface ListedJob {
  readonly name?: unknown;
  readonly runner_name?: unknown;
  readonly started_at?: unknown;
}

/**
 * GitHub's own times for a run: when it was created (the dispatch
 * answered) and started, and when the train job (the one `isTrainJob`
 * picks from the latest attempt's first page of jobs) started. Only what
 * GitHub gave is kept; a field it left out stays out.
 */
export async function readRunTimes(
  api: GitHubApi,
  repo: Repo,
  runId: string,
  isTrainJob: (job: ListedJob) => boolean,
): Promise<HistoryRecords['github']> {
  const [run, jobs] = await Promise.all([
    api.request(
      'GET /repos/{owner}/{repo}/actions/runs/{run_id}',
      { ...repo, run_id: Number(runId) },
      `reading run ${runId}`,
    ),
    api.request(
      'GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs',
      { ...repo, run_id: Number(runId), filter: 'latest', per_page: 100 },
      `reading the jobs of run ${runId}`,
    ),
  ]);
  const runData = run.data as { created_at?: unknown; run_started_at?: unknown } | null;
  const job = jobsOf(jobs.data).find(isTrainJob);
  return {
    ...timeField('runCreatedAt', runData?.created_at),
    ...timeField('runStartedAt', runData?.run_started_at),
    ...timeField('trainJobStartedAt', job?.started_at),
  };
}

function jobsOf(data: unknown): ListedJob[] {
  const jobs = (data as { jobs?: unknown } | null)?.jobs;
  return Array.isArray(jobs)
    ? jobs.filter((job): job is ListedJob => typeof job === 'object' && job !== null)
    : [];
}

function timeField<K extends string>(name: K, value: unknown): Partial<Record<K, string>> {
  if (typeof value !== 'string' || !Number.isFinite(Date.parse(value))) return {};
  return { [name]: value } as Partial<Record<K, string>>;
}
