import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatchWorkflow } from '../../src/github/dispatch.js';
import { GitHubApi } from '../../src/github/github-api.js';
import { parseWorkflowRef, type WorkflowRef } from '../../src/github/workflow-ref.js';
import { RESTART_INPUT } from '../../src/github/run-context.js';
import { FakeClock } from '../helpers/fake-clock.js';
import { DISPATCH_WORKFLOW, RESTARTABLE_WORKFLOW } from '../helpers/faults/dispatch-target.js';
import { startGitHubApi, type GitHubApi as Stand } from '../helpers/github-api/index.js';
import { RecordingLogger } from '../helpers/recording-logger.js';

/** What happens to a lineage's first dispatch. */
type Loss = 'none' | 'send' | 'answer';
const LOSSES: readonly Loss[] = ['none', 'send', 'answer'];
/** How late GitHub lists a new run: at once, after a few looks, after most of the wait. */
const LAGS = [0, 5_000, 15_000];

let clock: FakeClock;
let github: Stand;
let workflow: WorkflowRef;
let token: string;

beforeEach(async () => {
  clock = new FakeClock(Date.now());
  github = await startGitHubApi({ repository: 'acme/train', now: () => new Date(clock.now()) });
  github.addWorkflow({ path: DISPATCH_WORKFLOW, yaml: RESTARTABLE_WORKFLOW });
  token = github.issueToken({ kind: 'github-token', permissions: { actions: 'write' } });
  workflow = parseWorkflowRef(`acme/train/${DISPATCH_WORKFLOW}@refs/heads/main`) as WorkflowRef;
});
afterEach(async () => {
  await github.close();
});

/** Arms the loss of the first dispatch that continues `runKey`. */
function lose(runKey: string, loss: Loss): void {
  if (loss === 'none') return;
  github.failNext(
    (request) =>
      request.operationId === 'actions/create-workflow-dispatch' &&
      (JSON.parse(request.bodyText ?? '{}') as { inputs?: Record<string, string> }).inputs
        ?._restart === runKey,
    loss === 'answer' ? { afterEffect: true } : { status: 502 },
  );
}

/** Two lineages of one workflow dispatch their restarts at the same moment; the clock runs while they sleep. */
async function bothDispatch(): Promise<Record<string, { runId?: string } | Error>> {
  const logger = new RecordingLogger();
  const one = (runKey: string) => {
    const api = new GitHubApi({ token, baseUrl: github.url, clock, logger });
    return dispatchWorkflow(
      api,
      workflow,
      { [RESTART_INPUT]: runKey },
      { until: clock.now() + 10 * 60_000, clock, logger, markerInput: RESTART_INPUT },
    ).catch((error: unknown) => error as Error);
  };
  const state = { settled: false };
  const both = Promise.all([one('1001'), one('2002')]);
  void both.then(() => (state.settled = true));
  while (!state.settled) {
    if (clock.pendingSleeps > 0) await clock.advance(1000);
    else await new Promise((resolve) => setTimeout(resolve, 2));
  }
  const [a, b] = await both;
  return { '1001': a, '2002': b };
}

describe('two lineages of one workflow restarting together', () => {
  for (const lossA of LOSSES)
    for (const lossB of LOSSES)
      for (const lag of LAGS)
        it(`lineage A ${lossA}, lineage B ${lossB}, runs listed ${lag / 1000}s late: one run each, its own`, async () => {
          github.listLate(lag);
          // Each lineage's fault is armed for its own first send.
          lose('1001', lossA);
          lose('2002', lossB);
          const results = await bothDispatch();
          for (const runKey of ['1001', '2002']) {
            const runs = github.runs.filter((run) => run.inputs._restart === runKey);
            expect(runs, `runs continuing ${runKey}`).toHaveLength(1);
            const result = results[runKey];
            expect(result).not.toBeInstanceOf(Error);
            const told = result instanceof Error ? undefined : result?.runId;
            // Whoever learnt of a run id learnt its own, never the other lineage's.
            if (told !== undefined) expect(told).toBe(String(runs[0]?.id));
          }
        });
});
