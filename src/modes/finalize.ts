import { dispatchInputsFromEvent } from '../action/event.js';
import { Output } from '../action/outputs.js';
import type { Clock } from '../base/clock.js';
import type { Cloud, InstanceStatus } from '../clouds/cloud.js';
import { describeGang, findGangVms } from '../cleanup/gang-status.js';
import { cleanUpRun, type RunCleanup } from '../cleanup/run-cleanup.js';
import { runLabels } from '../clouds/labels.js';
import { loadCloud } from '../clouds/load-cloud.js';
import { describeError } from '../base/errors.js';
import { readFinalizeSettings, type FinalizeSettings } from '../settings/finalize.js';
import { apiBaseUrl, GitHubApi } from '../github/github-api.js';
import { restartDispatcher } from '../restart/restart-dispatcher.js';
import { findJob } from '../github/run-jobs.js';
import { inGroup, type Logger } from '../base/log.js';
import type { ChainRun } from '../report/chain.js';
import { finalizeSummary } from '../report/finalize-summary.js';
import { decideRestart, type RestartDecision } from '../restart/decide.js';
import type { TrainJob } from '../github/run-jobs.js';
import { restartOnce, restartRunId, type RestartReport } from '../restart/restart-once.js';
import { readClaim } from '../records/claim.js';
import { readLineage } from '../records/lineage.js';
import type { Manifest } from '../records/manifest.js';
import { openStore } from '../store/open-store.js';
import type { Store } from '../store/store.js';
import { storeRunId } from '../action/run-key.js';
import { recordRun } from '../records/run-record.js';
import { sealGangRun } from './finalize-gang.js';
import { finalizeHistory } from './finalize-history.js';
import { finalizeLedger } from './finalize-ledger.js';

import type { ModeDeps } from './mode-deps.js';

export type FinalizeModeDeps = ModeDeps;

/**
 * Mode `finalize`, a job with `if: always()` on a GitHub-hosted runner:
 * finds out how the train job ended (its manifest, its conclusion, the
 * cloud's word on the VM), dispatches the restart if the VM went without
 * getting to it, and removes the run's VMs and runners, found by their
 * labels. Fails only when a restart was due and could not be dispatched;
 * what it could not remove is logged as an error and left to the janitor.
 */
export async function finalizeMode(deps: FinalizeModeDeps): Promise<RestartReport> {
  const { env, logger, clock } = deps;
  const settings = readFinalizeSettings(deps.getInput, env);
  const cloud = settings.cloud ? await loadCloud(settings.cloud) : undefined;
  let outcome: RestartOutcome;
  let cleanup: RunCleanup;
  try {
    outcome = await settleRestart(settings, cloud, deps);
  } finally {
    // After the restart (the VM is asked about first), and even when it
    // failed: a VM left running costs money whether or not training ended well.
    cleanup = await inGroup(logger, 'Cleaning up the VM and runner', () =>
      cleanUpRun({
        cloud,
        regions: settings.regions,
        hint: settings.instance,
        runnerToken: settings.runnerToken,
        env,
        clock,
        logger,
      }),
    );
  }
  const { run, decision, report } = outcome;
  deps.setOutput(Output.restartRunId, restartRunId(report));
  deps.setOutput(Output.lineage, run.lineage);
  const api = githubApi(settings, env, clock, logger);
  const { resume, history } = await finalizeHistory({
    run,
    vm: outcome.vm,
    ...(api ? { github: { api, env, trainJob: settings.trainJob } } : {}),
    clock,
    logger,
  });
  const ledger = await finalizeLedger({ history, userPrices: settings.userPrices, logger });
  if (ledger.json !== undefined) deps.setOutput(Output.cost, ledger.json);
  await deps.writeSummary(
    finalizeSummary({
      ...outcome,
      cleanup,
      lineage: run.lineage,
      chain: await lineageChain(run.store, run.lineage),
      repoUrl: `${env.GITHUB_SERVER_URL ?? 'https://github.com'}/${env.GITHUB_REPOSITORY ?? ''}`,
    }) +
      (resume === '' ? '' : `\n${resume}`) +
      (ledger.markdown === '' ? '' : `\n${ledger.markdown}`),
  );
  if (report.kind === 'failed') {
    throw new Error(
      `the restart was due (${decision.because}) but could not be dispatched: ${report.error}`,
    );
  }
  return report;
}

/** How the train job ended, and what finalize did about a restart. */
interface RestartOutcome {
  readonly run: RunRecord;
  readonly job: TrainJob | undefined;
  readonly vm: InstanceStatus | undefined;
  readonly decision: RestartDecision;
  readonly report: RestartReport;
}

async function settleRestart(
  settings: FinalizeSettings,
  cloud: Cloud | undefined,
  deps: FinalizeModeDeps,
): Promise<RestartOutcome> {
  const { env, logger, clock } = deps;
  const run = await readRun(settings, deps);
  const api = githubApi(settings, env, clock, logger);
  const [job, vm] = await Promise.all([
    trainJob(api, settings, env, logger),
    describeVm(cloud, settings, logger, env),
  ]);
  const decision = decideRestart({
    manifest: run.manifest,
    job,
    reclaimed: vm ? { value: vm.reclaimed, detail: vm.detail } : undefined,
    restartOnExitCodes: settings.restartOnExitCodes,
    maxRestarts: settings.maxRestarts,
  });
  logger.info(`${decision.restart ? 'restart' : 'no restart'}: ${decision.because}`);
  const report = await restartIfDue(decision, { ...run, settings, api, deps });
  return { run, job, vm, decision, report };
}

/** This run as the store knows it: its lineage and the train step's manifest. */
interface RunRecord {
  readonly store: Store;
  readonly lineage: string;
  readonly runKey: string;
  readonly manifest: Manifest | undefined;
}

/**
 * Reads this run's record, writing it first if nothing did (a VM lost
 * before its train step, launched without the store): a restart of it must
 * find its lineage and its attempt count.
 */
async function readRun(settings: FinalizeSettings, deps: FinalizeModeDeps): Promise<RunRecord> {
  const { env, logger, clock } = deps;
  const runKey = storeRunId(env);
  const store = await openStore(settings.storeUrl, 'store', { ...settings.storeOptions, logger });
  const restartFrom = (await dispatchInputsFromEvent(env.GITHUB_EVENT_PATH))._restart || undefined;
  const { identity, manifest } = await recordRun({ store, runKey, restartFrom, clock, logger });
  const run = { store, lineage: identity.lineage, runKey };
  return { ...run, manifest: await sealGangRun(run, manifest, clock, logger) };
}

/** Each run of the lineage with the run that continued it, for the summary. */
async function lineageChain(store: Store, lineage: string): Promise<ChainRun[]> {
  return Promise.all(
    (await readLineage(store, lineage)).map(async (run) => {
      const claim = await readClaim(store, lineage, run.runId);
      const restartRunId = claim?.body?.restartRunId;
      return { run, ...(restartRunId ? { restartRunId } : {}) };
    }),
  );
}

interface RestartContext extends RunRecord {
  readonly settings: FinalizeSettings;
  readonly api: GitHubApi | undefined;
  readonly deps: FinalizeModeDeps;
}

async function restartIfDue(
  decision: RestartDecision,
  context: RestartContext,
): Promise<RestartReport> {
  const { settings, store, lineage, runKey, deps } = context;
  if (decision.ground === 'max-restarts') {
    deps.logger.warning(`no restart: ${decision.because}`);
    return { kind: 'not-dispatched', reason: decision.because };
  }
  if (!decision.restart) return { kind: 'not-needed', reason: decision.because };
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
  env: NodeJS.ProcessEnv,
): Promise<InstanceStatus | undefined> {
  if (!cloud) return undefined;
  // A gang is found by the run's labels and described whole; one VM as before gangs.
  const gang = await findGangVms({
    cloud,
    regions: settings.regions,
    labels: runLabels({
      repository: env.GITHUB_REPOSITORY ?? '',
      runId: env.GITHUB_RUN_ID ?? '',
      runAttempt: env.GITHUB_RUN_ATTEMPT || '1',
    }),
    logger,
  });
  if (gang.length > 0) return describeGang(cloud, gang, logger);
  if (!settings.instance) return undefined;
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
