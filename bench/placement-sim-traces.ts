// The public spot traces of "Can't Be Late" (Wu et al., NSDI 2024), read
// from ../shared at bench time and never copied into the project.
//
// What a value means. Each file holds one value per tick of gap_seconds.
// We read it as "the number of spot VMs there" (the repository's README:
// "the number of available instances at a specific tick"): in the 1-node
// availability sets 1 means a spot launch succeeded at that probe (capacity)
// and 0 that it failed; in the 1-node preemption sets 1 means the probe's
// own spot VM was running and 0 that it was gone (preempted, not yet back).
// The evidence, checked rather than assumed:
//  - The authors' collector (github.com/Michaelvll/skypilot-spot-strategy,
//    scripts/availability/availability_trace.py) logs `fail = not launched`
//    per probe; the published 10/26/2022 files are that log's complement,
//    value for value (3895 ticks each), so 1 = launched.
//  - The 45-day 02/15/2023 files equal, value for value, the `availability`
//    column of the raw CSVs in the authors' later SkyNomad artifact
//    (github.com/andylizf/skynomad-artifact, data/README.md), which inverts
//    them into "1 = preempted" before its simulator reads them, since that
//    simulator's TraceEnv takes `not trace[tick]` as "spot available".
//    Reading the published files straight into that simulator would invert
//    them; reading them as published, 1 is capacity.
//  - The shares agree with prices: under this reading us-west-2a/b/c have
//    capacity 88-90 % of the 45 days and us-east-1a 17 %; the AWS spot price
//    archive summary in the same artifact has the us-west-2 zones at the
//    $0.918 floor and the us-east-1 zones at $1.19-1.65, scarce capacity
//    priced up. The opposite reading would put the cheapest zones at 10 %.
//  - Every preemption file starts with 0 at tick 0 (the probe's VM not yet
//    up); three of the four GCP files are 0 only at tick 0 and 1 for the
//    next 45 hours: a VM that started and was never preempted. Read the
//    other way, GCP would have preempted it at every tick but the first.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.js';
import { zoneOf, type SimTrace } from './placement-sim-model.js';

export const TRACE_ROOT = join(ROOT, '..', 'shared', 'traces', 'spot-traces');

interface TraceFile {
  readonly metadata: { readonly gap_seconds: number };
  readonly data: readonly number[];
  readonly prices?: readonly number[];
}

export interface TraceSpec {
  readonly name: string;
  readonly dir: string;
  readonly instanceType: string;
  readonly onDemandPrice?: number;
  /** Spot USD an hour where a file has no `prices`. */
  readonly spotPrice?: number;
  /** Bill the mean of a file's own `prices` rather than `spotPrice`. */
  readonly filePrices: boolean;
}

/**
 * p3.2xlarge (1 V100) in us-east-1 and us-west-2: $3.06 an hour on demand,
 * the list price on aws.amazon.com/ec2/instance-types/p3/ that the paper's
 * simulator also bills. Spot: $0.918, the price the April 2023 V100
 * preemption files record for every tick (us-east-1c, us-west-2b, us-west-2c),
 * used flat for every zone. r5.16xlarge: $4.032 on demand in us-east-1 (32 x
 * the r5.large list price of $0.126); spot, the mean of each file's prices.
 */
export const TRACE_SPECS: readonly TraceSpec[] = [
  {
    name: 'AWS V100, 45 days, 9 zones (availability)',
    dir: 'availability/1-node/aws-02-15-2023',
    instanceType: 'p3.2xlarge',
    onDemandPrice: 3.06,
    spotPrice: 0.918,
    filePrices: false,
  },
  {
    name: 'AWS V100, 7 days, 4 zones (preemption)',
    dir: 'preemption/1-node/aws-04-22-2023',
    instanceType: 'p3.2xlarge',
    onDemandPrice: 3.06,
    spotPrice: 0.918,
    filePrices: false,
  },
  {
    name: 'AWS r5.16xlarge, 6 days, 3 zones (preemption)',
    dir: 'preemption/1-node/aws-04-19-2023',
    instanceType: 'r5.16xlarge',
    onDemandPrice: 4.032,
    filePrices: true,
  },
  {
    name: 'GCP c3-highcpu-88, 2 days, 4 zones (preemption)',
    dir: 'preemption/1-node/gcp-04-30-2023',
    instanceType: 'c3-highcpu-88',
    filePrices: false,
  },
];

/** The set's zones in name order (the user's order), or undefined when ../shared lacks it. */
export function loadTrace(spec: TraceSpec): SimTrace | undefined {
  const dir = join(TRACE_ROOT, spec.dir);
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return undefined;
  }
  names.sort();
  let gapMs = 0;
  let ticks = Infinity;
  const zones = names.map((name) => {
    const file = JSON.parse(readFileSync(join(dir, name), 'utf8')) as TraceFile;
    gapMs = file.metadata.gap_seconds * 1000;
    ticks = Math.min(ticks, file.data.length);
    const up = Uint8Array.from(file.data, (value) => (value > 0 ? 1 : 0));
    const prices = spec.filePrices ? (file.prices ?? []) : [];
    const spot =
      prices.length > 0
        ? prices.reduce((sum, price) => sum + price, 0) / prices.length
        : (spec.spotPrice ?? Number.NaN);
    return zoneOf(name.slice(0, name.indexOf('_')), up, spot);
  });
  const cut = zones.map((zone) => zoneOf(zone.zone, zone.up.slice(0, ticks), zone.spotPrice));
  return {
    name: spec.name,
    instanceType: spec.instanceType,
    gapMs,
    ticks,
    zones: cut,
    onDemandPrice: spec.onDemandPrice ?? Number.NaN,
  };
}
