import type { AttemptPlan } from './attempt-runner.js';
import type { Findings } from './invariants.js';

/** The findings of several lineages as one. */
export function mergeFindings(list: readonly Findings[]): Findings {
  const all = <T>(pick: (f: Findings) => readonly T[]): T[] => list.flatMap(pick);
  const sum = (pick: (f: Findings) => number) => list.reduce((total, f) => total + pick(f), 0);
  return {
    attempts: sum((f) => f.attempts),
    restores: sum((f) => f.restores),
    resumedFromCheckpoint: sum((f) => f.resumedFromCheckpoint),
    notices: sum((f) => f.notices),
    kills: { supervisor: sum((f) => f.kills.supervisor), trainer: sum((f) => f.kills.trainer) },
    torn: all((f) => f.torn),
    stale: all((f) => f.stale),
    lostUnreported: all((f) => f.lostUnreported),
    dispatchFaults: all((f) => f.dispatchFaults),
    dispatchesPerInterruption: all((f) => f.dispatchesPerInterruption),
    stepsLost: all((f) => f.stepsLost),
    storeGaveUp: all((f) => f.storeGaveUp),
    crashes: all((f) => f.crashes),
  };
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** How often each count of dispatches followed an interruption, e.g. "1: 14, 0: 2". */
export function dispatchHistogram(values: readonly number[]): string {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return (
    [...counts.entries()]
      .sort(([a], [b]) => b - a)
      .map(([n, times]) => `${n}: ${times}`)
      .join(', ') || 'none'
  );
}

/** Figures first, then every violation with the attempt it happened in (for a test's failure message). */
export function describeFindings(f: Findings): string {
  const lines = [
    `attempts ${f.attempts}, restores ${f.restores} (${f.resumedFromCheckpoint} from a saved step), notices ${f.notices}, SIGKILLs ${f.kills.supervisor} supervisor + ${f.kills.trainer} trainer`,
    `torn restores ${f.torn.length}; restores older than the newest durable checkpoint ${f.stale.length}; notice-time saves lost unreported ${f.lostUnreported.length}; dispatch faults ${f.dispatchFaults.length}`,
    `dispatches per interruption (count: times) ${dispatchHistogram(f.dispatchesPerInterruption)}; steps lost per interruption median ${median(f.stepsLost)}, max ${Math.max(0, ...f.stepsLost)}`,
    ...f.torn.map(
      (t) =>
        `torn: attempt ${t.index} restored ${t.path} ${t.sha256.slice(0, 12)}, never written completely`,
    ),
    ...f.stale.map(
      (s) =>
        `stale: attempt ${s.index} resumed from step ${s.resumed} with step ${s.durable} durable; its restore said:\n  ${s.restoreLines.join('\n  ')}`,
    ),
    ...f.lostUnreported.map(
      (l) =>
        `lost: attempt ${l.index}'s notice-time save of step ${l.step} is not durable (${l.missing.join(', ')}) and not reported` +
        (l.loggedDurable ? '; the log says everything saved is durable' : '') +
        `; its trail:\n  ${l.trail.join('\n  ')}`,
    ),
    ...f.dispatchFaults.map(
      (d) =>
        `dispatch: attempt ${d.index} (run ${d.runId}) interrupted; ${d.dispatches} dispatches, ${d.claims} claims`,
    ),
    ...f.storeGaveUp.map((c) => `store error ended the step: attempt ${c.index}: ${c.detail}`),
    ...f.crashes.map((c) => `crash: attempt ${c.index}: ${c.detail}`),
  ];
  return lines.join('\n');
}

/** The plans in a line: what each attempt was to go through, and when. */
export function describePlans(plans: readonly AttemptPlan[]): string {
  return plans
    .map((p, index) =>
      p.kind === 'notice-then-kill'
        ? `${index}: notice@${p.atMs}ms+kill@${p.killAfterNoticeMs}ms`
        : `${index}: ${p.kind}@${p.atMs}ms`,
    )
    .join(', ');
}
