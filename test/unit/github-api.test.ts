import { getOctokit } from '@actions/github';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGitHubApi, type GitHubApi } from '../helpers/github-api/index.js';
import { loadDescription, resolvePointer } from '../helpers/github-api/openapi/description.js';
import { OperationIndex } from '../helpers/github-api/openapi/operations.js';
import { checkResponse } from '../helpers/github-api/openapi/response-checks.js';

const trainYaml = `
name: Train
on:
  workflow_dispatch:
    inputs:
      _restart:
        description: Run id whose outputs to continue from
        required: false
      size:
        type: choice
        options: [small, large]
        default: small
jobs:
  train:
    runs-on: ubuntu-latest
    steps:
      - run: echo train
`;

const ciYaml = `
name: CI
on: [push]
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - run: echo test
`;

const repo = { owner: 'acme', repo: 'train' };

interface HttpFailure {
  status: number;
  message: string;
  response: { headers: Record<string, string | undefined>; data: { message: string } };
}

/** The RequestError Octokit throws, or a failure of the test if it resolved. */
async function failure(promise: Promise<unknown>): Promise<HttpFailure> {
  try {
    await promise;
  } catch (error) {
    return error as HttpFailure;
  }
  throw new Error('expected the request to fail');
}

let api: GitHubApi;
let writer: ReturnType<typeof getOctokit>;

beforeEach(async () => {
  api = await startGitHubApi({ repository: 'acme/train' });
  api.addWorkflow({ path: '.github/workflows/train.yml', yaml: trainYaml, id: 42 });
  api.addWorkflow({ path: '.github/workflows/ci.yml', yaml: ciYaml });
  writer = client({ kind: 'github-token', permissions: { actions: 'write', contents: 'read' } });
});

afterEach(async () => {
  // The self-check: nothing the emulator sent may break the response schemas.
  expect(api.violations.filter((v) => v.location === 'response')).toEqual([]);
  await api.close();
});

function client(spec: Parameters<GitHubApi['issueToken']>[0]): ReturnType<typeof getOctokit> {
  return getOctokit(api.issueToken(spec), { baseUrl: api.url });
}

describe('workflow dispatch', () => {
  it('returns the new run with return_run_details, and the run is queued', async () => {
    const response = await writer.rest.actions.createWorkflowDispatch({
      ...repo,
      workflow_id: 'train.yml',
      ref: 'main',
      inputs: { _restart: '7001' },
      return_run_details: true,
    });

    expect(response.status).toBe(200);
    const {
      workflow_run_id: runId,
      run_url,
      html_url,
    } = response.data as {
      workflow_run_id: number;
      run_url: string;
      html_url: string;
    };
    expect(run_url).toBe(`${api.url}/repos/acme/train/actions/runs/${runId}`);
    expect(html_url).toBe(`https://github.com/acme/train/actions/runs/${runId}`);
    const { data: run } = await writer.rest.actions.getWorkflowRun({ ...repo, run_id: runId });
    expect(run).toMatchObject({
      id: runId,
      event: 'workflow_dispatch',
      status: 'queued',
      conclusion: null,
      head_branch: 'main',
      path: '.github/workflows/train.yml',
      workflow_id: 42,
      run_attempt: 1,
    });
    expect(api.dispatches).toMatchObject([
      { workflow: '.github/workflows/train.yml', ref: 'main', inputs: { _restart: '7001' }, runId },
    ]);
    // What the workflow sees: the sent inputs over the declared defaults.
    expect(api.run(runId)?.inputs).toEqual({ _restart: '7001', size: 'small' });
  });

  it('answers 204 without return_run_details and still creates the run', async () => {
    const response = await writer.rest.actions.createWorkflowDispatch({
      ...repo,
      workflow_id: 42,
      ref: 'main',
    });
    expect(response.status).toBe(204);
    expect(api.runs).toHaveLength(1);
  });

  it('refuses an input the workflow does not declare, with GitHub’s message', async () => {
    const error = await failure(
      writer.rest.actions.createWorkflowDispatch({
        ...repo,
        workflow_id: 'train.yml',
        ref: 'main',
        inputs: { epochs: '3' },
      }),
    );
    expect(error.status).toBe(422);
    expect(error.response.data.message).toBe('Unexpected inputs provided: ["epochs"]');
    expect(api.runs).toEqual([]);
  });

  it('refuses a workflow without a workflow_dispatch trigger, and an unknown ref', async () => {
    const noTrigger = await failure(
      writer.rest.actions.createWorkflowDispatch({ ...repo, workflow_id: 'ci.yml', ref: 'main' }),
    );
    expect(noTrigger.status).toBe(422);
    expect(noTrigger.response.data.message).toBe(
      "Workflow does not have 'workflow_dispatch' trigger",
    );
    const noRef = await failure(
      writer.rest.actions.createWorkflowDispatch({ ...repo, workflow_id: 42, ref: 'nope' }),
    );
    expect(noRef.response.data.message).toBe('No ref found for: nope');
  });

  it('answers 422 to a body that breaks the schema, and records the violation', async () => {
    const error = await failure(
      writer.request('POST /repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches', {
        ...repo,
        workflow_id: 'train.yml',
        ref: 5 as unknown as string,
      }),
    );
    expect(error.status).toBe(422);
    expect(error.response.data.message).toBe(
      "Invalid request.\n\nFor 'properties/ref', 5 is not a string.",
    );
    expect(api.violations).toEqual([
      expect.objectContaining({
        operationId: 'actions/create-workflow-dispatch',
        location: 'body',
        where: '/ref',
      }),
    ]);
    expect(api.runs).toEqual([]);
  });

  it('gives the job token without actions: write a 403 naming the permission', async () => {
    const reader = client({ kind: 'github-token', permissions: { actions: 'read' } });
    const error = await failure(
      reader.rest.actions.createWorkflowDispatch({ ...repo, workflow_id: 42, ref: 'main' }),
    );
    expect(error.status).toBe(403);
    expect(error.response.data.message).toBe('Resource not accessible by integration');
    expect(error.response.headers['x-accepted-github-permissions']).toBe('actions=write');
    expect(api.dispatches).toEqual([]);
  });

  it('tells a missing token from an unknown one', async () => {
    // getOctokit insists on a token, so the anonymous call goes without Octokit.
    const missing = await fetch(`${api.url}/repos/acme/train/actions/workflows/42`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ message: 'Requires authentication' });
    const forged = getOctokit('ghs_forged', { baseUrl: api.url });
    const bad = await failure(forged.rest.actions.getWorkflow({ ...repo, workflow_id: 42 }));
    expect([bad.status, bad.response.data.message]).toEqual([401, 'Bad credentials']);
  });

  it('creates the run of a dispatch whose answer was lost', async () => {
    api.failNext('actions/create-workflow-dispatch', { afterEffect: true });
    await expect(
      writer.rest.actions.createWorkflowDispatch({ ...repo, workflow_id: 42, ref: 'main' }),
    ).rejects.toThrow();
    expect(api.dispatches).toHaveLength(1);
    expect(api.runs.map((run) => run.id)).toEqual([api.dispatches[0]?.runId]);
    expect(api.requests.at(-1)?.status).toBe(-1);
  });
});

describe('runs and jobs', () => {
  it('lists the jobs of a run page by page, per attempt', async () => {
    const jobs = ['a', 'b', 'c', 'd', 'e'].map((name) => ({ name, labels: ['spot-train-1'] }));
    api.addRun({ id: 500, workflowPath: '.github/workflows/train.yml', runAttempt: 2, jobs });
    api.setJob(500, 'old', { runAttempt: 1, status: 'completed', conclusion: 'failure' });
    api.setJob(500, 'c', { status: 'in_progress', runnerName: 'spot-vm-1', runnerId: 101 });

    const listed = await writer.paginate(writer.rest.actions.listJobsForWorkflowRun, {
      ...repo,
      run_id: 500,
      per_page: 2,
    });
    expect(listed.map((job) => job.name)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(listed[2]).toMatchObject({ status: 'in_progress', runner_name: 'spot-vm-1' });
    const pages = api.requests.filter(
      (r) => r.operationId === 'actions/list-jobs-for-workflow-run',
    );
    expect(pages.map((r) => r.query)).toEqual([
      '?per_page=2',
      '?per_page=2&page=2',
      '?per_page=2&page=3',
    ]);

    const first = await writer.rest.actions.listJobsForWorkflowRunAttempt({
      ...repo,
      run_id: 500,
      attempt_number: 1,
    });
    expect(first.data.jobs.map((job) => [job.name, job.conclusion])).toEqual([['old', 'failure']]);
  });

  it('serves the workflow and its file, so a caller can read its inputs', async () => {
    const { data: workflow } = await writer.rest.actions.getWorkflow({
      ...repo,
      workflow_id: 'train.yml',
    });
    expect(workflow).toMatchObject({ id: 42, name: 'Train', path: '.github/workflows/train.yml' });
    const { data: file } = await writer.rest.repos.getContent({
      ...repo,
      path: workflow.path,
      ref: 'main',
    });
    expect('content' in file && Buffer.from(file.content, 'base64').toString()).toBe(trainYaml);
    const missingRef = await failure(
      writer.rest.repos.getContent({ ...repo, path: workflow.path, ref: 'gone' }),
    );
    expect(missingRef.status).toBe(404);
  });
});

describe('rate limits and faults', () => {
  it('answers a secondary rate limit with retry-after, then serves again', async () => {
    api.rateLimitNext(1, { kind: 'secondary', retryAfterSeconds: 7 });
    const error = await failure(writer.rest.actions.getWorkflow({ ...repo, workflow_id: 42 }));
    expect(error.status).toBe(403);
    expect(error.response.headers['retry-after']).toBe('7');
    expect(error.response.data.message).toMatch(/^You have exceeded a secondary rate limit/);
    expect(error.response.headers['x-ratelimit-remaining']).not.toBe('0');
    await writer.rest.actions.getWorkflow({ ...repo, workflow_id: 42 });
  });

  it('answers a primary rate limit with remaining 0 and the reset time', async () => {
    api.rateLimitNext(1, { kind: 'primary', retryAfterSeconds: 30 });
    const error = await failure(writer.rest.actions.getWorkflow({ ...repo, workflow_id: 42 }));
    expect(error.response.headers['x-ratelimit-remaining']).toBe('0');
    const reset = Number(error.response.headers['x-ratelimit-reset']);
    expect(reset - Date.now() / 1000).toBeGreaterThan(25);
  });

  it('holds a request back so a later one overtakes it', async () => {
    api.delayNext('actions/get-workflow', 300);
    const order: string[] = [];
    const slow = writer.rest.actions
      .getWorkflow({ ...repo, workflow_id: 42 })
      .then(() => order.push('delayed'));
    await writer.rest.rateLimit.get().then(() => order.push('later'));
    await slow;
    expect(order).toEqual(['later', 'delayed']);
  });

  it('fails the next matching request with the given status', async () => {
    const fault = api.failNext('actions/get-workflow', { status: 502 });
    const error = await failure(writer.rest.actions.getWorkflow({ ...repo, workflow_id: 42 }));
    expect([error.status, fault.triggered]).toEqual([502, 1]);
  });
});

describe('self-hosted runners', () => {
  it('needs an admin token to register a just-in-time runner', async () => {
    const body = { ...repo, name: 'spot-1', runner_group_id: 1, labels: ['spot-train-1'] };
    const refused = await failure(writer.rest.actions.generateRunnerJitconfigForRepo(body));
    expect(refused.status).toBe(403);
    expect(refused.response.headers['x-accepted-github-permissions']).toBe('administration=write');

    const admin = client({ kind: 'admin' });
    const { status, data } = await admin.rest.actions.generateRunnerJitconfigForRepo(body);
    expect(status).toBe(201);
    expect(data.runner).toMatchObject({ name: 'spot-1', status: 'offline', busy: false });
    expect(data.runner.labels.map((label) => label.name)).toEqual(['spot-train-1']);
    expect(Buffer.from(data.encoded_jit_config, 'base64').toString()).toContain('.runner');

    const { data: listed } = await admin.rest.actions.listSelfHostedRunnersForRepo(repo);
    expect(listed.runners.map((runner) => runner.name)).toEqual(['spot-1']);
    await admin.rest.actions.deleteSelfHostedRunnerFromRepo({ ...repo, runner_id: data.runner.id });
    expect(api.runners.list()).toEqual([]);
  });
});

describe('requests outside the description', () => {
  it('answers 404 and records them as unmatched', async () => {
    const error = await failure(writer.request('GET /repos/{owner}/{repo}/no-such-thing', repo));
    expect(error.status).toBe(404);
    await failure(writer.rest.repos.get(repo));
    expect(api.unmatched).toEqual([
      { method: 'GET', path: '/repos/acme/train/no-such-thing', reason: 'no such route' },
      { method: 'GET', path: '/repos/acme/train', reason: 'repos/get is not emulated' },
    ]);
  });

  it('records an undeclared query parameter as a violation', async () => {
    await failure(
      writer.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs', {
        ...repo,
        run_id: 1,
        perpage: 5,
      }),
    );
    expect(api.violations).toMatchObject([{ location: 'query', where: 'perpage' }]);
  });

  it('records a path parameter of the wrong type as a violation', async () => {
    const error = await failure(
      writer.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}', {
        ...repo,
        run_id: 'x1' as unknown as number,
      }),
    );
    expect(error.status).toBe(422);
    expect(api.violations).toMatchObject([{ location: 'path', where: 'run_id' }]);
  });
});

describe('the response self-check', () => {
  it('catches an answer that drops a required field', async () => {
    const { document } = await loadDescription();
    const match = new OperationIndex(document).match('GET', '/repos/a/b/actions/runs/1');
    if (!match) throw new Error('the description lost GET a workflow run');
    const problems = checkResponse(
      match.operation,
      { status: 200, json: { id: 1 }, raw: false },
      (ref) => resolvePointer(document, ref),
    );
    expect(problems).toContain('at "": "node_id" wasn\'t supplied.');
  });
});
