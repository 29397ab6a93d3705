// Section `placement-cross` of bench/results.md: one ladder across AWS and
// GCP, the store on S3, against the AWS ladder alone, on the 1-node
// preemption sets of "Can't Be Late" (read from ../shared at bench time).
import { markdownTable } from '../src/base/markdown-table.js';
import { EGRESS_USD_PER_GB, type StoreTraffic } from '../src/placement/egress.js';
import { BASE_WORKLOAD } from './placement-sim.js';
import {
  HOUR_MS,
  zoneOf,
  type Outcome,
  type Policy,
  type SimTrace,
} from './placement-sim-model.js';
import { hours, share, usd } from './placement-sim-report.js';
import {
  LEARNED_WARM,
  mean,
  metShare,
  Runner,
  STATIC,
  startsOf,
  summarize,
  withMarket,
} from './placement-sim-runs.js';
import { loadTrace, TRACE_ROOT, TRACE_SPECS } from './placement-sim-traces.js';

const TITLE = '## Placement across clouds: an AWS + GCP ladder, the store on S3';
const GIB = 2 ** 30;
const H = BASE_WORKLOAD.trainMs;

/** A checkpoint of `bytes` saved every 30 min of training (the simulator's interval); a restore brings the newest. */
function traffic(bytes: number): StoreTraffic {
  return {
    cloud: 'aws',
    restoreBytes: bytes,
    uploadBytesPerHour: (bytes * HOUR_MS) / BASE_WORKLOAD.checkpointMs,
  };
}

const LADDERS = [
  { label: 'AWS only', store: undefined },
  { label: 'AWS + GCP, 512 MiB checkpoints', store: traffic(512 * 2 ** 20) },
  { label: 'AWS + GCP, 8 GiB checkpoints', store: traffic(8 * GIB) },
] as const;

const POLICIES: readonly Policy[] = [
  STATIC,
  LEARNED_WARM,
  // The cool-down puts a reclaimed AWS rung after the GCP ones; this row shows what that costs.
  { ...LEARNED_WARM, cooldownMs: 0, name: 'learned order, warm store, no cool-down' },
  withMarket(
    LEARNED_WARM,
    { kind: 'deadline', deadlineMs: 1.5 * H },
    'deadline policy (D = 1.5 x H), learned order, warm store',
  ),
];

/**
 * The GCP zones after the AWS ones (the user lists AWS first), on the AWS
 * set's ticks: the GCP value in force at the same time from both sets'
 * starts, its 45.6 hours repeated over the AWS days. Tick 0 of every
 * preemption file is 0 only because the probe's VM was not up yet; here
 * it takes tick 1's value, so each seam of the repetition is not a reclaim.
 * The GCP zones are billed at the AWS zones' mean spot price, so the two
 * ladders differ only in capacity and egress.
 */
export function crossCloudTrace(aws: SimTrace, gcp: SimTrace, store?: StoreTraffic): SimTrace {
  const spot = mean(aws.zones.map((zone) => zone.spotPrice));
  const added = gcp.zones.map((zone) => {
    const up = new Uint8Array(aws.ticks);
    for (let tick = 0; tick < aws.ticks; tick++) {
      const at = Math.floor((tick * aws.gapMs) / gcp.gapMs) % gcp.ticks;
      up[tick] = zone.up[at === 0 ? 1 : at] ?? 0;
    }
    return {
      ...zoneOf(zone.zone, up, spot),
      cloud: 'gcp' as const,
      instanceType: gcp.instanceType,
    };
  });
  return {
    ...aws,
    name: `${aws.name} + ${gcp.name}`,
    zones: [...aws.zones, ...added],
    ...(store === undefined ? {} : { store }),
  };
}

export function placementCrossSection(): Promise<string> {
  const load = (dir: string) => {
    const spec = TRACE_SPECS.find((item) => item.dir.endsWith(dir));
    return spec && loadTrace(spec);
  };
  const gcp = load('gcp-04-30-2023');
  const sets = [load('aws-04-19-2023'), load('aws-04-22-2023')];
  if (gcp === undefined || sets.some((set) => set === undefined))
    return Promise.resolve(`${TITLE}\n\nNo traces at ${TRACE_ROOT}: not measured.`);
  const tables = sets.flatMap((aws) => (aws === undefined ? [] : setTable(aws, gcp)));
  const aws = sets.flatMap((set) => (set === undefined ? [] : [set]));
  return Promise.resolve(
    [TITLE, '', ...intro(gcp, aws), '', ...tables, '### What it shows', '', ...findings()].join(
      '\n',
    ),
  );
}

function setTable(aws: SimTrace, gcp: SimTrace): string[] {
  const starts = startsOf(aws, H);
  const runs = LADDERS.map((ladder) => {
    const trace = ladder.store === undefined ? aws : crossCloudTrace(aws, gcp, ladder.store);
    const runner = new Runner(trace, BASE_WORKLOAD);
    return POLICIES.map((policy) => runner.run(policy, starts));
  });
  const rows = LADDERS.flatMap((ladder, l) =>
    POLICIES.map((policy, p) => rowOf(ladder.label, policy.name, runs[l]?.[p] ?? [])),
  );
  const header = [
    'ladder',
    'policy',
    'mean cost',
    'per useful hour',
    'of it egress',
    'mean time',
    'p95 time',
    'waiting for spot room',
    'reclaims',
    'on-demand runs',
    'met 1.5 x H',
    'met 2 x H',
  ];
  const against = LADDERS.slice(1).flatMap((ladder, l) =>
    POLICIES.slice(1).map(
      (policy, p) =>
        `- ${ladder.label}, ${policy.name}: ${comparison(runs[0]?.[p + 1] ?? [], runs[l + 1]?.[p + 1] ?? [])}.`,
    ),
  );
  return [
    `### ${aws.name}, with GCP (H = 24 h, ${starts.length} starts)`,
    '',
    ...markdownTable(header, rows),
    '',
    'Against the AWS ladder alone under the same policy:',
    '',
    ...against,
    '',
  ];
}

/** The cross-cloud ladder's figures against the single cloud's, from the same starts. */
function comparison(single: readonly Outcome[], cross: readonly Outcome[]): string {
  const cost = summarize(cross).meanCostUsd / summarize(single).meanCostUsd - 1;
  const met = (outcomes: readonly Outcome[]) => share(metShare(outcomes, 1.5 * H));
  return `cost ${cost >= 0 ? '+' : ''}${(cost * 100).toFixed(1)} %, waiting for spot room ${hours(waitingMs(single))} to ${hours(waitingMs(cross))}, met 1.5 x H ${met(single)} to ${met(cross)}`;
}

/** Time with no VM running: a reclaim's next launch is immediate, so every rung refused. */
function waitingMs(outcomes: readonly Outcome[]): number {
  return mean(
    outcomes.map((outcome) => outcome.completionMs - outcome.spotVmMs - outcome.onDemandVmMs),
  );
}

function rowOf(ladder: string, policy: string, outcomes: readonly Outcome[]): string[] {
  const summary = summarize(outcomes);
  return [
    ladder,
    policy,
    usd(summary.meanCostUsd),
    usd(summary.meanCostUsd / (H / HOUR_MS)),
    usd(mean(outcomes.map((outcome) => outcome.egressUsd))),
    `${summary.meanHours.toFixed(1)} h`,
    `${summary.p95Hours.toFixed(1)} h`,
    hours(waitingMs(outcomes)),
    summary.meanReclaims.toFixed(1),
    share(summary.onDemandShare),
    share(metShare(outcomes, 1.5 * H)),
    share(metShare(outcomes, 2 * H)),
  ];
}

function intro(gcp: SimTrace, aws: readonly SimTrace[]): string[] {
  const ticks = aws.map((set) => `${set.gapMs / 1000} s`).join(' and ');
  const gcpHours = ((gcp.ticks * gcp.gapMs) / HOUR_MS).toFixed(1);
  // Losses after tick 0: a tick without the VM that follows one with it.
  const losses = gcp.zones
    .map((zone) => {
      let count = 0;
      for (let tick = 1; tick < gcp.ticks; tick++)
        if (zone.up[tick - 1] === 1 && zone.up[tick] === 0) count++;
      return `${zone.zone} ${count}`;
    })
    .join(', ');
  const perGb = (cloud: keyof typeof EGRESS_USD_PER_GB) =>
    `$${EGRESS_USD_PER_GB[cloud].toFixed(4)}`;
  return [
    'The simulator of section `placement` (the same lineage, restarts, notice and policies, every order from `rankRungs`) on a ladder that spans two clouds. The public traces have no AWS and GCP sets over the same days: the 1-node preemption sets are AWS r5.16xlarge from 2023-04-19 (6.3 days, 3 zones of us-east-1), AWS p3.2xlarge (V100) from 2023-04-22 (7.4 days, 4 zones) and GCP c3-highcpu-88 from 2023-04-30 (45.6 hours, us-central1-a/b/c and us-east1-b). What was combined, and how:',
    '',
    `- **Aligned from their starts.** Each AWS set is one ladder as in section \`placement\`; the cross-cloud ladder adds the four GCP zones after the AWS ones, as one more set of rungs, read on the AWS set's ticks (${ticks}): the GCP value in force the same time after its own start, the GCP set's ${gcpHours} hours repeated over the AWS days. Tick 0 of every preemption file is 0 (the probe's VM not up yet); in the repeated GCP days it takes the next tick's value, so a seam is not a reclaim. Losses of the probe's VM in those ${gcpHours} hours: ${losses}. Repeated, GCP is close to always having room, so the cross-cloud rows show what a second cloud with room gives, not what GCP would have given on the AWS days.`,
    "- **Types and prices.** c3-highcpu-88 is a CPU type (88 vCPUs); r5.16xlarge is too (64 vCPUs), the V100 set's type is a GPU. The GCP set stands in for the same training's type on GCP, only its capacity pattern is used, and its rungs are billed at the mean of the AWS set's spot prices: the ladders differ in capacity and in egress, not in price. On-demand, when a policy takes it, is the AWS type's.",
    `- **The store and its egress** (\`src/placement/egress.ts\`). The store is on S3. A GCP attempt uploads its saves out of GCP at ${perGb('gcp')} per GB (premium tier, $0.12 per GiB) and its restore leaves AWS at ${perGb('aws')} per GB; an AWS attempt pays nothing (the bucket in its region). The trainer saves a checkpoint every 30 min of training and a restore brings the newest one (as with \`retention\` keeping one); the notice-time save's upload is not counted. Two sizes: 512 MiB (section \`durable\`'s checkpoint) and 8 GiB. The learned order adds each rung's egress per hour to its price (\`reach\`), as the launch would across clouds; the static ladder tries the rungs as given, AWS first, and pays the egress all the same. A lineage's first attempt restores nothing.`,
    "- **Columns** as in section `placement`: means over the starts (every 6 h while 1.5 x H fits); *of it egress*, the mean egress in the cost; *waiting for spot room*, the mean time with no VM running (a reclaim's next launch is immediate, so this is the time every rung refused).",
  ];
}

function findings(): string[] {
  const heavy = LADDERS[2].store;
  const uploadUsd = (heavy.uploadBytesPerHour / 1e9) * EGRESS_USD_PER_GB.gcp;
  return [
    "- **Where AWS alone waits, a second cloud removes the wait.** On the V100 set the AWS ladder waits hours for spot room and spot alone misses some 1.5 x H deadlines; with GCP's rungs behind it nothing waits, every deadline is met on spot, and the deadline policy buys no on-demand, for a little more than AWS alone with 512 MiB checkpoints and less than the AWS deadline policy.",
    "- **Where AWS alone has room, the GCP rungs mostly cost.** On the r5.16xlarge set the AWS ladder waits half an hour and meets every deadline; the cross-cloud ladder finishes about an hour sooner, with fewer reclaims, but pays the egress and the GCP price (the AWS zones' mean, above the cheapest AWS zone the learned order prefers).",
    `- **Egress grows with the checkpoint.** At 512 MiB every 30 min it is one or two dollars a lineage. At 8 GiB, a GCP VM's uploads alone cost $${uploadUsd.toFixed(2)} an hour, more than the VM, and the cross-cloud ladder costs three quarters more to twice as much as AWS alone. The learned order then ranks every GCP rung after the AWS ones, but two things still put lineages there: a launch where every AWS rung refused, after which the lineage stays on GCP until a reclaim (the ladder is ranked only at a launch, and GCP reclaims almost never here); and the cool-down, which puts an AWS rung reclaimed within the hour after every other spot rung, GCP's included, so the learned order pays more egress than the static ladder; without the cool-down, slightly less.`,
    '- **Not modelled.** The GCP days are not the AWS days, and repeating 45.6 calm hours overstates how reliably a second cloud has room; the GCP type is a CPU type standing in for any; on-demand stays on AWS; the free egress allowances (100 GB a month on AWS and Azure) are left out; a restore of every checkpoint (no `retention`) would weigh on every GCP restart, not only the newest one.',
  ];
}
