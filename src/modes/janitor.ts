import { loadCloud } from '../clouds/load-cloud.js';
import { apiBaseUrl, GitHubApi } from '../github/github-api.js';
import { planSweep, type JanitorPlan } from '../cleanup/sweep-plan.js';
import { carryOut, findLeftovers, IncompleteSweepError } from '../cleanup/sweep.js';
import { repoLabels } from '../clouds/labels.js';
import { janitorSummary } from '../report/janitor-summary.js';
import { readJanitorSettings } from '../settings/janitor.js';

import type { ModeDeps } from './mode-deps.js';

/** The janitor sets no outputs. */
export type JanitorModeDeps = Omit<ModeDeps, 'setOutput'>;

/**
 * Mode `janitor`, on a cron: terminates spot-train VMs of this repository
 * that are past their max-lifetime or whose run has ended, and removes
 * offline spot-train runners whose run has ended. Never a busy runner.
 * `dry-run: true` only says what it would do. Whatever it cannot list or
 * remove, it reports after going through everything else, and fails.
 */
export async function janitorMode(deps: JanitorModeDeps): Promise<JanitorPlan> {
  const { env, logger, clock } = deps;
  const {
    cloud: cloudName,
    regions,
    dryRun,
    githubToken,
    runnerToken,
  } = readJanitorSettings(deps.getInput, env);
  const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/');
  const repoRef = { owner, repo };
  const baseUrl = apiBaseUrl(env);
  const runsApi = new GitHubApi({ token: githubToken, baseUrl, clock, logger });
  const runnersApi =
    runnerToken === '' ? undefined : new GitHubApi({ token: runnerToken, baseUrl, clock, logger });

  const cloud = await loadCloud(cloudName);
  const found = await findLeftovers({
    cloud,
    regions,
    labels: repoLabels(`${owner}/${repo}`),
    repo: repoRef,
    runsApi,
    runnersApi,
    logger,
  });
  if (!runnersApi) logger.info('no runner-token: runners are not swept');
  const plan = planSweep({ ...found, now: clock.now() });
  const removals = { cloud, runnersApi, repo: repoRef, dryRun, logger };
  const failures = [...found.failures, ...(await carryOut(plan, removals))];
  await deps.writeSummary(janitorSummary(plan, dryRun, failures));
  // After the whole sweep: one refusal must not leave the rest running.
  if (failures.length > 0) throw new IncompleteSweepError(failures);
  return plan;
}
