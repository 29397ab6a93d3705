import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { UserError } from '../errors.js';
import { Input } from '../settings/input-names.js';
import { readTrainSettings } from '../settings/train.js';
import type { NoticeSource } from '../notice/notice.js';
import { SignalNoticeSource } from '../notice/signals.js';
import { SimulatedNoticeSource } from '../notice/simulated.js';
import { cloudNoticeSource } from '../notice/cloud-sources.js';
import { metadataEndpoints } from '../notice/endpoints.js';
import { writeWarningFile } from '../supervisor/notice-file.js';
import { trainSummary } from '../report/summary.js';
import { openStore } from '../store/open-store.js';
import { abortAbandonedUploads } from '../store/abandoned-uploads.js';
import { requireRetentionSupport } from '../store/run-retention.js';
import { resolveRun } from '../store/run-identity.js';
import { runAttempt, describeExit, type AttemptResult } from '../supervisor/attempt.js';
import { Output } from '../action/outputs.js';
import { dispatchInputsFromEvent } from '../action/event.js';
import { awaitSeal } from '../restart/await-seal.js';
import { claimSuccession } from '../restart/succession.js';
import { readLineage } from '../store/lineage.js';
import { planRestart, requireRestartReady, restartAfter } from './train-restart.js';
import { restartRunId } from '../restart/restart-once.js';
import { storeRunId } from '../action/run-key.js';
import { takeRunKey } from '../checkpoints/run-owner.js';

import type { ModeDeps } from './mode-deps.js';
import { runStepEnv } from './step-env.js';

export interface TrainModeDeps extends ModeDeps {
  readonly onTrainerStart: (pgid: number) => void;
}

/**
 * Mode `train`: one attempt of the lineage on this runner. Throws (failing
 * the step) when training did not complete, so later steps never run on a
 * half-trained model; the outputs say why.
 */
export async function trainMode(deps: TrainModeDeps): Promise<AttemptResult> {
  const { env, logger, clock } = deps;
  const workspace = env.GITHUB_WORKSPACE ?? process.cwd();
  const dispatchInputs = await dispatchInputsFromEvent(env.GITHUB_EVENT_PATH);
  const settings = readTrainSettings(deps.getInput, workspace, dispatchInputs._restart);
  await requireDirectory(settings.workingDirectory);
  const spotTrainTemp = join(env.RUNNER_TEMP ?? settings.workingDirectory, 'spot-train');
  const warningFile = join(spotTrainTemp, 'warning.json');
  // Started first: which cloud this is gets found out while the store is
  // opened and the restore runs.
  const cloud = cloudNoticeSource({
    cloud: settings.cloud,
    endpoints: metadataEndpoints(env),
    interruptOnRebalance: settings.interruptOnRebalance,
    azureAcknowledge: settings.azureAckEvents,
    gcpNoticeMs: settings.gcpNoticeMs,
    clock,
    logger,
    onWarning: (warning) => {
      logger.warning(
        `${warning.source} ${warning.kind} (${warning.detail}): the VM is at higher risk of being reclaimed`,
      );
      writeWarningFile(warningFile, warning).catch((error: unknown) =>
        logger.warning(`could not write ${warningFile}: ${String(error)}`),
      );
    },
  });
  // Checked while the store opens and the restore runs: a workflow that
  // could not be restarted fails now, not after hours of training.
  const restartPlan = planRestart({
    enabled: settings.restart,
    env,
    token: settings.githubToken,
    inputs: dispatchInputs,
    clock,
    logger,
  });
  const runId = storeRunId(env);
  const store = await openStore(settings.storeUrl, 'store', { ...settings.storeOptions, logger });
  requireRetentionSupport(store, settings.retention, Input.retention);
  const resolved = await resolveRun(store, runId, settings.restartFrom, logger);
  const { identity } = resolved;
  await takeRunKey({
    store,
    identity,
    owner: {
      job: env.GITHUB_JOB ?? '?',
      runner: env.RUNNER_NAME ?? '?',
      since: new Date(clock.now()).toISOString(),
    },
    clock,
    logger,
  });
  if (settings.restartFrom) {
    const succession = await claimSuccession(
      store,
      identity.lineage,
      settings.restartFrom,
      env.GITHUB_RUN_ID ?? runId,
      { clock, logger },
    );
    if (!succession.ok) {
      throw new UserError(
        `run ${succession.successor} already continues lineage ${identity.lineage} after run ${settings.restartFrom}; this run is a second dispatch of the same restart and stops before training`,
      );
    }
  }
  let { earlier } = resolved;
  const continued = earlier.find((run) => run.runId === settings.restartFrom)?.manifest;
  if (typeof continued === 'object' && continued.state === 'running') {
    await awaitSeal({
      store,
      lineage: identity.lineage,
      runId: continued.runId,
      timeoutMs: settings.sealTimeoutMs,
      pollMs: 5000,
      clock,
      logger,
    });
    earlier = await readLineage(store, identity.lineage, identity.runId);
  }
  deps.setOutput(Output.attempt, String(identity.attempt));
  deps.setOutput(Output.lineage, identity.lineage);
  deps.setOutput(Output.runKey, identity.runId);
  if (identity.attempt > settings.maxRestarts + 1) {
    throw new UserError(
      `max-restarts: lineage ${identity.lineage} has been restarted ${identity.attempt - 1} times, more than the ${settings.maxRestarts} allowed; start a new run to train again`,
    );
  }
  logger.info(
    `attempt ${identity.attempt} of lineage ${identity.lineage}` +
      (settings.restartFrom ? `, continuing run ${settings.restartFrom}` : ', a new lineage') +
      `; outputs go to ${store.url}`,
  );

  if (restartPlan) await requireRestartReady(restartPlan, logger);

  const startedAt = clock.now();
  const sources: NoticeSource[] = [
    // A cancelled job gets SIGINT from the runner: a person's stop, not a reclaim.
    new SignalNoticeSource({ clock, graceMs: settings.signalNoticeMs, sigintIsUserStop: true }),
  ];
  // Only the attempts the drill names (DEFAULT_DRILL_ATTEMPTS): drilling every
  // restart again would run the lineage into max-restarts.
  if (settings.drill && identity.attempt <= settings.drill.attempts) {
    sources.push(new SimulatedNoticeSource({ spec: settings.drill, clock, startedAt }));
  }
  sources.push(cloud);

  // Alongside the attempt, never before it: housekeeping must not delay training.
  const tidying = abortAbandonedUploads({
    store,
    lineage: identity.lineage,
    runId: identity.runId,
    clock,
    logger,
  });
  const result = await runAttempt({
    identity,
    command: { kind: 'script', script: settings.script },
    cwd: settings.workingDirectory,
    env: runStepEnv(env),
    outputsDir: settings.outputsDir,
    restartDir: settings.restartDir,
    noticeFile: join(spotTrainTemp, 'notice.json'),
    warningFile,
    restoreToOutputs: settings.restoreToOutputs,
    store,
    earlierRuns: earlier,
    sources,
    timing: settings.timing,
    concurrency: settings.concurrency,
    retention: settings.retention,
    stepPattern: settings.stepPattern,
    clock,
    logger,
    onTrainerStart: deps.onTrainerStart,
  });

  deps.setOutput(Output.outcome, result.outcome);
  deps.setOutput(Output.exitCode, result.exit.code === null ? '' : String(result.exit.code));
  deps.setOutput(Output.restoredFrom, result.restore.fromRunId ?? '');
  deps.setOutput(Output.filesUploaded, String(result.sync.filesUploaded));
  deps.setOutput(Output.bytesUploaded, String(result.sync.bytesUploaded));
  deps.setOutput(Output.manifest, `${store.url.replace(/\/$/, '')}/${result.manifestKey}`);
  const restart = await restartAfter({
    result,
    plan: restartPlan,
    store,
    restartOnExitCodes: settings.restartOnExitCodes,
    maxRestarts: settings.maxRestarts,
    clock,
    logger,
  });
  deps.setOutput(Output.restartRunId, restartRunId(restart));
  await deps.writeSummary(trainSummary(result, store.url, restart));
  await tidying;

  if (result.outcome === 'interrupted') {
    throw new UserError(
      `training was interrupted (${result.notice?.source ?? 'unknown'} notice: ${result.notice?.reason ?? ''}); its progress is saved in ${store.url}`,
    );
  }
  if (result.outcome === 'failed') {
    const restartable =
      result.exit.code !== null && settings.restartOnExitCodes.has(result.exit.code);
    throw new UserError(
      `the training command failed with ${describeExit(result.exit)}` +
        (restartable ? ' (an exit code listed in restart-on-exit-codes)' : ''),
    );
  }
  return result;
}

async function requireDirectory(path: string): Promise<void> {
  const info = await stat(path).catch(() => undefined);
  if (!info?.isDirectory()) {
    throw new UserError(`working-directory: ${path} is not a directory of this checkout`);
  }
}
