import { startGitHubApi, type GitHubApi } from '../github-api/index.js';

export const DISPATCH_WORKFLOW = '.github/workflows/train.yml';

/**
 * A workflow a restart can dispatch: it declares `_restart`, and its
 * run-name puts it in the run's title, as docs/restarts.md asks, so a
 * dispatch whose answer was lost is recognised.
 */
export const RESTARTABLE_WORKFLOW = `
name: Train
run-name: \${{ inputs._restart && format('Train (restart of run {0})', inputs._restart) || 'Train' }}
on:
  workflow_dispatch:
    inputs:
      _restart:
        required: false
jobs:
  train:
    runs-on: [self-hosted]
    steps:
      - run: echo train
`;

export interface DispatchTarget {
  readonly github: GitHubApi;
  /** Inputs and variables a train step needs to dispatch its restart to `github`. */
  readonly inputs: Record<string, string>;
  readonly env: NodeJS.ProcessEnv;
  /** Restarts dispatched to continue `runId`. */
  dispatchesAfter(runId: string): number;
}

/** GitHub's API (emulated, on loopback) with a workflow that takes `_restart`, and a token for it. */
export async function startDispatchTarget(): Promise<DispatchTarget> {
  const github = await startGitHubApi({ repository: 'acme/train' });
  github.addWorkflow({ path: DISPATCH_WORKFLOW, yaml: RESTARTABLE_WORKFLOW });
  const token = github.issueToken({ kind: 'github-token', permissions: { actions: 'write' } });
  return {
    github,
    inputs: { 'github-token': token },
    env: {
      GITHUB_API_URL: github.url,
      GITHUB_REPOSITORY: 'acme/train',
      GITHUB_WORKFLOW_REF: `acme/train/${DISPATCH_WORKFLOW}@refs/heads/main`,
    },
    dispatchesAfter: (runId) => github.dispatches.filter((d) => d.inputs._restart === runId).length,
  };
}
