// The tables around the main comparison: the traces themselves, how the
// figures move with the restart overhead, the notice, the user's order and
// the cool-down, and single zones set up as the paper's simulations are.
import { markdownTable } from '../src/base/markdown-table.js';
import {
  HOUR_MS,
  MINUTE_MS,
  type Policy,
  type SimTrace,
  type Workload,
} from './placement-sim-model.js';
import { hours, share, usd } from './placement-sim-report.js';
import {
  ALL_ON_DEMAND,
  COOLDOWN_ONLY,
  latestAfterTime,
  LEARNED_COLD,
  LEARNED_WARM,
  metShare,
  Runner,
  startsOf,
  STATIC,
  summarize,
  withMarket,
} from './placement-sim-runs.js';

export function traceTable(traces: readonly SimTrace[]): string[] {
  return markdownTable(
    [
      'set',
      'tick',
      'days',
      'share of ticks with capacity (VM running), per zone',
      'losses a zone-day',
    ],
    traces.map((trace) => {
      const days = (trace.ticks * trace.gapMs) / (24 * HOUR_MS);
      let losses = 0;
      for (const zone of trace.zones)
        for (let tick = 1; tick < trace.ticks; tick++)
          if (zone.up[tick] === 0 && zone.up[tick - 1] === 1) losses++;
      const shares = trace.zones.map((zone) => {
        const up = zone.up.reduce((sum, value) => sum + value, 0);
        return `${zone.zone} ${((up / trace.ticks) * 100).toFixed(0)} %`;
      });
      return [
        trace.name,
        `${trace.gapMs / 1000} s`,
        days.toFixed(1),
        shares.join(', '),
        (losses / (days * trace.zones.length)).toFixed(1),
      ];
    }),
  );
}

interface Variant {
  readonly label: string;
  readonly trace: SimTrace;
  readonly workload: Workload;
}

/** The 24 h lineage on the main trace under other assumptions, one row each. */
export function sensitivityTable(trace: SimTrace, base: Workload, youngMs: number): string[] {
  const variants: Variant[] = [
    ...[3, 6, 12].map((minutes) => ({
      label: `restart ${minutes} min${minutes === 6 ? ' (the default above)' : ''}`,
      trace,
      workload: { ...base, restartMs: minutes * MINUTE_MS },
    })),
    {
      label: 'no notice-time save: a reclaim loses the work since the last 30 min checkpoint',
      trace,
      workload: { ...base, noticeMs: 0 },
    },
    {
      label: `no notice-time save, a checkpoint every ${Math.round(youngMs / MINUTE_MS)} min (Young's interval)`,
      trace,
      workload: { ...base, noticeMs: 0, checkpointMs: youngMs },
    },
    {
      label: "the user's order reversed (us-west-2c first)",
      trace: { ...trace, zones: [...trace.zones].reverse() },
      workload: base,
    },
  ];
  const deadlineMs = 1.5 * base.trainMs;
  const rows = variants.map(({ label, trace: replayed, workload }) => {
    const runner = new Runner(replayed, workload);
    const starts = startsOf(replayed, workload.trainMs);
    const statics = runner.run(STATIC, starts);
    const staticCost = summarize(statics).meanCostUsd;
    const vsStatic = (policy: Policy) => {
      const summary = summarize(runner.run(policy, starts));
      return `${usd(summary.meanCostUsd)} (${((summary.meanCostUsd / staticCost - 1) * 100).toFixed(1)} %), ${summary.meanReclaims.toFixed(1)}`;
    };
    const afterMs = latestAfterTime(statics, replayed, workload, deadlineMs);
    const after =
      afterMs === undefined
        ? 'none meets all'
        : `${hours(afterMs)}: ${usd(summarize(runner.run(withMarket(STATIC, { kind: 'after-time', afterMs }, ''), starts)).meanCostUsd)}`;
    const deadline = runner.run(
      withMarket(LEARNED_COLD, { kind: 'deadline', deadlineMs }, ''),
      starts,
    );
    return [
      label,
      `${usd(staticCost)}, ${summarize(statics).meanReclaims.toFixed(1)}`,
      vsStatic(LEARNED_COLD),
      vsStatic(LEARNED_WARM),
      after,
      `${usd(summarize(deadline).meanCostUsd)}, ${share(metShare(deadline, deadlineMs))} met`,
    ];
  });
  return markdownTable(
    [
      'H = 24 h, main trace',
      'static: cost, reclaims',
      'learned cold (vs static), reclaims',
      'learned warm (vs static), reclaims',
      'static + latest on-demand-after-time meeting 1.5 x H',
      'deadline policy 1.5 x H (learned cold)',
    ],
    rows,
  );
}

/** Cool-down lengths: the cool-down alone and with the learned order, reclaims and cost. */
export function cooldownSweep(
  trace: SimTrace,
  base: Workload,
  trainHours: readonly number[],
): string[] {
  const cooldowns = [0, 30 * MINUTE_MS, HOUR_MS, 2 * HOUR_MS, 4 * HOUR_MS];
  const runners = trainHours.map((trainH) => {
    const workload = { ...base, trainMs: trainH * HOUR_MS };
    return { runner: new Runner(trace, workload), starts: startsOf(trace, workload.trainMs) };
  });
  const rows = cooldowns.map((cooldownMs) => [
    cooldownMs === 0
      ? '0 (off)'
      : cooldownMs < HOUR_MS
        ? `${cooldownMs / MINUTE_MS} min`
        : `${cooldownMs / HOUR_MS} h`,
    ...runners.flatMap(({ runner, starts }) =>
      [COOLDOWN_ONLY, LEARNED_COLD].map((policy) => {
        const summary = summarize(runner.run({ ...policy, cooldownMs }, starts));
        return `${summary.meanReclaims.toFixed(2)}, ${usd(summary.meanCostUsd)}`;
      }),
    ),
  ]);
  return markdownTable(
    [
      'cool-down',
      ...trainHours.flatMap((trainH) => [
        `H = ${trainH} h, cool-down only: reclaims, cost`,
        `H = ${trainH} h, learned cold: reclaims, cost`,
      ]),
    ],
    rows,
  );
}

/** Each zone alone, a job of 48 h due in 52 h with a 6 min restart, as in the paper's simulations. */
export function singleZoneTable(
  trace: SimTrace,
  base: Workload,
): {
  readonly markdown: string[];
  readonly runs: number;
  readonly missed: number;
  readonly lostUnjudged: number;
} {
  let runs = 0;
  let missedAll = 0;
  let lostAll = 0;
  const workload = { ...base, trainMs: 48 * HOUR_MS };
  const deadlineMs = 52 * HOUR_MS;
  const rows = trace.zones.map((zone) => {
    const alone = { ...trace, zones: [zone] };
    const runner = new Runner(alone, workload);
    const starts = startsOf(alone, workload.trainMs);
    const onDemand = summarize(runner.run(ALL_ON_DEMAND, starts)).meanCostUsd;
    const spot = runner.run(STATIC, starts);
    const afterMs = latestAfterTime(spot, alone, workload, deadlineMs);
    const after =
      afterMs === undefined
        ? 'none meets all'
        : `${hours(afterMs)}: ${share(summarize(runner.run(withMarket(STATIC, { kind: 'after-time', afterMs }, ''), starts)).meanCostUsd / onDemand)}`;
    const deadline = runner.run(withMarket(STATIC, { kind: 'deadline', deadlineMs }, ''), starts);
    const missed = deadline.filter((outcome) => outcome.completionMs > deadlineMs);
    // Lost before the policy could judge: by the time a step time was known, on-demand could not finish.
    const lostUnjudged = missed.filter(
      (outcome) =>
        outcome.stepTimeKnownAt -
          outcome.startMs +
          workload.restartMs +
          workload.trainMs -
          outcome.progressWhenKnownMs >
        deadlineMs,
    );
    const up = zone.up.reduce((sum, value) => sum + value, 0) / trace.ticks;
    runs += deadline.length;
    missedAll += missed.length;
    lostAll += lostUnjudged.length;
    return [
      zone.zone,
      share(up),
      `${share(summarize(spot).meanCostUsd / onDemand)}, ${share(metShare(spot, deadlineMs))} met`,
      after,
      `${share(summarize(deadline).meanCostUsd / onDemand)}, ${share(metShare(deadline, deadlineMs))} met, ${share(summarize(deadline).onDemandShare)} on-demand`,
      `${lostUnjudged.length} of ${missed.length}`,
    ];
  });
  const markdown = markdownTable(
    [
      'zone alone',
      'capacity',
      'spot only: cost of all on-demand, met',
      'latest on-demand-after-time meeting all: cost',
      'deadline policy: cost, met, runs that went on-demand',
      'deadline misses already lost when the first step time was known',
    ],
    rows,
  );
  return { markdown, runs, missed: missedAll, lostUnjudged: lostAll };
}
