import type { TaggedInstance } from '../clouds/cloud.js';
import { loadCloud } from '../clouds/load-cloud.js';
import { describeError } from '../errors.js';
import { apiBaseUrl, GitHubApi } from '../github/github-api.js';
import { deleteRunner, listRunners, runHasEnded } from '../github/runners.js';
import { planSweep, type JanitorPlan } from '../janitor/plan.js';
import { vmLabels } from '../launch/labels.js';
import { janitorSummary } from '../report/janitor-summary.js';
import { readJanitorSettings } from '../settings/janitor.js';

import type { ModeDeps } from './mode-deps.js';

/** The janitor sets no outputs. */
export type JanitorModeDeps = Omit<ModeDeps, 'setOutput'>;

/**
 * Mode `janitor`, on a cron: terminates spot-train VMs of this repository
 * that are past their max-lifetime or whose run has ended, and removes
 * offline spot-train runners whose run has ended. Never a busy runner.
 * `dry-run: true` only says what it would do.
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
  const repoLabel =
    vmLabels({
      repository: `${owner}/${repo}`,
      runId: '',
      runAttempt: '',
      restartOf: '',
      name: '',
      expiresAt: 0,
    })['spot-train-repo'] ?? '';
  const vms: TaggedInstance[] = [];
  for (const region of regions) {
    vms.push(
      ...(await cloud.listByLabels(region, { 'spot-train': '1', 'spot-train-repo': repoLabel })),
    );
  }
  const runners = runnersApi ? await listRunners(runnersApi, repoRef) : [];
  if (!runnersApi) logger.info('no runner-token: runners are not swept');

  const runIds = new Set([
    ...vms.map((vm) => vm.labels['spot-train-run'] ?? ''),
    ...runners.map((runner) => /^spot-train-(\d+)-/.exec(runner.name)?.[1] ?? ''),
  ]);
  runIds.delete('');
  const ended = new Map<string, boolean | undefined>();
  for (const runId of runIds) ended.set(runId, await runHasEnded(runsApi, repoRef, runId));

  const plan = planSweep({ vms, runners, runEnded: (runId) => ended.get(runId), now: clock.now() });
  for (const { target, because } of plan.vms) {
    const what = `VM ${target.instance.id} (${target.instance.zone ?? target.instance.region ?? ''})`;
    if (dryRun) {
      logger.info(`would terminate ${what}: ${because}`);
      continue;
    }
    try {
      await cloud.terminate(target.instance);
      logger.info(`terminated ${what}: ${because}`);
    } catch (error) {
      logger.error(`could not terminate ${what}: ${describeError(error)}`);
    }
  }
  for (const { target, because } of plan.runners) {
    if (dryRun || !runnersApi) {
      logger.info(`would remove runner ${target.name}: ${because}`);
      continue;
    }
    try {
      await deleteRunner(runnersApi, repoRef, target.id);
      logger.info(`removed runner ${target.name}: ${because}`);
    } catch (error) {
      logger.error(`could not remove runner ${target.name}: ${describeError(error)}`);
    }
  }
  for (const { target, because } of plan.spared)
    logger.info(`left runner ${target.name}: ${because}`);
  await deps.writeSummary(janitorSummary(plan, dryRun));
  return plan;
}
