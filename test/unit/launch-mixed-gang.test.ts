import { describe, expect, it } from 'vitest';
import type { Launched, Rung } from '../../src/clouds/cloud.js';
import { historyOf } from '../../src/history/read-history.js';
import type { ClimbResult } from '../../src/launch/ladder.js';
import { usagesOf } from '../../src/ledger/usage-of-history.js';
import { launchOutputs } from '../../src/modes/launch-outputs.js';
import { launchRecord } from '../../src/modes/launch-record.js';
import { launchSummary } from '../../src/report/launch-summary.js';

const rung: Rung = {
  cloud: 'aws',
  instanceType: 'g5.12xlarge',
  region: 'us-east-1',
  zone: 'us-east-1a',
  market: 'spot',
};

/** A gang of 3 as the clouds report it with host-market on-demand: node 0 on-demand, without a spot price. */
function climbed(markets: readonly Rung['market'][], onRung: Rung = rung): ClimbResult {
  const gang: Launched[] = markets.map((market, node) => ({
    instance: { cloud: 'aws', id: `i-${node}`, region: 'us-east-1', zone: 'us-east-1a' },
    instanceType: onRung.instanceType,
    market,
    ...(market === 'spot' ? { pricePerHour: 1.62 } : {}),
    privateAddress: `10.0.0.${node + 4}`,
  }));
  return {
    launched: gang[0] as Launched,
    gang,
    rung: onRung,
    skipped: [],
    requestedAt: Date.parse('2026-11-30T10:00:00Z'),
    runningAt: Date.parse('2026-11-30T10:00:05Z'),
  };
}

const labels = ['l-0', 'l-1', 'l-2'];

describe('a launch whose node 0 is on-demand beside spot nodes', () => {
  const mixed = climbed(['on-demand', 'spot', 'spot']);

  it('is recorded as a spot launch with 1 on-demand node, which the ledger reads back', () => {
    const record = launchRecord(mixed, undefined, undefined);
    expect(record).toMatchObject({ market: 'spot', nodes: 3, onDemandNodes: 1 });
    const history = historyOf('501', undefined, { launch: record }, undefined);
    expect(usagesOf([history]).usages[0]).toMatchObject({
      market: 'spot',
      nodes: 3,
      onDemandNodes: 1,
    });
  });

  it("sets the market and price outputs to the gang's spot ones", () => {
    const outputs = launchOutputs({ cloud: 'aws', labels, climbed: mixed, rendezvousPort: 29500 });
    expect(outputs).toMatchObject({ market: 'spot', price: '1.62', 'instance-id': 'i-0' });
    expect(outputs.rendezvous).toBe('10.0.0.4:29500');
  });

  it('says in the summary that node 0 is on-demand and why', () => {
    const summary = launchSummary({ climbed: mixed, labels, runnerVersion: '2.330.0' });
    expect(summary).toContain('| VMs | 3 × g5.12xlarge, one rung: node 0 on-demand, 2 spot |');
    expect(summary).toMatch(
      /\| Node 0 \| on-demand: host-market: on-demand; node 0 hosts torchrun's c10d rendezvous, and its reclaim restarts the whole gang/,
    );
    expect(summary).toContain('$1.6200/h each spot node; node 0 at the on-demand price');
  });
});

describe('a launch on one market', () => {
  it('records no on-demand nodes for a spot gang, and an on-demand gang as on-demand', () => {
    const spot = launchRecord(climbed(['spot', 'spot', 'spot']), undefined, undefined);
    expect(spot).toMatchObject({ market: 'spot', nodes: 3 });
    expect(spot).not.toHaveProperty('onDemandNodes');
    const onDemandRung: Rung = { ...rung, market: 'on-demand' };
    const all = climbed(['on-demand', 'on-demand', 'on-demand'], onDemandRung);
    expect(launchRecord(all, undefined, undefined)).not.toHaveProperty('onDemandNodes');
    const summary = launchSummary({ climbed: all, labels, runnerVersion: '2.330.0' });
    expect(summary).toContain('| VMs | 3 × on-demand g5.12xlarge, one rung |');
    expect(summary).not.toContain('Node 0');
  });
});
