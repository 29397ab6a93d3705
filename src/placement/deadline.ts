import { formatDuration } from '../format/duration.js';

/** Where the lineage stands against its deadline, as the history measured it. */
export interface DeadlineState {
  readonly now: number;
  readonly deadlineAt: number;
  /** The lineage's first run start: the uniform pace runs from here to the deadline. */
  readonly startedAt: number;
  readonly totalSteps: number;
  /** The newest step any attempt reached (0 before the first). */
  readonly doneSteps: number;
  /** Measured training time a step takes; undefined before any attempt measured it. */
  readonly msPerStep?: number;
  /** What one more reclaim would cost: a restart plus the work done again. */
  readonly restartMs: number;
  readonly lostMs: number;
}

export interface MarketChoice {
  readonly market: 'spot' | 'on-demand';
  /**
   * With spot: until when to keep waiting for spot capacity before taking
   * on-demand (undefined: take on-demand at once when no spot rung starts;
   * `now`: only when on-demand-fallback allows it, as without a deadline).
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
 * Spot or on-demand for one launch, so that the deadline is kept at the
 * lowest cost: the Uniform Progress policy of "Can't Be Late" (Wu et al.,
 * NSDI 2024) with its safety net, judged at each launch.
 *  - The safety net: once the slack (time left, less the work left and
 *    this launch's restart) would not survive one more reclaim (a restart
 *    and the work done again, as measured), only on-demand is safe.
 *  - Behind the uniform pace (the share of steps done is below the share
 *    of the time from the lineage's start to the deadline gone by): spot,
 *    and on-demand at once if no spot rung has room.
 *  - Ahead of it: spot, and with no spot room, wait for it as long as the
 *    lineage stays on pace (the moment it would fall behind, or the safety
 *    net, whichever is first), then on-demand. Waiting on the hosted
 *    runner costs nothing; an on-demand VM costs three times a spot one.
 */
export function chooseMarket(state: DeadlineState): MarketChoice {
  const { now, deadlineAt, startedAt, totalSteps, doneSteps, msPerStep } = state;
  const stepsLeft = Math.max(0, totalSteps - doneSteps);
  if (msPerStep === undefined || !(msPerStep > 0)) {
    return {
      market: 'spot',
      onDemandIfNoSpot: false,
      why: `no step time measured yet (step ${doneSteps} of ${totalSteps}), so the deadline cannot be judged: spot as usual`,
    };
  }
  const remainingMs = stepsLeft * msPerStep;
  const perReclaimMs = state.restartMs + state.lostMs;
  const slackMs = deadlineAt - now - remainingMs - state.restartMs;
  const figures = `${formatDuration(remainingMs)} of training left (step ${doneSteps} of ${totalSteps}), ${formatDuration(Math.max(0, deadlineAt - now))} to the deadline`;
  if (slackMs < perReclaimMs) {
    const why =
      slackMs < 0
        ? `${figures}: the deadline cannot be met even on-demand, which gets closest`
        : `${figures}: the slack of ${formatDuration(slackMs)} would not survive one more reclaim (about ${formatDuration(perReclaimMs)})`;
    return { market: 'on-demand', onDemandIfNoSpot: true, why, remainingMs, slackMs };
  }
  const span = Math.max(1, deadlineAt - startedAt);
  const paceShare = Math.min(1, Math.max(0, (now - startedAt) / span));
  const doneShare = totalSteps > 0 ? Math.min(1, doneSteps / totalSteps) : 1;
  const pace = `${percent(doneShare)} of the steps done, ${percent(paceShare)} of the time gone`;
  if (doneShare < paceShare) {
    return {
      market: 'spot',
      onDemandIfNoSpot: true,
      why: `${figures}; ${pace}, behind the uniform pace: spot, on-demand at once if no spot rung has room`,
      remainingMs,
      slackMs,
    };
  }
  // Waiting past this would put the lineage behind the pace (or into the safety net).
  const behindAt = startedAt + doneShare * span;
  const safeUntil = now + slackMs - perReclaimMs;
  const spotWaitUntil = Math.max(now, Math.min(behindAt, safeUntil));
  return {
    market: 'spot',
    spotWaitUntil,
    onDemandIfNoSpot: true,
    why: `${figures}; ${pace}, ahead of the uniform pace: spot, waiting up to ${formatDuration(spotWaitUntil - now)} for spot room before on-demand`,
    remainingMs,
    slackMs,
  };
}

const percent = (share: number): string => `${(share * 100).toFixed(0)} %`;
