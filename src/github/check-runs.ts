import type { GitHubApi } from './github-api.js';
import type { Repo } from './repo.js';

/** The conclusions spot-train gives a check run (GitHub's `stale` is GitHub's own to set). */
export type CheckConclusion = 'success' | 'failure' | 'cancelled' | 'action_required' | 'neutral';

/** What a check run shows: where it stands, and its text. */
export interface CheckRunState {
  readonly status: 'in_progress' | 'completed';
  /** Set exactly when `status` is completed: GitHub refuses one without the other. */
  readonly conclusion?: CheckConclusion;
  readonly title: string;
  /** Markdown; cut to GitHub's limit here, so a long lineage cannot make the request fail. */
  readonly summary: string;
  /** The page a person lands on from the check: the latest run. */
  readonly detailsUrl?: string;
}

/** A check run GitHub created. */
export interface CreatedCheckRun {
  readonly id: number;
  readonly url?: string;
}

/** GitHub's limit on `output.summary` (and `output.text`), in characters. */
export const SUMMARY_MAX = 65_535;

/** Creates a check run named `name` on commit `headSha`; needs `checks: write`. */
export async function createCheckRun(
  api: GitHubApi,
  repo: Repo,
  check: { readonly name: string; readonly headSha: string; readonly externalId: string },
  state: CheckRunState,
): Promise<CreatedCheckRun> {
  const { data } = await api.request(
    'POST /repos/{owner}/{repo}/check-runs',
    {
      ...repo,
      name: check.name,
      head_sha: check.headSha,
      external_id: check.externalId,
      ...body(state),
    },
    `creating check run "${check.name}" on ${check.headSha.slice(0, 12)}`,
  );
  const id = (data as { id?: unknown } | null)?.id;
  if (typeof id !== 'number') throw new Error('GitHub created a check run but sent no id for it');
  const url = (data as { html_url?: unknown }).html_url;
  return { id, ...(typeof url === 'string' ? { url } : {}) };
}

/** Updates check run `id`; with `name`, renames it too. */
export async function updateCheckRun(
  api: GitHubApi,
  repo: Repo,
  id: number,
  state: CheckRunState,
  name?: string,
): Promise<void> {
  await api.request(
    'PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}',
    { ...repo, check_run_id: id, ...(name === undefined ? {} : { name }), ...body(state) },
    `updating check run ${id}`,
  );
}

function body(state: CheckRunState): Record<string, unknown> {
  return {
    status: state.status,
    ...(state.conclusion === undefined ? {} : { conclusion: state.conclusion }),
    ...(state.detailsUrl === undefined ? {} : { details_url: state.detailsUrl }),
    output: { title: state.title, summary: fitted(state.summary) },
  };
}

/** The summary within GitHub's limit: the head is kept, where the lineage's totals are. */
function fitted(summary: string): string {
  if (summary.length <= SUMMARY_MAX) return summary;
  const note = "\n\n(cut to fit GitHub's limit)";
  return summary.slice(0, SUMMARY_MAX - note.length) + note;
}
