// The placement section's prose: the setup, the targets with their
// verdicts, what the runs show, and how the setup differs from the paper's.
import { DEFAULT_LOST_MS, DEFAULT_RESTART_MS } from '../src/placement/overheads.js';
import { HOUR_MS, MINUTE_MS } from './placement-sim-model.js';
import type { Judged } from './placement-sim-report.js';
import { COOLDOWN_MS, WARM_MS } from './placement-sim-runs.js';

export function intro(figures: {
  readonly mtbfHours: number;
  readonly youngMs: number;
  readonly durableSeconds: number;
}): string[] {
  const young = Math.round(figures.youngMs / MINUTE_MS);
  return [
    "Each lineage is replayed from many start times on the traces of *Can't Be Late* (Wu et al., NSDI 2024; github.com/skypilot-org/spot-traces, read from `../shared`). Every launch asks `src/placement` what the launch mode asks it: `rankRungs` for the order of the ladder (the instance type in each zone of the trace, in name order: the user's order) and, under a deadline, `chooseMarket` for spot or on-demand and how long to wait for spot room. The simulated store gives them what the action's history would hold: spot spells with their reclaims (dated by the notice), launches, capacity misses, measured restarts (notice to the first step after it, waiting included) and lost work (the last durable save to the notice: none after a notice-time save), as `src/placement/history-evidence.ts` reads them.",
    '',
    "- **The trace.** A value is the number of spot VMs in the zone at that tick (1-node sets: 1 a spot launch succeeded, or the probe's VM ran; 0 not); `bench/placement-sim-traces.ts` gives the evidence for this reading. A spot rung starts at a launch if its zone has capacity at that tick; its VM runs until the first tick without capacity (a reclaim). With no spot room anywhere, a spot-only policy waits one tick and tries again; the first retry past on-demand-after-time, or the moment the deadline policy stops waiting, launches on-demand, which runs to the end of the training (the action runs one attempt until done). Start times: every 6 h while 1.5 x H fits in the trace; a lineage that runs past the trace's end reads it from the start again.",
    `- **The lineage.** H hours of training (24 h, 72 h). Each launch pays a restart of ${DEFAULT_RESTART_MS / MINUTE_MS} min (boot, runner, restore; the default of \`src/placement/overheads.ts\`) before its first step, billed, no progress. The traces give no notice; AWS gives 2 min and the trainer saves at it (notice to durable took ${figures.durableSeconds} s for 512 MiB over S3, section \`durable\`), so a reclaim loses the notice window: 2 min billed without progress. The next launch is at the reclaim itself (the tick without capacity), and the deadline policy's waits keep the order planned at the launch's start, as \`src/launch/spot-wait.ts\` does. Without a notice-time save a reclaim loses the work since the last periodic checkpoint, every 30 min (a fixed interval; Young's sqrt(2 x ${figures.durableSeconds} s x MTBF), the project's checkpoint advice, gives ${young} min at the ${figures.mtbfHours.toFixed(1)} spot VM-hours a reclaim the static ladder saw at H = 24 h); those cases are rows of their own below. A step is a minute of training; the deadline policy's step time is known once an attempt has trained a step.`,
    "- **Prices.** p3.2xlarge on demand $3.06 an hour (the AWS list price in us-east-1 and us-west-2, aws.amazon.com/ec2/instance-types/p3/; the paper's simulator bills the same); spot $0.918 an hour in every zone, the price the April 2023 V100 preemption files record at every tick (the paper's simulator used $0.9731). r5.16xlarge: $4.032 on demand (us-east-1, 32 x r5.large's $0.126), spot the mean of each zone's recorded prices. Waiting on the hosted runner costs nothing.",
    `- **Policies.** *Static ladder*: \`rankRungs\` with \`order: 'as-given'\`, no cool-down. *Cool-down only*: \`order: 'learned'\` with a cool-down of ${COOLDOWN_MS / HOUR_MS} h (action.yml's default), shown only the lineage's reclaims, each as a spell of no length: with no VM time and no misses it scores nothing and keeps the user's order but for rungs cooling down (the closest faithful configuration; \`src\` has no cool-down-only mode). *Learned order*: \`order: 'learned'\`, the same cool-down, shown everything the store holds: *cold*, this lineage's history only; *warm*, also that of learned-order lineages run back to back in the same store for the ${WARM_MS / HOUR_MS} h before it starts (less for the first starts). *+ on-demand-after-time*: a restart at or past the time launches on-demand; the time is the latest on a 15 min grid with which every start meets the deadline (chosen with hindsight, per H and D). *Deadline policy*: \`chooseMarket\` at every launch with deadline D (1.5 x H, 2 x H), its \`spotWaitUntil\` and \`onDemandIfNoSpot\` obeyed, overheads as \`overheadsOf\` reads the store (medians; ${DEFAULT_RESTART_MS / MINUTE_MS} and ${DEFAULT_LOST_MS / MINUTE_MS} min before anything is measured). *All on-demand*: the reference.`,
    '- **Columns.** Means over the starts; time runs from the lineage\'s first launch to its last step; "per useful hour" is cost / H; "vs static" the mean cost against the static ladder\'s; "on-demand runs" the share of lineages that ended on an on-demand VM.',
    '',
  ];
}

const pct = (ratio: number): string =>
  `${ratio >= 1 ? '+' : ''}${((ratio - 1) * 100).toFixed(1)} %`;

export function targets(
  judged: readonly Judged[],
  mainTrace: string,
  single: { readonly runs: number; readonly missed: number; readonly lostUnjudged: number },
): string[] {
  const main = judged.filter((item) => item.trace === mainTrace);
  const learned = main.map(
    (item) =>
      `H = ${item.trainH} h: cold ${pct(item.learnedVsStatic[0])}, warm ${pct(item.learnedVsStatic[1])}`,
  );
  const learnedMet = main.every(
    (item) => item.learnedVsStatic[0] < 1 && item.learnedVsStatic[1] < 1,
  );
  const rows = judged.flatMap((item) =>
    item.deadlines.map((row) => {
      const against =
        row.afterTimeCostUsd === undefined
          ? 'no on-demand-after-time meets all'
          : `on-demand-after-time ${row.afterTimeH?.toFixed(2)} h: $${row.afterTimeCostUsd.toFixed(2)} (deadline policy ${signedPercent(row.costUsd / row.afterTimeCostUsd - 1)})`;
      const ok =
        row.met === 1 &&
        (row.afterTimeCostUsd === undefined || row.costUsd <= row.afterTimeCostUsd);
      const safeOk = row.met === 1 && row.costUsd <= row.safeAfterTimeCostUsd;
      const sure = `set in advance ${row.safeAfterTimeH.toFixed(2)} h: $${row.safeAfterTimeCostUsd.toFixed(2)} (deadline policy ${signedPercent(row.costUsd / row.safeAfterTimeCostUsd - 1)})`;
      const text = `${item.trace}, H = ${item.trainH} h, D = ${row.deadlineH} h, ${row.ladder}: ${(row.met * 100).toFixed(0)} % met at $${row.costUsd.toFixed(2)}; ${sure}; tuned with hindsight: ${against}; on-demand in ${row.onDemandRuns} of ${row.runs} runs, ${row.needlessOnDemand} of them where that ladder on spot alone met the deadline`;
      const over = row.afterTimeCostUsd === undefined ? 0 : row.costUsd / row.afterTimeCostUsd - 1;
      return { ok, safeOk, over, met: row.met === 1, text };
    }),
  );
  const singleMet = single.missed === 0;
  return [
    `- The learned order beats the static ladder on cost per useful hour on the multi-zone trace: **${learnedMet ? 'met' : 'not met'}** (${learned.join('; ')}; the gain is small because a reclaim with a notice-time save costs one restart and 2 min, about 8 min of spot time, and it shrinks to nothing when the user's order already starts with the steady zones: see below).`,
    `- The deadline policy meets every deadline all-on-demand meets: **${rows.every((row) => row.met) ? 'met' : 'not met'}** on the multi-zone and preemption traces (all-on-demand meets them all: H plus one restart is within D); **${singleMet ? 'met' : 'not met'}** on single zones in the paper's setup (below: ${single.missed} of ${single.runs} runs missed, ${single.lostUnjudged} of them already lost when the first step time was known).`,
    `- ... at a cost no higher than on-demand-after-time set to meet the same deadlines. Set in advance to the latest switch sure to meet the deadline (D - H - one restart), as a user who knows the job's length would set it: **${rows.every((row) => row.safeOk) ? 'met' : 'not met'}**. Tuned with hindsight, the latest setting with which every start of the trace met the deadline: **${rows.every((row) => row.ok) ? 'met' : 'not met'}** (met in ${rows.filter((row) => row.ok).length} of ${rows.length} rows; the others cost at most ${signedPercent(Math.max(0, ...rows.map((row) => row.over)))} more).`,
    ...rows.map(
      (row) =>
        `  - ${row.safeOk ? 'met' : '**not met**'} / ${row.ok ? 'met' : '**not met**'} with hindsight: ${row.text}`,
    ),
  ];
}

export function findings(): string[] {
  return [
    "**What the deadline policy does, and where it still costs more.** A first version of `chooseMarket` followed Uniform Progress (on-demand at once when behind the pace with no spot room); on these traces it cost 1 to 46 % more than the best on-demand-after-time, because an on-demand attempt trains until it ends or hands back, and taking one at every fall behind the pace bought on-demand in runs where spot alone kept the deadline. It now keeps only the safety net: spot while the slack would survive one more reclaim, and with no spot room it retries spot until that moment (`spotWaitUntil = now + slack - (restart + lost work)`, at most 5 h, a hosted job's limit less an hour), then on-demand. Before the lineage has timed a step, the step time earlier lineages of the same training recorded in the store stands in (the warm store above); with none, the work left is unknown and no wait can be shown safe, so a first launch that finds no spot room anywhere takes on-demand at once. Back to spot when ahead (`src/placement/hand-back.ts`, asked by the train step and here at each tick of an on-demand attempt): once the attempt has timed its pace (10 steps or 10 min) and the slack after a restart would survive a reclaim and a return to on-demand, it saves and the next launch goes to spot. Before it, the cold-store rows cost 2.2 to 2.8 % more than on-demand-after-time on the 45-day trace and up to 36 % more on the preemption sets (tick 0 of every file has every zone out); with it, what remains is the few minutes of on-demand that time the pace in the runs whose first launch found every zone out, and on the preemption sets the runs where the safety net took on-demand that spot alone, with hindsight, would have ridden out.",
  ];
}

export function paper(zones: number, allOutShare: number): string[] {
  return [
    `The paper replays one zone at a time and lets its policy move between spot and on-demand in both directions: Uniform Progress takes on-demand to catch up with the pace and leaves it once ahead; its simulator's defaults (github.com/Michaelvll/skypilot-spot-strategy) are a restart (changeover) of 0.2 h, on-demand $3.06 and spot $0.9731 for p3.2xlarge, and its experiment folders run a 48 h job due in 52 h with a 0.1 h restart. It reports 27-84 % savings for real workloads on SkyPilot; its simulation results compare policies with each other and with an optimum, not in a table this setup reproduces. Here an on-demand attempt goes back to spot only through a restart, and only when its slack would survive a reclaim after it; the policy knows the job's length only once a step is timed (or from earlier lineages of the same training in the store), where the paper's knows it from the start; and the ladder offers ${zones} zones, where capacity is almost always somewhere (all of them were out at once at ${(allOutShare * 100).toFixed(1)} % of the ticks). The savings against all on-demand above fall inside the paper's range, on a different setup. The closest to the paper's is each zone of the 45-day trace alone, H = 48 h, D = 52 h, a 6 min restart:`,
  ];
}

function signedPercent(share: number): string {
  const value = (share * 100).toFixed(2);
  // A share that rounds to nothing is shown as +0.00, never -0.00.
  return value.startsWith('-') && Number(value) !== 0
    ? `${value} %`
    : `+${value.replace('-', '')} %`;
}
