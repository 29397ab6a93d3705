import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Clock } from '../../src/base/clock.js';
import type { CheckRunState } from '../../src/github/check-runs.js';
import { GitHubApi as Api } from '../../src/github/github-api.js';
import { readLineageCheck, recordLineageCheck } from '../../src/records/lineage-check.js';
import { LineageCheck } from '../../src/restart/lineage-check.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { startGitHubApi, type GitHubApi } from '../helpers/github-api/index.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { tempDir } from '../helpers/temp-dir.js';
import { eventually } from '../helpers/wait.js';

// Retries back off through the clock: these tests do not wait for them.
const quickClock: Clock = { now: () => Date.now(), sleep: () => Promise.resolve() };
const repo = { owner: 'acme', repo: 'train' };

let github: GitHubApi;
let store: FileStore;
beforeEach(async () => {
  github = await startGitHubApi({ repository: 'acme/train' });
  store = new FileStore(await tempDir('lineage-check'));
});
afterEach(async () => {
  expect(github.violations).toEqual([]);
  expect(github.unmatched).toEqual([]);
  await github.close();
});

function keeper(token: string, runId: string, headSha: string, logger = new RecordingLogger()) {
  const api = new Api({ token, baseUrl: github.url, clock: quickClock, logger });
  const check = new LineageCheck({
    api,
    repo,
    store,
    lineage: '500',
    runId,
    name: 'spot-train: train.yml',
    headSha,
    clock: quickClock,
    logger,
  });
  return { check, logger };
}

const state = (title: string, done?: 'success'): ((sha: string) => CheckRunState) => {
  return (sha) => ({
    status: done ? 'completed' : 'in_progress',
    ...(done ? { conclusion: done } : {}),
    title,
    summary: `on ${sha}`,
  });
};

const token = (checks: 'write' | 'read' | 'none') =>
  github.issueToken({ kind: 'github-token', permissions: { actions: 'write', checks } });

describe("the lineage's check run", () => {
  it('is created once, on the first run commit, and updated by later runs on newer commits', async () => {
    const first = github.headOf('main');
    await keeper(token('write'), '500', first).check.publish(state('attempt 1 training'));
    github.addBranch('main', 'c0ffee0000000000000000000000000000000001');
    const later = keeper(token('write'), '501', github.headOf('main'));
    await later.check.publish(state('attempt 2 training'));
    await later.check.publish(state('completed', 'success'));
    expect(github.checkRuns).toHaveLength(1);
    const [run] = github.checkRuns;
    expect(run).toMatchObject({
      name: 'spot-train: train.yml',
      headSha: first,
      externalId: '500',
      status: 'completed',
      conclusion: 'success',
      output: { summary: `on ${first}` },
    });
    expect(run?.history.map((h) => `${h.status}/${h.conclusion}: ${h.title}`)).toEqual([
      'in_progress/null: attempt 1 training',
      'in_progress/null: attempt 2 training',
      'completed/success: completed',
    ]);
    expect(await readLineageCheck(store, '500')).toMatchObject({
      checkRunId: run?.id,
      headSha: first,
      createdBy: '500',
    });
  });

  it('without checks: write, warns once and asks GitHub no more', async () => {
    const { check, logger } = keeper(token('read'), '500', github.headOf('main'));
    await check.publish(state('attempt 1 training'));
    await check.publish(state('completed', 'success'));
    expect(logger.text('warning')).toMatch(
      /^no lineage check on the commit: GitHub: creating check run "spot-train: train.yml" on [0-9a-f]{12} failed: 403 Resource not accessible by integration.*; the token needs checks: write \(add it under the job's permissions\)\. Training is not affected; `check-name: false` turns the check off$/,
    );
    expect(logger.lines.filter((line) => line.level === 'warning')).toHaveLength(1);
    expect(github.requests.filter((r) => r.operationId === 'checks/create')).toHaveLength(1);
    expect(github.checkRuns).toEqual([]);
  });

  it('rides out a flaky GitHub a little, then warns and goes on', async () => {
    github.failNext('checks/create', { status: 502, times: 2 });
    const { check, logger } = keeper(token('write'), '500', github.headOf('main'));
    await check.publish(state('attempt 1 training'));
    expect(github.checkRuns).toHaveLength(1);
    github.failNext('checks/update', { status: 503, times: 3 });
    await check.publish(state('attempt 1 reclaimed'));
    expect(logger.text('warning')).toContain("could not update the lineage's check run");
    await check.publish(state('completed', 'success'));
    expect(github.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'success' });
  });

  it('renames its own check out of the way when another run recorded one first', async () => {
    const head = github.headOf('main');
    const other = keeper(token('write'), '500', head);
    await other.check.publish(state('attempt 1 training'));
    const recorded = await readLineageCheck(store, '500');
    // A second writer that read no record yet, and creates while the first records.
    const racing = new FileStore(await tempDir('lineage-check-race'));
    const second = new LineageCheck({
      api: new Api({
        token: token('write'),
        baseUrl: github.url,
        clock: quickClock,
        logger: new RecordingLogger(),
      }),
      repo,
      store: racing,
      lineage: '500',
      runId: '500',
      name: 'spot-train: train.yml',
      headSha: head,
      clock: quickClock,
      logger: new RecordingLogger(),
    });
    github.delayNext('checks/create', 300);
    const publishing = second.publish(state('finalize says'));
    const creating = () => github.requests.filter((r) => r.operationId === 'checks/create');
    await eventually(() => expect(creating()).toHaveLength(2));
    if (recorded) {
      await recordLineageCheck(racing, '500', recorded, {
        clock: quickClock,
        logger: new RecordingLogger(),
      });
    }
    await publishing;
    expect(github.checkRuns.map((run) => [run.name, run.conclusion])).toEqual([
      ['spot-train: train.yml', null],
      [`spot-train: train.yml (duplicate ${github.checkRuns[1]?.id})`, 'neutral'],
    ]);
    expect(github.checkRuns[0]?.output.title).toBe('finalize says');
  });
});
