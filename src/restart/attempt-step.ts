import type { Clock } from '../base/clock.js';
import type { Logger } from '../base/log.js';
import { abortAbandonedUploads } from '../checkpoints/abandoned-uploads.js';
import type { TrainHistory } from '../history/train-history.js';
import type { Notice, NoticeSource } from '../notice/notice.js';
import type { SimulatedSpec } from '../notice/simulated-spec.js';
import { decideAfterAttempt, type RestartDecision } from './decide.js';
import { restartIfDue, type Restarter } from './if-due.js';
import type { RestartReport } from './once.js';
import { runAttempt } from '../supervisor/attempt.js';
import type {
  AttemptParams,
  AttemptResult,
  AttemptSettings,
  SupervisorSettings,
} from '../supervisor/attempt-types.js';
import type { Progress } from '../supervisor/progress.js';
import { attemptSources } from './attempt-sources.js';

/** An attempt that has ended, as its restarter sees it. */
export interface EndedAttempt {
  readonly result: AttemptResult;
  readonly history: TrainHistory;
  /** The housekeeping begun with the attempt; a next attempt on this machine waits for it. */
  readonly tidied: Promise<void>;
}

/** What the entry running the chain brings: its own sources, listeners and way to restart. */
export interface ChainProviders {
  /** Sources beyond the signals and the drill: the cloud's metadata, the gang's other nodes. */
  readonly sources?: readonly NoticeSource[];
  /** Told the notice the attempt acts on, as it acts (the gang's other nodes, the cache save). */
  readonly onNotice?: (notice: Notice) => void;
  /** The trainer printed its first step. */
  readonly onFirstStep?: (step: number, at: number) => void;
  /** The trainer printed a new step. */
  readonly onStep?: (progress: Progress, at: number) => void;
  /** The trainer printed that it resumed. */
  readonly onResumeSaid?: (at: number) => void;
  /** The attempt ended, before anything is done about a restart (the step's outputs). */
  readonly onEnded?: (result: AttemptResult) => void;
  /** How the lineage goes on, or why this run starts no restart. */
  readonly restarter: (ended: EndedAttempt) => Restarter | string;
}

export interface AttemptStepParams {
  /** The attempt as the supervisor runs it; its sources, listeners and milestones come from the chain. */
  readonly attempt: Omit<
    AttemptParams,
    'sources' | 'onNotice' | 'milestones' | 'clock' | 'logger' | keyof SupervisorSettings
  >;
  /** The attempt's settings, whole: the supervisor's part and the verdict's. */
  readonly settings: AttemptSettings;
  readonly drill: SimulatedSpec | undefined;
  /** How long a SIGTERM leaves the trainer to save. */
  readonly signalGraceMs: number;
  /** SIGTERM stops the lineage as SIGINT does, instead of counting as a notice that restarts it. */
  readonly sigtermIsUserStop: boolean;
  /** The run's history, begun by the entry when the step began. */
  readonly history: TrainHistory;
  readonly clock: Clock;
  readonly logger: Logger;
}

export interface AttemptStep extends EndedAttempt {
  readonly verdict: RestartDecision;
  readonly restart: RestartReport;
}

/**
 * One link of a lineage's chain, as the train mode and `spot-train run`
 * both run it: housekeeping alongside, the run's history, the notice
 * sources, the attempt, the verdict on it, and the restart it calls for.
 */
export async function runAttemptStep(
  params: AttemptStepParams,
  providers: ChainProviders,
): Promise<AttemptStep> {
  const { attempt, history, clock, logger } = params;
  const { identity, store } = attempt;
  // Alongside the attempt, never before it: housekeeping must not delay training.
  const tidied = abortAbandonedUploads({ store, ...identity, clock, logger });
  const result = await runAttempt({
    ...params.settings,
    ...attempt,
    sources: attemptSources({
      attempt: identity.attempt,
      signalGraceMs: params.signalGraceMs,
      sigtermIsUserStop: params.sigtermIsUserStop,
      drill: params.drill,
      more: providers.sources ?? [],
      clock,
    }),
    onNotice: (notice) => {
      providers.onNotice?.(notice);
      history.noticed(notice);
    },
    milestones: {
      ...history.milestones,
      firstStep: (step, at) => {
        providers.onFirstStep?.(step, at);
        history.milestones.firstStep?.(step, at);
      },
      ...(providers.onStep ? { step: providers.onStep } : {}),
      ...(providers.onResumeSaid ? { resumeSaid: providers.onResumeSaid } : {}),
    },
    clock,
    logger,
  });
  history.ended(result);
  providers.onEnded?.(result);
  const ended = { result, history, tidied };
  const verdict = decideAfterAttempt(
    result,
    params.settings.restartOnExitCodes,
    params.settings.maxRestarts,
  );
  const restart = await restartIfDue(verdict, providers.restarter(ended));
  return { ...ended, verdict, restart };
}
