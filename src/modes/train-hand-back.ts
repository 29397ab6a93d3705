import type { Clock } from '../base/clock.js';
import { describeError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import { formatDuration } from '../format/duration.js';
import { readRunRecord } from '../history/read-history.js';
import { msOf } from '../history/records.js';
import type { Notice, NoticeSource } from '../notice/notice.js';
import { handBackChoice, measuredStepTime, type HandBackState } from '../placement/hand-back.js';
import type { RunIdentity } from '../records/identity.js';
import type { Store } from '../store/store.js';
import type { Progress } from '../supervisor/progress.js';

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
  const startedAt = msOf(launch?.vmRunningAt);
  if (deadline === undefined || deadlineAt === undefined || startedAt === undefined) return;
  const figures = [deadline.restartMs, deadline.lostMs, deadline.handBackAfterMs];
  if (!figures.every((ms) => typeof ms === 'number' && Number.isFinite(ms) && ms >= 0)) return;
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
