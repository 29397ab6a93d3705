// The gang reclaim section's text: the measured spans, the cost per reclaim
// by term, and the issue's targets against them.
import {
  BACK_WITHIN_S,
  BOOT_S,
  CHECKPOINT_GIB,
  RATIO_AT_8,
  backWithLoad,
  cost,
  type Measured,
  type Rates,
  type RestoreRate,
  type Row,
} from './gang-reclaim-model.js';
import { PROBE_MIB } from './gang-reclaim-disk.js';
import type { ElasticTrial } from './gang-reclaim-trials.js';
import { median } from './store-sync.js';

/** What the section was measured with. */
export interface Setting {
  /** Which build of the action ran. */
  readonly dist: string;
  /** Trials run again after a failure, with why. */
  readonly retried: string[];
  readonly torch: string;
  readonly reps: number;
  readonly loads: string[];
  readonly restore: RestoreRate;
  readonly rates: Rates;
}

const s = (value: number): string => `${value.toFixed(1)} s`;
const ns = (value: number): string => value.toFixed(0);
const verdict = (met: boolean): string => (met ? 'met' : '**not met**');

/** Median, and the worst in brackets, of one span over the reps. */
function spread(trials: ElasticTrial[], pick: (t: ElasticTrial) => number): string {
  const values = trials.map(pick);
  return `${s(median(values))} (${s(Math.max(...values))})`;
}

export function spansTable(rows: Row[]): string {
  const lines = rows.map(({ m, elastic, handover }) => {
    const leave = (pick: (t: ElasticTrial) => number) => spread(elastic, pick);
    const over = handover.map((t) => t.reform.training);
    const handed = `${s(median(over))} (${s(Math.max(...over))}), ${m.handoverRounds}`;
    return `| ${m.size} | ${s(m.start)} | ${s(m.stopAll)} | ${leave((t) => t.leave.saved)} | ${leave((t) => t.leave.agreed)} | ${leave((t) => t.leave.resumed)} | ${leave((t) => t.leave.training)} | ${s(m.leaverExit)} | ${leave((t) => t.join.agreed)} | ${leave((t) => t.join.training)} | ${s(m.replacementStart)} | ${handed} |`;
  });
  return `| nodes | whole: steps spawned to first step | whole: notice to step end, summed over nodes | elastic, from the notice: gang saved | agents agreed | last rank resumed | training | reclaimed node: notice to step end | join, from the survivors' last step: agents agreed | training (a worker restart) | replacement: torchrun launched to training | hand-over, from the step-out: training at full size; re-forms (most in a rep) |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${lines.join('\n')}`;
}

export function costTable(rows: Measured[], rates: Rates): string {
  const lines = rows.map((m) => {
    const c = cost(m, rates);
    const w = c.whole;
    const e = c.elastic;
    const h = c.handover;
    return `| ${m.size} | ${ns(w.stop)} | ${ns(w.boot)} | ${ns(w.restore)} | ${ns(w.start)} | **${ns(w.total)}** | ${ns(e.leaver)} | ${ns(e.reform)} | ${ns(e.replacement)} | ${ns(e.rejoin)} | **${ns(e.total)}** | ${ns(h.reform)} | **${ns(h.total)}** |`;
  });
  return `| nodes | whole: notice to step end + save | boot and registration | restore | start + load | **whole gang** | elastic: reclaimed node, notice to end + save | survivors' re-form + save + load | replacement: boot, restore, start, load | survivors' restart when it joins + save + load | **elastic** | hand-over: survivors' one re-form + save + load | **hand-over** (the same node and replacement terms) |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${lines.join('\n')}`;
}

export function targetTable(rows: Measured[], rates: Rates): string {
  const lines = rows.map((m) => {
    const c = cost(m, rates);
    const back = backWithLoad(m, rates);
    const ratio =
      m.size === 8
        ? `${c.ratio.toFixed(1)}x, ${verdict(c.ratio >= RATIO_AT_8)}`
        : `${c.ratio.toFixed(1)}x`;
    const handRatio =
      m.size === 8
        ? `${c.handoverRatio.toFixed(1)}x, ${verdict(c.handoverRatio >= RATIO_AT_8)}`
        : `${c.handoverRatio.toFixed(1)}x`;
    return `| ${m.size} | ${ns(c.whole.total)} | ${ns(c.elastic.total)} | ${ratio} | ${s(m.back)} (${s(m.backWorst)}), ${verdict(m.backWorst <= BACK_WITHIN_S)} | ${s(back.median)} (${s(back.worst)}) | ${ns(c.bound)} | ${within(c.elastic.total, c.bound)} | ${ns(c.handover.total)} | ${handRatio} | ${within(c.handover.total, c.bound)} |`;
  });
  return `| nodes | whole gang, node-s | elastic, node-s | whole / elastic (target at 8: >= ${RATIO_AT_8}x) | survivors' notice to training, median (worst); target <= ${BACK_WITHIN_S} s | the same with the ${CHECKPOINT_GIB} GiB save and load | bound: replacement + one worker restart per survivor, node-s | elastic within the bound | hand-over, node-s | whole / hand-over (target at 8: >= ${RATIO_AT_8}x) | hand-over within the bound |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${lines.join('\n')}`;
}

/** Whether a total is within the issue's bound, and by how much it is over. */
function within(total: number, bound: number): string {
  const over = total - bound;
  return `${verdict(over <= 0)}${over > 0 ? ` (+${ns(over)}, ${(total / bound).toFixed(2)}x)` : ''}`;
}

function retriedText(retried: string[]): string {
  return retried.length === 0
    ? 'No trial failed.'
    : `${retried.length} failed trials were run again (${retried.join('; ')}).`;
}

function measuredText(setting: Setting, sizes: number[]): string {
  return `Node-seconds not training per reclaim of one node, for gangs of
${sizes.join(', ')}: today's whole-gang restart against the elastic gang.

**Measured** through the built action (\`dist/main.js\`, ${setting.dist}; one train step
per node, each in its own directory, all on this machine; a file:// store,
\`restart: false\`), from the lines each node printed, timestamped as they
reached the benchmark (read every 20 ms). The trainer is
examples/pytorch-ddp/train.py (a small MLP on CPU over gloo, one worker per
node, 0.05 s a step, every step logged) under torchrun from
${setting.torch}, with docs/multi-node.md's torchrun line plus
\`--monitor_interval 1\` and \`is_host\`, as the gang tests run it. Once
the gang has trained 20 steps the last node gets a spot notice from a
stand-in for EC2's metadata service (node 0 cannot leave an elastic gang).
Today's gang has no \`min-nodes\`: every node stops and its step ends.
The elastic gang has \`min-nodes\` one below \`nodes\` (1 for a gang of
2, which the settings allow): the survivors re-form without the node and
train 20 steps, then a replacement joins: a bare torchrun agent on the
gang's rendezvous, started as if its boot and restore were done, its
restart directory a survivor's outputs (a shared disk stands in for the
bucket). The survivors' agents see it waiting, stop their workers (which
save) and re-form at full size. "Training" is the first step logged after a
re-form; for the join it counts from the survivors' last step before it,
less one step's time. The hand-over (make-before-break, what a member at
risk does on AWS's rebalance recommendation) starts the replacement's bare
agent while the elastic gang is whole; it waits in the full rendezvous
(checked: no re-form for 15 s), then the last node gets its notice and
leaves, as it steps out when its replacement is ready; the gang re-forms
with the replacement in. A whole gang's "spawned to first step" is a fresh
gang's start: the train steps, torchrun, the rendezvous, the workers'
imports, one step. ${setting.reps} reps per size and mode, alternating;
medians, the worst in brackets. ${retriedText(setting.retried)}`;
}

function modelledText(setting: Setting): string {
  const { rates, restore } = setting;
  return `**Modelled**: a new VM's boot and runner registration, ${BOOT_S} s
(simulated, as the issue says), and a checkpoint of
**${CHECKPOINT_GIB} GiB per node** (the trained model's is a few KiB):
restored from the bucket at ${rates.restore.toFixed(0)} MiB/s
(${restore.source}; the "restore per attempt" sections restore from a file
store on local disk, not a bucket), saved at ${rates.save.toFixed(0)} MiB/s
and loaded at ${rates.load.toFixed(0)} MiB/s (both measured here: torch.save
of a ${PROBE_MIB} MiB state dict to a .tmp, fsync, rename, as the trainer
saves; torch.load by a fresh process, from the page cache). Every node
saves at the notice in both modes; today's gang also uploads that save
before its steps end, which is left out (it would only add to today's
figure).

Whole gang = every node's (notice to step end + save) + N × (${BOOT_S} s +
restore + spawned to first step + load). Elastic = the reclaimed node's
(notice to step end + save) + (N-1) × (the survivors' notice to training +
save + load) + the replacement's (${BOOT_S} s + restore + torchrun launched
to training + load; the survivors train meanwhile) + (N-1) × (one worker
restart when it joins + save + load). Hand-over = the reclaimed node's
and the replacement's terms as in the elastic gang (the replacement boots
while the gang trains whole; its VM's time still counts) + (N-1) × (the
survivors' step-out to training + save + load): one re-form. The issue's bound is the
replacement's part + (N-1) × one worker restart (+ save + load). Load
average (1 min, the machine's other work included) at the start, after
each size, and at the end: ${setting.loads.join(', ')}.`;
}

export function introText(setting: Setting, sizes: number[]): string {
  return `## Gang reclaim cost: today's whole gang against the elastic gang

${measuredText(setting, sizes)}

${modelledText(setting)}`;
}
