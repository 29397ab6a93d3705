import type { Clock } from '../base/clock.js';
import { describeError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import { formatDuration } from '../base/duration.js';
import { readRunRecord } from '../history/read-history.js';
import { msOf } from '../history/records.js';
import type { Notice, NoticeSource } from '../notice/notice.js';
import { handBackChoice, measuredStepTime, type HandBackState } from './hand-back.js';
import type { RunIdentity } from '../records/identity.js';
import type { Store } from '../store/store.js';
import type { Progress } from '../supervisor/progress.js';
import type { HistoryRecords } from '../history/records.js';

/** An on-demand attempt's watch on its own pace, which hands the lineage back to spot when ahead. */
export interface HandBackWatch {
  readonly source: NoticeSource;
  readonly onStep: (progress: Progress, at: number) => void;
}

/**
 * The trainer's time to save at a hand-back. No machine is going away, so
 * it is as long as a large checkpoint could want, not a cloud's notice.
 */
const HAND_BACK_SAVE_MS = 10 * 60_000;

/** A decline is logged when its reason changes, or this often: the steps come fast. */
const LOG_EVERY_MS = 30 * 60_000;

/**
 * The hand-back watch for this run, when its launch went on-demand under a
 * deadline that allowed spot (the launch record says so, with the
 * deadline's figures); undefined otherwise, and when the record cannot be
 * read: staying on-demand is always safe for the deadline.
 */
export async function handBackWatch(params: {
  readonly store: Store;
  readonly identity: RunIdentity;
  readonly maxRestarts: number;
  readonly clock: Clock;
  readonly logger: Logger;
}): Promise<HandBackWatch | undefined> {
  const { store, identity, logger } = params;
  let launch;
  try {
    launch = await readRunRecord(store, identity.lineage, identity.runId, 'launch');
  } catch (error) {
    logger.warning(
      `could not read this run's launch record (${describeError(error)}); an on-demand attempt stays on-demand`,
    );
    return undefined;
  }
  const deadline = launch?.market === 'on-demand' ? launch.deadline : undefined;
  const deadlineAt = msOf(deadline?.at);
  const recordedStart = msOf(launch?.vmRunningAt);
  if (deadline === undefined || deadlineAt === undefined || recordedStart === undefined) return;
  const now = params.clock.now();
  const absurd = absurdFigure(deadline, deadlineAt, now);
  if (absurd) {
    logger.warning(
      `this run's launch record holds ${absurd}; an on-demand attempt stays on-demand`,
    );
    return;
  }
  const startedAt = onThisClock(recordedStart, now, logger);
  const notBefore = startedAt + deadline.handBackAfterMs;
  const from =
    deadline.handBackAfterMs > 0
      ? `from ${new Date(notBefore).toISOString()} (${formatDuration(deadline.handBackAfterMs)} after the VM started)`
      : 'once it has timed its pace';
  logger.info(
    `on-demand under a deadline: ${from}, this attempt hands the lineage back to spot if the slack allows`,
  );
  return new PaceWatch(params, {
    deadlineAt,
    ...(typeof deadline.totalSteps === 'number' ? { totalSteps: deadline.totalSteps } : {}),
    restartMs: deadline.restartMs,
    lostMs: deadline.lostMs,
    notBefore,
    restartsLeft: params.maxRestarts - identity.attempt + 1,
  });
}

/** Figures a launch could have computed: a year at most, as the deadline input allows. */
const LONGEST_MS = 365 * 86_400_000;

type LaunchDeadline = NonNullable<NonNullable<HistoryRecords['launch']>['deadline']>;

/** The first figure of the record no launch could have written, named; undefined when all are sane. */
function absurdFigure(
  deadline: LaunchDeadline,
  deadlineAt: number,
  now: number,
): string | undefined {
  const durations = {
    restartMs: deadline.restartMs,
    lostMs: deadline.lostMs,
    handBackAfterMs: deadline.handBackAfterMs,
  };
  for (const [name, ms] of Object.entries(durations)) {
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0 || ms > LONGEST_MS)
      return `${name} ${String(ms)}, not a duration of a year or less`;
  }
  const steps: unknown = deadline.totalSteps;
  if (
    steps !== undefined &&
    (typeof steps !== 'number' || !Number.isSafeInteger(steps) || steps < 1)
  )
    return `totalSteps ${JSON.stringify(steps)}, not a whole number of steps`;
  if (Math.abs(deadlineAt - now) > LONGEST_MS)
    return `a deadline of ${new Date(deadlineAt).toISOString()}, over a year from now`;
  return undefined;
}

/**
 * The VM's start as this VM's clock reads it. The record was written by the
 * hosted runner; a start in this clock's future means the two clocks
 * disagree, and waiting for it would keep the watch silent for as long.
 */
function onThisClock(startedAt: number, now: number, logger: Logger): number {
  if (startedAt <= now) return startedAt;
  logger.warning(
    `the launch record says the VM started at ${new Date(startedAt).toISOString()}, ${formatDuration(startedAt - now)} after this VM's clock reads now: the runner's clock and this VM's disagree, so the VM's start is taken as now`,
  );
  return now;
}

type Fixed = Omit<HandBackState, 'now' | 'doneSteps' | 'msPerStep'>;

/** Times the attempt's steps and asks the placement module at each new one. */
class PaceWatch implements HandBackWatch {
  private first: { step: number; at: number } | undefined;
  private logged = { ground: '', at: -Infinity };
  private decided: ((notice: Notice) => void) | undefined;
  private handedBack = false;
  readonly source: NoticeSource;

  constructor(
    private readonly params: { readonly logger: Logger },
    private readonly fixed: Fixed,
  ) {
    const decision = new Promise<Notice>((resolve) => (this.decided = resolve));
    this.source = { kind: 'hand-back', watch: () => decision };
  }

  readonly onStep = (progress: Progress, at: number): void => {
    const step = progress.lastStep;
    if (step === undefined || this.handedBack || at < this.fixed.notBefore) {
      if (step !== undefined) this.first ??= { step, at };
      return;
    }
    this.first ??= { step, at };
    const totalSteps = this.fixed.totalSteps ?? progress.totalSteps;
    const msPerStep = measuredStepTime(this.first, { step, at });
    const choice = handBackChoice({
      ...this.fixed,
      now: at,
      ...(totalSteps === undefined ? {} : { totalSteps }),
      doneSteps: step,
      ...(msPerStep === undefined ? {} : { msPerStep }),
    });
    if (!choice.handBack) return this.decline(at, choice.ground, choice.why);
    this.handedBack = true;
    this.params.logger.info(`handing the lineage back to spot: ${choice.why}`);
    this.decided?.({
      source: 'hand-back',
      reason: choice.why,
      receivedAt: at,
      deadline: at + HAND_BACK_SAVE_MS,
    });
  };

  private decline(at: number, ground: string, why: string): void {
    if (ground === this.logged.ground && at - this.logged.at < LOG_EVERY_MS) return;
    this.logged = { ground, at };
    this.params.logger.info(`staying on-demand for now: ${why}`);
  }
}
