import { isNotFound, type GitHubApi } from './github-api.js';

export interface JitRunner {
  readonly runnerId: number;
  readonly name: string;
  /** The runner's whole configuration, credentials included: a secret. */
  readonly encodedJitConfig: string;
}

/**
 * Registers a just-in-time runner: it takes exactly one job and is removed
 * by GitHub after it. Needs a token with administration rights on the
 * repository (a PAT or a GitHub App token); the job's GITHUB_TOKEN cannot.
 */
export async function generateJitConfig(
  api: GitHubApi,
  repo: { readonly owner: string; readonly repo: string },
  runner: { readonly name: string; readonly labels: readonly string[] },
): Promise<JitRunner> {
  const { data } = await api.request(
    'POST /repos/{owner}/{repo}/actions/runners/generate-jitconfig',
    {
      ...repo,
      name: runner.name,
      runner_group_id: 1,
      labels: [...runner.labels],
      work_folder: '_work',
    },
    `registering runner ${runner.name}`,
  );
  const body = data as { runner?: { id?: unknown }; encoded_jit_config?: unknown } | null;
  const runnerId = body?.runner?.id;
  const config = body?.encoded_jit_config;
  if (typeof runnerId !== 'number' || typeof config !== 'string') {
    throw new Error(`GitHub answered generate-jitconfig for ${runner.name} without a runner`);
  }
  return { runnerId, name: runner.name, encodedJitConfig: config };
}

/** The runner's status as GitHub sees it: 'online', 'offline'; busy while it runs a job. */
export async function runnerStatus(
  api: GitHubApi,
  repo: { readonly owner: string; readonly repo: string },
  runnerId: number,
): Promise<{ readonly status: string; readonly busy: boolean } | undefined> {
  try {
    const { data } = await api.request(
      'GET /repos/{owner}/{repo}/actions/runners/{runner_id}',
      { ...repo, runner_id: runnerId },
      `reading runner ${runnerId}`,
    );
    const body = data as { status?: unknown; busy?: unknown } | null;
    return {
      status: typeof body?.status === 'string' ? body.status : 'unknown',
      busy: body?.busy === true,
    };
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}
