import { describe, expect, it } from 'vitest';
import type { AttemptUsage } from '../../src/ledger/attempt-usage.js';
import { adviceEnv, checkpointAdvice } from '../../src/ledger/checkpoint-advice.js';
import { adviceLines } from '../../src/report/advice-lines.js';

const HOUR = 3_600_000;
let next = 0;

/** An attempt of `hours` VM time on n2-standard-8, in us-central1-a unless told. */
function attempt(hours: number, overrides: Partial<AttemptUsage> = {}): AttemptUsage {
  const start = next;
  next += hours * HOUR + HOUR;
  return {
    runId: String(start),
    attempt: 1,
    cloud: 'gcp',
    region: 'us-central1',
    zone: 'us-central1-a',
    type: 'n2-standard-8',
    market: 'spot',
    nodes: 1,
    vmStartedAt: start,
    vmEndedAt: start + hours * HOUR,
    ...overrides,
  };
}

/** The attempt as recorded when its VM's end was not: the field absent. */
function withoutEnd(usage: AttemptUsage): AttemptUsage {
  const { vmEndedAt, ...rest } = usage;
  return vmEndedAt === undefined ? usage : rest;
}

const place = { type: 'n2-standard-8', region: 'us-central1', zone: 'us-central1-a' };

describe('checkpoint-interval advice', () => {
  it("uses a type and zone's own interruption rate when it has enough history", () => {
    const history = [
      attempt(3, { interrupted: 'notice', durableLagMs: 30_000 }),
      attempt(1, { interrupted: 'vanished', durableLagMs: 50_000 }),
      attempt(2, { zone: 'us-central1-b', durableLagMs: 40_000 }),
    ];
    const advice = checkpointAdvice(history, place);
    // MTBF = 4 h / 2 = 2 h; C = median(30, 50, 40) = 40 s; sqrt(2 × 40 × 7200) = 758.9 s
    expect(advice).toMatchObject({
      advised: true,
      seconds: 759,
      scope: 'type-zone',
      interruptions: 2,
      vmHours: 4,
      mtbfHours: 2,
      durableSeconds: 40,
      durableSamples: 3,
    });
    expect(adviceLines(advice)).toEqual([
      '- Checkpoint interval: every 13 min',
      '  - from sqrt(2 × C × MTBF): C = 40.0 s to make a checkpoint durable (median of 3), MTBF = 2.00 h',
      '  - interruptions: 2 in 4.0 h of VM time, from n2-standard-8 in us-central1-a alone',
    ]);
    expect(adviceEnv(advice)).toEqual({ SPOT_TRAIN_SUGGESTED_CHECKPOINT_SECONDS: '759' });
  });

  it('falls back to the whole lineage when the type and zone has too little history, and says so', () => {
    const history = [
      attempt(5, { zone: 'us-central1-b', interrupted: 'notice', durableLagMs: 10_000 }),
      attempt(1, { zone: 'us-central1-b', interrupted: 'notice', durableLagMs: 10_000 }),
      attempt(1.5),
    ];
    const advice = checkpointAdvice(history, place);
    // 7.5 h / 2 = 3.75 h; sqrt(2 × 10 × 13500) = 519.6 s
    expect(advice).toMatchObject({
      advised: true,
      seconds: 520,
      scope: 'lineage',
      interruptions: 2,
      mtbfHours: 3.75,
    });
    expect(adviceLines(advice)[2]).toBe(
      '  - interruptions: 2 in 7.5 h of VM time, from the whole lineage: n2-standard-8 in us-central1-a alone has 0 interruptions in 1.5 h, too little to go by',
    );
  });

  it('gives no advice before the first interruption, or before a checkpoint was made durable', () => {
    const calm = checkpointAdvice([attempt(4, { durableLagMs: 20_000 }), attempt(2.5)], place);
    expect(calm).toEqual({
      advised: false,
      why: 'no interruption observed yet in 6.5 h of VM time, so there is no interruption rate to go by',
    });
    expect(adviceLines(calm)).toEqual([
      '- Checkpoint interval: no advice: no interruption observed yet in 6.5 h of VM time, so there is no interruption rate to go by',
    ]);
    expect(adviceEnv(calm)).toEqual({});
    const unmeasured = checkpointAdvice([attempt(4, { interrupted: 'notice' })], place);
    expect(unmeasured).toEqual({
      advised: false,
      why: 'no checkpoint was made durable yet, so its cost is unmeasured',
    });
  });

  it('holds the interval between a minute and six hours, and says when it did', () => {
    const stormy = Array.from({ length: 10 }, () =>
      attempt(0.25, { interrupted: 'notice', durableLagMs: 1_000 }),
    );
    // 2.5 h / 10 = 0.25 h; sqrt(2 × 1 × 900) = 42.4 s, under the minute
    const floor = checkpointAdvice(stormy, place);
    expect(floor).toMatchObject({ advised: true, seconds: 60, clamped: 'floor' });
    expect(adviceLines(floor)[0]).toBe(
      '- Checkpoint interval: every 60 s (sqrt(2 × C × MTBF) gives 42 s; held at the floor)',
    );
    const calm = [attempt(500, { interrupted: 'notice', durableLagMs: 600_000 })];
    // sqrt(2 × 600 × 1 800 000) = 46 476 s
    expect(checkpointAdvice(calm, place)).toMatchObject({
      advised: true,
      seconds: 21_600,
      clamped: 'ceiling',
    });
  });

  it('never advises checkpointing more often than one takes to become durable', () => {
    const slow = Array.from({ length: 10 }, () =>
      attempt(0.25, { interrupted: 'notice', durableLagMs: 300_000 }),
    );
    // sqrt(2 × 300 × 900) = 734.8 s; with C = 2000 s, sqrt(2 × 2000 × 900) = 1897 s is under C itself
    const slower = slow.map((usage) => ({ ...usage, durableLagMs: 2_000_000 }));
    expect(checkpointAdvice(slow, place)).toMatchObject({ seconds: 735 });
    expect(checkpointAdvice(slower, place)).toMatchObject({ seconds: 2000, clamped: 'floor' });
  });

  it('counts no interruption of an attempt whose VM time is unknown', () => {
    const history = [
      attempt(2, { interrupted: 'notice', durableLagMs: 8_000 }),
      withoutEnd(attempt(1, { interrupted: 'vanished' })),
      attempt(2),
    ];
    // 4 h / 1 interruption, not 4 h / 2
    expect(checkpointAdvice(history, place)).toMatchObject({ interruptions: 1, mtbfHours: 4 });
  });
});
