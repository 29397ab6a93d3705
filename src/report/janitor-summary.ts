import type { JanitorPlan } from '../janitor/plan.js';
import { markdownTable } from './table.js';

/** The janitor's summary: what it removed (or would), and what it left and why. */
export function janitorSummary(plan: JanitorPlan, dryRun: boolean): string {
  const verb = dryRun ? 'would remove' : 'removed';
  const rows = [
    ...plan.vms.map((r) => [`VM \`${r.target.instance.id}\``, verb, r.because]),
    ...plan.runners.map((r) => [`runner \`${r.target.name}\``, verb, r.because]),
    ...plan.spared.map((r) => [`runner \`${r.target.name}\``, 'left', r.because]),
  ];
  const title = dryRun ? 'spot-train janitor (dry run)' : 'spot-train janitor';
  if (rows.length === 0) return `### ${title}: nothing to clean up\n`;
  return [`### ${title}`, '', ...markdownTable(['What', 'Action', 'Why'], rows), ''].join('\n');
}
