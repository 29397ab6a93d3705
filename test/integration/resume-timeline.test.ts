import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileStore } from '../../src/store/file/file-store.js';
import { historyKey } from '../../src/store/layout.js';
import { startGitHubApi, type GitHubApi } from '../helpers/github-api/index.js';
import { DEMO_TRAINER, runAction } from '../helpers/run-dist.js';
import { tempDir } from '../helpers/temp-dir.js';

const WORKFLOW = '.github/workflows/train.yml';
const YAML = `
name: Train
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
  finalize:
    if: always()
    needs: train
    runs-on: ubuntu-latest
    steps:
      - run: echo finalize
`;

let github: GitHubApi;
let token: string;
beforeEach(async () => {
  github = await startGitHubApi({ repository: 'acme/train' });
  github.addWorkflow({ path: WORKFLOW, yaml: YAML });
  token = github.issueToken({ kind: 'github-token', permissions: { actions: 'write' } });
});
afterEach(async () => {
  await github.close();
});

const env = () => ({
  GITHUB_API_URL: github.url,
  GITHUB_REPOSITORY: 'acme/train',
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_WORKFLOW_REF: `acme/train/${WORKFLOW}@refs/heads/main`,
});

const trainer = `python3 ${DEMO_TRAINER} --steps 150 --save-every 20 --step-time 0.02`;

/** A run's folders, as the runner gives them, in one root with the bucket. */
async function runContext(root: string, runId: string, event: unknown) {
  const ctx = {
    workspace: join(root, `workspace-${runId}`),
    runnerTemp: join(root, `runner-temp-${runId}`),
    runId,
    event,
  };
  await mkdir(ctx.workspace);
  await mkdir(ctx.runnerTemp);
  return ctx;
}

/** The summary's row for `point`, split into its cells. */
function row(summary: string, point: string): string[] {
  const line = summary.split('\n').find((l) => l.startsWith(`| ${point} |`)) ?? '';
  return line
    .split('|')
    .map((cell) => cell.trim())
    .slice(1, -1);
}

const TIME = /^\d\d:\d\d:\d\d\.\d{3}$|^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}$/;

describe('the resume timeline through the built action', () => {
  it("shows in the restarted run's summary and finalize's, from the notice to its first step", async () => {
    const root = await tempDir('resume');
    const store = `file://${join(root, 'bucket')}`;
    const first = await runAction(
      'main.js',
      {
        mode: 'train',
        run: trainer,
        store,
        'github-token': token,
        'simulate-interruption': 'after:1500ms,notice:30s',
      },
      await runContext(root, '8500', {}),
      env(),
    );
    expect(first.outputs.outcome, first.stdout).toBe('interrupted');
    const next = first.outputs['restart-run-id'] ?? '';
    expect(next).toMatch(/^\d+$/);

    const ctx = await runContext(root, next, { inputs: { _restart: '8500' } });
    const second = await runAction(
      'main.js',
      { mode: 'train', run: trainer, store, 'github-token': token },
      ctx,
      env(),
    );
    expect(second.outputs.outcome, second.stdout).toBe('completed');
    const heading = `Resume after run 8500 (notice) by run ${next}: first step`;
    expect(second.summary).toContain(heading);
    for (const point of [
      'notice',
      'durable',
      'dispatched',
      'next run created',
      'train step started',
      'restore done',
      'first step',
    ])
      expect(row(second.summary, point)[1], point).toMatch(TIME);
    expect(row(second.summary, 'notice')[2]).toBe('+0ms');
    // Nothing launched a VM in this test, and the stand-in's job ran on no runner of this name.
    for (const point of ['VM requested', 'VM running', 'runner online', 'train job started'])
      expect(row(second.summary, point), point).toEqual([point, 'unknown', 'unknown', 'unknown']);

    github.setRun(Number(next), { status: 'in_progress' });
    github.setJob(Number(next), 'train', { status: 'completed', conclusion: 'success' });
    const final = await runAction(
      'main.js',
      { mode: 'finalize', store, 'github-token': token },
      ctx,
      env(),
    );
    expect(final.code, final.stdout).toBe(0);
    expect(final.summary).toContain(heading);
    expect(row(final.summary, 'first step')).toEqual(row(second.summary, 'first step'));
    const record = await new FileStore(join(root, 'bucket')).readText(
      historyKey('8500', next, 'finalize'),
    );
    expect(JSON.parse(record ?? '{}')).toMatchObject({ vanished: false });
    expect(github.unmatched).toEqual([]);
    expect(github.violations).toEqual([]);
  }, 60_000);
});
