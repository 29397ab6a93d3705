import { formatDuration } from '../format/duration.js';
import { formatBytes } from '../format/bytes.js';
import { countOf } from '../format/count.js';
import { stepsLost } from '../supervisor/progress.js';
import type { LocalRunResult } from './run-loop.js';

const END_TEXT: Record<LocalRunResult['end'], string> = {
  completed: 'training completed',
  failed: 'training failed',
  'max-restarts': 'stopped: too many restarts',
  stopped: 'stopped at your request',
};

/** The report printed after `spot-train run`: one row per attempt, then totals. */
export function formatLocalReport(result: LocalRunResult): string {
  const { attempts } = result;
  const rows = attempts.map((attempt, index) => {
    const next = attempts[index + 1];
    const lost = attempt.notice && next ? stepsLost(attempt.progress, next.progress) : undefined;
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
      lost === undefined ? (attempt.notice ? 'n/a' : '-') : `${lost} steps`,
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
    '',
  ].join('\n');
}
