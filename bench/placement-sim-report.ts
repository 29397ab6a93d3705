// The simulator's tables: policies side by side on one trace and workload.
import { markdownTable } from '../src/base/markdown-table.js';
import { HOUR_MS, type Outcome } from './placement-sim-model.js';
import {
  ALL_ON_DEMAND,
  latestAfterTime,
  LADDERS,
  LEARNED_COLD,
  LEARNED_WARM,
  metShare,
  STATIC,
  summarize,
  withMarket,
  type Runner,
} from './placement-sim-runs.js';

export const usd = (value: number): string =>
  Number.isFinite(value) ? `$${value.toFixed(2)}` : '-';
export const share = (value: number): string =>
  Number.isFinite(value) ? `${(value * 100).toFixed(value > 0 && value < 0.01 ? 1 : 0)} %` : '-';
export const hours = (ms: number): string => `${(ms / HOUR_MS).toFixed(1)} h`;
const signed = (ratio: number): string =>
  Number.isFinite(ratio) ? `${ratio >= 1 ? '+' : ''}${((ratio - 1) * 100).toFixed(1)} %` : '-';

export interface Labelled {
  readonly label: string;
  readonly outcomes: readonly Outcome[];
}

/** The figures the section's targets are judged on. */
export interface Judged {
  readonly trace: string;
  readonly trainH: number;
  /** Spot VM hours a reclaim, on the static ladder: the MTBF a checkpoint interval would be set by. */
  readonly staticMtbfHours: number;
  /** Learned order's cost per useful hour against the static ladder's (cold, warm). */
  readonly learnedVsStatic: readonly [number, number];
  readonly deadlines: readonly {
    readonly deadlineH: number;
    readonly ladder: string;
    readonly met: number;
    readonly costUsd: number;
    readonly runs: number;
    readonly onDemandRuns: number;
    /** Runs that went on-demand although the same ladder on spot alone met the deadline from that start. */
    readonly needlessOnDemand: number;
    readonly afterTimeCostUsd?: number;
    readonly afterTimeH?: number;
    /** On-demand-after-time set in advance to the latest switch sure to meet the deadline: D - H - one restart. */
    readonly safeAfterTimeCostUsd: number;
    readonly safeAfterTimeH: number;
  }[];
}

const COLUMNS = [
  'policy',
  'mean cost',
  'of all on-demand',
  'per useful hour',
  'vs static',
  'mean time',
  'p95 time',
  'reclaims',
  'on-demand runs',
];

function row(item: Labelled, trainMs: number, onDemand: number, staticCost: number): string[] {
  const summary = summarize(item.outcomes);
  return [
    item.label,
    usd(summary.meanCostUsd),
    share(summary.meanCostUsd / onDemand),
    usd(summary.meanCostUsd / (trainMs / HOUR_MS)),
    signed(summary.meanCostUsd / staticCost),
    `${summary.meanHours.toFixed(1)} h`,
    `${summary.p95Hours.toFixed(1)} h`,
    summary.meanReclaims.toFixed(1),
    share(summary.onDemandShare),
  ];
}

/** How often `a` cost less than `b` from the same start, and more. */
export function paired(a: readonly Outcome[], b: readonly Outcome[]): string {
  const pairs = a.map((outcome, index) => outcome.costUsd - (b[index]?.costUsd ?? Number.NaN));
  const less = pairs.filter((diff) => diff < -0.005).length;
  const more = pairs.filter((diff) => diff > 0.005).length;
  return `cheaper from ${less} starts, dearer from ${more}, the same from ${pairs.length - less - more}`;
}

/** Ladders spot-only, then each deadline: on-demand-after-time at its latest safe setting, and the deadline policy. */
export function workloadTables(
  runner: Runner,
  starts: readonly number[],
  deadlineFactors: readonly number[],
): { readonly markdown: string[]; readonly judged: Judged } {
  const { trace, workload } = runner;
  const trainMs = workload.trainMs;
  const onDemand = runner.run(ALL_ON_DEMAND, starts);
  const ladders = LADDERS.map((policy) => ({
    policy,
    outcomes: runner.run(policy, starts),
  }));
  const odCost = summarize(onDemand).meanCostUsd;
  const staticOutcomes = ladders[0]?.outcomes ?? [];
  const staticCost = summarize(staticOutcomes).meanCostUsd;
  const cost = (policy: typeof STATIC) =>
    summarize(ladders.find((ladder) => ladder.policy === policy)?.outcomes ?? []).meanCostUsd;
  const metCells = (outcomes: readonly Outcome[]) =>
    deadlineFactors.map((factor) => share(metShare(outcomes, factor * trainMs)));
  const header = [...COLUMNS, ...deadlineFactors.map((factor) => `met ${factor} x H`)];
  const ladderRows = [
    { label: ALL_ON_DEMAND.name, outcomes: onDemand },
    ...ladders.map((ladder) => ({ label: ladder.policy.name, outcomes: ladder.outcomes })),
  ].map((item) => [...row(item, trainMs, odCost, staticCost), ...metCells(item.outcomes)]);
  const learned = ladders
    .slice(2)
    .map((ladder) => `${ladder.policy.name}: ${paired(ladder.outcomes, staticOutcomes)}`);
  const markdown = [
    `**H = ${trainMs / HOUR_MS} h, ${starts.length} starts, spot only (no deadline)**`,
    '',
    ...markdownTable(header, ladderRows),
    '',
    `Against the static ladder, start by start: ${learned.join('; ')}.`,
    '',
  ];
  const deadlines: Judged['deadlines'][number][] = [];
  for (const factor of deadlineFactors) {
    const deadlineMs = factor * trainMs;
    const rows: Labelled[] = [{ label: ALL_ON_DEMAND.name, outcomes: onDemand }];
    const afterTimes = new Map<string, { costUsd: number; afterMs: number }>();
    // Whatever spot does, a switch this late still finishes on-demand by the deadline.
    const safeMs = deadlineMs - trainMs - workload.restartMs;
    const safe = new Map<string, number>();
    for (const ladder of ladders) {
      const sure = { kind: 'after-time', afterMs: safeMs } as const;
      const sureOutcomes = runner.run(withMarket(ladder.policy, sure, ''), starts);
      safe.set(ladder.policy.name, summarize(sureOutcomes).meanCostUsd);
      rows.push({
        label: `${ladder.policy.name} + on-demand-after-time ${hours(safeMs)} (set in advance: D - H - one restart)`,
        outcomes: sureOutcomes,
      });
      const afterMs = latestAfterTime(ladder.outcomes, trace, workload, deadlineMs);
      if (afterMs === undefined) {
        rows.push({
          label: `${ladder.policy.name} + on-demand-after-time: none meets all`,
          outcomes: [],
        });
        continue;
      }
      const market = { kind: 'after-time', afterMs } as const;
      const outcomes = runner.run(withMarket(ladder.policy, market, ''), starts);
      afterTimes.set(ladder.policy.name, { costUsd: summarize(outcomes).meanCostUsd, afterMs });
      const setting =
        afterMs >= deadlineMs
          ? `${hours(afterMs)} or later (spot alone met every deadline)`
          : hours(afterMs);
      rows.push({ label: `${ladder.policy.name} + on-demand-after-time ${setting}`, outcomes });
    }
    for (const ladder of [STATIC, LEARNED_COLD, LEARNED_WARM]) {
      const market = { kind: 'deadline', deadlineMs } as const;
      const outcomes = runner.run(withMarket(ladder, market, ''), starts);
      rows.push({ label: `deadline policy, ${ladder.name}`, outcomes });
      const after = afterTimes.get(ladder.name);
      const alone = ladders.find((item) => item.policy === ladder)?.outcomes ?? [];
      // On-demand bought for the rest of the work where this ladder on spot alone kept the deadline.
      const needless = outcomes.filter(
        (outcome, index) =>
          outcome.onDemand && (alone[index]?.completionMs ?? Infinity) <= deadlineMs,
      );
      deadlines.push({
        deadlineH: deadlineMs / HOUR_MS,
        ladder: ladder.name,
        met: metShare(outcomes, deadlineMs),
        costUsd: summarize(outcomes).meanCostUsd,
        onDemandRuns: outcomes.filter((outcome) => outcome.onDemand).length,
        needlessOnDemand: needless.length,
        runs: outcomes.length,
        safeAfterTimeCostUsd: safe.get(ladder.name) ?? Number.NaN,
        safeAfterTimeH: safeMs / HOUR_MS,
        ...(after === undefined
          ? {}
          : { afterTimeCostUsd: after.costUsd, afterTimeH: after.afterMs / HOUR_MS }),
      });
    }
    markdown.push(
      `**H = ${trainMs / HOUR_MS} h, deadline ${factor} x H = ${deadlineMs / HOUR_MS} h**`,
      '',
      ...markdownTable(
        [...COLUMNS, 'met'],
        rows.map((item) =>
          item.outcomes.length === 0
            ? [item.label, ...COLUMNS.slice(1).map(() => ''), '']
            : [
                ...row(item, trainMs, odCost, staticCost),
                share(metShare(item.outcomes, deadlineMs)),
              ],
        ),
      ),
      '',
    );
  }
  const perHour = (policy: typeof STATIC) => cost(policy) / staticCost;
  return {
    markdown,
    judged: {
      trace: trace.name,
      trainH: trainMs / HOUR_MS,
      staticMtbfHours:
        staticOutcomes.reduce((sum, outcome) => sum + outcome.spotVmMs, 0) /
        HOUR_MS /
        staticOutcomes.reduce((sum, outcome) => sum + outcome.reclaims, 0),
      learnedVsStatic: [perHour(LEARNED_COLD), perHour(LEARNED_WARM)],
      deadlines,
    },
  };
}
