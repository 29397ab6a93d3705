import { dispatchInputsFromEvent } from '../action/event.js';
import { Output } from '../action/outputs.js';
import type { Clock } from '../clock.js';
import type { Cloud, InstanceStatus } from '../clouds/cloud.js';
import { loadCloud } from '../clouds/load-cloud.js';
import { describeError } from '../errors.js';
import { readFinalizeSettings, type FinalizeSettings } from '../settings/finalize.js';
import { apiBaseUrl, GitHubApi } from '../github/github-api.js';
import { restartDispatcher } from '../github/restart-dispatcher.js';
import { findJob } from '../github/run-jobs.js';
import type { Logger } from '../log.js';
import { finalizeSummary } from '../report/finalize-summary.js';
import { decideRestart, type RestartDecision, type TrainJob } from '../restart/decide.js';
import { restartOnce, restartRunId, type RestartReport } from '../restart/restart-once.js';
import { readClaim } from '../store/claim.js';
import { lineageOfIndex, manifestKey, runIndexKey } from '../store/layout.js';
import { readLineage } from '../store/lineage.js';
import { parseManifest, type Manifest } from '../store/manifest.js';
import { openStore } from '../store/open-store.js';
import type { Store } from '../store/store.js';
import { storeRunId } from '../action/run-key.js';

import type { ModeDeps } from './mode-deps.js';

export type FinalizeModeDeps = ModeDeps;

/**
 * Mode `finalize`, a job with `if: always()` on a GitHub-hosted runner:
 * finds out how the train job ended (its manifest, its conclusion, the
 * cloud's word on the VM), dispatches the restart if the VM went without
 * getting to it, and terminates the VM. Fails only when a restart was due
 * and could not be dispatched.
 */
export async function finalizeMode(deps: FinalizeModeDeps): Promise<RestartReport> {
  const { env, logger, clock } = deps;
  const settings = readFinalizeSettings(deps.getInput);
  const runKey = storeRunId(env);
  const store = await openStore(settings.storeUrl, 'store', { ...settings.storeOptions, logger });
  const lineage = lineageOfIndex((await store.readText(runIndexKey(runKey))) ?? '') || runKey;
  const manifest = await readManifest(store, lineage, runKey, logger);
  const api = githubApi(settings, env, clock, logger);
  const [job, cloud] = await Promise.all([
    trainJob(api, settings, env, logger),
    settings.instance ? loadCloud(settings.instance.cloud) : Promise.resolve(undefined),
  ]);
  const status = await describeVm(cloud, settings, logger);
  const decision = decideRestart({
    manifest,
    job,
    reclaimed: status ? { value: status.reclaimed, detail: status.detail } : undefined,
    restartOnExitCodes: settings.restartOnExitCodes,
  });
  logger.info(`${decision.restart ? 'restart' : 'no restart'}: ${decision.because}`);
  const report = await restartIfDue(decision, {
    settings,
    store,
    lineage,
    runKey,
    manifest,
    api,
    deps,
  });
  await terminateVm(cloud, settings, logger);

  deps.setOutput(Output.restartRunId, restartRunId(report));
  deps.setOutput(Output.lineage, lineage);
  const chain = await Promise.all(
    (await readLineage(store, lineage)).map(async (run) => {
      const claim = await readClaim(store, lineage, run.runId);
      const restartRunId = claim?.body?.restartRunId;
      return { run, ...(restartRunId ? { restartRunId } : {}) };
    }),
  );
  await deps.writeSummary(
    finalizeSummary({
      decision,
      report,
      job,
      vm: status,
      lineage,
      chain,
      repoUrl: `${env.GITHUB_SERVER_URL ?? 'https://github.com'}/${env.GITHUB_REPOSITORY ?? ''}`,
    }),
  );
  if (report.kind === 'failed') {
    throw new Error(
      `the restart was due (${decision.because}) but could not be dispatched: ${report.error}`,
    );
  }
  return report;
}

interface RestartContext {
  readonly settings: FinalizeSettings;
  readonly store: Store;
  readonly lineage: string;
  readonly runKey: string;
  readonly manifest: Manifest | undefined;
  readonly api: GitHubApi | undefined;
  readonly deps: FinalizeModeDeps;
}

async function restartIfDue(
  decision: RestartDecision,
  context: RestartContext,
): Promise<RestartReport> {
  const { settings, store, lineage, runKey, manifest, deps } = context;
  if (!decision.restart) return { kind: 'not-needed', reason: decision.because };
  const attempt = manifest?.attempt ?? 1;
  if (attempt > settings.maxRestarts) {
    const reason = `lineage ${lineage} has had ${attempt - 1} restarts, the most max-restarts allows`;
    deps.logger.warning(`no restart: ${reason}`);
    return { kind: 'not-dispatched', reason };
  }
  if (!settings.restart) return { kind: 'not-dispatched', reason: 'restart is false' };
  const dispatcher = restartDispatcher({
    env: deps.env,
    api: context.api,
    inputs: await dispatchInputsFromEvent(deps.env.GITHUB_EVENT_PATH),
  });
  if (typeof dispatcher === 'string') return { kind: 'failed', error: dispatcher };
  const outcome = await restartOnce({
    store,
    lineage,
    runId: runKey,
    by: 'finalize',
    dispatch: () => dispatcher.dispatch(runKey),
    takeOverAfterMs: settings.claimTimeoutMs,
    clock: deps.clock,
    logger: deps.logger,
  });
  if (outcome.kind === 'dispatched') {
    deps.logger.notice(
      `dispatched ${outcome.run.runId ? `run ${outcome.run.runId}` : 'a new run'} to continue lineage ${lineage}`,
    );
  }
  return outcome;
}

async function readManifest(
  store: Store,
  lineage: string,
  runKey: string,
  logger: Logger,
): Promise<Manifest | undefined> {
  const text = await store.readText(manifestKey(lineage, runKey));
  if (text === undefined) return undefined;
  const parsed = parseManifest(text);
  if (typeof parsed === 'string') {
    logger.warning(`the train step's manifest is unusable: ${parsed}`);
    return undefined;
  }
  return parsed;
}

function githubApi(
  settings: FinalizeSettings,
  env: NodeJS.ProcessEnv,
  clock: Clock,
  logger: Logger,
): GitHubApi | undefined {
  if (settings.githubToken === '') return undefined;
  return new GitHubApi({
    token: settings.githubToken,
    baseUrl: apiBaseUrl(env),
    clock,
    logger,
  });
}

async function trainJob(
  api: GitHubApi | undefined,
  settings: FinalizeSettings,
  env: NodeJS.ProcessEnv,
  logger: Logger,
): Promise<TrainJob | undefined> {
  const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/');
  if (!api || !env.GITHUB_RUN_ID || owner === '') return undefined;
  try {
    const job = await findJob(api, { owner, repo }, env.GITHUB_RUN_ID, settings.trainJob);
    if (!job) logger.warning(`no job named ${settings.trainJob} in this run (train-job)`);
    return job;
  } catch (error) {
    logger.warning(`could not read the train job's conclusion: ${describeError(error)}`);
    return undefined;
  }
}

async function describeVm(
  cloud: Cloud | undefined,
  settings: FinalizeSettings,
  logger: Logger,
): Promise<InstanceStatus | undefined> {
  if (!cloud || !settings.instance) return undefined;
  try {
    const status = await cloud.describe(settings.instance);
    logger.info(`VM ${settings.instance.id}: ${status.state}; ${status.detail}`);
    return status;
  } catch (error) {
    logger.warning(
      `could not ask ${cloud.name} about VM ${settings.instance.id}: ${describeError(error)}`,
    );
    return undefined;
  }
}

/** Always: a VM left running costs money whether or not training ended well. */
async function terminateVm(
  cloud: Cloud | undefined,
  settings: FinalizeSettings,
  logger: Logger,
): Promise<void> {
  if (!cloud || !settings.instance) return;
  try {
    await cloud.terminate(settings.instance);
    logger.info(`terminated VM ${settings.instance.id}`);
  } catch (error) {
    logger.error(
      `could not terminate VM ${settings.instance.id}: ${describeError(error)}; the janitor will`,
    );
  }
}
