import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { dispatchInputsFromEvent } from '../action/event.js';
import { Output } from '../action/outputs.js';
import { storeRunId } from '../action/run-key.js';
import { UserError } from '../base/errors.js';
import { resumeMarkdown } from '../report/resume-summary.js';
import { trainSummary } from '../report/summary.js';
import { restartRunId } from '../restart/restart-once.js';
import { Input } from '../settings/input-names.js';
import { readTrainSettings, type TrainSettings } from '../settings/train.js';
import { abortAbandonedUploads } from '../checkpoints/abandoned-uploads.js';
import { openStore } from '../store/open-store.js';
import { requireRetentionSupport } from '../checkpoints/run-retention.js';
import { runAttempt, type AttemptResult } from '../supervisor/attempt.js';
import type { RunIdentity } from '../records/identity.js';
import type { NoticeSource } from '../notice/notice.js';
import type { Store } from '../store/store.js';
import type { ModeDeps } from './mode-deps.js';
import { runStepEnv } from './step-env.js';
import { trainAdvice, type TrainAdvice } from './train-advice.js';
import { trainCache, type TrainCache } from './train-cache.js';
import { TrainHistory } from '../history/train-history.js';
import { joinGang, type GangLink } from './train-gang.js';
import { joinLineage } from '../restart/join-lineage.js';
import { failUnlessCompleted, setAttemptOutputs } from './train-outcome.js';
import {
  planRestart,
  requireRestartReady,
  restartAfter,
  type RestartPlan,
} from './train-restart.js';
import { noticeSources, watchCloud } from './train-sources.js';

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
  const stepStartedAt = clock.now();
  const workspace = env.GITHUB_WORKSPACE ?? process.cwd();
  const dispatchInputs = await dispatchInputsFromEvent(env.GITHUB_EVENT_PATH);
  const settings = readTrainSettings(deps.getInput, workspace, dispatchInputs._restart);
  await requireDirectory(settings.workingDirectory);
  const temp = join(env.RUNNER_TEMP ?? settings.workingDirectory, 'spot-train');
  const warningFile = join(temp, 'warning.json');
  const cloud = watchCloud(settings, env, warningFile, clock, logger);
  // Checked while the store opens and the restore runs: a workflow that
  // could not be restarted fails now, not after hours of training.
  const { restart: enabled, githubToken: token } = settings;
  const restartPlan = planRestart({ enabled, env, token, inputs: dispatchInputs, clock, logger });
  const { store, identity } = await enterLineage(settings, deps);
  const history = new TrainHistory({ store, identity, stepStartedAt, clock, logger });
  history.readGitHubTimes(env, settings.githubToken);
  // Read while the gang forms and the caches are looked at; awaited before the trainer starts.
  const advising = trainAdvice(store, identity, logger);
  const gang = await joinGang({ gang: settings.gang, identity, store, clock, logger });
  const saves = (identity.node?.index ?? 0) === 0;
  const cache = await trainCache({ temp, env, clock, logger, saves });
  let result: AttemptResult;
  try {
    if (restartPlan) await requireRestartReady(restartPlan, logger);
    const joined = { settings, store, identity, gang, restartPlan, history };
    const advice = await advising;
    result = await attemptAndRestart(deps, joined, { temp, warningFile, cloud, cache, advice });
  } catch (error) {
    cache.cancel('the train step failed');
    await gang.close(error);
    throw error;
  }
  await gang.close();
  failUnlessCompleted(result, settings, store.url);
  return result;
}

/** One attempt in the lineage (and the gang), then the restart it calls for, and the summary. */
async function attemptAndRestart(
  deps: TrainModeDeps,
  joined: {
    readonly settings: TrainSettings;
    readonly store: Store;
    readonly identity: RunIdentity;
    readonly gang: GangLink;
    readonly restartPlan: RestartPlan | undefined;
    readonly history: TrainHistory;
  },
  local: {
    readonly temp: string;
    readonly warningFile: string;
    readonly cloud: NoticeSource;
    readonly cache: TrainCache;
    readonly advice: TrainAdvice;
  },
): Promise<AttemptResult> {
  const { env, logger, clock } = deps;
  const { settings, store, identity, gang, history } = joined;
  // Alongside the attempt, never before it: housekeeping must not delay training.
  const tidying = abortAbandonedUploads({ store, ...identity, clock, logger });
  const result = await runAttempt({
    ...fromSettings(settings),
    identity,
    // The step's own environment wins over the advice: a user who set the interval keeps it.
    env: { ...local.advice.env, ...runStepEnv(env), ...gang.env },
    noticeFile: join(local.temp, 'notice.json'),
    warningFile: local.warningFile,
    store,
    sources: [...noticeSources(settings, identity.attempt, local.cloud, clock), ...gang.sources],
    onNotice: (notice) => {
      // The cache save stops first: the flush after a notice has the machine to itself.
      local.cache.onNotice();
      history.noticed(notice);
      gang.noticed(notice);
    },
    milestones: {
      ...history.milestones,
      firstStep: (step, at) => {
        local.cache.onFirstStep();
        history.milestones.firstStep?.(step, at);
      },
    },
    // Node 0's torchrun agent serves the c10d store the others still need while they save.
    hostsRendezvous: (identity.node?.index ?? 0) === 0,
    clock,
    logger,
    onTrainerStart: deps.onTrainerStart,
  });
  history.ended(result);
  setAttemptOutputs(deps, result, store.url);
  const restart = await restartAfter({
    result,
    plan: joined.restartPlan,
    store,
    restartOnExitCodes: settings.restartOnExitCodes,
    maxRestarts: settings.maxRestarts,
    clock,
    logger,
  });
  deps.setOutput(Output.restartRunId, restartRunId(restart));
  // After the restart is dispatched: waiting for the gang's last node must
  // never cost the dispatch its place before the deadline.
  const gangSeal = await gang.leave(result);
  const resume = resumeMarkdown(await history.timelines(result));
  const summary = `${trainSummary(result, store.url, restart, gangSeal)}\n${local.advice.lines.join('\n')}\n`;
  const cacheSection = await local.cache.summary(result.outcome);
  await deps.writeSummary((resume === '' ? summary : `${summary}\n${resume}`) + cacheSection);
  await tidying;
  return result;
}

/** What the attempt takes from the inputs as they are. */
function fromSettings(settings: TrainSettings) {
  return {
    command: { kind: 'script', script: settings.script } as const,
    cwd: settings.workingDirectory,
    outputsDir: settings.outputsDir,
    restartDir: settings.restartDir,
    restoreToOutputs: settings.restoreToOutputs,
    timing: settings.timing,
    concurrency: settings.concurrency,
    retention: settings.retention,
    stepPattern: settings.stepPattern,
  };
}

/** Opens the store and takes this run's place in its lineage, with the outputs that say which. */
async function enterLineage(settings: TrainSettings, deps: TrainModeDeps) {
  const { env, logger, clock } = deps;
  const store = await openStore(settings.storeUrl, 'store', { ...settings.storeOptions, logger });
  requireRetentionSupport(store, settings.retention, Input.retention);
  const runKey = storeRunId(env);
  const { identity } = await joinLineage({ store, runKey, settings, env, clock, logger });
  deps.setOutput(Output.attempt, String(identity.attempt));
  deps.setOutput(Output.lineage, identity.lineage);
  deps.setOutput(Output.runKey, identity.runId);
  logger.info(
    `attempt ${identity.attempt} of lineage ${identity.lineage}` +
      (settings.restartFrom ? `, continuing run ${settings.restartFrom}` : ', a new lineage') +
      `; outputs go to ${store.url}`,
  );
  return { store, identity };
}

async function requireDirectory(path: string): Promise<void> {
  const info = await stat(path).catch(() => undefined);
  if (!info?.isDirectory()) {
    throw new UserError(`working-directory: ${path} is not a directory of this checkout`);
  }
}
