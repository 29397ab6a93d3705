import { describe, expect, it } from 'vitest';
import {
  chooseMarket,
  MAX_SPOT_WAIT_MS,
  type DeadlineState,
} from '../../src/placement/deadline.js';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const START = Date.parse('2026-12-01T00:00:00Z');

/** A lineage 10 h into a 24 h deadline, 10,000 steps of 6 s (16.7 h of training). */
function state(extra: Partial<DeadlineState>): DeadlineState {
  return {
    now: START + 10 * HOUR,
    deadlineAt: START + 24 * HOUR,
    startedAt: START,
    totalSteps: 10_000,
    doneSteps: 5000,
    msPerStep: 6000,
    restartMs: 6 * MINUTE,
    lostMs: 5 * MINUTE,
    ...extra,
  };
}

describe('the market against a deadline', () => {
  it('without a total of steps: spot, and on-demand at once when no spot rung has room', () => {
    const { totalSteps, ...rest } = state({});
    expect(totalSteps).toBe(10_000);
    const choice = chooseMarket(rest);
    expect(choice).toMatchObject({ market: 'spot', onDemandIfNoSpot: true });
    expect(choice.spotWaitUntil).toBeUndefined();
    expect(choice.why).toBe(
      'the total of steps is unknown (give total-steps, or have the trainer print step N/M), so the work left is unknown: spot, and on-demand at once if no spot rung has room',
    );
  });

  it('before a step time is measured: spot, and on-demand at once when no spot rung has room', () => {
    const { now, deadlineAt, startedAt, restartMs, lostMs } = state({});
    const choice = chooseMarket({
      now,
      deadlineAt,
      startedAt,
      totalSteps: 10_000,
      restartMs,
      lostMs,
      doneSteps: 0,
    });
    expect(choice).toMatchObject({ market: 'spot', onDemandIfNoSpot: true });
    expect(choice.spotWaitUntil).toBeUndefined();
    expect(choice.why).toMatch(/no step time measured yet/);
  });

  it('goes on-demand when the slack would not survive one more reclaim', () => {
    // 5000 steps left = 8 h 20 min; 8 h 35 min left: slack 9 min < 11 min per reclaim.
    const choice = chooseMarket(state({ now: START + 24 * HOUR - 8 * HOUR - 35 * MINUTE }));
    expect(choice.market).toBe('on-demand');
    expect(choice.slackMs).toBe(9 * MINUTE);
    expect(choice.why).toMatch(
      /slack of 9m00s would not survive one more reclaim \(about 11m00s\)/,
    );
  });

  it('says when even on-demand cannot make it', () => {
    const choice = chooseMarket(state({ now: START + 20 * HOUR }));
    expect(choice.market).toBe('on-demand');
    expect(choice.why).toMatch(/cannot be met even on-demand/);
  });

  it('behind the uniform pace: still spot, waiting for room until the slack would not survive a reclaim', () => {
    // 30 % done at 10 of 24 h (42 %); 7000 steps of 1 s = 1.9 h left in 14 h.
    const choice = chooseMarket(state({ doneSteps: 3000, msPerStep: 1000 }));
    expect(choice).toMatchObject({ market: 'spot', onDemandIfNoSpot: true });
    const slack = 14 * HOUR - 7000 * 1000 - 6 * MINUTE;
    expect(choice.slackMs).toBe(slack);
    expect(choice.spotWaitUntil).toBe(
      START + 10 * HOUR + Math.min(MAX_SPOT_WAIT_MS, slack - 11 * MINUTE),
    );
    expect(choice.why).toMatch(
      /30 % of the steps done, 42 % of the time gone \(behind a uniform pace\): spot, waiting up to 5h00m/,
    );
  });

  it('close to the safety net: waits only as long as the slack allows', () => {
    // 2000 steps of 20 s = 11.1 h left in 14 h: 2 h 47 min of slack, less a reclaim's 11 min.
    const choice = chooseMarket(state({ doneSteps: 8000, msPerStep: 20_000 }));
    const slack = 14 * HOUR - 2000 * 20_000 - 6 * MINUTE;
    expect(choice.spotWaitUntil).toBe(START + 10 * HOUR + slack - 11 * MINUTE);
    expect(choice.why).toMatch(
      /80 % of the steps done, 42 % of the time gone \(ahead of a uniform pace\)/,
    );
  });
});
