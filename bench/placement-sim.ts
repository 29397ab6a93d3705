// Section `placement` of bench/results.md: launch policies replayed on the
// public spot traces of "Can't Be Late" (Wu et al., NSDI 2024), every
// ordering and market decision made by src/placement, as the launch mode
// makes them.
import { DEFAULT_RESTART_MS } from '../src/placement/overheads.js';
import { cooldownMarkdown } from './placement-sim-cooldown.js';
import {
  cooldownSweep,
  sensitivityTable,
  singleZoneTable,
  traceTable,
} from './placement-sim-extra.js';
import { HOUR_MS, MINUTE_MS, type SimTrace, type Workload } from './placement-sim-model.js';
import { workloadTables, type Judged } from './placement-sim-report.js';
import { LADDERS, Runner, startsOf } from './placement-sim-runs.js';
import { findings, intro, paper, targets } from './placement-sim-text.js';
import { loadTrace, TRACE_ROOT, TRACE_SPECS } from './placement-sim-traces.js';

const TITLE = '## Placement: launch policies replayed on public spot traces';
/** Notice to durable for a 512 MiB checkpoint over S3 (section `durable`): Young's C. */
export const DURABLE_SECONDS = 6.4;

export const BASE_WORKLOAD: Workload = {
  trainMs: 24 * HOUR_MS,
  restartMs: DEFAULT_RESTART_MS,
  noticeMs: 2 * MINUTE_MS,
  checkpointMs: 30 * MINUTE_MS,
  stepMs: MINUTE_MS,
};

export function placementSection(): Promise<string> {
  return Promise.resolve(placementMarkdown());
}

function placementMarkdown(): string {
  const traces = TRACE_SPECS.map(loadTrace);
  const [main, ...others] = traces;
  if (main === undefined)
    return `${TITLE}\n\nNo traces at ${TRACE_ROOT}: not measured (they are data in ../shared, never copied here).`;
  const judged: Judged[] = [];
  const mainTables: string[] = [];
  for (const trainH of [24, 72]) {
    const workload = { ...BASE_WORKLOAD, trainMs: trainH * HOUR_MS };
    const tables = workloadTables(
      new Runner(main, workload),
      startsOf(main, workload.trainMs),
      [1.5, 2],
    );
    mainTables.push(...tables.markdown);
    judged.push(tables.judged);
  }
  const mtbfHours = judged[0]?.staticMtbfHours ?? Number.NaN;
  const youngMs = Math.sqrt(2 * DURABLE_SECONDS * mtbfHours * 3600) * 1000;
  const preemption = others.flatMap((trace) =>
    trace === undefined ? [] : [preemptionTables(trace, judged)],
  );
  const single = singleZoneTable(main, BASE_WORKLOAD);
  return [
    TITLE,
    '',
    ...intro({ mtbfHours, youngMs, durableSeconds: DURABLE_SECONDS }),
    '',
    '### The traces',
    '',
    ...traceTable(traces.flatMap((trace) => (trace === undefined ? [] : [trace]))),
    '',
    `### ${main.name}: ladders, on-demand-after-time and the deadline policy`,
    '',
    ...mainTables,
    '### Targets',
    '',
    ...targets(judged, main.name, single),
    '',
    ...findings(),
    '',
    '### How the figures move (H = 24 h)',
    '',
    'Each cell: mean cost, (against the static ladder), mean reclaims; or the share of deadlines met.',
    '',
    ...sensitivityTable(main, BASE_WORKLOAD, youngMs),
    '',
    '### The cool-down',
    '',
    cooldownMarkdown(main),
    '',
    `In the simulator (${main.name}), the cool-down's length against a lineage's mean reclaims and cost:`,
    '',
    ...cooldownSweep(main, BASE_WORKLOAD, [24, 72]),
    '',
    '### The preemption traces (H = 24 h)',
    '',
    "The same simulator on the 1-node preemption sets: a zone has room while the probe's own VM ran, and a VM there is reclaimed when the probe's was. These sets are a week or less, too short for a 72 h lineage without replaying the same days.",
    '',
    ...preemption.flat(),
    '### Compared with the paper',
    '',
    ...paper(main.zones.length, allOutShare(main)),
    '',
    ...single.markdown,
  ].join('\n');
}

function preemptionTables(trace: SimTrace, judged: Judged[]): string[] {
  const runner = new Runner(trace, BASE_WORKLOAD);
  const starts = startsOf(trace, BASE_WORKLOAD.trainMs);
  if (!Number.isFinite(trace.onDemandPrice)) {
    const outcomes = LADDERS.flatMap((policy) => runner.run(policy, starts));
    const reclaims = outcomes.reduce((sum, outcome) => sum + outcome.reclaims, 0);
    const longest = Math.max(...outcomes.map((outcome) => outcome.completionMs)) / HOUR_MS;
    return [
      `#### ${trace.name}`,
      '',
      `${starts.length} starts fit; from them every ladder policy had ${reclaims} reclaims in all and finished within ${longest.toFixed(1)} h: three of the four zones never lost the probe's VM, so there is nothing for a policy to choose between. (No price is stated for this type here.)`,
      '',
    ];
  }
  const tables = workloadTables(runner, starts, [1.5, 2]);
  judged.push(tables.judged);
  return [`#### ${trace.name}`, '', ...tables.markdown];
}

function allOutShare(trace: SimTrace): number {
  let out = 0;
  for (let tick = 0; tick < trace.ticks; tick++)
    if (trace.zones.every((zone) => zone.up[tick] === 0)) out++;
  return out / trace.ticks;
}
