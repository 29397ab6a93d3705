import { formatDuration } from '../base/duration.js';

/**
 * What an on-demand attempt under a deadline knows when it asks whether to
 * hand the lineage back to spot: the deadline's figures its launch used,
 * and the pace it measures itself.
 */
export interface HandBackState {
  readonly now: number;
  readonly deadlineAt: number;
  /** The launch's total of steps, else the trainer's newest `step N/M`; undefined when neither. */
  readonly totalSteps?: number;
  /** The newest step the trainer printed in this attempt. */
  readonly doneSteps: number;
  /** The step time this attempt measured; undefined before two steps were timed. */
  readonly msPerStep?: number;
  /** One restart (save, dispatch, launch, restore) and the work a reclaim loses, as the launch measured them. */
  readonly restartMs: number;
  readonly lostMs: number;
  /** Not before then (handBackDelay from the VM's start). */
  readonly notBefore: number;
  /** Restarts max-restarts still allows after this attempt. */
  readonly restartsLeft: number;
}

export interface HandBackChoice {
  readonly handBack: boolean;
  /** What settled it, for a caller that logs a change of reason, not each step. */
  readonly ground:
    | 'max-restarts'
    | 'waiting'
    | 'unknown-total'
    | 'untimed'
    | 'little-left'
    | 'short-slack'
    | 'ahead';
  readonly why: string;
}

/**
 * Spot is worth a restart only with several restarts' worth of training
 * left: on-demand costs about three times the spot price (p3.2xlarge
 * $3.06 against $0.92), so a hand-back that lands on spot saves roughly
 * two thirds of the work left, and one that finds no room loses a restart.
 */
export const HAND_BACK_WORTH = 3;

/**
 * Whether an on-demand attempt under a deadline should save and hand the
 * lineage back to spot: the "back to spot when ahead" of Uniform Progress
 * (Wu et al., NSDI 2024), made safe for a lineage whose on-demand attempt
 * would otherwise run to the end. It hands back when
 *  - the attempt has timed its pace, and a later hand-back waited for
 *    spot room to come back (handBackDelay);
 *  - the slack, after the hand-back's own restart, still survives one
 *    more reclaim and a second restart: the next launch waits for spot
 *    only while the slack lasts and then goes on-demand again, so a
 *    hand-back that finds no spot room still meets the deadline;
 *  - the training left is worth a restart (HAND_BACK_WORTH restarts);
 *  - a restart would be left for a reclaim under max-restarts.
 * On on-demand the slack stays as it is while training runs at the measured
 * pace, so a lineage that is short of it now stays so: the launch's figures
 * settle it, not a race against time.
 */
export function handBackChoice(state: HandBackState): HandBackChoice {
  const { now, deadlineAt, totalSteps, doneSteps, restartMs, lostMs } = state;
  if (state.restartsLeft < 2) {
    return {
      handBack: false,
      ground: 'max-restarts',
      why: 'max-restarts leaves no restart for a reclaim after a hand-back',
    };
  }
  if (now < state.notBefore) {
    return {
      handBack: false,
      ground: 'waiting',
      why: `an earlier hand-back found spot short; asking again in ${formatDuration(state.notBefore - now)}`,
    };
  }
  if (totalSteps === undefined) {
    return { handBack: false, ground: 'unknown-total', why: 'the total of steps is unknown' };
  }
  if (state.msPerStep === undefined || !(state.msPerStep > 0)) {
    return { handBack: false, ground: 'untimed', why: 'no step time measured yet in this attempt' };
  }
  const remainingMs = Math.max(0, totalSteps - doneSteps) * state.msPerStep;
  const slackMs = deadlineAt - now - remainingMs - restartMs;
  const figures = `${formatDuration(remainingMs)} of training left (step ${doneSteps} of ${totalSteps}), ${formatDuration(Math.max(0, deadlineAt - now))} to the deadline`;
  if (remainingMs < HAND_BACK_WORTH * restartMs) {
    return {
      handBack: false,
      ground: 'little-left',
      why: `${figures}: too little left to be worth a restart (${formatDuration(restartMs)})`,
    };
  }
  const neededMs = restartMs + lostMs + restartMs;
  if (slackMs < neededMs) {
    return {
      handBack: false,
      ground: 'short-slack',
      why: `${figures}: after a hand-back the slack of ${formatDuration(Math.max(0, slackMs))} would not survive a reclaim and a return to on-demand (about ${formatDuration(neededMs)})`,
    };
  }
  return {
    handBack: true,
    ground: 'ahead',
    why: `${figures}: the slack of ${formatDuration(slackMs)} after a restart survives a reclaim and a return to on-demand (about ${formatDuration(neededMs)}), so the lineage goes back to spot`,
  };
}

/**
 * How long after an on-demand launch under a deadline to wait before a
 * hand-back. The first comes as soon as the pace is known: most such
 * launches went on-demand for want of a step time, and a hand-back that
 * finds no spot room costs little money, since the next launch waits for
 * spot on the hosted runner and goes on-demand only at the safety net.
 * Each later one waits the reclaim cool-down (capacity lost came back
 * within an hour in most of the traces' losses), doubled for each
 * hand-back before it, since that one found spot still short.
 */
export function handBackDelay(cooldownMs: number, earlierHandBacks: number): number {
  if (earlierHandBacks <= 0) return 0;
  return cooldownMs * 2 ** Math.min(earlierHandBacks - 1, 10);
}

/** A step time from the first steps of an attempt overstates it (warm-up): measured over this much. */
export const MIN_TIMED_STEPS = 10;
export const MIN_TIMED_MS = 10 * 60_000;

/**
 * The attempt's step time from its first step printed to its newest, once
 * it spans MIN_TIMED_STEPS steps or MIN_TIMED_MS; undefined before.
 */
export function measuredStepTime(
  first: { readonly step: number; readonly at: number },
  last: { readonly step: number; readonly at: number },
): number | undefined {
  const steps = last.step - first.step;
  const ms = last.at - first.at;
  if (steps <= 0 || ms <= 0) return undefined;
  if (steps < MIN_TIMED_STEPS && ms < MIN_TIMED_MS) return undefined;
  return ms / steps;
}
