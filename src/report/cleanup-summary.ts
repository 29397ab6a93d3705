import type { RemovalFailure } from '../cleanup/removal-failure.js';
import { cleanupFailures, type RunCleanup } from '../cleanup/run-cleanup.js';
import type { RunRunnersCleanup } from '../cleanup/run-runners.js';
import type { RunVmsCleanup } from '../cleanup/run-vms.js';

/** Rows of the finalize summary: what it found of the run's VMs and runners, removed, and could not. */
export function cleanupRows(cleanup: RunCleanup): [string, string][] {
  const rows: [string, string][] = [
    [
      'VMs',
      'skipped' in cleanup.vms ? `not looked for: ${cleanup.vms.skipped}` : vmsText(cleanup.vms),
    ],
    [
      'Runners',
      'skipped' in cleanup.runners
        ? `not looked for: ${cleanup.runners.skipped}`
        : runnersText(cleanup.runners),
    ],
  ];
  const failures = cleanupFailures(cleanup);
  if (failures.length > 0) rows.push(['Could not remove', failuresText(failures)]);
  return rows;
}

const code = (text: string): string => `\`${text}\``;

function vmsText(vms: RunVmsCleanup): string {
  const where =
    vms.searched.length === 0
      ? 'not looked for by label (no region: give regions)'
      : `found ${vms.found.filter((vm) => vm.byLabels).length} by label in ${vms.searched.join(', ')}`;
  const hint = vms.found.find((vm) => !vm.byLabels);
  const parts = [
    hint ? `${where}, and ${code(hint.instance.id)} from instance-id` : where,
    vms.terminated.length === 0
      ? 'terminated none'
      : `terminated ${vms.terminated.map((vm) => code(vm.instance.id)).join(', ')}`,
  ];
  return parts.join('; ');
}

function runnersText(runners: RunRunnersCleanup): string {
  const names = (list: readonly string[]) => list.map(code).join(', ');
  const parts = [
    ...(runners.removed.length > 0 ? [`removed ${names(runners.removed)}`] : []),
    ...(runners.gone.length > 0 ? [`already gone: ${names(runners.gone)}`] : []),
    ...runners.left.map((runner) => `left ${code(runner.name)}: ${runner.because}`),
  ];
  return parts.length > 0 ? parts.join('; ') : `none labelled ${code(runners.label)}`;
}

function failuresText(failures: readonly RemovalFailure[]): string {
  // A cloud's message may span lines, which would end the table row.
  return failures
    .map((failure) => `**${failure.what}**: ${failure.why.replace(/\s+/g, ' ').trim()}`)
    .join('<br>');
}
