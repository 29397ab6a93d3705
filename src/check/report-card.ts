import { countOf } from '../format/count.js';
import { durableLine, outputsLine, sigintLine, windowLine, type CardLine } from './card-lines.js';
import type { CheckResult } from './check-run.js';
import {
  failureLine,
  midSaveLine,
  outsideLine,
  resumeLine,
  secondSigintLine,
} from './resume-lines.js';

const MARK: Record<CardLine['status'], string> = { pass: 'pass', fix: 'FIX ', skip: 'n/a ' };

/** Every line of the card, in the order a trainer's author would fix them. */
export function cardLines(result: CheckResult, outputs: string): CardLine[] {
  const { attempts } = result;
  const resumed = resumeLine(attempts);
  const failure = failureLine(attempts);
  const lines = [
    outputsLine(attempts, outputs),
    durableLine(attempts),
    sigintLine(attempts),
    windowLine(attempts),
    resumed,
    midSaveLine(attempts),
    secondSigintLine(attempts),
    outsideLine(attempts, resumed),
  ];
  if (!failure) return lines;
  // What the check could not reach, it could not reach for the failure: more steps would not help.
  const unhinted = lines.map(({ fix, ...line }) =>
    line.status === 'skip' || fix === undefined ? line : { ...line, fix },
  );
  return [failure, ...unhinted];
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
  const verdict =
    fixes === 0
      ? `${countOf(passes, 'check')} passed: this trainer resumes after a spot VM's interruption`
      : `${countOf(fixes, 'fix', 'fixes')} to make before a spot VM can take this trainer back without loss`;
  return [
    '',
    `spot-train check: ${countOf(result.attempts.length, 'attempt')} of lineage ${result.lineage}, each in a fresh copy under ${copies}`,
    '',
    ...body,
    '',
    verdict,
    '',
  ].join('\n');
}
