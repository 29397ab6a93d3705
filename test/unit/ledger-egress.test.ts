import { describe, expect, it } from 'vitest';
import type { CloudName } from '../../src/clouds/cloud.js';
import type { CloudPrices } from '../../src/clouds/cloud-prices.js';
import { constantSeries } from '../../src/clouds/rate.js';
import type { AttemptUsage } from '../../src/ledger/attempt-usage.js';
import { costLedger } from '../../src/ledger/cost-ledger.js';
import type { StoreEgress } from '../../src/ledger/egress-cost.js';
import { PriceBook } from '../../src/ledger/price-book.js';
import { parseUserPrices } from '../../src/ledger/user-prices.js';
import { EGRESS_USD_PER_GB } from '../../src/placement/egress.js';
import { costLedgerJson, costLedgerSummary } from '../../src/report/cost-summary.js';

const at = (time: string) => Date.parse(`2026-12-07T${time}:00Z`);
const GB = 1e9;

/**
 * A lineage whose store is on S3: attempt 1 on AWS spot (g5.xlarge, 0.40 $/h,
 * on demand 1.006) for 2 h, uploading 10 GB; then AWS had no room and
 * attempt 2 ran on GCP spot (g2-standard-8, 0.31 $/h, on demand 0.85) for
 * 2 h, restoring 5 GB out of S3 and uploading 8 GB into it.
 */
const lineage: AttemptUsage[] = [
  {
    runId: '201',
    attempt: 1,
    cloud: 'aws',
    region: 'us-east-1',
    zone: 'us-east-1a',
    type: 'g5.xlarge',
    market: 'spot',
    nodes: 1,
    vmStartedAt: at('10:00'),
    vmEndedAt: at('12:00'),
    traffic: { restoredBytes: 0, uploadedBytes: 10 * GB, unrecordedNodes: 0 },
  },
  {
    runId: '202',
    attempt: 2,
    cloud: 'gcp',
    region: 'us-central1',
    zone: 'us-central1-a',
    type: 'g2-standard-8',
    market: 'spot',
    nodes: 1,
    vmStartedAt: at('12:30'),
    vmEndedAt: at('14:30'),
    traffic: { restoredBytes: 5 * GB, uploadedBytes: 8 * GB, unrecordedNodes: 0 },
  },
];

const PRICES = [
  'aws:us-east-1a:g5.xlarge:spot=0.40',
  'aws:us-east-1:g5.xlarge:on-demand=1.006',
  'gcp:us-central1-a:g2-standard-8:spot=0.31',
  'gcp:us-central1:g2-standard-8:on-demand=0.85',
].join('\n');

const S3: StoreEgress = { storeCloud: 'aws', usdPerGb: EGRESS_USD_PER_GB };

async function ledgerOf(usages: readonly AttemptUsage[], store = S3) {
  const book = new PriceBook({
    sourceFor: () => Promise.reject(new Error('a price list was asked')),
    userPrices: parseUserPrices(PRICES, 'prices'),
  });
  return costLedger(usages, await book.ratesFor(usages), store);
}

/** 8 GB out of GCP at its price, 5 GB out of AWS at $0.09: $1.3441. */
const GCP_EGRESS = 8 * EGRESS_USD_PER_GB.gcp + 5 * 0.09;

describe('the ledger of a lineage across clouds, its store on S3', () => {
  it('charges egress only to the attempt outside AWS, at the published prices', async () => {
    expect(GCP_EGRESS).toBeCloseTo(1.344, 3);
    const ledger = await ledgerOf(lineage);
    const [aws, gcp] = ledger.rows;
    expect(aws?.egress).toBeUndefined();
    expect(gcp?.egress).toMatchObject({
      uploadedBytes: 8 * GB,
      uploadUsdPerGb: EGRESS_USD_PER_GB.gcp,
      restoredBytes: 5 * GB,
      restoreUsdPerGb: 0.09,
    });
    expect(gcp?.egress?.cost).toEqual({
      known: true,
      usd: expect.closeTo(GCP_EGRESS, 10) as unknown,
    });
    // 2 h × 0.31 and the egress; on demand on GCP, 2 h × 0.85 with the same egress
    expect(gcp?.cost).toEqual({
      known: true,
      usd: expect.closeTo(0.62 + GCP_EGRESS, 10) as unknown,
    });
    expect(gcp?.onDemandCost).toEqual({
      known: true,
      usd: expect.closeTo(1.7 + GCP_EGRESS, 10) as unknown,
    });
    expect(ledger.egressCost).toEqual({
      known: true,
      usd: expect.closeTo(GCP_EGRESS, 10) as unknown,
    });
    const paid = 0.8 + 0.62 + GCP_EGRESS;
    const onDemand = 2.012 + 1.7 + GCP_EGRESS;
    expect(ledger.cost).toEqual({ known: true, usd: expect.closeTo(paid, 10) as unknown });
    expect(ledger.savingsPercent).toBeCloseTo(((onDemand - paid) / onDemand) * 100, 8);
  });

  it('says in the summary what the egress is and what it cost', async () => {
    const summary = costLedgerSummary(await ledgerOf(lineage));
    expect(summary).toContain(
      '| Attempt | Cloud | Type | Zone | Market | Hours | Price | Egress | Cost | On-demand price | On demand | Work lost |',
    );
    expect(summary).toContain(
      '| 1 | aws | g5.xlarge | us-east-1a | spot | 2.00 | $0.40/h | - | $0.80 | $1.006/h | $2.01 | - |',
    );
    expect(summary).toContain(
      '| 2 | gcp | g2-standard-8 | us-central1-a | spot | 2.00 | $0.31/h | $1.34 | $1.96 | $0.85/h | $3.04 | - |',
    );
    expect(summary).toContain('- Paid: $2.76 for 4.00 h of VM time');
    expect(summary).toContain(
      '- Egress to the S3 store: $1.34, part of what was paid (8.00 GB uploaded out of GCP at $0.1118/GB; 5.00 GB restored out of AWS at $0.09/GB)',
    );
    expect(summary).toContain('- On demand, the same hours and egress: $5.06');
    // (5.0561 − 2.7641) / 5.0561
    expect(summary).toContain('- Saved: 45.3 %');
  });

  it('gives the egress in the cost output, per attempt and in total', async () => {
    const json = costLedgerJson(await ledgerOf(lineage)) as {
      storeCloud: string;
      egressCost: { usd: number };
      attempts: { egress: object | null }[];
    };
    const attempts = json.attempts.map((attempt) => attempt.egress);
    expect(attempts[0]).toBeNull();
    expect(attempts[1]).toEqual({
      cost: { usd: expect.closeTo(GCP_EGRESS, 10) as unknown },
      uploadedBytes: 8e9,
      uploadUsdPerGb: EGRESS_USD_PER_GB.gcp,
      restoredBytes: 5e9,
      restoreUsdPerGb: 0.09,
    });
    expect(json.storeCloud).toBe('aws');
    expect(json.egressCost.usd).toBeCloseTo(GCP_EGRESS, 10);
  });

  it('compares each attempt with on-demand in the cloud it ran on, from that cloud’s own list', async () => {
    const asked: CloudName[] = [];
    const sourceFor = (cloud: CloudName): Promise<CloudPrices> => {
      asked.push(cloud);
      const usdPerHour = cloud === 'aws' ? 1.006 : 0.85;
      return Promise.resolve({
        cloud,
        onDemandSource: `${cloud} list`,
        spotSource: `${cloud} list`,
        spotOverTime: false,
        spotSeries: () =>
          Promise.resolve(constantSeries({ known: true, usdPerHour: 0.3, source: cloud })),
        onDemand: () => Promise.resolve({ known: true, usdPerHour, source: `${cloud} list` }),
      });
    };
    const ledger = costLedger(lineage, await new PriceBook({ sourceFor }).ratesFor(lineage), S3);
    expect(ledger.rows.map((row) => row.onDemandPrice)).toEqual([
      { known: true, usdPerHour: 1.006, source: 'aws list' },
      { known: true, usdPerHour: 0.85, source: 'gcp list' },
    ]);
    expect([...new Set(asked)].sort()).toEqual(['aws', 'gcp']);
  });

  it('shows a floor, not a figure, when a node left no record of its traffic', async () => {
    const vanished = lineage.map((usage) =>
      usage.cloud === 'gcp'
        ? {
            ...usage,
            traffic: { restoredBytes: 5 * GB, uploadedBytes: 2 * GB, unrecordedNodes: 1 },
          }
        : usage,
    );
    const ledger = await ledgerOf(vanished);
    const floor = 2 * EGRESS_USD_PER_GB.gcp + 5 * 0.09;
    expect(ledger.egressCost).toMatchObject({
      known: false,
      knownUsd: expect.closeTo(floor, 10) as unknown,
    });
    expect(ledger.savingsPercent).toBeUndefined();
    const summary = costLedgerSummary(ledger);
    expect(summary).toContain('- Egress to the S3 store: unknown (at least $0.67)');
    expect(summary).toContain(
      '- attempt 2: a node left no record of its traffic with the store (a VM gone before its end); its egress is at least what the rest of its records show',
    );
  });

  it('speaks of no egress when every attempt ran in the store’s cloud, or the store is in none', async () => {
    const onGcs = await ledgerOf(lineage.slice(1), {
      storeCloud: 'gcp',
      usdPerGb: EGRESS_USD_PER_GB,
    });
    const inNone = costLedger(
      lineage,
      await new PriceBook({
        sourceFor: () => Promise.reject(new Error('a price list was asked')),
        userPrices: parseUserPrices(PRICES, 'prices'),
      }).ratesFor(lineage),
    );
    for (const ledger of [onGcs, inNone]) {
      expect(ledger.rows.every((row) => row.egress === undefined)).toBe(true);
      expect(ledger.egressCost).toEqual({ known: true, usd: 0 });
      const summary = costLedgerSummary(ledger);
      expect(summary).not.toContain('Egress');
      expect(summary).toContain('- On demand, the same hours: ');
    }
    expect(costLedgerJson(inNone)).toMatchObject({ storeCloud: null, egressCost: { usd: 0 } });
  });
});
