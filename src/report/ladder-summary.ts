import type { Rung } from '../clouds/cloud.js';
import { describeRung } from '../launch/ladder.js';
import { formatDuration } from '../base/duration.js';
import { markdownTable } from '../base/markdown-table.js';
import type { MarketChoice } from '../placement/deadline.js';
import type { RankedLadder, RankedRung } from '../placement/rank-rungs.js';

/**
 * The ladder as the launch ordered it: each rung's learned figures and
 * where they came from, so a person can see why a rung went first and
 * check the sums. Rungs past the first few hundred are not shown.
 */
export function ladderSummary(ranked: RankedLadder, started: Rung, now: number): string[] {
  const { overheads } = ranked;
  // A ladder across clouds names each rung's cloud and what it pays to reach the store.
  const across = new Set(ranked.rows.map((row) => row.rung.cloud)).size > 1;
  const egress = ranked.rows.some((row) => row.egress !== undefined);
  const rows = ranked.rows
    .slice(0, SHOWN)
    .map((row, index) => rowOf(row, index, started, now, { across, egress }));
  const hidden = ranked.rows.length - rows.length;
  return [
    `**Ladder order:** ${ranked.basis}.`,
    '',
    ...markdownTable(
      [
        '#',
        'Rung',
        'Your order',
        'Reclaims / VM-hours',
        'Hazard',
        'Misses',
        'Price',
        ...(egress ? ['Egress to the store'] : []),
        'Cost per useful hour',
        '',
      ],
      rows,
    ),
    ...(hidden > 0 ? ['', `${hidden} more rungs not shown.`] : []),
    '',
    `Hazard: reclaims per VM-hour, the rung's own history pulled towards the store's where it is thin. Cost per useful hour: price × (1 + hazard × (restart ${formatDuration(overheads.restartMs)}, ${overheads.restartFrom}; + work lost ${formatDuration(overheads.lostMs)}, ${overheads.lostFrom})), times the rung's step time against the fastest type's where this training timed every type.`,
  ];
}

/** The deadline's word on this launch's market. */
export function marketLines(market: MarketChoice | undefined): string[] {
  if (market === undefined) return [];
  return [`**Market against the deadline:** ${market.market}: ${market.why}.`];
}

const SHOWN = 200;

function rowOf(
  row: RankedRung,
  index: number,
  started: Rung,
  now: number,
  shown: { readonly across: boolean; readonly egress: boolean },
): string[] {
  const { rung } = row;
  const spot = rung.market === 'spot';
  return [
    String(index + 1),
    describeRung(rung, shown.across),
    String(row.given + 1),
    spot ? `${row.reclaims} / ${row.vmHours.toFixed(1)}` : '-',
    spot ? row.hazard.toFixed(3) : '-',
    row.launches + row.misses === 0 ? '-' : `${row.misses} of ${row.launches + row.misses}`,
    row.price === undefined ? 'unknown' : `$${row.price.toFixed(4)}/h`,
    ...(shown.egress ? [row.egress === undefined ? '-' : `$${row.egress.toFixed(4)}/h`] : []),
    row.costPerUsefulHour === undefined ? '-' : `$${row.costPerUsefulHour.toFixed(4)}`,
    noteOf(row, started, now),
  ];
}

function noteOf(row: RankedRung, started: Rung, now: number): string {
  const notes: string[] = [];
  if (row.rung === started) notes.push('**started here**');
  if (row.score !== undefined) notes.push(`placement score ${row.score.toFixed(1)}`);
  if (row.slowness !== undefined && row.slowness > 1.005)
    notes.push(`steps take ${row.slowness.toFixed(2)}× the fastest type's`);
  if (row.reclaimedAt !== undefined)
    notes.push(`reclaimed ${formatDuration(now - row.reclaimedAt)} ago: cooling down`);
  return notes.join(', ');
}
