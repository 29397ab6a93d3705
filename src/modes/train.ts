import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock } from '../clock.js';
import { UserError } from '../errors.js';
import { readTrainSettings, type InputReader } from '../inputs.js';
import type { Logger } from '../log.js';
import type { NoticeSource } from '../notice/notice.js';
import { SignalNoticeSource } from '../notice/signals.js';
import { SimulatedNoticeSource } from '../notice/simulated.js';
import { cloudNoticeSource } from '../notice/cloud-sources.js';
import { metadataEndpoints } from '../notice/endpoints.js';
import { writeWarningFile } from '../supervisor/notice-file.js';
import { trainSummary } from '../report/summary.js';
import { openStore } from '../store/open-store.js';
import { resolveRun } from '../store/run-identity.js';
import { runAttempt, describeExit, type AttemptResult } from '../supervisor/attempt.js';
import { Output } from '../action/outputs.js';
import { restartFromEvent } from '../action/event.js';

export interface TrainModeDeps {
  readonly getInput: InputReader;
  readonly env: NodeJS.ProcessEnv;
  readonly logger: Logger;
  readonly clock: Clock;
  readonly setOutput: (name: string, value: string) => void;
  readonly writeSummary: (markdown: string) => Promise<void>;
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
  const settings = readTrainSettings(
    deps.getInput,
    workspace,
    await restartFromEvent(env.GITHUB_EVENT_PATH),
  );
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
  const runId = storeRunId(env);
  const store = await openStore(settings.storeUrl, 'store', settings.storeOptions);
  const { identity, earlier } = await resolveRun(store, runId, settings.restartFrom, logger);
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

  const startedAt = clock.now();
  const sources: NoticeSource[] = [
    // A cancelled job gets SIGINT from the runner: a person's stop, not a reclaim.
    new SignalNoticeSource({ clock, graceMs: settings.signalNoticeMs, sigintIsUserStop: true }),
  ];
  // A drill interrupts the first attempt only, unless it says `attempts:N`:
  // otherwise every restart would be drilled again until max-restarts.
  if (settings.drill && identity.attempt <= (settings.drill.attempts ?? 1)) {
    sources.push(new SimulatedNoticeSource({ spec: settings.drill, clock, startedAt }));
  }
  sources.push(cloud);

  const result = await runAttempt({
    identity,
    command: { kind: 'script', script: settings.script },
    cwd: settings.workingDirectory,
    env,
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
  await deps.writeSummary(trainSummary(result, store.url));

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

async function requireDirectory(path: string): Promise<void> {
  const info = await stat(path).catch(() => undefined);
  if (!info?.isDirectory()) {
    throw new UserError(`working-directory: ${path} is not a directory of this checkout`);
  }
}
