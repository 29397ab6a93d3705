import { UserError } from '../base/errors.js';

/**
 * The run's key in the store. A re-run of a failed job keeps GITHUB_RUN_ID,
 * so its attempt number tells the two apart.
 */
export function storeRunId(env: NodeJS.ProcessEnv): string {
  const runId = env.GITHUB_RUN_ID;
  if (!runId || !/^\d+$/.test(runId)) {
    throw new UserError(
      'GITHUB_RUN_ID is not set: the train mode runs inside GitHub Actions; locally, use `spot-train run`',
    );
  }
  const attempt = Number(env.GITHUB_RUN_ATTEMPT ?? '1');
  return Number.isSafeInteger(attempt) && attempt > 1 ? `${runId}-${attempt}` : runId;
}
