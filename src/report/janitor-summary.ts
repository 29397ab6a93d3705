import type { JanitorPlan } from '../cleanup/sweep-plan.js';
import type { SweepFailure } from '../cleanup/sweep.js';
import { markdownTable } from '../format/markdown-table.js';

/** The janitor's summary: what it removed (or would), what it could not and why, and what it left. */
export function janitorSummary(
  plan: JanitorPlan,
  dryRun: boolean,
  failures: readonly SweepFailure[] = [],
): string {
  const verb = dryRun ? 'would remove' : 'removed';
  const failed = new Map(failures.map((failure) => [failure.target, failure.why]));
  const outcome = (target: object, because: string) => {
    const why = failed.get(target as SweepFailure['target']);
    return why === undefined ? [verb, because] : ['**could not remove**', oneLine(why)];
  };
  const rows = [
    ...plan.vms.map((r) => [`VM \`${r.target.instance.id}\``, ...outcome(r.target, r.because)]),
    ...plan.runners.map((r) => [`runner \`${r.target.name}\``, ...outcome(r.target, r.because)]),
    ...failures
      .filter((failure) => failure.target === undefined)
      .map((failure) => [failure.what, '**could not list**', oneLine(failure.why)]),
    ...plan.spared.map((r) => [`runner \`${r.target.name}\``, 'left', r.because]),
  ];
  const title = dryRun ? 'spot-train janitor (dry run)' : 'spot-train janitor';
  const headline = failures.length > 0 ? `${title}: ${failures.length} FAILED` : title;
  if (rows.length === 0) return `### ${title}: nothing to clean up\n`;
  return [`### ${headline}`, '', ...markdownTable(['What', 'Action', 'Why'], rows), ''].join('\n');
}

/** A cloud's error may span lines, which would end the table row. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
