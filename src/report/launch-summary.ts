import type { ClimbResult } from '../launch/ladder.js';
import { CLOUD_TITLES } from '../clouds/cloud.js';
import { describeRung, placeName } from '../launch/ladder.js';
import { markdownTable } from '../base/markdown-table.js';
import type { MarketChoice } from '../placement/deadline.js';
import type { RankedLadder } from '../placement/rank-rungs.js';
import { ladderSummary, marketLines } from './ladder-summary.js';
import { HOST_ON_DEMAND_WHY, onDemandNodes, onGangMarket } from '../launch/host-market.js';

/** The launch job's summary: where the VM (or every VM of the gang) landed, and what the ladder passed over. */
export function launchSummary(params: {
  readonly climbed: ClimbResult;
  /** Each node's runner label, in node order. */
  readonly labels: readonly string[];
  readonly runnerVersion: string;
  /** Why a restart launched on-demand though spot was allowed (on-demand-after, on-demand-after-time, deadline). */
  readonly onDemandBecause?: string;
  /** The ladder's order and its figures. */
  readonly ranked?: RankedLadder;
  readonly market?: MarketChoice;
  /** When the summary is written, for the cool-down's "ago". */
  readonly now?: number;
  /** The ladder spanned clouds: each place names its cloud. */
  readonly acrossClouds?: boolean;
}): string {
  const { gang, rung, skipped } = params.climbed;
  const single = gang.length === 1;
  const across = params.acrossClouds === true;
  const rows: [string, string][] = [
    ...vmRows(params.climbed, across ? ` on ${CLOUD_TITLES[rung.cloud]}` : ''),
    single
      ? [
          'Runner',
          `label \`${params.labels[0] ?? ''}\`, actions/runner ${params.runnerVersion}, one job`,
        ]
      : ['Runners', `one per node, actions/runner ${params.runnerVersion}, one job each`],
    ...(params.onDemandBecause === undefined
      ? []
      : [['On-demand', `${params.onDemandBecause}, so spot was not tried`] as [string, string]]),
    [
      'Passed over',
      skipped.length === 0
        ? 'nothing: the first rung had capacity'
        : skipped.map((s) => `${describeRung(s.rung, across)} (${s.reason})`).join('; '),
    ],
  ];
  const heading = single
    ? '### spot-train launch: VM running, runner online'
    : `### spot-train launch: ${gang.length} VMs running, every runner online`;
  return [
    heading,
    '',
    ...markdownTable(['', ''], rows),
    '',
    ...nodeTable(params),
    ...placementLines(params, rung),
  ].join('\n');
}

/**
 * Where the VMs run and what they cost an hour. A gang whose node 0 alone
 * is on-demand (host-market) says so, and why, and prices its spot nodes.
 */
function vmRows(climbed: ClimbResult, onCloud: string): [string, string][] {
  const { launched, gang, rung } = climbed;
  const priced = onGangMarket(climbed);
  const price =
    priced?.pricePerHour === undefined ? 'not reported' : `$${priced.pricePerHour.toFixed(4)}/h`;
  if (gang.length === 1) {
    const where = placeName(
      launched.instance.region ?? rung.region,
      launched.instance.zone ?? rung.zone,
    );
    return [
      [
        'VM',
        `\`${launched.instance.id}\`, ${launched.market} ${launched.instanceType} in ${where}${onCloud}`,
      ],
      ['Price', price],
    ];
  }
  const onDemand = onDemandNodes(climbed);
  if (onDemand === 0) {
    return [
      ['VMs', `${gang.length} × ${rung.market} ${launched.instanceType}${onCloud}, one rung`],
      ['Price', priced?.pricePerHour === undefined ? price : `${price} each`],
    ];
  }
  const spot = gang.length - onDemand;
  return [
    [
      'VMs',
      `${gang.length} × ${launched.instanceType}${onCloud}, one rung: node 0 on-demand, ${spot} spot`,
    ],
    ['Node 0', `on-demand: ${HOST_ON_DEMAND_WHY}`],
    [
      'Price',
      priced?.pricePerHour === undefined
        ? price
        : `${price} each spot node; node 0 at the on-demand price`,
    ],
  ];
}

/** The deadline's market choice and the ladder's order, when the launch made them. */
function placementLines(
  params: Pick<Parameters<typeof launchSummary>[0], 'ranked' | 'market' | 'now'>,
  started: ClimbResult['rung'],
): string[] {
  const market = marketLines(params.market);
  return [
    ...market,
    ...(market.length > 0 ? [''] : []),
    ...(params.ranked === undefined
      ? []
      : [...ladderSummary(params.ranked, started, params.now ?? Date.now()), '']),
  ];
}

/** A gang's nodes, one row each; nothing for one VM, whose summary stays as before gangs. */
function nodeTable(params: {
  readonly climbed: ClimbResult;
  readonly labels: readonly string[];
}): string[] {
  const { gang, rung } = params.climbed;
  if (gang.length === 1) return [];
  const rows = gang.map((vm, node) => [
    String(node),
    `\`${vm.instance.id}\``,
    placeName(vm.instance.region ?? rung.region, vm.instance.zone ?? rung.zone),
    vm.privateAddress ?? 'not reported',
    `\`${params.labels[node] ?? ''}\``,
  ]);
  return [
    ...markdownTable(['Node', 'Instance', 'Zone', 'Private address', 'Runner label'], rows),
    '',
  ];
}
