import { describe, expect, it } from 'vitest';
import type { Rung } from '../../src/clouds/cloud.js';
import { egressUsdPerHour, EGRESS_USD_PER_GB } from '../../src/placement/egress.js';
import { NO_EVIDENCE } from '../../src/placement/evidence.js';
import { DEFAULT_PRIOR } from '../../src/placement/hazard.js';
import { rankRungs, type RankInput } from '../../src/placement/rank-rungs.js';

const GB = 1e9;
const HOUR = 3_600_000;
const NOW = Date.parse('2026-12-06T12:00:00Z');
const S3 = { cloud: 'aws', restoreBytes: 20 * GB, uploadBytesPerHour: 4 * GB } as const;

describe('the egress to a store in another cloud', () => {
  it('is free in the store’s own cloud', () => {
    expect(egressUsdPerHour('aws', S3, 0.5)).toBe(0);
  });

  it('charges the saves at the rung’s cloud and the restores at the store’s', () => {
    // 4 GB an hour out of GCP; one restart in ten hours brings 20 GB out of AWS.
    const usd = egressUsdPerHour('gcp', S3, 0.1);
    expect(usd).toBeCloseTo(4 * EGRESS_USD_PER_GB.gcp + 0.1 * 20 * 0.09, 10);
    expect(usd).toBeCloseTo(0.447 + 0.18, 2);
  });

  it('grows with the restarts expected, as a riskier rung restores more often', () => {
    const calm = egressUsdPerHour('azure', S3, 0.05);
    const stormy = egressUsdPerHour('azure', S3, 0.5);
    expect(stormy - calm).toBeCloseTo(0.45 * 20 * EGRESS_USD_PER_GB.aws, 10);
  });

  it('uses each cloud’s first paid internet tier, per GB', () => {
    expect(EGRESS_USD_PER_GB.aws).toBe(0.09);
    expect(EGRESS_USD_PER_GB.gcp).toBeCloseTo(0.1118, 4);
    expect(EGRESS_USD_PER_GB.azure).toBe(0.087);
  });
});

describe('the learned order across clouds', () => {
  const aws: Rung = {
    cloud: 'aws',
    instanceType: 'g5.xlarge',
    region: 'us-east-1',
    zone: 'us-east-1a',
    market: 'spot',
  };
  const gcp: Rung = {
    cloud: 'gcp',
    instanceType: 'g2-standard-8',
    region: 'us-central1',
    zone: 'us-central1-a',
    market: 'spot',
  };
  // Both rungs have run 40 h without a reclaim, so history decides and the hazards are equal.
  const spell = (rung: Rung) => ({
    type: rung.instanceType,
    region: rung.region,
    zone: rung.zone ?? '',
    startedAt: NOW - 50 * HOUR,
    endedAt: NOW - 10 * HOUR,
  });
  const rank = (extra: Partial<RankInput>) =>
    rankRungs({
      rungs: [aws, gcp],
      evidence: { ...NO_EVIDENCE, spells: [spell(aws), spell(gcp)] },
      now: NOW,
      cooldownMs: HOUR,
      order: 'learned',
      prior: DEFAULT_PRIOR,
      // GCP is 20 % cheaper before its traffic to S3.
      price: (rung) => (rung.cloud === 'gcp' ? 0.8 : 1),
      ...extra,
    });

  it('without a store to reach, ranks by price as within one cloud', () => {
    const ladder = rank({});
    expect(ladder.rungs).toEqual([gcp, aws]);
    expect(ladder.rows[0]?.egress).toBeUndefined();
  });

  it('adds the egress to the price, so a rung cheaper by less than its traffic goes after', () => {
    const ladder = rank({ reach: { store: S3 } });
    expect(ladder.rungs).toEqual([aws, gcp]);
    const [first, second] = ladder.rows;
    expect(first?.egress).toBe(0);
    expect(second?.egress).toBeCloseTo(egressUsdPerHour('gcp', S3, second?.hazard ?? 0), 10);
    expect(second?.costPerUsefulHour).toBeCloseTo(
      (0.8 + (second?.egress ?? 0)) * (second?.wasteFactor ?? 0),
      10,
    );
  });

  it('keeps the cheaper cloud first where its traffic is small', () => {
    const light = { ...S3, restoreBytes: GB, uploadBytesPerHour: 0.1 * GB };
    expect(rank({ reach: { store: light } }).rungs).toEqual([gcp, aws]);
  });
});
