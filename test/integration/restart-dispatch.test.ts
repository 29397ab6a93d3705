import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGitHubApi, type GitHubApi } from '../helpers/github-api/index.js';
import { DEMO_TRAINER, runAction, type ActionContext } from '../helpers/run-dist.js';
import { tempDir } from '../helpers/temp-dir.js';

const WORKFLOW = '.github/workflows/train.yml';

// The run-name the examples give: a restart's title names the run it continues.
const declared = (inputs: string) => `
name: Train
run-name: \${{ inputs._restart && format('Train (restart of run {0})', inputs._restart) || 'Train' }}
on:
  schedule:
    - cron: '0 3 * * *'
  workflow_dispatch:
    inputs:
${inputs}
jobs:
  train:
    runs-on: [self-hosted]
    steps:
      - run: echo train
`;

const withRestart = declared(`      _restart:
        required: false
      size:
        required: false
        default: small`);

let github: GitHubApi;
beforeEach(async () => {
  github = await startGitHubApi({ repository: 'acme/train' });
});
afterEach(async () => {
  await github.close();
});

async function context(
  runId: string,
  event: unknown = {},
): Promise<ActionContext & { store: string }> {
  const root = await tempDir('dispatch');
  const ctx = {
    workspace: join(root, 'workspace'),
    runnerTemp: join(root, 'runner-temp'),
    runId,
    event,
    store: `file://${join(root, 'bucket')}`,
  };
  await mkdir(ctx.workspace);
  await mkdir(ctx.runnerTemp);
  return ctx;
}

function githubEnv(): NodeJS.ProcessEnv {
  return {
    GITHUB_API_URL: github.url,
    GITHUB_REPOSITORY: 'acme/train',
    GITHUB_WORKFLOW_REF: `acme/train/${WORKFLOW}@refs/heads/main`,
  };
}

const trainer = `python3 ${DEMO_TRAINER} --steps 150 --save-every 20 --step-time 0.02`;

describe('the train mode dispatches the restart itself, from dist/', () => {
  it('claims, dispatches the same workflow with the same inputs and _restart, and links the new run', async () => {
    github.addWorkflow({ path: WORKFLOW, yaml: withRestart });
    const token = github.issueToken({ kind: 'github-token', permissions: { actions: 'write' } });
    const ctx = await context('7001', { inputs: { size: 'large' } });
    const run = await runAction(
      'main.js',
      {
        mode: 'train',
        run: trainer,
        store: ctx.store,
        'github-token': token,
        'simulate-interruption': 'after:1500ms,notice:30s',
      },
      ctx,
      githubEnv(),
    );
    expect(run.outputs.outcome, run.stdout).toBe('interrupted');
    // The probe before training was refused, so it is not among the dispatches.
    const real = github.dispatches;
    expect(real).toHaveLength(1);
    expect(real[0]).toMatchObject({
      workflow: WORKFLOW,
      ref: 'refs/heads/main',
      inputs: { size: 'large', _restart: '7001' },
    });
    const newRun = String(real[0]?.runId);
    expect(run.outputs['restart-run-id']).toBe(newRun);
    expect(run.summary).toContain(
      `| Restart | dispatched [run ${newRun}](https://github.com/acme/train/actions/runs/${newRun}), which resumes from this run |`,
    );
    expect(github.violations).toEqual([]);
    expect(github.unmatched).toEqual([]);
    // The token reaches the log only in the runner's command that masks it.
    const lines = run.stdout.split('\n').filter((line) => line.includes(token));
    expect(lines).toEqual([`::add-mask::${token}`]);
  });

  it('rides out rate limits and lost answers without a second run; a second dispatch by hand stops before training', async () => {
    github.addWorkflow({ path: WORKFLOW, yaml: withRestart });
    const token = github.issueToken({ kind: 'github-token', permissions: { actions: 'write' } });
    const ctx = await context('7401');
    // Dispatch requests in order: the probe; one refused by a secondary
    // rate limit; one GitHub performs but whose answer is lost; the retry.
    // Each matcher counts the requests it is asked about: a rate-limited
    // request goes no further, so the failure rule never sees it.
    const counter = () => {
      let seen = 0;
      return (n: number) => (req: { operationId?: string | undefined }) =>
        req.operationId === 'actions/create-workflow-dispatch' && ++seen === n;
    };
    github.rateLimitNext(1, { kind: 'secondary', retryAfterSeconds: 1, matcher: counter()(2) });
    github.failNext(counter()(2), { status: 502, afterEffect: true });
    const run = await runAction(
      'main.js',
      {
        mode: 'train',
        run: trainer,
        store: ctx.store,
        'github-token': token,
        'simulate-interruption': 'after:1500ms,notice:30s',
      },
      ctx,
      githubEnv(),
    );
    expect(run.stdout).toContain('secondary rate limit');
    expect(run.stdout).toMatch(
      /the answer to dispatching train\.yml was lost, but it started run \d+; not sending it again/,
    );
    const started = github.runs
      .filter((r) => r.event === 'workflow_dispatch')
      .map((r) => String(r.id));
    expect(started).toHaveLength(1);
    // A person (or a second finalize) dispatches the same restart again.
    const again = github.addRun({
      workflowPath: WORKFLOW,
      event: 'workflow_dispatch',
      inputs: { _restart: '7401' },
    });
    const [first = ''] = started;
    const second = String(again.id);
    const resume = (runId: string) =>
      runAction(
        'main.js',
        { mode: 'train', run: trainer, store: ctx.store, restart: 'false' },
        { ...ctx, runId, event: { inputs: { _restart: '7401' } } },
        githubEnv(),
      );
    const winner = await resume(first);
    expect(winner.outputs.outcome, winner.stdout).toBe('completed');
    const duplicate = await resume(second);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stdout).toContain(
      `::error::spot-train: run ${first} already continues lineage 7401 after run 7401; this run is a second dispatch of the same restart and stops before training`,
    );
  });

  it('trains when the check before training meets a used-up rate limit, and says the check was not made', async () => {
    github.addWorkflow({ path: WORKFLOW, yaml: withRestart });
    const token = github.issueToken({ kind: 'github-token', permissions: { actions: 'write' } });
    const ctx = await context('7501');
    github.rateLimitNext(3, {
      kind: 'primary',
      retryAfterSeconds: 1800,
      matcher: 'actions/create-workflow-dispatch',
    });
    const run = await runAction(
      'main.js',
      { mode: 'train', run: 'touch started', store: ctx.store, 'github-token': token },
      ctx,
      githubEnv(),
    );
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toMatch(
      /could not check that a restart can be dispatched: GitHub's rate limit for this token is used up/,
    );
    expect(run.stdout).not.toContain('actions: write');
  });

  it('fails before training when the token may not dispatch, saying which permission to add', async () => {
    github.addWorkflow({ path: WORKFLOW, yaml: withRestart });
    const token = github.issueToken({ kind: 'github-token', permissions: { actions: 'read' } });
    const ctx = await context('7101');
    const run = await runAction(
      'main.js',
      { mode: 'train', run: 'touch started', store: ctx.store, 'github-token': token },
      ctx,
      githubEnv(),
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /::error::spot-train: restart: the token cannot dispatch train.yml \(403\): give the job `permissions: actions: write`/,
    );
    expect(github.runs.filter((r) => r.event === 'workflow_dispatch')).toEqual([]);
  });

  it('fails before training when the workflow does not declare _restart, saying what to add', async () => {
    github.addWorkflow({ path: WORKFLOW, yaml: declared('      size:\n        required: false') });
    const token = github.issueToken({ kind: 'github-token', permissions: { actions: 'write' } });
    const ctx = await context('7201');
    const run = await runAction(
      'main.js',
      { mode: 'train', run: 'touch started', store: ctx.store, 'github-token': token },
      ctx,
      githubEnv(),
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      `restart: ${WORKFLOW} does not declare the _restart input: add it under \`on: workflow_dispatch: inputs:\``,
    );
    expect(github.runs.filter((r) => r.event === 'workflow_dispatch')).toEqual([]);
  });

  it('trains without restarts when told to, and dispatches nothing', async () => {
    github.addWorkflow({ path: WORKFLOW, yaml: declared('      size:\n        required: false') });
    const ctx = await context('7301');
    const run = await runAction(
      'main.js',
      {
        mode: 'train',
        run: trainer,
        store: ctx.store,
        restart: 'false',
        'simulate-interruption': 'after:1000ms,notice:30s',
      },
      ctx,
      githubEnv(),
    );
    expect(run.outputs.outcome).toBe('interrupted');
    expect(github.requests).toEqual([]);
    expect(run.outputs['restart-run-id']).toBe('');
  });
});
