import { getOctokit } from '@actions/github';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGitHubApi, type GitHubApi } from '../helpers/github-api/index.js';

const repo = { owner: 'acme', repo: 'train' };

interface HttpFailure {
  status: number;
  response: { headers: Record<string, string | undefined>; data: { message: string } };
}

async function failure(promise: Promise<unknown>): Promise<HttpFailure> {
  try {
    await promise;
  } catch (error) {
    return error as HttpFailure;
  }
  throw new Error('expected the request to fail');
}

let api: GitHubApi;
let checks: ReturnType<typeof getOctokit>;
let sha: string;
beforeEach(async () => {
  api = await startGitHubApi({ repository: 'acme/train' });
  checks = getOctokit(api.issueToken({ kind: 'github-token', permissions: { checks: 'write' } }), {
    baseUrl: api.url,
  });
  sha = api.headOf('main');
});
afterEach(async () => {
  expect(api.violations.filter((v) => v.location === 'response')).toEqual([]);
  await api.close();
});

describe("the GitHub stand-in's check runs", () => {
  it('creates one with 201, queued by default, and completes it when given a conclusion', async () => {
    const created = await checks.rest.checks.create({ ...repo, name: 'lint', head_sha: sha });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      name: 'lint',
      head_sha: sha,
      status: 'queued',
      conclusion: null,
    });
    const updated = await checks.rest.checks.update({
      ...repo,
      check_run_id: created.data.id,
      conclusion: 'success',
      output: { title: 'fine', summary: 'all good' },
    });
    expect(updated.data).toMatchObject({ status: 'completed', conclusion: 'success' });
    expect(updated.data.completed_at).not.toBeNull();
    expect(updated.data.output).toMatchObject({ title: 'fine', summary: 'all good' });
  });

  it('refuses what GitHub refuses: an unknown commit, completed without a conclusion, an output without its summary or title, a summary over 65535 characters', async () => {
    const refused = async (promise: Promise<unknown>) => {
      const error = await failure(promise);
      return [error.status, error.response.data.message.split('\n')[0]];
    };
    expect(
      await refused(checks.rest.checks.create({ ...repo, name: 'x', head_sha: 'f'.repeat(40) })),
    ).toEqual([422, `No commit found for SHA: ${'f'.repeat(40)}`]);
    expect(
      await refused(
        checks.rest.checks.create({ ...repo, name: 'x', head_sha: sha, status: 'completed' }),
      ),
    ).toEqual([422, 'Invalid request.']);
    // Sent as GitHub would receive a malformed body: past Octokit's types.
    const create = (output: object) =>
      checks.request('POST /repos/{owner}/{repo}/check-runs', {
        ...repo,
        name: 'x',
        head_sha: sha,
        output: output as { title: string; summary: string },
      });
    expect((await refused(create({ title: 't' })))[0]).toBe(422);
    expect((await refused(create({ title: 't', summary: 's'.repeat(65_536) })))[0]).toBe(422);
    const { data } = await checks.rest.checks.create({ ...repo, name: 'x', head_sha: sha });
    const update = (body: object) =>
      checks.request('PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}', {
        ...repo,
        check_run_id: data.id,
        ...body,
      });
    expect((await refused(update({ status: 'completed' })))[0]).toBe(422);
    expect((await refused(update({ output: { summary: 's' } })))[0]).toBe(422);
    expect((await refused(update({ conclusion: 'stale' })))[0]).toBe(422);
    expect((await refused(update({ status: 'in_progress', check_run_id: 1 })))[0]).toBe(404);
  });

  it('needs checks: write, naming it', async () => {
    const reader = getOctokit(
      api.issueToken({ kind: 'github-token', permissions: { actions: 'write', checks: 'read' } }),
      { baseUrl: api.url },
    );
    const error = await failure(reader.rest.checks.create({ ...repo, name: 'x', head_sha: sha }));
    expect(error.status).toBe(403);
    expect(error.response.headers['x-accepted-github-permissions']).toBe('checks=write');
  });

  it("lists a commit's newest check run of each name, or all of them", async () => {
    const first = await checks.rest.checks.create({ ...repo, name: 'train', head_sha: sha });
    const second = await checks.rest.checks.create({ ...repo, name: 'train', head_sha: sha });
    await checks.rest.checks.create({ ...repo, name: 'lint', head_sha: sha });
    const latest = await checks.rest.checks.listForRef({
      ...repo,
      ref: 'main',
      check_name: 'train',
    });
    expect(latest.data.check_runs.map((run) => run.id)).toEqual([second.data.id]);
    const all = await checks.rest.checks.listForRef({ ...repo, ref: sha, filter: 'all' });
    expect(all.data.total_count).toBe(3);
    expect(all.data.check_runs.map((run) => run.id)).toContain(first.data.id);
  });
});
