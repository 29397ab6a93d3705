import { formatDuration } from '../base/duration.js';

/** Where the lineage stands against its deadline, as the history measured it. */
export interface DeadlineState {
  readonly now: number;
  readonly deadlineAt: number;
  /** The lineage's first run start: the uniform pace runs from here to the deadline. */
  readonly startedAt: number;
  /** From total-steps or the trainer's `step N/M`; undefined when neither gave it. */
  readonly totalSteps?: number;
  /** The newest step any attempt reached (0 before the first). */
  readonly doneSteps: number;
  /** Measured training time a step takes; undefined before any attempt measured it. */
  readonly msPerStep?: number;
  /**
   * The step time earlier lineages of the same training (the same total of
   * steps) measured in the store, which stands in until this lineage
   * measures its own: a scheduled retraining knows its pace from its first launch.
   */
  readonly peerMsPerStep?: number;
  /** What one more reclaim would cost: a restart plus the work done again. */
  readonly restartMs: number;
  readonly lostMs: number;
}

export interface MarketChoice {
  readonly market: 'spot' | 'on-demand';
  /**
   * With spot: until when to keep trying the spot rungs (every two
   * minutes) before the on-demand ones; undefined takes on-demand at once
   * when no spot rung has room.
   */
  readonly spotWaitUntil?: number;
  /** Whether on-demand rungs follow the spot ones whatever on-demand-fallback says. */
  readonly onDemandIfNoSpot: boolean;
  readonly why: string;
  /** Training time still to do, when the step rate is known. */
  readonly remainingMs?: number;
  /** Time left after that work and this launch's restart. */
  readonly slackMs?: number;
}

/**
 * A hosted job ends after six hours; a launch waiting longer for spot room
 * would be ended with it, so it waits five at most and then takes on-demand.
 */
export const MAX_SPOT_WAIT_MS = 5 * 3_600_000;

/**
 * Spot or on-demand for one launch, so that the deadline is kept at the
 * lowest cost. The anchor is "Can't Be Late" (Wu et al., NSDI 2024): its
 * safety net, and Uniform Progress's pace, shown to the user. Unlike the
 * paper's setting, an on-demand attempt here runs to the end of the
 * training, so each switch to on-demand buys all the work left. Taking it
 * whenever the lineage falls behind the pace (as Uniform Progress does)
 * cost 1 to 46 % more than the best fixed switch time on the paper's traces
 * (bench/results.md, placement), so the pace only informs: the launch
 * waits for spot room, ahead of the pace or behind it, until the slack
 * would not survive one more reclaim, and only then goes on-demand.
 *  - The safety net: once the slack (time left, less the training left and
 *    this launch's restart) would not survive one more reclaim (a restart
 *    and the work done again, as measured), only on-demand is safe.
 *  - Otherwise spot, and with no spot room, retrying it until that moment.
 *  - Without a total of steps the work left is unknown: spot, and
 *    on-demand at once if no spot rung has room.
 *  - Before this lineage measures a step time, earlier lineages of the
 *    same training give it; with none, the work left is unknown: spot, and
 *    on-demand at once if no spot rung has room, since no wait can be
 *    shown safe.
 */
export function chooseMarket(state: DeadlineState): MarketChoice {
  const { now, deadlineAt, totalSteps, doneSteps } = state;
  if (totalSteps === undefined) {
    return {
      market: 'spot',
      onDemandIfNoSpot: true,
      why: 'the total of steps is unknown (give total-steps, or have the trainer print step N/M), so the work left is unknown: spot, and on-demand at once if no spot rung has room',
    };
  }
  const stepsLeft = Math.max(0, totalSteps - doneSteps);
  const own = state.msPerStep !== undefined && state.msPerStep > 0;
  const msPerStep = own ? state.msPerStep : state.peerMsPerStep;
  if (msPerStep === undefined || !(msPerStep > 0)) {
    return {
      market: 'spot',
      onDemandIfNoSpot: true,
      why: `no step time measured yet (step ${doneSteps} of ${totalSteps}), so the work left is unknown: spot, and on-demand at once if no spot rung has room, which hands back to spot once it has timed the pace`,
    };
  }
  const remainingMs = stepsLeft * msPerStep;
  const perReclaimMs = state.restartMs + state.lostMs;
  const slackMs = deadlineAt - now - remainingMs - state.restartMs;
  const pace = own ? '' : ` at the step time earlier lineages of this training measured`;
  const figures = `${formatDuration(remainingMs)} of training left${pace} (step ${doneSteps} of ${totalSteps}), ${formatDuration(Math.max(0, deadlineAt - now))} to the deadline`;
  if (slackMs < perReclaimMs) {
    const why =
      slackMs < 0
        ? `${figures}: the deadline cannot be met even on-demand, which gets closest`
        : `${figures}: the slack of ${formatDuration(slackMs)} would not survive one more reclaim (about ${formatDuration(perReclaimMs)})`;
    return { market: 'on-demand', onDemandIfNoSpot: true, why, remainingMs, slackMs };
  }
  const spotWaitUntil = now + Math.min(slackMs - perReclaimMs, MAX_SPOT_WAIT_MS);
  return {
    market: 'spot',
    spotWaitUntil,
    onDemandIfNoSpot: true,
    why: `${figures}, ${paceOf(state, totalSteps)}: spot, waiting up to ${formatDuration(spotWaitUntil - now)} for spot room before on-demand, while the slack of ${formatDuration(slackMs)} survives a reclaim (about ${formatDuration(perReclaimMs)})`,
    remainingMs,
    slackMs,
  };
}

/** Where the lineage stands against the uniform pace from its start to the deadline. */
function paceOf(state: DeadlineState, totalSteps: number): string {
  const span = Math.max(1, state.deadlineAt - state.startedAt);
  const timeShare = Math.min(1, Math.max(0, (state.now - state.startedAt) / span));
  const doneShare = totalSteps > 0 ? Math.min(1, state.doneSteps / totalSteps) : 1;
  const where = doneShare >= timeShare ? 'ahead of' : 'behind';
  return `${percent(doneShare)} of the steps done, ${percent(timeShare)} of the time gone (${where} a uniform pace)`;
}

const percent = (share: number): string => `${(share * 100).toFixed(0)} %`;
