import type { ClimbResult } from '../launch/ladder.js';
import { describeRung } from '../launch/ladder.js';
import { markdownTable } from './table.js';

/** The launch job's summary: where the VM landed, and what the ladder passed over. */
export function launchSummary(params: {
  readonly climbed: ClimbResult;
  readonly label: string;
  readonly runnerVersion: string;
}): string {
  const { launched, rung, skipped } = params.climbed;
  const rows: [string, string][] = [
    [
      'VM',
      `\`${launched.instance.id}\`, ${launched.market} ${launched.instanceType} in ${launched.instance.zone ?? rung.zone ?? rung.region}`,
    ],
    [
      'Price',
      launched.pricePerHour === undefined
        ? 'not reported'
        : `$${launched.pricePerHour.toFixed(4)}/h`,
    ],
    ['Runner', `label \`${params.label}\`, actions/runner ${params.runnerVersion}, one job`],
    [
      'Passed over',
      skipped.length === 0
        ? 'nothing: the first rung had capacity'
        : skipped.map((s) => `${describeRung(s.rung)} (${s.reason})`).join('; '),
    ],
  ];
  return [
    '### spot-train launch: VM running, runner online',
    '',
    ...markdownTable(['', ''], rows),
    '',
  ].join('\n');
}
