import { Output } from '../action/outputs.js';
import type { InstanceStatus } from '../clouds/cloud.js';
import type { CloudRegions } from '../cleanup/labelled-vms.js';
import { cleanUpRun, type RunCleanup } from '../cleanup/run-cleanup.js';
import { cloudPricesLoader } from '../clouds/load-cloud-prices.js';
import { describeError } from '../base/errors.js';
import type { FinalizeSettings } from '../settings/finalize.js';
import { runApi, type GitHubApi } from '../github/github-api.js';
import { restartOfEvent, runKeyOf } from '../github/run-context.js';
import { restartDispatcher } from '../restart/dispatcher.js';
import { restartIfDue, warnIfLineageEnds } from '../restart/if-due.js';
import { findJob } from '../github/run-jobs.js';
import { inGroup } from '../base/log.js';
import type { ChainRun } from '../report/chain.js';
import { finalizeSummary } from '../report/finalize-summary.js';
import { decideRestart, type RestartDecision } from '../restart/decide.js';
import type { TrainJob } from '../github/run-jobs.js';
import { restartRunId, type RestartReport } from '../restart/once.js';
import { githubRestarter } from '../restart/github-restarter.js';
import type { Restarter } from '../restart/if-due.js';
import { readClaim } from '../records/claim.js';
import { readLineage } from '../records/lineage.js';
import type { Manifest } from '../records/manifest.js';
import { openStore } from '../store/open-store.js';
import type { Store } from '../store/store.js';
import { recordRun } from '../records/run-record.js';
import { sealGangRun } from './finalize-gang.js';
import { finalizeReplacement } from './finalize-replacement.js';
import { parseRestartInput } from '../github/restart-input.js';
import { finalizeHistory } from './finalize-history.js';
import { finalizeLedger } from './finalize-ledger.js';
import { stepCheck } from './lineage-check.js';
import { describeRunVm, loadSearches } from './finalize-vm.js';

import type { ModeDeps } from './mode-deps.js';

export type FinalizeModeDeps = ModeDeps;

/**
 * Mode `finalize`, a job with `if: always()` on a GitHub-hosted runner:
 * finds out how the train job ended (its manifest, its conclusion, the
 * cloud's word on the VM), dispatches the restart if the VM went without
 * getting to it, and removes the run's VMs and runners, found by their
 * labels (on every cloud `cloud` names: a cancelled launch never said
 * which it took). Fails only when a restart was due and could not be
 * dispatched; what it could not remove is logged as an error and left to
 * the janitor.
 */
export async function finalizeMode(
  settings: FinalizeSettings,
  deps: FinalizeModeDeps,
): Promise<RestartReport> {
  const { context, logger } = deps;
  const clouds = await loadSearches(settings.searches, settings.clouds);
  const api = settings.githubToken === '' ? undefined : runApi(deps, settings.githubToken);
  const cleanUp = () =>
    inGroup(logger, 'Cleaning up the VM and runner', () =>
      cleanUpRun({
        clouds,
        hint: settings.instance,
        runnersApi: settings.runnerToken === '' ? undefined : runApi(deps, settings.runnerToken),
        context,
        logger,
      }),
    );
  const restartInput = parseRestartInput(restartOfEvent(context));
  if (restartInput.replacement !== undefined)
    return finalizeReplacement(restartInput.runId, restartInput.replacement, cleanUp, deps);
  let outcome: SettledRestart;
  let cleanup: RunCleanup;
  try {
    outcome = await settleRestart(settings, { clouds, api }, deps);
  } finally {
    // After the restart (the VM is asked about first), and even when it
    // failed: a VM left running costs money whether or not training ended well.
    cleanup = await cleanUp();
  }
  const { decision, report } = outcome;
  await reportFinalize(outcome, cleanup, { settings, api }, deps);
  if (report.kind === 'failed') {
    throw new Error(
      `the restart was due (${decision.because}) but could not be dispatched: ${report.error}`,
    );
  }
  return report;
}

/** The outputs, the history and ledger, and the summary of a finalize that settled the restart. */
async function reportFinalize(
  outcome: SettledRestart,
  cleanup: RunCleanup,
  reach: { readonly settings: FinalizeSettings; readonly api: GitHubApi | undefined },
  deps: FinalizeModeDeps,
): Promise<void> {
  const { context, logger, clock } = deps;
  const { settings, api } = reach;
  const { run, report } = outcome;
  deps.setOutput(Output.restartRunId, restartRunId(report));
  deps.setOutput(Output.lineage, run.lineage);
  const { resume, history } = await finalizeHistory({
    run,
    vm: outcome.vm,
    ...(api ? { github: { api, context, trainJob: settings.trainJob } } : {}),
    clock,
    logger,
  });
  const ledger = await finalizeLedger({
    history,
    userPrices: settings.userPrices,
    logger,
    sourceFor: cloudPricesLoader(settings.clouds),
    storeUrl: run.store.url,
  });
  if (ledger.json !== undefined) deps.setOutput(Output.cost, ledger.json);
  const check = stepCheck({ ...deps, ...run, api, name: settings.checkName });
  await check?.publish({
    phase: { kind: 'ended', verdict: outcome.decision, restart: report, lastChance: true },
    ...(history ? { history } : {}),
    ...(ledger.cost ? { cost: ledger.cost } : {}),
  });
  await deps.writeSummary(
    finalizeSummary({
      ...outcome,
      cleanup,
      lineage: run.lineage,
      chain: await lineageChain(run.store, run.lineage),
      ...(history ? { history } : {}),
      repoUrl: `${context.serverUrl}/${context.repository}`,
    }) +
      (resume === '' ? '' : `\n${resume}`) +
      (ledger.markdown === '' ? '' : `\n${ledger.markdown}`),
  );
}

/** How the train job ended, and what finalize did about a restart. */
interface SettledRestart {
  readonly run: RunRecord;
  readonly job: TrainJob | undefined;
  readonly vm: InstanceStatus | undefined;
  readonly decision: RestartDecision;
  readonly report: RestartReport;
}

async function settleRestart(
  settings: FinalizeSettings,
  reach: { readonly clouds: readonly CloudRegions[]; readonly api: GitHubApi | undefined },
  deps: FinalizeModeDeps,
): Promise<SettledRestart> {
  const { logger } = deps;
  const { clouds, api } = reach;
  const run = await readRun(settings, deps);
  const [job, vm] = await Promise.all([
    trainJob(api, settings, deps),
    describeRunVm(clouds, settings.instance, deps),
  ]);
  const decision = decideRestart({
    manifest: run.manifest,
    job,
    reclaimed: vm ? { value: vm.reclaimed, detail: vm.detail } : undefined,
    restartOnExitCodes: settings.restartOnExitCodes,
    maxRestarts: settings.maxRestarts,
  });
  logger.info(`${decision.restart ? 'restart' : 'no restart'}: ${decision.because}`);
  warnIfLineageEnds(decision, logger);
  const report = await restartIfDue(decision, finalizeRestarter({ ...run, settings, api, deps }));
  return { run, job, vm, decision, report };
}

/** This run as the store knows it: its lineage and the train step's manifest. */
interface RunRecord {
  readonly store: Store;
  readonly lineage: string;
  readonly runKey: string;
  readonly attempt: number;
  readonly manifest: Manifest | undefined;
}

/**
 * Reads this run's record, writing it first if nothing did (a VM lost
 * before its train step, launched without the store): a restart of it must
 * find its lineage and its attempt count.
 */
async function readRun(settings: FinalizeSettings, deps: FinalizeModeDeps): Promise<RunRecord> {
  const { context, logger, clock } = deps;
  const runKey = runKeyOf(context);
  const store = await openStore(settings.store.location, { ...settings.store.options, logger });
  const restartFrom = restartOfEvent(context) || undefined;
  const { identity, manifest } = await recordRun({ store, runKey, restartFrom, clock, logger });
  const run = { store, lineage: identity.lineage, runKey, attempt: identity.attempt };
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

/**
 * How long finalize, the lineage's last chance, keeps trying to dispatch:
 * past any reset of GitHub's hourly rate limit, well inside a job's
 * default six-hour limit.
 */
const FINALIZE_DISPATCH_MS = 65 * 60_000;

/** Finalize's restart: the fallback dispatch, which may take over a claim its claimant abandoned. */
function finalizeRestarter(context: RestartContext): Restarter | string {
  const { settings, store, lineage, runKey, deps } = context;
  if (!settings.restart) return 'restart is false';
  const dispatcher = restartDispatcher({
    workflowRef: deps.context.workflowRef,
    api: context.api,
    inputs: deps.context.eventInputs,
    clock: deps.clock,
    logger: deps.logger,
  });
  if (typeof dispatcher === 'string')
    return { restart: () => Promise.resolve({ kind: 'failed', error: dispatcher }) };
  return githubRestarter({
    dispatcher,
    store,
    lineage,
    runId: runKey,
    by: 'finalize',
    until: () => deps.clock.now() + FINALIZE_DISPATCH_MS,
    takeOverAfterMs: settings.claimTimeoutMs,
    clock: deps.clock,
    logger: deps.logger,
  });
}

async function trainJob(
  api: GitHubApi | undefined,
  settings: FinalizeSettings,
  deps: FinalizeModeDeps,
): Promise<TrainJob | undefined> {
  const { context, logger } = deps;
  if (!api || context.runId === '' || context.repo.owner === '') return undefined;
  try {
    const job = await findJob(api, context.repo, context.runId, settings.trainJob);
    if (!job) logger.warning(`no job named ${settings.trainJob} in this run (train-job)`);
    return job;
  } catch (error) {
    logger.warning(`could not read the train job's conclusion: ${describeError(error)}`);
    return undefined;
  }
}
