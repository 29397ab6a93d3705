import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { getOctokit } from '@actions/github';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGitHubApi, type GitHubApi } from '../helpers/github-api/index.js';
import { DEMO_TRAINER, runAction, type ActionContext } from '../helpers/run-dist.js';
import { tempDir } from '../helpers/temp-dir.js';

const WORKFLOW = '.github/workflows/train.yml';
const YAML = `
name: Train
run-name: \${{ inputs._restart && format('Train (restart of run {0})', inputs._restart) || 'Train' }}
on:
  push:
  workflow_dispatch:
    inputs:
      _restart:
        required: false
jobs:
  train:
    runs-on: [self-hosted]
    steps:
      - run: echo train
  finalize:
    if: always()
    needs: train
    runs-on: ubuntu-latest
    steps:
      - run: echo finalize
`;

let github: GitHubApi;
let root: string;
let store: string;
beforeEach(async () => {
  github = await startGitHubApi({ repository: 'acme/train' });
  github.addWorkflow({ path: WORKFLOW, yaml: YAML });
  root = await tempDir('lineage-check');
  store = `file://${join(root, 'bucket')}`;
});
afterEach(async () => {
  expect(github.violations).toEqual([]);
  expect(github.unmatched).toEqual([]);
  await github.close();
});

/** Run `runId` of the workflow on commit `sha`, continuing run `restartOf` when given. */
async function runOf(runId: string, sha: string, restartOf?: string) {
  const ctx: ActionContext = {
    workspace: join(root, runId, 'workspace'),
    runnerTemp: join(root, runId, 'runner-temp'),
    runId,
    event: restartOf ? { inputs: { _restart: restartOf } } : { after: sha },
  };
  await mkdir(ctx.workspace, { recursive: true });
  await mkdir(ctx.runnerTemp, { recursive: true });
  const env = {
    GITHUB_API_URL: github.url,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_WORKFLOW_REF: `acme/train/${WORKFLOW}@refs/heads/main`,
    GITHUB_SHA: sha,
  };
  const token = (permissions: { checks?: 'write' }) =>
    github.issueToken({ kind: 'github-token', permissions: { actions: 'write', ...permissions } });
  return {
    train: (
      inputs: Record<string, string>,
      permissions: { checks?: 'write' } = { checks: 'write' },
    ) =>
      runAction(
        'main.js',
        { mode: 'train', store, 'github-token': token(permissions), ...inputs },
        ctx,
        env,
      ),
    finalize: (trainConclusion: 'success' | 'failure') => {
      if (github.run(Number(runId))) {
        github.setJob(Number(runId), 'train', { status: 'completed', conclusion: trainConclusion });
      } else {
        github.addRun({
          id: Number(runId),
          workflowPath: WORKFLOW,
          event: 'push',
          status: 'in_progress',
          jobs: [{ name: 'train', status: 'completed', conclusion: trainConclusion }],
        });
      }
      return runAction(
        'main.js',
        { mode: 'finalize', store, 'github-token': token({ checks: 'write' }) },
        ctx,
        env,
      );
    },
  };
}

const demo = (steps: number) =>
  `python3 ${DEMO_TRAINER} --steps ${steps} --save-every 20 --step-time 0.02`;
const reclaimed = { run: demo(300), 'simulate-interruption': 'after:1500ms,notice:30s,attempts:2' };

/** What a branch rule sees: the newest check run of the name on the commit. */
async function requiredCheck(sha: string) {
  const admin = getOctokit(github.issueToken({ kind: 'admin' }), { baseUrl: github.url });
  const { data } = await admin.rest.checks.listForRef({
    owner: 'acme',
    repo: 'train',
    ref: sha,
    check_name: 'spot-train: train.yml',
  });
  return data;
}

describe('one check run per lineage on the commit, from dist/', () => {
  it('is kept in progress across 2 reclaims by each run and concluded success by the one that completes', async () => {
    const started = github.headOf('main');
    const first = await runOf('9101', started);
    expect((await first.train(reclaimed)).outputs.outcome).toBe('interrupted');
    expect((await first.finalize('failure')).code).toBe(0);
    const second = String(github.dispatches[0]?.runId);
    const two = await runOf(second, started, '9101');
    expect((await two.train(reclaimed)).outputs.outcome).toBe('interrupted');
    expect((await two.finalize('failure')).code).toBe(0);
    // Someone pushed meanwhile: the dispatched restart runs on the branch's new head.
    github.addBranch('main', '5eed000000000000000000000000000000000003');
    const third = String(github.dispatches[1]?.runId);
    const three = await runOf(third, github.headOf('main'), second);
    const done = await three.train({ run: demo(300) });
    expect(done.outputs.outcome, done.stdout).toBe('completed');
    expect((await three.finalize('success')).code).toBe(0);

    expect(github.checkRuns).toHaveLength(1);
    const [check] = github.checkRuns;
    expect(check).toMatchObject({
      name: 'spot-train: train.yml',
      headSha: started,
      externalId: '9101',
      status: 'completed',
      conclusion: 'success',
      detailsUrl: `https://github.com/acme/train/actions/runs/${third}`,
    });
    expect(check?.history.map((h) => `${h.status} ${h.title ?? ''}`)).toEqual([
      'in_progress attempt 1 training',
      expect.stringMatching(/^in_progress attempt 1 reclaimed at step \d+; run \d+ continues$/),
      expect.stringMatching(/^in_progress attempt 1 reclaimed at step \d+; run \d+ continues$/),
      expect.stringMatching(/^in_progress attempt 2 training, after 1 reclaim, from step \d+$/),
      expect.stringMatching(/^in_progress attempt 2 reclaimed at step \d+; run \d+ continues$/),
      expect.stringMatching(/^in_progress attempt 2 reclaimed at step \d+; run \d+ continues$/),
      expect.stringMatching(/^in_progress attempt 3 training, after 2 reclaims, from step \d+$/),
      'completed completed in 3 attempts after 2 reclaims at step 300',
      'completed completed in 3 attempts after 2 reclaims at step 300',
    ]);
    expect(check?.output.summary).toContain('Lineage `9101`: 3 attempts, 2 reclaims, step 300.');
    expect(check?.output.summary).toContain(
      `on commit \`5eed000\`; this check stays on \`${started.slice(0, 7)}\`, where the lineage started`,
    );
    const seen = await requiredCheck(started);
    expect(seen.check_runs.map((run) => run.conclusion)).toEqual(['success']);
    expect((await requiredCheck(github.headOf('main'))).total_count).toBe(0);
  });

  it('concludes failure when the trainer fails', async () => {
    const run = await runOf('9201', github.headOf('main'));
    const trained = await run.train({ run: 'echo "step 3/10"; exit 3' });
    expect(trained.code).toBe(1);
    expect((await run.finalize('failure')).code).toBe(0);
    expect(github.dispatches).toEqual([]);
    expect(github.checkRuns).toHaveLength(1);
    expect(github.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(github.checkRuns[0]?.output.title).toBe(
      'the trainer failed in attempt 1 at step 3 of 10',
    );
    expect(github.checkRuns[0]?.output.summary).toContain('The trainer failed (exit 3)');
  });

  it('without checks: write, warns once and trains as before', async () => {
    const run = await runOf('9301', github.headOf('main'));
    const trained = await run.train(reclaimed, {});
    expect(trained.outputs.outcome).toBe('interrupted');
    expect(github.dispatches).toHaveLength(1);
    const warnings = trained.stdout.split('\n').filter((line) => line.includes('lineage check'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^::warning::no lineage check on the commit: .*checks: write/);
    expect(github.requests.filter((r) => r.operationId?.startsWith('checks/'))).toHaveLength(1);
    expect(github.checkRuns).toEqual([]);
  });
});
