import type { Repository, Workflow } from './repository.js';
import type { Runner } from './runners.js';
import type { Job, Run } from './runs.js';

/** Where links in responses point: the emulator for API URLs, github.com for pages. */
export interface Urls {
  readonly api: string;
  readonly web: string;
}

function iso(date: Date): string {
  // GitHub sends whole seconds: "2024-05-01T12:00:00Z".
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function nodeId(kind: string, id: number): string {
  return Buffer.from(`0${kind.length}:${kind}${id}`).toString('base64');
}

export function userJson(urls: Urls, login: string, id: number, type = 'Organization'): object {
  const api = `${urls.api}/users/${login}`;
  return {
    login,
    id,
    node_id: nodeId(type, id),
    avatar_url: `https://avatars.githubusercontent.com/u/${id}?v=4`,
    gravatar_id: '',
    url: api,
    html_url: `${urls.web}/${login}`,
    followers_url: `${api}/followers`,
    following_url: `${api}/following{/other_user}`,
    gists_url: `${api}/gists{/gist_id}`,
    starred_url: `${api}/starred{/owner}{/repo}`,
    subscriptions_url: `${api}/subscriptions`,
    organizations_url: `${api}/orgs`,
    repos_url: `${api}/repos`,
    events_url: `${api}/events{/privacy}`,
    received_events_url: `${api}/received_events`,
    type,
    user_view_type: 'public',
    site_admin: false,
  };
}

// The *_url fields of a minimal-repository: name → suffix after the repo's API URL.
const repositoryLinks: Record<string, string> = {
  archive_url: '/{archive_format}{/ref}',
  assignees_url: '/assignees{/user}',
  blobs_url: '/git/blobs{/sha}',
  branches_url: '/branches{/branch}',
  collaborators_url: '/collaborators{/collaborator}',
  comments_url: '/comments{/number}',
  commits_url: '/commits{/sha}',
  compare_url: '/compare/{base}...{head}',
  contents_url: '/contents/{+path}',
  contributors_url: '/contributors',
  deployments_url: '/deployments',
  downloads_url: '/downloads',
  events_url: '/events',
  forks_url: '/forks',
  git_commits_url: '/git/commits{/sha}',
  git_refs_url: '/git/refs{/sha}',
  git_tags_url: '/git/tags{/sha}',
  hooks_url: '/hooks',
  issue_comment_url: '/issues/comments{/number}',
  issue_events_url: '/issues/events{/number}',
  issues_url: '/issues{/number}',
  keys_url: '/keys{/key_id}',
  labels_url: '/labels{/name}',
  languages_url: '/languages',
  merges_url: '/merges',
  milestones_url: '/milestones{/number}',
  notifications_url: '/notifications{?since,all,participating}',
  pulls_url: '/pulls{/number}',
  releases_url: '/releases{/id}',
  stargazers_url: '/stargazers',
  statuses_url: '/statuses/{sha}',
  subscribers_url: '/subscribers',
  subscription_url: '/subscription',
  tags_url: '/tags',
  teams_url: '/teams',
  trees_url: '/git/trees{/sha}',
};

export const repositoryId = 791_001_234;
const ownerId = 190_001_234;

export function repositoryJson(urls: Urls, repo: Repository): object {
  const api = `${urls.api}/repos/${repo.fullName}`;
  const links = Object.fromEntries(
    Object.entries(repositoryLinks).map(([field, suffix]) => [field, `${api}${suffix}`]),
  );
  return {
    id: repositoryId,
    node_id: nodeId('Repository', repositoryId),
    name: repo.name,
    full_name: repo.fullName,
    owner: userJson(urls, repo.owner, ownerId),
    private: true,
    html_url: `${urls.web}/${repo.fullName}`,
    description: null,
    fork: false,
    url: api,
    ...links,
  };
}

export function workflowJson(urls: Urls, repo: Repository, workflow: Workflow): object {
  const file = workflow.path.split('/').pop() ?? workflow.path;
  return {
    id: workflow.id,
    node_id: nodeId('Workflow', workflow.id),
    name: workflow.name,
    path: workflow.path,
    state: 'active',
    created_at: iso(workflow.createdAt),
    updated_at: iso(workflow.createdAt),
    url: `${urls.api}/repos/${repo.fullName}/actions/workflows/${workflow.id}`,
    html_url: `${urls.web}/${repo.fullName}/blob/${repo.defaultBranch}/${workflow.path}`,
    badge_url: `${urls.web}/${repo.fullName}/workflows/${encodeURIComponent(file)}/badge.svg`,
  };
}

export function runUrls(urls: Urls, repo: Repository, runId: number): { api: string; web: string } {
  return {
    api: `${urls.api}/repos/${repo.fullName}/actions/runs/${runId}`,
    web: `${urls.web}/${repo.fullName}/actions/runs/${runId}`,
  };
}

export function runJson(urls: Urls, repo: Repository, run: Run): object {
  const links = runUrls(urls, repo, run.id);
  const repository = repositoryJson(urls, repo);
  const actor = userJson(urls, 'octocat', 583_231, 'User');
  return {
    id: run.id,
    name: run.workflowName,
    node_id: nodeId('WorkflowRun', run.id),
    check_suite_id: run.id + 1,
    check_suite_node_id: nodeId('CheckSuite', run.id + 1),
    head_branch: run.headBranch,
    head_sha: run.headSha,
    path: run.workflowPath,
    display_title: run.title,
    run_number: run.runNumber,
    run_attempt: run.runAttempt,
    event: run.event,
    status: run.status,
    conclusion: run.conclusion,
    workflow_id: run.workflowId,
    url: links.api,
    html_url: links.web,
    pull_requests: [],
    referenced_workflows: [],
    created_at: iso(run.createdAt),
    updated_at: iso(run.updatedAt),
    run_started_at: iso(run.runStartedAt),
    actor,
    triggering_actor: actor,
    jobs_url: `${links.api}/jobs`,
    logs_url: `${links.api}/logs`,
    check_suite_url: `${urls.api}/repos/${repo.fullName}/check-suites/${run.id + 1}`,
    artifacts_url: `${links.api}/artifacts`,
    cancel_url: `${links.api}/cancel`,
    rerun_url: `${links.api}/rerun`,
    previous_attempt_url: run.runAttempt > 1 ? `${links.api}/attempts/${run.runAttempt - 1}` : null,
    workflow_url: `${urls.api}/repos/${repo.fullName}/actions/workflows/${run.workflowId}`,
    head_commit: {
      id: run.headSha,
      tree_id: run.headSha.split('').reverse().join(''),
      message: 'Train',
      timestamp: iso(run.createdAt),
      author: { name: 'Octocat', email: 'octocat@github.com' },
      committer: { name: 'GitHub', email: 'noreply@github.com' },
    },
    repository,
    head_repository: repository,
  };
}

export function jobJson(urls: Urls, repo: Repository, run: Run, job: Job): object {
  const links = runUrls(urls, repo, run.id);
  const assigned = job.runnerName !== null;
  return {
    id: job.id,
    run_id: run.id,
    run_url: links.api,
    run_attempt: job.runAttempt,
    node_id: nodeId('CheckRun', job.id),
    head_sha: run.headSha,
    url: `${urls.api}/repos/${repo.fullName}/actions/jobs/${job.id}`,
    html_url: `${links.web}/job/${job.id}`,
    status: job.status,
    conclusion: job.conclusion,
    created_at: iso(job.createdAt),
    started_at: iso(job.startedAt),
    completed_at: job.completedAt ? iso(job.completedAt) : null,
    name: job.name,
    steps: job.steps.map((step) => ({ ...step, started_at: null, completed_at: null })),
    check_run_url: `${urls.api}/repos/${repo.fullName}/check-runs/${job.id}`,
    labels: [...job.labels],
    runner_id: job.runnerId,
    runner_name: job.runnerName,
    runner_group_id: assigned ? 1 : null,
    runner_group_name: assigned ? 'Default' : null,
    workflow_name: run.workflowName,
    head_branch: run.headBranch,
  };
}

// Labels GitHub attaches itself when a runner registers; the rest are custom.
const readOnlyLabels = new Set(['self-hosted', 'linux', 'windows', 'macos', 'x64', 'arm64']);

export function runnerJson(runner: Runner): object {
  return {
    id: runner.id,
    runner_group_id: runner.runnerGroupId,
    name: runner.name,
    os: runner.os,
    status: runner.status,
    busy: runner.busy,
    ephemeral: runner.ephemeral,
    labels: runner.labels.map((name, index) => ({
      id: runner.id * 100 + index,
      name,
      type: readOnlyLabels.has(name.toLowerCase()) ? 'read-only' : 'custom',
    })),
  };
}
