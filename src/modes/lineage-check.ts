import { sleepUnlessAborted, type Clock } from '../base/clock.js';
import { describeError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import type { GitHubApi } from '../github/github-api.js';
import type { RunContext } from '../github/run-context.js';
import { parseWorkflowRef, workflowFileName } from '../github/workflow-ref.js';
import type { AttemptHistory } from '../history/attempt-history.js';
import { readLineageHistory } from '../history/read-history.js';
import { lineageCheckState, type LineageCheckFacts } from '../report/lineage-check.js';
import type { RunIdentity } from '../records/identity.js';
import { LineageCheck } from '../restart/lineage-check.js';
import type { Store } from '../store/store.js';

/** The run keeping the check: where it is, and which run of which lineage. */
export interface CheckRun {
  readonly api: GitHubApi | undefined;
  readonly context: RunContext;
  readonly store: Store;
  readonly lineage: string;
  readonly runKey: string;
  readonly attempt: number;
  /** The `check-name` setting. */
  readonly name: string | undefined | false;
  readonly clock: Clock;
  readonly logger: Logger;
}

/** What a publish says beyond the run: where the lineage stands, and what finalize knows. */
export type CheckNews = Pick<LineageCheckFacts, 'phase'> &
  Partial<Pick<LineageCheckFacts, 'cost' | 'history'>>;

/** The lineage's check as one step keeps it; undefined where it is off or there is no run to name. */
export interface StepCheck {
  /** Sends `news`; reads the lineage's history first unless `news` has it. Never throws. */
  publish(news: CheckNews): Promise<void>;
}

/**
 * The lineage's check for this step; undefined when `check-name` is false,
 * there is no token, or the step runs outside a workflow run.
 */
export function stepCheck(run: CheckRun): StepCheck | undefined {
  const { api, context } = run;
  if (run.name === false || !api || context.repo.owner === '' || context.runId === '') {
    return undefined;
  }
  const workflow = parseWorkflowRef(context.workflowRef);
  const file = workflow ? workflowFileName(workflow) : undefined;
  const check = new LineageCheck({
    api,
    repo: context.repo,
    store: run.store,
    lineage: run.lineage,
    runId: run.runKey,
    name: run.name ?? `spot-train: ${file ?? 'training'}`,
    headSha: context.sha,
    clock: run.clock,
    logger: run.logger,
  });
  const facts = {
    lineage: run.lineage,
    run: { runId: run.runKey, attempt: run.attempt, url: runUrl(context), sha: context.sha },
    ...(file === undefined ? {} : { workflowFile: file }),
  };
  const send = async (news: CheckNews): Promise<void> => {
    try {
      const history = news.history ?? (await historyOf(run));
      // A later run of the lineage began: its word on the check is newer than this one's.
      if (history.some((entry) => (entry.attempt ?? 0) > run.attempt)) return;
      await check.publish((checkSha) =>
        lineageCheckState({ ...facts, ...news, history, checkSha }),
      );
    } catch (error) {
      run.logger.warning(`could not update the lineage's check run: ${describeError(error)}`);
    }
  };
  // One after another, history read included: a slow start must not land after the end.
  let last = Promise.resolve();
  return { publish: (news) => (last = last.then(() => send(news))) };
}

/** The train step's check: node 0 of a gang keeps it, as it keeps the run's history. */
export function trainCheck(
  checkName: string | undefined | false,
  joined: {
    readonly api: GitHubApi | undefined;
    readonly store: Store;
    readonly identity: RunIdentity;
  },
  deps: { readonly context: RunContext; readonly clock: Clock; readonly logger: Logger },
): StepCheck | undefined {
  const { identity } = joined;
  if ((identity.node?.index ?? 0) !== 0) return undefined;
  return stepCheck({
    ...deps,
    api: joined.api,
    store: joined.store,
    lineage: identity.lineage,
    runKey: identity.runId,
    attempt: identity.attempt,
    name: checkName,
  });
}

/**
 * Waits for `publish` at most `ms`: after a notice the VM is going, and the
 * step must end (finalize updates the check after it anyway).
 */
export async function within(ms: number, clock: Clock, publish: Promise<void>): Promise<void> {
  const done = new AbortController();
  try {
    await Promise.race([publish, sleepUnlessAborted(clock, ms, done.signal)]);
  } finally {
    // The timer would otherwise hold the step open after the update went out.
    done.abort();
  }
}

async function historyOf(run: CheckRun): Promise<readonly AttemptHistory[]> {
  try {
    return await readLineageHistory(run.store, run.lineage, {
      warn: (message) => run.logger.debug(message),
    });
  } catch (error) {
    run.logger.warning(`the lineage's check goes without its history: ${describeError(error)}`);
    return [];
  }
}

/** The run's page (its attempt's, for a re-run). */
function runUrl(context: RunContext): string {
  const base = `${context.serverUrl}/${context.repository}/actions/runs/${context.runId}`;
  return Number(context.runAttempt) > 1 ? `${base}/attempts/${context.runAttempt}` : base;
}
