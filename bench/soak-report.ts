import {
  describeFindings,
  dispatchHistogram,
  median,
  mergeFindings,
} from '../test/helpers/faults/findings-report.js';
import type { Findings } from '../test/helpers/faults/invariants.js';
import type { FaultProxy } from '../test/helpers/s3-fault-proxy.js';

export interface SoakSettings {
  readonly seed: number;
  /** Stop once this many SIGKILLs landed. */
  readonly kills: number;
  readonly faultRate: number;
  readonly delayScale: number;
  readonly maxMinutes: number;
}

/** Violations listed under the table, at most this many of each kind: the first ones say enough. */
const LISTED = 6;

/** The soak's section of bench/results.md. */
export function formatSoak(
  lineages: readonly Findings[],
  proxy: FaultProxy,
  soak: SoakSettings,
  wallMs: number,
): string {
  const f = mergeFindings(lineages);
  const rows = soakRows(lineages.length, f, proxy, wallMs);
  const violations = firstOfEachKind(describeFindings(f).split('\n').slice(3));
  return `## Soak: SIGKILLs and S3 faults across lineages

Lineages of the action's train step (dist/main.js) with a trainer that
journals the SHA-256 of every file it finished writing
(test/fixtures/fault-trainer.py), on s3rver behind a proxy that fails
${pct(soak.faultRate, 1)} of the S3 requests (500 / 503 with S3's error bodies,
answers delayed 2-5 s × ${soak.delayScale}, connection resets before and after
the body, cut bodies). Each lineage has ${lineages.length === 0 ? 0 : Math.round(f.attempts / lineages.length)} attempts, each ended by a
simulated notice, a SIGKILL of the supervisor and its trainer (a VM that
vanishes, at any moment, during the notice-time flush too) or of the trainer
alone (exit 137, a listed restart code); the next attempt continues with
\`_restart\`. Durable means named by a manifest in the store when the next
attempt started. Seed ${soak.seed} (FAULT_SEED), until ${soak.kills} kills
(SOAK_KILLS); \`npm run bench -- soak\`.

| measure | value |
| --- | --- |
${rows.map(([k, v]) => `| ${k} | ${v} |`).join('\n')}
${
  violations.length === 0
    ? ''
    : `\nFirst violations of each kind (attempt numbers count within a lineage):\n\n${violations
        .map((line) => `- ${line}`)
        .join('\n')}\n`
}`;
}

/** The table's rows: what a soak promises, each with its count. */
function soakRows(
  lineageCount: number,
  f: Findings,
  proxy: FaultProxy,
  wallMs: number,
): [string, string][] {
  const injected = proxy.injected();
  const faults = Object.values(injected).reduce((a, b) => a + b, 0);
  const byKind = Object.entries(injected)
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ');
  const mustBeZero = (n: number) => (n === 0 ? '0 (met)' : `**${n}** (must be 0)`);
  const interruptions = f.stepsLost.length;
  return [
    ['lineages / attempts', `${lineageCount} / ${f.attempts}`],
    [
      'SIGKILLs',
      `${f.kills.supervisor + f.kills.trainer} (${f.kills.supervisor} supervisor with its trainer, ${f.kills.trainer} trainer alone)`,
    ],
    ['notices (simulated)', String(f.notices)],
    [
      'S3 requests / faults injected',
      `${proxy.requests} / ${faults} (${pct(faults, proxy.requests)}): ${byKind}`,
    ],
    ['restores', String(f.restores)],
    ['torn restores', mustBeZero(f.torn.length)],
    ['restores older than the newest durable checkpoint', mustBeZero(f.stale.length)],
    ['notice-time saves lost unreported', mustBeZero(f.lostUnreported.length)],
    [
      'dispatches per interruption the supervisor lived through (dispatches: times)',
      dispatchHistogram(f.dispatchesPerInterruption),
    ],
    ['interruptions without exactly one dispatch and claim', mustBeZero(f.dispatchFaults.length)],
    [
      'steps lost per interruption (median / max)',
      interruptions === 0
        ? 'none measured'
        : `${median(f.stepsLost)} / ${Math.max(...f.stepsLost)} over ${interruptions} interruptions`,
    ],
    ['train steps ended by a store error', mustBeZero(f.storeGaveUp.length)],
    ['stack traces or hangs', mustBeZero(f.crashes.length)],
    ['wall time', `${(wallMs / 60_000).toFixed(1)} min`],
  ];
}

/** Lines grouped by kind (the word before the first colon), the first LISTED of each. */
function firstOfEachKind(lines: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return lines.filter((line) => {
    const kind = line.split(':', 1)[0] ?? '';
    seen.set(kind, (seen.get(kind) ?? 0) + 1);
    return (seen.get(kind) ?? 0) <= LISTED;
  });
}

function pct(part: number, whole: number): string {
  return whole === 0 ? '0 %' : `${((100 * part) / whole).toFixed(1)} %`;
}
