import { describe, expect, it } from 'vitest';
import type { AttemptUsage } from '../../src/ledger/attempt-usage.js';
import type { CloudPrices } from '../../src/clouds/cloud-prices.js';
import { costLedger } from '../../src/ledger/cost-ledger.js';
import { PriceBook } from '../../src/ledger/price-book.js';
import { constantSeries, unknownRate } from '../../src/clouds/rate.js';
import { parseUserPrices } from '../../src/ledger/user-prices.js';
import { costLedgerJson, costLedgerSummary } from '../../src/report/cost-summary.js';

const at = (time: string) => Date.parse(`2026-11-30T${time}:00Z`);

/**
 * A lineage of three attempts on g5.xlarge (on demand 1.006 $/h):
 * 1. spot in us-east-1a at 0.40, 10:00-12:30, interrupted, last durable 12:10
 * 2. spot in us-east-1b at 0.45 on 2 nodes, 13:00-14:00, vanished, nothing durable
 * 3. on demand, 14:30-16:00, completed
 */
const lineage: AttemptUsage[] = [
  {
    runId: '101',
    attempt: 1,
    cloud: 'aws',
    region: 'us-east-1',
    zone: 'us-east-1a',
    type: 'g5.xlarge',
    market: 'spot',
    nodes: 1,
    vmStartedAt: at('10:00'),
    vmEndedAt: at('12:30'),
    interrupted: 'notice',
    lastDurableAt: at('12:10'),
    durableLagMs: 20_000,
  },
  {
    runId: '102',
    attempt: 2,
    cloud: 'aws',
    region: 'us-east-1',
    zone: 'us-east-1b',
    type: 'g5.xlarge',
    market: 'spot',
    nodes: 2,
    vmStartedAt: at('13:00'),
    vmEndedAt: at('14:00'),
    interrupted: 'vanished',
  },
  {
    runId: '103',
    attempt: 3,
    cloud: 'aws',
    region: 'us-east-1',
    zone: 'us-east-1a',
    type: 'g5.xlarge',
    market: 'on-demand',
    nodes: 1,
    vmStartedAt: at('14:30'),
    vmEndedAt: at('16:00'),
  },
];

/** The attempt as recorded when its VM's end was not: the field absent. */
function withoutEnd(usage: AttemptUsage): AttemptUsage {
  const { vmEndedAt, ...rest } = usage;
  return vmEndedAt === undefined ? usage : rest;
}

const PRICES = [
  'aws:us-east-1a:g5.xlarge:spot=0.40',
  'aws:us-east-1b:g5.xlarge:spot=0.45',
  'aws:us-east-1:g5.xlarge:on-demand=1.006',
].join('\n');

function noLookups(): Promise<CloudPrices> {
  return Promise.reject(new Error('no price list may be asked when the prices input has them all'));
}

describe('cost ledger', () => {
  it('prices each attempt, totals the lineage, its savings and the work lost', async () => {
    const rates = await new PriceBook({
      sourceFor: noLookups,
      userPrices: parseUserPrices(PRICES, 'prices'),
    }).ratesFor(lineage);
    const ledger = costLedger(lineage, rates);
    const costs = ledger.rows.map((row) => (row.cost.known ? row.cost.usd : undefined));
    // 2.5 h × 0.40; 1 h × 0.45 × 2 nodes; 1.5 h × 1.006
    expect(costs[0]).toBeCloseTo(1.0, 10);
    expect(costs[1]).toBeCloseTo(0.9, 10);
    expect(costs[2]).toBeCloseTo(1.509, 10);
    const onDemand = ledger.rows.map((row) =>
      row.onDemandCost.known ? row.onDemandCost.usd : undefined,
    );
    // 2.5 × 1.006; 1 × 1.006 × 2; 1.5 × 1.006
    expect(onDemand[0]).toBeCloseTo(2.515, 10);
    expect(onDemand[1]).toBeCloseTo(2.012, 10);
    expect(ledger.hours).toBeCloseTo(5, 10);
    expect(ledger.cost.known && ledger.cost.usd).toBeCloseTo(3.409, 10);
    expect(ledger.onDemandCost.known && ledger.onDemandCost.usd).toBeCloseTo(6.036, 10);
    // (6.036 − 3.409) / 6.036
    expect(ledger.savingsPercent).toBeCloseTo(43.5222, 3);
    // 20 min after the last durable checkpoint; the whole hour of the attempt with none
    expect(ledger.rows[0]?.lost?.minutes).toBeCloseTo(20, 10);
    expect(ledger.rows[1]?.lost).toMatchObject({ minutes: 60, noCheckpoint: true });
    expect(ledger.rows[2]?.lost).toBeUndefined();
    expect(ledger.lostMinutes).toBeCloseTo(80, 10);
    // 20/60 × 0.40 + 1 × 0.45 × 2
    expect(ledger.lostCost.known && ledger.lostCost.usd).toBeCloseTo(1.033333, 5);

    const summary = costLedgerSummary(ledger);
    expect(summary).toContain(
      '| 2 | aws | g5.xlarge × 2 | us-east-1b | spot | 1.00 | $0.45/h | $0.90 | $1.006/h | $2.01 | 60 min, $0.90 |',
    );
    expect(summary).toContain('- Paid: $3.41 for 5.00 h of VM time');
    expect(summary).toContain('- On demand, the same hours: $6.04');
    expect(summary).toContain('- Saved: 43.5 %');
    expect(summary).toContain('- Work lost to interruptions: 80 min, $1.03');
    expect(summary).not.toContain('unknown');
  });

  it('carries an unknown price into every total it is part of, and says why', async () => {
    const spotFor = (zone: string | undefined) =>
      constantSeries(
        zone === 'us-east-1a'
          ? { known: true, usdPerHour: 0.4, source: 'test' }
          : unknownRate('no spot price for us-east-1b'),
      );
    const source: CloudPrices = {
      cloud: 'aws',
      onDemandSource: 'test',
      spotSource: 'test',
      spotOverTime: false,
      spotSeries: (query) => Promise.resolve(spotFor(query.zone)),
      onDemand: () => Promise.resolve({ known: true, usdPerHour: 1.006, source: 'test' }),
    };
    const usages = lineage.map((usage) => (usage.attempt === 3 ? withoutEnd(usage) : usage));
    const ledger = costLedger(
      usages,
      await new PriceBook({ sourceFor: () => Promise.resolve(source) }).ratesFor(usages),
    );
    expect(ledger.rows[1]?.cost.known).toBe(false);
    expect(ledger.cost).toEqual({
      known: false,
      knownUsd: 1.0,
      why: [
        'attempt 2: the spot price is unknown (no spot price for us-east-1b)',
        'attempt 3: its VM hours were not recorded',
      ],
    });
    expect(ledger.hours).toBeUndefined();
    expect(ledger.savingsPercent).toBeUndefined();
    expect(ledger.lostMinutes).toBeCloseTo(80, 10);
    expect(ledger.lostCost.known).toBe(false);

    const summary = costLedgerSummary(ledger);
    expect(summary).toContain('- Paid: unknown (at least $1.00)');
    expect(summary).toContain('- Saved: unknown (see below)');
    expect(summary).toContain(
      '- attempt 2: the spot price is unknown (no spot price for us-east-1b)',
    );
    const json = costLedgerJson(ledger) as {
      cost: object;
      savingsPercent: unknown;
      attempts: { pricePerHour: object }[];
    };
    expect(json.cost).toEqual({
      usd: null,
      knownUsd: 1.0,
      unknown: ledger.cost.known ? [] : ledger.cost.why,
    });
    expect(json.savingsPercent).toBeNull();
    expect(json.attempts[1]?.pricePerHour).toEqual({
      usd: null,
      unknown: 'no spot price for us-east-1b',
    });
    expect(JSON.parse(JSON.stringify(json))).toEqual(json);
  });
});

describe("a mixed gang's cost (host-market on-demand)", () => {
  /** A spot gang of 4 in us-east-1a for 2 h, node 0 on-demand, interrupted 30 min after its last save. */
  const gang: AttemptUsage = {
    ...(lineage[0] as AttemptUsage),
    nodes: 4,
    onDemandNodes: 1,
    vmStartedAt: at('10:00'),
    vmEndedAt: at('12:00'),
    lastDurableAt: at('11:30'),
  };
  const book = () =>
    new PriceBook({ sourceFor: noLookups, userPrices: parseUserPrices(PRICES, 'prices') });

  it('counts node 0 at the on-demand price and the other nodes at spot', async () => {
    const ledger = costLedger([gang], await book().ratesFor([gang]));
    const [row] = ledger.rows;
    // 2 h × (3 × 0.40 + 1 × 1.006), not 2 h × 4 × 0.40
    expect(row?.cost).toEqual({ known: true, usd: expect.closeTo(4.412, 10) as unknown });
    expect(row?.onDemandCost).toEqual({ known: true, usd: expect.closeTo(8.048, 10) as unknown });
    expect(row?.price).toMatchObject({ usdPerHour: 0.4 });
    // The 30 min lost on every node, node 0's at on-demand: 0.5 × (3 × 0.40 + 1.006)
    expect(row?.lost?.cost).toEqual({ known: true, usd: expect.closeTo(1.103, 10) as unknown });
    expect(costLedgerSummary(ledger)).toContain(
      '| 1 | aws | g5.xlarge × 4 | us-east-1a | spot, 1 on-demand | 2.00 | $0.40/h | $4.41 |',
    );
    expect(costLedgerJson(ledger)).toMatchObject({ attempts: [{ nodes: 4, onDemandNodes: 1 }] });
  });

  it('counts every node at one price when the attempt is on one market', async () => {
    const { onDemandNodes, ...spot } = gang;
    expect(onDemandNodes).toBe(1);
    const allOnDemand = { ...gang, market: 'on-demand' as const };
    const ledger = costLedger([spot, allOnDemand], await book().ratesFor([spot, allOnDemand]));
    const costs = ledger.rows.map((row) => (row.cost.known ? row.cost.usd : undefined));
    // 2 h × 4 × 0.40; 2 h × 4 × 1.006 (an on-demand attempt's onDemandNodes changes nothing)
    expect(costs[0]).toBeCloseTo(3.2, 10);
    expect(costs[1]).toBeCloseTo(8.048, 10);
    expect(costLedgerSummary(ledger)).not.toContain(', 1 on-demand');
  });
});
