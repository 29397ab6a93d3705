import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatchWorkflow } from '../../src/github/dispatch.js';
import { GitHubApi } from '../../src/github/github-api.js';
import { parseWorkflowRef, type WorkflowRef } from '../../src/github/workflow-ref.js';
import { FakeClock } from '../helpers/fake-clock.js';
import { DISPATCH_WORKFLOW, RESTARTABLE_WORKFLOW } from '../helpers/faults/dispatch-target.js';
import { startGitHubApi, type GitHubApi as Stand } from '../helpers/github-api/index.js';
import { RecordingLogger } from '../helpers/recording-logger.js';

let clock: FakeClock;
let github: Stand;
let logger: RecordingLogger;
let api: GitHubApi;
let workflow: WorkflowRef;

beforeEach(async () => {
  clock = new FakeClock(Date.now());
  github = await startGitHubApi({ repository: 'acme/train', now: () => new Date(clock.now()) });
  github.addWorkflow({ path: DISPATCH_WORKFLOW, yaml: RESTARTABLE_WORKFLOW });
  const token = github.issueToken({ kind: 'github-token', permissions: { actions: 'write' } });
  logger = new RecordingLogger();
  api = new GitHubApi({ token, baseUrl: github.url, clock, logger });
  workflow = parseWorkflowRef(
    'acme/train/.github/workflows/train.yml@refs/heads/main',
  ) as WorkflowRef;
});
afterEach(async () => {
  await github.close();
});

const DISPATCH = 'actions/create-workflow-dispatch';
const HOUR = 3600_000;

/** Runs the dispatch while the fake clock moves on in steps, as long as it sleeps. */
async function dispatch(untilMs: number) {
  const done = dispatchWorkflow(
    api,
    workflow,
    { _restart: '7' },
    {
      until: clock.now() + untilMs,
      clock,
      logger,
      markerInput: '_restart',
    },
  ).then(
    (value) => ({ value }),
    (error: unknown) => ({ error: error as Error }),
  );
  const state = { settled: false };
  void done.then(() => (state.settled = true));
  while (!state.settled) {
    if (clock.pendingSleeps > 0) await clock.advance(1000);
    else await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return done;
}

describe('dispatching a restart', () => {
  it('does not send again a dispatch whose answer was lost: it finds the run the first one started', async () => {
    github.failNext(DISPATCH, { afterEffect: true });
    const result = await dispatch(10 * 60_000);
    expect(github.dispatches).toHaveLength(1);
    expect('value' in result && result.value.runId).toBe(String(github.dispatches[0]?.runId));
    expect(logger.text('warning')).toMatch(
      /the answer to dispatching train\.yml was lost, but it started run \d+; not sending it again/,
    );
  });

  it('takes only the new run whose title names its _restart, whatever else appeared', async () => {
    // Someone else dispatched the workflow in the same moment as the first, lost, try.
    let other = false;
    github.failNext(
      (request) => {
        if (request.operationId !== DISPATCH) return false;
        if (!other)
          github.addRun({
            workflowPath: '.github/workflows/train.yml',
            event: 'workflow_dispatch',
          });
        other = true;
        return true;
      },
      { afterEffect: true },
    );
    const result = await dispatch(10 * 60_000);
    expect(github.dispatches).toHaveLength(1);
    expect('value' in result && result.value.runId).toBe(String(github.dispatches[0]?.runId));
  });

  it('never takes a new run it cannot tell is its own: without a run-name it sends again and says why', async () => {
    github.addWorkflow({
      path: '.github/workflows/plain.yml',
      yaml: RESTARTABLE_WORKFLOW.replace(/^run-name:.*$/m, ''),
    });
    workflow = parseWorkflowRef(
      'acme/train/.github/workflows/plain.yml@refs/heads/main',
    ) as WorkflowRef;
    github.failNext(DISPATCH, { afterEffect: true });
    const result = await dispatch(10 * 60_000);
    expect('value' in result).toBe(true);
    expect(github.dispatches).toHaveLength(2);
    expect(logger.text('warning')).toMatch(
      /plain\.yml has new runs \(\d+\) but none names 7 in its title, so none is taken for this restart and it is sent again; give the workflow a run-name that includes \$\{\{ inputs\._restart \}\}/,
    );
  });

  it('waits for a used-up rate limit to lift when that is inside its time, however long', async () => {
    github.rateLimitNext(1, { kind: 'primary', retryAfterSeconds: 40 * 60, matcher: DISPATCH });
    const result = await dispatch(HOUR + 5 * 60_000);
    expect('value' in result).toBe(true);
    expect(github.dispatches).toHaveLength(1);
    expect(logger.text('warning')).toMatch(/trying again in 40m/);
  });

  it('says when a rate limit lifts after it can wait, and sends nothing', async () => {
    github.rateLimitNext(1, { kind: 'primary', retryAfterSeconds: 50 * 60, matcher: DISPATCH });
    const result = await dispatch(10 * 60_000);
    expect('error' in result && result.error.message).toMatch(
      /rate limit for this token lifts at \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z, after this step can wait/,
    );
    expect(github.dispatches).toHaveLength(0);
  });

  it('keeps trying a failing GitHub until its time is up, not six tries', async () => {
    github.failNext(DISPATCH, { status: 502, times: 12 });
    const result = await dispatch(10 * 60_000);
    expect('error' in result ? result.error.message : '').toBe('');
    expect(github.dispatches).toHaveLength(1);
  });
});
