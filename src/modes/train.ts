import { join } from 'node:path';
import { Output } from '../action/outputs.js';
import { runAttemptStep, type AttemptStep, type ChainProviders } from '../restart/attempt-step.js';
import { runApi, type GitHubApi } from '../github/github-api.js';
import { TrainHistory } from '../history/train-history.js';
import type { NoticeSource } from '../notice/notice.js';
import type { RunIdentity } from '../records/identity.js';
import { resumeMarkdown } from '../report/resume-summary.js';
import { trainSummary } from '../report/summary.js';
import { membershipMarkdown } from '../report/gang-membership.js';
import { warnIfLineageEnds } from '../restart/if-due.js';
import { restartRunId } from '../restart/once.js';
import {
  dispatchingRestarter,
  planRestart,
  requireRestartReady,
  type RestartPlan,
} from '../restart/plan.js';
import type { TrainSettings } from '../settings/train.js';
import type { Store } from '../store/store.js';
import type { AttemptResult } from '../supervisor/attempt-types.js';
import type { ModeDeps } from './mode-deps.js';
import { runStepEnv } from './step-env.js';
import { trainAdvice, type TrainAdvice } from './train-advice.js';
import { trainCache, type TrainCache } from './train-cache.js';
import { joinGang, type GangLink } from './train-gang.js';
import { enterLineage } from './train-lineage.js';
import type { LineageRun } from '../records/lineage.js';
import { handBackWatch, type HandBackWatch } from '../placement/hand-back-watch.js';
import type { MembershipLog } from '../notice/gang/membership-log.js';
import { failUnlessCompleted, setAttemptOutputs } from './train-outcome.js';
import { watchCloud, WarningRelay } from './train-sources.js';
import { trainCheck, within } from './lineage-check.js';

export interface TrainModeDeps extends ModeDeps {
  readonly onTrainerStart: (pgid: number) => void;
}

/**
 * Mode `train`: one attempt of the lineage on this runner. Throws (failing
 * the step) when training did not complete, so later steps never run on a
 * half-trained model; the outputs say why.
 */
export async function trainMode(
  settings: TrainSettings,
  deps: TrainModeDeps,
): Promise<AttemptResult | undefined> {
  const { context, logger, clock } = deps;
  const stepStartedAt = clock.now();
  const temp = join(context.runnerTemp ?? settings.workingDirectory, 'spot-train');
  const warningFile = join(temp, 'warning.json');
  const warnings = new WarningRelay();
  const cloud = watchCloud(settings, warningFile, clock, logger, warnings.hear);
  // Checked while the store opens and the restore runs: a workflow that
  // could not be restarted fails now, not after hours of training.
  const api = settings.githubToken === '' ? undefined : runApi(deps, settings.githubToken);
  const restartPlan = restartPlanOf(settings, deps, api);
  const entered = await enterLineage(settings, deps);
  if ('unneeded' in entered) return notNeeded(entered.unneeded, deps);
  const { store, identity } = entered;
  const history = new TrainHistory({ store, identity, stepStartedAt, clock, logger });
  history.readGitHubTimes(api, context);
  // Read while the gang forms and the caches are looked at; awaited before the trainer starts.
  const advising = trainAdvice(store, identity, logger);
  // A hand-back needs the dispatch of its restart: without one the lineage would wait for finalize.
  const watchingPace = restartPlan
    ? watchPace(settings, store, identity, deps)
    : Promise.resolve(undefined);
  const gang = await joinGang({
    gang: settings.gang,
    identity,
    store,
    dispatcher: restartPlan?.dispatcher ?? 'restarts are off for this run',
    history,
    ...(entered.replaces === undefined ? {} : { replaces: entered.replaces }),
    clock,
    logger,
  });
  warnings.to((detail) => gang.atRisk(detail));
  history.leavesGangWhen(() => gang.left() !== undefined);
  const saves = (identity.node?.index ?? 0) === 0;
  const cache = await trainCache({ temp, env: deps.env, clock, logger, saves });
  let result: AttemptResult;
  try {
    if (restartPlan) await requireRestartReady(restartPlan, logger);
    const { restoreFrom } = entered;
    const joined = { settings, store, identity, restoreFrom, gang, restartPlan, history, api };
    const [advice, handBack] = await Promise.all([advising, watchingPace]);
    const local = { temp, warningFile, cloud, cache, advice, handBack };
    result = await attemptAndRestart(deps, joined, local);
  } catch (error) {
    cache.cancel('the train step failed');
    await gang.close(error);
    throw error;
  }
  await gang.close();
  failUnlessCompleted(result, settings, store.url);
  return result;
}

function restartPlanOf(
  settings: TrainSettings,
  deps: TrainModeDeps,
  api: ReturnType<typeof runApi> | undefined,
): RestartPlan | undefined {
  const { context, clock, logger } = deps;
  return planRestart({
    enabled: settings.restart,
    workflowRef: context.workflowRef,
    api,
    inputs: context.eventInputs,
    clock,
    logger,
  });
}

/** The pace watch of a hand-back, and an elastic gang's log of when this node trained again after a change. */
function stepListeners(
  handBack: HandBackWatch | undefined,
  membership: MembershipLog | undefined,
): Pick<ChainProviders, 'onStep' | 'onResumeSaid'> {
  return {
    ...(handBack ? { onStep: handBack.onStep } : {}),
    ...(membership ? { onResumeSaid: (at: number) => membership.resumeSaid(at) } : {}),
  };
}

/** A replacement that came after its gang ended or stopped: it trains nothing, and its job is not a failure. */
async function notNeeded(why: string, deps: TrainModeDeps): Promise<undefined> {
  deps.logger.notice(`nothing to do: ${why}`);
  await deps.writeSummary(`## spot-train: replacement not needed\n\n${why}.\n`);
  return undefined;
}

/** This run's place: its lineage, its store, its gang, how it restarts, its history. */
interface Joined {
  readonly settings: TrainSettings;
  readonly store: Store;
  readonly identity: RunIdentity;
  /** A replacement's: the gang's run so far, then the runs before it. */
  readonly restoreFrom: (() => AsyncIterable<LineageRun>) | undefined;
  readonly gang: GangLink;
  readonly restartPlan: RestartPlan | undefined;
  readonly history: TrainHistory;
  /** GitHub with the step's token; undefined without one. */
  readonly api: GitHubApi | undefined;
}

/** What this VM brings to the attempt: its files, the cloud's notices, the caches, the advice. */
interface OnThisVm {
  readonly temp: string;
  readonly warningFile: string;
  readonly cloud: NoticeSource;
  readonly cache: TrainCache;
  readonly advice: TrainAdvice;
  /** An on-demand attempt under a deadline: its watch for the moment to go back to spot. */
  readonly handBack: HandBackWatch | undefined;
}

/** One attempt in the lineage (and the gang), then the restart it calls for, and the summary. */
async function attemptAndRestart(
  deps: TrainModeDeps,
  joined: Joined,
  local: OnThisVm,
): Promise<AttemptResult> {
  const { logger } = deps;
  const { store, gang } = joined;
  const check = trainCheck(joined.settings.checkName, joined, deps);
  void check?.publish({ phase: { kind: 'training' } });
  const step = await runTrainAttempt(deps, joined, local);
  const { result } = step;
  warnIfLineageEnds(step.verdict, logger);
  deps.setOutput(Output.restartRunId, restartRunId(step.restart));
  // After the restart is dispatched: waiting for the gang's last node must
  // never cost the dispatch its place before the deadline.
  const gangSeal = await gang.leave(result);
  const resume = resumeMarkdown(await step.history.timelines(result));
  const { verdict, restart } = step;
  const checked = check?.publish({ phase: { kind: 'ended', verdict, restart, lastChance: false } });
  const summary = `${trainSummary(result, store.url, step.restart, gangSeal)}\n${local.advice.lines.join('\n')}\n`;
  const cacheSection = await local.cache.summary(result.outcome);
  const members = membershipMarkdown(gang.membership, deps.clock.now());
  await deps.writeSummary(
    [summary, resume, members].filter((part) => part !== '').join('\n') + cacheSection,
  );
  if (checked) await within(result.notice ? NOTICE_CHECK_MS : CHECK_MS, deps.clock, checked);
  await step.tidied;
  return result;
}

/** How long the end of a step waits for the lineage's check: a few tries, a little longer than a rate limit is waited out. */
const CHECK_MS = 30_000;
/** After a notice the VM is going; finalize updates the check after it anyway. */
const NOTICE_CHECK_MS = 5_000;

/** The post step learns the trainer's group; a replacement tells the node it replaces once its agent waits. */
function trainerStarted(deps: TrainModeDeps, gang: GangLink): (pgid: number) => void {
  return (pgid) => {
    deps.onTrainerStart(pgid);
    gang.trainerStarted(pgid);
  };
}

/** The attempt as a link of the lineage's chain, with this VM's sources and GitHub's restart. */
function runTrainAttempt(
  deps: TrainModeDeps,
  joined: Joined,
  local: OnThisVm,
): Promise<AttemptStep> {
  const { env, clock, logger } = deps;
  const { settings, store, identity, gang } = joined;
  return runAttemptStep(
    {
      attempt: {
        identity,
        command: { kind: 'script', script: settings.script },
        cwd: settings.workingDirectory,
        // The step's own environment wins over the advice: a user who set the interval keeps it.
        env: { ...local.advice.env, ...runStepEnv(env), ...gang.env },
        outputsDir: settings.outputsDir,
        restartDir: settings.restartDir,
        noticeFile: join(local.temp, 'notice.json'),
        warningFile: local.warningFile,
        store,
        ...(joined.restoreFrom ? { restoreFrom: joined.restoreFrom } : {}),
        // Node 0's torchrun agent serves the c10d store the others still need while they save.
        hostsRendezvous: (identity.node?.index ?? 0) === 0,
        leavesGang: () => gang.left() !== undefined,
        onTrainerStart: trainerStarted(deps, gang),
      },
      drill: settings.drill,
      signalGraceMs: settings.signalNoticeMs,
      // On a VM SIGTERM may be the only notice there is.
      sigtermIsUserStop: false,
      settings: settings.attempt,
      history: joined.history,
      clock,
      logger,
    },
    {
      sources: [local.cloud, ...gang.sources, ...(local.handBack ? [local.handBack.source] : [])],
      onNotice: (notice) => {
        // The cache save stops first: the flush after a notice has the machine to itself.
        local.cache.onNotice();
        gang.noticed(notice);
      },
      onFirstStep: () => local.cache.onFirstStep(),
      ...stepListeners(local.handBack, gang.membership),
      onEnded: (result) => setAttemptOutputs(deps, result, store.url),
      restarter: (ended) =>
        gang.left() === undefined
          ? dispatchingRestarter(joined.restartPlan, {
              store,
              identity,
              ...(ended.result.notice ? { notice: ended.result.notice } : {}),
              clock,
              logger,
            })
          : 'this node left the elastic gang, which trains on without it; the gang restarts as a whole only if it must',
    },
  );
}

/**
 * The pace watch of an on-demand attempt under a deadline, on the node that
 * saves: its hand-back reaches the gang's other nodes as any notice does.
 */
function watchPace(
  settings: TrainSettings,
  store: Store,
  identity: RunIdentity,
  deps: TrainModeDeps,
): Promise<HandBackWatch | undefined> {
  if ((identity.node?.index ?? 0) !== 0) return Promise.resolve(undefined);
  return handBackWatch({
    store,
    identity,
    maxRestarts: settings.attempt.maxRestarts,
    clock: deps.clock,
    logger: deps.logger,
  });
}
