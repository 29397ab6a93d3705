import { describe, expect, it } from 'vitest';
import { crossCloudTrace } from '../../bench/placement-sim-cross.js';
import { simulateLineage } from '../../bench/placement-sim-lineage.js';
import { zoneOf, type SimTrace, type Workload } from '../../bench/placement-sim-model.js';
import { STATIC } from '../../bench/placement-sim-runs.js';
import { SimStore } from '../../bench/placement-sim-store.js';
import { EGRESS_USD_PER_GB } from '../../src/placement/egress.js';

const MIN = 60_000;
const GB = 1e9;

const trace = (name: string, gapMs: number, zones: Record<string, number[]>): SimTrace => ({
  name,
  instanceType: name === 'gcp' ? 'c3-highcpu-88' : 'r5.16xlarge',
  gapMs,
  ticks: Object.values(zones)[0]?.length ?? 0,
  zones: Object.entries(zones).map(([zone, up]) => zoneOf(zone, Uint8Array.from(up), 1)),
  onDemandPrice: 4,
});

describe('the cross-cloud trace', () => {
  // AWS ticks of 10 min, GCP ticks of 15 min: AWS tick 3 (30 min) reads GCP tick 2, tick 6 (60 min) GCP tick 0 again.
  const aws = trace('aws', 10 * MIN, { 'us-east-1a': [0, 1, 1, 0, 0, 1, 1, 1] });
  const gcp = trace('gcp', 15 * MIN, { 'us-central1-a': [0, 1, 0, 1] });

  it('adds the GCP zones after the AWS ones, on the AWS ticks, repeated from their starts', () => {
    const cross = crossCloudTrace(aws, gcp);
    expect(cross.zones.map((zone) => [zone.zone, zone.cloud ?? 'aws'])).toEqual([
      ['us-east-1a', 'aws'],
      ['us-central1-a', 'gcp'],
    ]);
    // GCP ticks at 0, 10, ..., 70 min: 0 0 1 2 2 3 0 0, tick 0 read as tick 1 (the probe not up yet).
    expect([...(cross.zones[1]?.up ?? [])]).toEqual([1, 1, 1, 0, 0, 1, 1, 1]);
    expect(cross.zones[1]?.instanceType).toBe('c3-highcpu-88');
    expect(cross.ticks).toBe(aws.ticks);
  });

  it('bills a GCP attempt its uploads out of GCP and its restore out of AWS', () => {
    // AWS is never up, GCP always: the lineage trains on GCP; a reclaim at 60 min forces a restore.
    const awsOut = trace('aws', 10 * MIN, { 'us-east-1a': new Array<number>(48).fill(0) });
    const gcpUp = trace('gcp', 10 * MIN, {
      'us-central1-a': Array.from({ length: 48 }, (_, tick) => (tick === 6 ? 0 : 1)),
    });
    const store = { cloud: 'aws', restoreBytes: 2 * GB, uploadBytesPerHour: GB } as const;
    const workload: Workload = {
      trainMs: 120 * MIN,
      restartMs: 6 * MIN,
      noticeMs: 2 * MIN,
      checkpointMs: 30 * MIN,
      stepMs: MIN,
    };
    const outcome = simulateLineage({
      trace: crossCloudTrace(awsOut, gcpUp, store),
      workload,
      policy: STATIC,
      startMs: 0,
      store: new SimStore(),
    });
    // 0-60 min: 54 trained; from 70 (tick 7, back): 6 restart + 120 - 52 kept = 68 trained.
    const trainedHours = (54 + 68) / 60;
    const expected = trainedHours * EGRESS_USD_PER_GB.gcp + 2 * EGRESS_USD_PER_GB.aws;
    expect(outcome.reclaims).toBe(1);
    expect(outcome.egressUsd).toBeCloseTo(expected, 10);
  });
});
