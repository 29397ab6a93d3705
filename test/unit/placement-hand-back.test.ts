import { describe, expect, it } from 'vitest';
import { chooseMarket } from '../../src/placement/deadline.js';
import {
  handBackChoice,
  handBackDelay,
  measuredStepTime,
  type HandBackState,
} from '../../src/placement/hand-back.js';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const START = Date.parse('2026-12-01T00:00:00Z');

/** An on-demand attempt 2 h into a 24 h deadline, 10,000 steps of 6 s (16.7 h), 1,000 done. */
function state(extra: Partial<HandBackState> = {}): HandBackState {
  return {
    now: START + 2 * HOUR,
    deadlineAt: START + 24 * HOUR,
    totalSteps: 10_000,
    doneSteps: 1000,
    msPerStep: 6000,
    restartMs: 6 * MINUTE,
    lostMs: 5 * MINUTE,
    notBefore: START,
    restartsLeft: 10,
    ...extra,
  };
}

describe('handing an on-demand attempt back to spot', () => {
  it('hands back when the slack after a restart survives a reclaim and a return to on-demand', () => {
    const choice = handBackChoice(state());
    expect(choice.handBack).toBe(true);
    expect(choice.why).toMatch(/^15h00m0?s? of training left \(step 1000 of 10000\), 22h00m/);
    expect(choice.why).toContain('so the lineage goes back to spot');
  });

  it('leaves a launch after it that still chooses spot, with room to wait for it', () => {
    const handedBack = state();
    expect(handBackChoice(handedBack).handBack).toBe(true);
    // The next launch, a restart later, sees the same figures.
    const next = chooseMarket({
      now: handedBack.now + handedBack.restartMs,
      deadlineAt: handedBack.deadlineAt,
      startedAt: START,
      totalSteps: 10_000,
      doneSteps: handedBack.doneSteps,
      msPerStep: 6000,
      restartMs: handedBack.restartMs,
      lostMs: handedBack.lostMs,
    });
    expect(next.market).toBe('spot');
    expect(next.spotWaitUntil).toBeGreaterThan(handedBack.now + handedBack.restartMs);
  });

  it('stays when the slack is just short of a reclaim and a second restart', () => {
    // 9,000 steps left at 6 s is 15 h; 15 h + one restart leaves exactly the slack needed...
    const needed = 6 * MINUTE + 5 * MINUTE + 6 * MINUTE;
    const edge = START + 2 * HOUR + 15 * HOUR + 6 * MINUTE + needed;
    expect(handBackChoice(state({ deadlineAt: edge })).handBack).toBe(true);
    // ...and a second less does not.
    const short = handBackChoice(state({ deadlineAt: edge - 1000 }));
    expect(short.handBack).toBe(false);
    expect(short.why).toContain('would not survive a reclaim and a return to on-demand');
  });

  it('stays while no total of steps is known', () => {
    const { totalSteps, ...rest } = state();
    expect(totalSteps).toBe(10_000);
    expect(handBackChoice(rest)).toEqual({
      handBack: false,
      ground: 'unknown-total',
      why: 'the total of steps is unknown',
    });
  });

  it('stays until the attempt has timed its pace', () => {
    const { msPerStep, ...untimed } = state();
    expect(msPerStep).toBe(6000);
    const choice = handBackChoice(untimed);
    expect(choice).toEqual({
      handBack: false,
      ground: 'untimed',
      why: 'no step time measured yet in this attempt',
    });
  });

  it('stays when too little training is left to be worth a restart', () => {
    // 100 steps of 6 s: 10 min, less than three 6 min restarts.
    const choice = handBackChoice(state({ doneSteps: 9900 }));
    expect(choice.handBack).toBe(false);
    expect(choice.why).toContain('too little left to be worth a restart');
  });

  it('stays while an earlier hand-back is cooling down, and says when it asks again', () => {
    const choice = handBackChoice(state({ notBefore: START + 3 * HOUR }));
    expect(choice.handBack).toBe(false);
    expect(choice.why).toMatch(/asking again in 1h00m/);
  });

  it('stays when max-restarts would leave no restart for a reclaim', () => {
    expect(handBackChoice(state({ restartsLeft: 1 })).handBack).toBe(false);
    expect(handBackChoice(state({ restartsLeft: 2 })).handBack).toBe(true);
  });
});

describe('when a hand-back may come', () => {
  it('the first as soon as the pace is known, later ones after the cool-down, doubled each time', () => {
    expect(handBackDelay(HOUR, 0)).toBe(0);
    expect(handBackDelay(HOUR, 1)).toBe(HOUR);
    expect(handBackDelay(HOUR, 2)).toBe(2 * HOUR);
    expect(handBackDelay(HOUR, 3)).toBe(4 * HOUR);
  });

  it('times the pace over ten steps or ten minutes, whichever comes first', () => {
    const first = { step: 100, at: START };
    expect(measuredStepTime(first, { step: 109, at: START + 9 * 6000 })).toBeUndefined();
    expect(measuredStepTime(first, { step: 110, at: START + 10 * 6000 })).toBe(6000);
    // Slow steps: two of them over ten minutes are enough.
    expect(measuredStepTime(first, { step: 102, at: START + 10 * MINUTE })).toBe(5 * MINUTE);
    expect(measuredStepTime(first, { step: 100, at: START + HOUR })).toBeUndefined();
  });
});
