import type { JanitorPlan } from '../cleanup/sweep-plan.js';
import type { SweepFailure } from '../cleanup/sweep.js';
import { markdownTable } from '../base/markdown-table.js';
import type { SummaryForm } from '../base/summary-form.js';
import { textTable } from '../base/text-table.js';

/**
 * The janitor's summary: what it removed (or would), what it could not and
 * why, and what it left. With more than one cloud swept (`clouds`), each
 * VM says its cloud: a VM's name alone does not.
 */
export function janitorSummary(
  plan: JanitorPlan,
  dryRun: boolean,
  failures: readonly SweepFailure[] = [],
  form: SummaryForm = 'markdown',
  clouds = 1,
): string {
  const md = form === 'markdown';
  const code = (name: string) => (md ? `\`${name}\`` : name);
  const strong = (text: string) => (md ? `**${text}**` : text.toUpperCase());
  const verb = dryRun ? 'would remove' : 'removed';
  const failed = new Map(failures.map((failure) => [failure.target, failure.why]));
  const outcome = (target: object, because: string) => {
    const why = failed.get(target as SweepFailure['target']);
    return why === undefined ? [verb, because] : [strong('could not remove'), oneLine(why)];
  };
  const vm = ({ cloud, id }: { cloud: string; id: string }) =>
    clouds > 1 ? `${cloud} VM ${code(id)}` : `VM ${code(id)}`;
  const rows = [
    ...plan.vms.map((r) => [vm(r.target.instance), ...outcome(r.target, r.because)]),
    ...plan.runners.map((r) => [`runner ${code(r.target.name)}`, ...outcome(r.target, r.because)]),
    ...failures
      .filter((failure) => failure.target === undefined)
      .map((failure) => [failure.what, strong('could not list'), oneLine(failure.why)]),
    ...plan.spared.map((r) => [`runner ${code(r.target.name)}`, 'left', r.because]),
  ];
  const title = dryRun ? 'spot-train janitor (dry run)' : 'spot-train janitor';
  const headline = failures.length > 0 ? `${title}: ${failures.length} FAILED` : title;
  const heading = (text: string) => (md ? `### ${text}` : text);
  if (rows.length === 0) return `${heading(`${title}: nothing to clean up`)}\n`;
  const table = (md ? markdownTable : textTable)(['What', 'Action', 'Why'], rows);
  return [heading(headline), '', ...table, ''].join('\n');
}

/** A cloud's error may span lines, which would end the table row. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
