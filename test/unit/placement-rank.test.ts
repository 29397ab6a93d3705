import { describe, expect, it } from 'vitest';
import type { Rung } from '../../src/clouds/cloud.js';
import {
  NO_EVIDENCE,
  type PlacementEvidence,
  type SpotSpell,
} from '../../src/placement/evidence.js';
import { DEFAULT_PRIOR } from '../../src/placement/hazard.js';
import { rankRungs, type RankInput } from '../../src/placement/rank-rungs.js';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-12-04T12:00:00Z');

const spot = (zone: string, type = 'g5.xlarge'): Rung => ({
  cloud: 'aws',
  instanceType: type,
  region: zone.slice(0, -1),
  zone,
  market: 'spot',
});
const onDemand = (zone: string): Rung => ({ ...spot(zone), market: 'on-demand' });

/** `hours` of spot VM time in `zone` ending `agoMs` before NOW, with `reclaims` reclaims spread over it. */
function spells(zone: string, hours: number, reclaims: number, agoMs = 48 * HOUR): SpotSpell[] {
  const count = Math.max(1, reclaims);
  const each = (hours * HOUR) / count;
  return Array.from({ length: count }, (_, i) => {
    const startedAt = NOW - agoMs - hours * HOUR + i * each;
    return {
      type: 'g5.xlarge',
      region: zone.slice(0, -1),
      zone,
      startedAt,
      ...(i < reclaims ? { reclaimedAt: startedAt + each } : { endedAt: startedAt + each }),
    };
  });
}

function rank(rungs: Rung[], evidence: Partial<PlacementEvidence>, extra: Partial<RankInput> = {}) {
  return rankRungs({
    rungs,
    evidence: { ...NO_EVIDENCE, ...evidence },
    now: NOW,
    cooldownMs: HOUR,
    order: 'learned',
    prior: DEFAULT_PRIOR,
    price: () => 1,
    ...extra,
  });
}

const zones = (rungs: readonly Rung[]) => rungs.map((r) => `${r.market} ${r.zone ?? r.region}`);

describe('the learned ladder order', () => {
  it('keeps the user order while the store has no history', () => {
    const ladder = rank(
      [spot('us-east-1a'), spot('us-east-1b')],
      {},
      { price: (r) => (r.zone === 'us-east-1b' ? 0.1 : 1) },
    );
    expect(zones(ladder.rungs)).toEqual(['spot us-east-1a', 'spot us-east-1b']);
    expect(ladder.basis).toBe('your order: the store has no spot history yet');
  });

  it('puts a zone that was reclaimed often behind a calm one, and shows the figures', () => {
    const ladder = rank([spot('us-east-1a'), spot('us-east-1b')], {
      spells: [...spells('us-east-1a', 10, 8), ...spells('us-east-1b', 30, 0)],
    });
    expect(zones(ladder.rungs)).toEqual(['spot us-east-1b', 'spot us-east-1a']);
    const [calm, stormy] = ladder.rows;
    expect(calm).toMatchObject({ vmHours: 30, reclaims: 0, given: 1 });
    expect(stormy).toMatchObject({ vmHours: 10, reclaims: 8, given: 0 });
    expect(stormy?.hazard).toBeGreaterThan(calm?.hazard ?? Infinity);
  });

  it('lets one early reclaim not outweigh the user order (thin history is pulled to the store rate)', () => {
    const ladder = rank(
      [spot('us-east-1a'), spot('us-east-1b')],
      {
        spells: spells('us-east-1a', 3, 1),
      },
      { cooldownMs: 0 },
    );
    expect(zones(ladder.rungs)).toEqual(['spot us-east-1a', 'spot us-east-1b']);
  });

  it('takes a cheaper zone once history exists, and weighs price against reclaims', () => {
    const evidence = { spells: [...spells('us-east-1a', 20, 0), ...spells('us-east-1b', 20, 0)] };
    const cheaper = rank([spot('us-east-1a'), spot('us-east-1b')], evidence, {
      price: (r) => (r.zone === 'us-east-1b' ? 0.4 : 0.5),
    });
    expect(zones(cheaper.rungs)).toEqual(['spot us-east-1b', 'spot us-east-1a']);
    // 20 % cheaper, but reclaimed every half hour with 11 minutes lost each time: dearer per useful hour.
    const stormyCheap = rank(
      [spot('us-east-1a'), spot('us-east-1b')],
      { spells: [...spells('us-east-1a', 40, 0), ...spells('us-east-1b', 40, 80)] },
      { price: (r) => (r.zone === 'us-east-1b' ? 0.4 : 0.5) },
    );
    expect(zones(stormyCheap.rungs)).toEqual(['spot us-east-1a', 'spot us-east-1b']);
  });

  it('moves a rung reclaimed within the cool-down after the other spot rungs, never after on-demand', () => {
    const evidence = { spells: spells('us-east-1a', 2, 1, 10 * 60_000) };
    const ladder = rank([spot('us-east-1a'), spot('us-east-1b'), onDemand('us-east-1a')], evidence);
    expect(zones(ladder.rungs)).toEqual([
      'spot us-east-1b',
      'spot us-east-1a',
      'on-demand us-east-1a',
    ]);
    expect(ladder.rows[1]?.reclaimedAt).toBe(NOW - 10 * 60_000);
    expect(ladder.cooling).toBe(1);
    const cooled = rank([spot('us-east-1a'), spot('us-east-1b')], evidence, {
      cooldownMs: 5 * 60_000,
    });
    expect(cooled.cooling).toBe(0);
  });

  it('counts a reclaim in any zone of the region for a rung that lets the cloud choose', () => {
    const regionRung: Rung = {
      cloud: 'aws',
      instanceType: 'g5.xlarge',
      region: 'us-east-1',
      market: 'spot',
    };
    const other: Rung = {
      cloud: 'aws',
      instanceType: 'g5.xlarge',
      region: 'us-west-2',
      market: 'spot',
    };
    const ladder = rank([regionRung, other], { spells: spells('us-east-1c', 2, 1, 60_000) });
    expect(ladder.rungs.map((r) => r.region)).toEqual(['us-west-2', 'us-east-1']);
  });

  it('sends a rung whose launches keep failing for capacity after an equal one', () => {
    const place = { type: 'g5.xlarge', region: 'us-east-1', zone: 'us-east-1a' };
    const ladder = rank([spot('us-east-1a'), spot('us-east-1b')], {
      spells: spells('us-east-1b', 20, 2),
      misses: Array.from({ length: 30 }, (_, i) => ({
        ...place,
        market: 'spot' as const,
        at: NOW - i * HOUR,
      })),
      restartMs: [20 * 60_000],
    });
    expect(zones(ladder.rungs)).toEqual(['spot us-east-1b', 'spot us-east-1a']);
    expect(ladder.rows[1]).toMatchObject({ misses: 30, launches: 0 });
  });

  it('orders by hazard alone when a price is unknown, and says so', () => {
    const ladder = rank(
      [spot('us-east-1a'), spot('us-east-1b')],
      { spells: [...spells('us-east-1a', 10, 8), ...spells('us-east-1b', 30, 0)] },
      { price: (r) => (r.zone === 'us-east-1a' ? 0.01 : undefined) },
    );
    expect(zones(ladder.rungs)).toEqual(['spot us-east-1b', 'spot us-east-1a']);
    expect(ladder.basis).toMatch(/^expected share of time lost to reclaims \(a price is unknown\)/);
  });

  it('counts an hour on a slower type as less useful, where the training timed every type', () => {
    const slow = spot('us-east-1a', 'g5.xlarge');
    const fast = spot('us-east-1a', 'g6.xlarge');
    const evidence = { spells: spells('us-east-1a', 20, 0) };
    const ladder = rank([slow, fast], evidence, {
      price: (r) => (r.instanceType === 'g5.xlarge' ? 0.4 : 0.5),
      slowness: (r) => (r.instanceType === 'g5.xlarge' ? 1.5 : 1),
    });
    // 20 % cheaper, but each step takes 1.5 times as long: 0.6 against 0.5 a useful hour.
    expect(ladder.rungs.map((r) => r.instanceType)).toEqual(['g6.xlarge', 'g5.xlarge']);
    expect(ladder.rows[1]?.slowness).toBe(1.5);
  });

  it('keeps as-given exactly, cool-down and history notwithstanding', () => {
    const rungs = [spot('us-east-1a'), spot('us-east-1b')];
    const ladder = rank(
      rungs,
      { spells: [...spells('us-east-1a', 10, 8, 60_000), ...spells('us-east-1b', 30, 0)] },
      { order: 'as-given' },
    );
    expect(ladder.rungs).toEqual(rungs);
    expect(ladder.basis).toBe('your order (ladder-order: as-given)');
  });
});
