import type { GitHubApi } from './github-api.js';

/** The train job as the API reports it, when it was found. */
export interface TrainJob {
  readonly name: string;
  /** `success`, `failure`, `cancelled`, `skipped`, ... or null while it runs. */
  readonly conclusion: string | null;
  readonly url?: string;
}

interface JobRecord {
  readonly name: string;
  readonly conclusion: string | null;
  readonly html_url?: string | null;
}

/**
 * The train job of a run, by its name as the workflow gives it (a matrix
 * job's name starts with it: "train (a100)"), from the latest attempt. The
 * API is paged; a run rarely has more than a page of jobs.
 */
export async function findJob(
  api: GitHubApi,
  repo: { readonly owner: string; readonly repo: string },
  runId: string,
  name: string,
): Promise<TrainJob | undefined> {
  for (let page = 1; page <= 10; page++) {
    const { data } = await api.request(
      'GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs',
      { ...repo, run_id: Number(runId), filter: 'latest', per_page: 100, page },
      `reading the jobs of run ${runId}`,
    );
    const jobs = jobsOf(data);
    const found = jobs.find((job) => job.name === name || job.name.startsWith(`${name} (`));
    if (found) {
      return {
        name: found.name,
        conclusion: found.conclusion,
        ...(found.html_url ? { url: found.html_url } : {}),
      };
    }
    if (jobs.length < 100) return undefined;
  }
  return undefined;
}

function jobsOf(data: unknown): JobRecord[] {
  const jobs = (data as { jobs?: unknown } | null)?.jobs;
  if (!Array.isArray(jobs)) return [];
  return jobs.filter(
    (job): job is JobRecord =>
      typeof job === 'object' &&
      job !== null &&
      typeof (job as JobRecord).name === 'string' &&
      ((job as JobRecord).conclusion === null || typeof (job as JobRecord).conclusion === 'string'),
  );
}
