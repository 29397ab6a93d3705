import { IncompleteSweepError } from '../cleanup/sweep.js';
import { sweepRepo } from '../cleanup/sweep-repo.js';
import type { JanitorPlan } from '../cleanup/sweep-plan.js';
import { runApi } from '../github/github-api.js';
import { janitorSummary } from '../report/janitor-summary.js';
import type { JanitorSettings } from '../settings/janitor.js';
import type { ModeDeps } from './mode-deps.js';

/**
 * Mode `janitor`, on a cron: terminates spot-train VMs of this repository
 * that are past their max-lifetime or whose run has ended, on every cloud
 * `cloud` names, and removes offline spot-train runners whose run has
 * ended. Never a busy runner. `dry-run: true` only says what it would do.
 * Whatever it cannot reach, list or remove (a cloud without credentials
 * included), it reports after going through everything else, and fails.
 */
export async function janitorMode(settings: JanitorSettings, deps: ModeDeps): Promise<JanitorPlan> {
  const { runnerToken, dryRun } = settings;
  const { plan, failures } = await sweepRepo({
    ...settings,
    repo: deps.context.repo,
    runsApi: runApi(deps, settings.githubToken),
    runnersApi: runnerToken === '' ? undefined : runApi(deps, runnerToken),
    clock: deps.clock,
    logger: deps.logger,
  });
  await deps.writeSummary(
    janitorSummary(plan, dryRun, failures, 'markdown', settings.sweeps.length),
  );
  // After the whole sweep: one refusal must not leave the rest running.
  if (failures.length > 0) throw new IncompleteSweepError(failures);
  return plan;
}
