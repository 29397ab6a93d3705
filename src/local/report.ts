import { formatDuration } from '../base/duration.js';
import { formatBytes } from '../base/bytes.js';
import { countOf } from '../base/count.js';
import type { AttemptResult } from '../supervisor/attempt-types.js';
import { workLostByAttempt, type WorkLost } from './work-lost.js';
import { WORK_LOST_EXIT_CODE } from './exit-codes.js';
import type { LocalRunResult } from './run-loop.js';

const END_TEXT: Record<LocalRunResult['end'], string> = {
  completed: 'training completed',
  failed: 'training failed',
  'max-restarts': 'stopped: too many restarts',
  stopped: 'stopped at your request',
};

/**
 * The report printed after `spot-train run`: one row per attempt, totals,
 * and what a VM would have done differently. `outputsDir` is where the
 * trainer was told to save.
 */
export function formatLocalReport(result: LocalRunResult, outputsDir: string): string {
  const { attempts } = result;
  const lineageStart = attempts[0]?.progress.firstStep ?? 0;
  const lost = workLostByAttempt(attempts);
  const rows = attempts.map((attempt, index) => {
    const steps =
      attempt.progress.lastStep === undefined
        ? '-'
        : `${attempt.progress.resumedFrom ?? attempt.progress.firstStep ?? '?'}..${attempt.progress.lastStep}`;
    return [
      String(attempt.identity.attempt),
      attempt.outcome,
      formatDuration(attempt.endedAt - attempt.startedAt),
      steps,
      attempt.restore.fromRunId ? countOf(attempt.restore.files.length, 'file') : '-',
      `${countOf(attempt.sync.filesUploaded, 'file')}, ${formatBytes(attempt.sync.bytesUploaded)}`,
      attempt.noticeToDurableMs === undefined ? '-' : formatDuration(attempt.noticeToDurableMs),
      lost[index]?.text ?? '-',
    ];
  });
  const header = [
    'attempt',
    'outcome',
    'time',
    'steps',
    'restored',
    'uploaded',
    'notice->durable',
    'work lost',
  ];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  const interruptions = attempts.filter((attempt) => attempt.notice).length;
  const bytes = attempts.reduce((sum, attempt) => sum + attempt.sync.bytesUploaded, 0);
  const files = attempts.reduce((sum, attempt) => sum + attempt.sync.filesUploaded, 0);
  const errors = attempts.reduce((sum, attempt) => sum + attempt.sync.uploadErrors, 0);
  return [
    '',
    `spot-train: ${END_TEXT[result.end]} after ${countOf(attempts.length, 'attempt')} and ${countOf(interruptions, 'interruption')}; lineage ${result.lineage}`,
    '',
    line(header),
    ...rows.map(line),
    '',
    `uploaded ${countOf(files, 'file')}, ${formatBytes(bytes)}` +
      (errors > 0 ? `; ${countOf(errors, 'upload error')}, see the log` : ''),
    ...onAVm(attempts, lineageStart, outputsDir),
    ...lostLine(lost),
    '',
  ].join('\n');
}

/** The line that says why `spot-train run` exits non-zero after training completed. */
function lostLine(lost: readonly WorkLost[]): string[] {
  const costly = lost.filter((cost) => cost.steps > 0);
  if (costly.length === 0) return [];
  const steps = costly.reduce((sum, cost) => sum + cost.steps, 0);
  return [
    '',
    `work lost: ${countOf(costly.length, 'interruption')} cost at least ${countOf(steps, 'step')} the trainer had done; the exit status is ${WORK_LOST_EXIT_CODE} even if training completed`,
  ];
}

/** Lines for each attempt that worked here only because this machine kept its files. */
function onAVm(
  attempts: readonly AttemptResult[],
  lineageStart: number,
  outputsDir: string,
): string[] {
  const lines: string[] = [];
  const save = `save checkpoints under $SPOT_TRAIN_OUTPUTS_DIR (${outputsDir}) and resume from $SPOT_TRAIN_RESTART_DIR`;
  attempts.forEach((attempt, index) => {
    const { identity, progress, sync } = attempt;
    if (progress.lastStep !== undefined && sync.filesUploaded === 0 && attempt.notice)
      lines.push(
        `warning: attempt ${identity.attempt} reported steps up to ${progress.lastStep} and uploaded nothing: on a VM its work is lost with the VM; ${save}`,
      );
    const began = progress.resumedFrom ?? progress.firstStep;
    if (
      index > 0 &&
      attempt.restore.files.length === 0 &&
      began !== undefined &&
      began > lineageStart
    )
      lines.push(
        `warning: attempt ${identity.attempt} began at step ${began} though nothing was restored: the trainer read files outside the outputs, which a new VM does not have; it would have begun at step ${lineageStart}`,
      );
  });
  return lines.length > 0 ? ['', ...lines] : [];
}
