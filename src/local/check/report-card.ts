import { countOf } from '../../base/count.js';
import { durableLine, outputsLine, sigintLine, windowLine, type CardLine } from './card-lines.js';
import type { CheckedAttempt, CheckResult } from './check-run.js';
import {
  failureLine,
  midSaveLine,
  outsideLine,
  resumeLine,
  secondSigintLine,
} from './resume-lines.js';
import { worldSizeLine } from './world-size-line.js';
import type { TrainerCommand } from '../../supervisor/trainer-process.js';

const MARK: Record<CardLine['status'], string> = { pass: 'pass', fix: 'FIX ', skip: 'n/a ' };

/** Every line of the card, in the order a trainer's author would fix them. */
export function cardLines(
  result: CheckResult,
  outputs: string,
  /** What the store no longer holds of the attempts' saves (see missingFromStore). */
  gone: readonly string[] = [],
  command: TrainerCommand = { kind: 'argv', argv: [] },
): CardLine[] {
  // An attempt a person stopped says nothing about the trainer; one run at
  // another size (--resume-with) is judged by its own line alone.
  const judged = stoppedByYou(result) ? result.attempts.slice(0, -1) : result.attempts;
  const sized = worldSizeLine(judged, command);
  const attempts = judged.at(-1)?.resumedWith === undefined ? judged : judged.slice(0, -1);
  const resumed = resumeLine(attempts);
  const failure = failureLine(attempts);
  const lines = [
    failure && nothingWritten(attempts)
      ? failedBeforeWriting(failure)
      : outputsLine(attempts, outputs),
    durableLine(attempts, gone),
    sigintLine(attempts),
    windowLine(attempts),
    resumed,
    midSaveLine(attempts),
    secondSigintLine(attempts),
    outsideLine(attempts, resumed),
    ...(sized ? [sized] : []),
  ];
  if (!failure) return lines;
  // What the check could not reach, it could not reach for the failure: more steps would not help.
  const unhinted = lines.map(({ fix, ...line }) =>
    line.status === 'skip' || fix === undefined ? line : { ...line, fix },
  );
  return [failure, ...unhinted];
}

function nothingWritten(attempts: readonly CheckedAttempt[]): boolean {
  return attempts.every((a) => a.result.sync.filesUploaded === 0 && a.writesAfterSigint === 0);
}

/** A crash before the first save is one fix, the failure's: not a second for writing nothing. */
function failedBeforeWriting(failure: CardLine): CardLine {
  return {
    status: 'skip',
    what: 'writes into the outputs directory',
    detail: `it failed before it wrote anything (the line "${failure.what}")`,
  };
}

/** The report card `spot-train check` prints: a line a check, what to change under each fix. */
export function formatReportCard(
  result: CheckResult,
  lines: readonly CardLine[],
  copies: string,
): string {
  const fixes = lines.filter((line) => line.status === 'fix').length;
  const passes = lines.filter((line) => line.status === 'pass').length;
  const body = lines.flatMap((line) => [
    `  ${MARK[line.status]}  ${line.what}: ${line.detail}`,
    ...(line.fix && line.status !== 'pass'
      ? [`        ${line.status === 'fix' ? 'fix' : 'to check it'}: ${line.fix}`]
      : []),
  ]);
  const verdict = stoppedByYou(result)
    ? `stopped: ${countOf(passes, 'check')} passed and ${countOf(fixes, 'fix', 'fixes')} so far`
    : fixes === 0
      ? `${countOf(passes, 'check')} passed: this trainer resumes after a spot VM's interruption`
      : `${countOf(fixes, 'fix', 'fixes')} to make before a spot VM can take this trainer back without loss`;
  const stopped = stoppedByYou(result)
    ? [
        `stopped at your request in attempt ${result.attempts.length}: the card is of the attempts before it`,
        '',
      ]
    : [];
  return [
    '',
    `spot-train check: ${countOf(result.attempts.length, 'attempt')} of lineage ${result.lineage}, each in a fresh copy under ${copies}`,
    '',
    ...stopped,
    ...body,
    '',
    verdict,
    '',
  ].join('\n');
}

/** Whether the check ended on a person's Ctrl-C or kill rather than on its own. */
export function stoppedByYou(result: CheckResult): boolean {
  return result.attempts.at(-1)?.result.notice?.source === 'signal';
}
