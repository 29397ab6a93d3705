// What the gang reclaim numbers say, worked out from them: where the
// survivors' time goes, why the bound is or is not met, and how much of the
// larger gangs' spans is this machine's 2 shared cores.
import { CHECKPOINT_GIB, cost, RATIO_AT_8, type Rates, type Row } from './gang-reclaim-model.js';
import { median } from './store-sync.js';

/** torchrun's `last_call_timeout` in the elastic line: the part of the agents' wait that is asked for. */
const LAST_CALL_S = 5;

/** torch's keep-alive lapse for an agent that never leaves: 3 missed heartbeats of 5 s. */
const KEEP_ALIVE_S = 15;

/** Seconds from the gang's save to the agents' agreement when the node leaves, median. */
const leaveWait = (row: Row): number =>
  median(row.elastic.map((t) => t.leave.agreed - t.leave.saved));

/** Within a few seconds of the last call: the departed agent was out of the rendezvous at once. */
const cleanLeave = (rows: readonly Row[]): boolean =>
  rows.every((row) => leaveWait(row) < LAST_CALL_S + KEEP_ALIVE_S / 2);

function rendezvousFinding(rows: Row[], torch: string): string {
  const waits = rows
    .map((row) => `${leaveWait(row).toFixed(1)} s of ${row.m.back.toFixed(1)} s`)
    .join(', ');
  const joins = rows.map((row) =>
    median(row.elastic.map((t) => t.join.agreed - t.join.saved)).toFixed(1),
  );
  const lead = `Where the survivors' time goes when the node leaves: from the gang's
save to the agents' agreement on the new gang, ${waits} (of the notice to
training) with ${rows.map((row) => row.m.size).join(', ')} nodes.`;
  const join = `When the replacement joins the same agreement takes ${joins.join(', ')} s:
the new node fills the gang and the round completes at once.`;
  return cleanLeave(rows)
    ? `${lead} torch ${torch}'s c10d rendezvous opens a new round only once every
participant of the last one has left it, and an agent ended by a signal
does not leave; the node that leaves runs torch's own exit operation for
its agent once it is gone, so the survivors wait only for
\`last_call_timeout\` (${LAST_CALL_S} s) and their own restart. ${join}`
    : `${lead} torch ${torch}'s c10d rendezvous opens a new round only once every
participant of the last one has left it, and the reclaimed node's agent,
ended by a signal, does not leave (torchrun keeps the rendezvous open then,
so the gang can scale): the survivors wait for its keep-alive to expire (3
missed heartbeats of 5 s), then for \`last_call_timeout\` (${LAST_CALL_S} s). ${join}`;
}

function boundFinding(rows: readonly Row[], last: Row, rates: Rates): string {
  const c = cost(last.m, rates);
  const n = last.m.size;
  const over = c.elastic.total - c.bound;
  // What the elastic gang would cost if the survivors waited only for the last call.
  const saved = (n - 1) * Math.max(0, leaveWait(last) - LAST_CALL_S);
  const without = c.elastic.total - saved;
  const bound =
    over > 0
      ? `The bound is not met because the survivors restart twice per reclaim,
once when the node leaves and once when the replacement joins, and the bound
counts one: with ${n} nodes the excess, ${over.toFixed(0)} node-s, is the
reclaimed node's stop and the survivors' re-form when it leaves.`
      : `The bound is met with ${n} nodes.`;
  const whatIf =
    !cleanLeave(rows) && saved > 10
      ? ` Were the survivors to wait only for the last call
when the node leaves (not for its keep-alive; a what-if, not measured), the
elastic figure with ${n} nodes would be ${without.toFixed(0)} node-s,
${(c.whole.total / without).toFixed(1)}x less than today's (target ${RATIO_AT_8}x).`
      : ` torchrun restarts every worker at each change of
members, so two restarts per reclaim are its floor unless the replacement is
ready before the node leaves.`;
  return `${bound} The ratio to today's gang comes from the boots: today
every node boots, restores and starts again (${c.whole.boot.toFixed(0)} of
today's ${c.whole.total.toFixed(0)} node-s with ${n} nodes are boots), the
elastic gang boots one.${whatIf}`;
}

function handoverFinding(rows: readonly Row[], last: Row, rates: Rates): string {
  const c = cost(last.m, rates);
  const n = last.m.size;
  const rounds = Math.max(...rows.map((row) => row.m.handoverRounds));
  const over = c.handover.total - c.bound;
  const once =
    rounds === 1
      ? `the survivors re-form once, in one rendezvous round: the replacement
waiting in the full round is the node the round lacks, so it completes without
waiting for the last call`
      : `yet the survivors went through as many as ${rounds} rendezvous rounds in a
rep (the replacement's agent missed the first)`;
  return `With the hand-over ${once}. Its figure with ${n} nodes is
${c.handover.total.toFixed(0)} node-s, ${c.handoverRatio.toFixed(1)}x less than
today's (target ${RATIO_AT_8}x), and ${over <= 0 ? 'within' : `${over.toFixed(0)} node-s over`} the
bound (${c.bound.toFixed(0)}). What is left is the replacement's own boot and
restore (${c.handover.replacement.toFixed(0)} node-s, which the bound counts
too) and one save and load of the checkpoint per survivor.`;
}

function contentionFinding(first: Row, last: Row): string {
  return `On this machine every node shares the same 2 cores: a fresh gang of
${last.m.size} takes ${last.m.start.toFixed(1)} s from spawn to its first
step against ${first.m.start.toFixed(1)} s for ${first.m.size}, and the
survivors' worker restart when the replacement joins takes
${last.m.restart.toFixed(1)} s against ${first.m.restart.toFixed(1)} s:
${last.m.size} torch imports queue for the cores where a real gang has a VM
per node. The larger gangs' spans are therefore high, on both sides of the
ratio.`;
}

/**
 * What the issue's 5x at 8 nodes asks of each survivor, and a what-if (not
 * measured) with a VM per node: the least contended gang's per-node spans,
 * those of 2 nodes on the 2 cores, in place of the largest gang's.
 */
function targetFinding(first: Row, last: Row, rates: Rates): string {
  const c = cost(last.m, rates);
  const n = last.m.size;
  const perSurvivor = (c.whole.total / RATIO_AT_8 - c.handover.replacement) / (n - 1);
  const spread = {
    ...first.m,
    size: n,
    stopAll: (first.m.stopAll / first.m.size) * n,
  };
  const apart = cost(spread, rates);
  const bare = cost(spread, { save: Infinity, load: Infinity, restore: Infinity });
  const io = (c.handover.reform - (n - 1) * last.m.handover) / (n - 1);
  return `What the target asks: today's ${c.whole.total.toFixed(0)} node-s over
${RATIO_AT_8} leaves, after the replacement's own ${c.handover.replacement.toFixed(0)},
${perSurvivor.toFixed(1)} s per survivor for its restart, save and load together;
the modelled ${CHECKPOINT_GIB} GiB's save and load alone take ${io.toFixed(1)} s here. The
bound itself is ${(c.whole.total / c.bound).toFixed(1)}x less than today's on this
machine. A what-if, not measured: with a VM per node, taking the
${first.m.size}-node gang's per-node spans for the gang of ${n}, the hand-over would
cost ${apart.handover.total.toFixed(0)} node-s against today's ${apart.whole.total.toFixed(0)}
(${apart.handoverRatio.toFixed(1)}x), and with no checkpoint to move (the trained
model's few KiB) ${bare.handover.total.toFixed(0)} against ${bare.whole.total.toFixed(0)}
(${bare.handoverRatio.toFixed(1)}x).`;
}

export function findings(rows: Row[], rates: Rates, torch: string): string {
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return '';
  return [
    rendezvousFinding(rows, torch),
    boundFinding(rows, last, rates),
    handoverFinding(rows, last, rates),
    contentionFinding(first, last),
    targetFinding(first, last, rates),
  ].join('\n\n');
}
