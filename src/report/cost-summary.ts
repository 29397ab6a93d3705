import type { Rate } from '../clouds/rate.js';
import { formatAmount, formatRate, type Amount } from '../ledger/amount.js';
import type { Ledger, LedgerRow } from '../ledger/cost-ledger.js';
import type { EgressCost } from '../ledger/egress-cost.js';
import { onDemandBeside } from '../ledger/attempt-usage.js';
import { markdownTable } from '../base/markdown-table.js';
import { egressLines, paysEgress } from './egress-summary.js';

const HEADERS = [
  'Attempt',
  'Cloud',
  'Type',
  'Zone',
  'Market',
  'Hours',
  'Price',
  'Cost',
  'On-demand price',
  'On demand',
  'Work lost',
];

/**
 * The ledger as a job summary section: a row per attempt, then the totals
 * and what is unknown. The egress column and line appear only when an
 * attempt ran outside the store's cloud.
 */
export function costLedgerSummary(ledger: Ledger): string {
  const egress = paysEgress(ledger);
  const rows = ledger.rows.map((row) => tableRow(row, egress));
  const headers = egress ? [...HEADERS.slice(0, 7), 'Egress', ...HEADERS.slice(7)] : HEADERS;
  const lines = [
    '#### Cost',
    '',
    ...markdownTable(headers, rows),
    '',
    `Prices are per VM and hour; costs count every node of a gang.${egress ? ' Cost and On demand include the egress to the store: the same VM on demand would have moved the same bytes.' : ''}`,
    '',
    `- Paid: ${formatAmount(ledger.cost)}${ledger.hours === undefined ? '' : ` for ${hoursText(ledger.hours)} of VM time`}`,
    ...egressLines(ledger),
    `- On demand, the same hours${egress ? ' and egress' : ''}: ${formatAmount(ledger.onDemandCost)}`,
    `- Saved: ${ledger.savingsPercent === undefined ? 'unknown (see below)' : `${ledger.savingsPercent.toFixed(1)} %`}`,
    `- Work lost to interruptions: ${lostText(ledger)}`,
    ...shortLines(ledger),
  ];
  const why = reasons(ledger);
  if (why.length > 0) lines.push('', 'Unknown:', ...why.map((reason) => `- ${reason}`));
  return lines.join('\n');
}

function tableRow(row: LedgerRow, egress: boolean): string[] {
  const { usage } = row;
  const cells = [
    String(usage.attempt),
    usage.cloud,
    usage.nodes > 1 ? `${usage.type} × ${usage.nodes}` : usage.type,
    usage.zone ?? usage.region,
    // A mixed gang's row: its on-demand node 0 is priced at the on-demand price.
    onDemandBeside(usage) > 0
      ? `${usage.market}, ${onDemandBeside(usage)} on-demand`
      : usage.market,
    row.hours === undefined ? 'unknown' : row.hours.toFixed(2),
    rateText(row.price),
    formatAmount(row.cost),
    rateText(row.onDemandPrice),
    formatAmount(row.onDemandCost),
    lostCell(row),
  ];
  if (!egress) return cells;
  // After the price, before the cost it is part of.
  return [
    ...cells.slice(0, 7),
    row.egress ? formatAmount(row.egress.cost) : '-',
    ...cells.slice(7),
  ];
}

/** An interruption's lost work, and an elastic gang's time short of its size, which are never the same minutes. */
function lostCell(row: LedgerRow): string {
  const { lost, short } = row;
  const parts = [
    ...(lost
      ? [
          `${lost.minutes === undefined ? 'unknown' : `${Math.round(lost.minutes)} min`}, ${formatAmount(lost.cost)}`,
        ]
      : []),
    ...(short && short.reclaims > 0
      ? [
          `${nodeMinutesText(short.nodeMinutes)} short${stallText(short.stallNodeMinutes)}, ${formatAmount(short.cost)}`,
        ]
      : []),
  ];
  return parts.length === 0 ? '-' : parts.join('; ');
}

/** The reclaims elastic gangs trained on through: part of what was paid, shown apart from the work lost. */
function shortLines(ledger: Ledger): string[] {
  if (ledger.shortReclaims === 0) return [];
  return [
    `- Reclaims an elastic gang trained on through: ${ledger.shortReclaims}, ${nodeMinutesText(ledger.shortNodeMinutes)} short of its size${stallText(ledger.stallNodeMinutes)}, ${formatAmount(ledger.shortCost)}`,
  ];
}

const nodeMinutesText = (minutes: number): string => `${minutes.toFixed(1)} node-min`;

/** The gang standing still while it re-formed, where node 0 recorded when it trained again. */
const stallText = (minutes: number): string =>
  minutes > 0 ? ` and ${nodeMinutesText(minutes)} standing still while it re-formed` : '';

const rateText = (rate: Rate): string => (rate.known ? formatRate(rate.usdPerHour) : 'unknown');

function hoursText(hours: number): string {
  return `${hours.toFixed(2)} h`;
}

function lostText(ledger: Ledger): string {
  const interrupted = ledger.rows.filter((row) => row.lost !== undefined).length;
  if (interrupted === 0) return 'none (no interruption)';
  const minutes =
    ledger.lostMinutes === undefined ? 'unknown minutes' : `${Math.round(ledger.lostMinutes)} min`;
  return `${minutes}, ${formatAmount(ledger.lostCost)}`;
}

/** Each reason once, in attempt order. */
function reasons(ledger: Ledger): string[] {
  const all: Amount[] = [
    ledger.cost,
    ledger.onDemandCost,
    ledger.lostCost,
    ledger.shortCost,
    ledger.egressCost,
  ];
  return [...new Set(all.flatMap((amount) => (amount.known ? [] : amount.why)))];
}

/** The ledger for an action output: numbers in USD and hours, null where unknown, with why. */
export function costLedgerJson(ledger: Ledger): object {
  return {
    currency: 'USD',
    attempts: ledger.rows.map((row) => ({
      runId: row.usage.runId,
      attempt: row.usage.attempt,
      cloud: row.usage.cloud,
      region: row.usage.region,
      zone: row.usage.zone ?? null,
      type: row.usage.type,
      market: row.usage.market,
      nodes: row.usage.nodes,
      ...(onDemandBeside(row.usage) > 0 ? { onDemandNodes: onDemandBeside(row.usage) } : {}),
      hours: row.hours ?? null,
      pricePerHour: rateJson(row.price),
      cost: amountJson(row.cost),
      onDemandPricePerHour: rateJson(row.onDemandPrice),
      onDemandCost: amountJson(row.onDemandCost),
      lost: row.lost
        ? { minutes: row.lost.minutes ?? null, cost: amountJson(row.lost.cost) }
        : null,
      short: row.short
        ? {
            reclaims: row.short.reclaims,
            nodeMinutes: row.short.nodeMinutes,
            stallNodeMinutes: row.short.stallNodeMinutes,
            cost: amountJson(row.short.cost),
          }
        : null,
      egress: egressJson(row.egress),
    })),
    hours: ledger.hours ?? null,
    cost: amountJson(ledger.cost),
    onDemandCost: amountJson(ledger.onDemandCost),
    savingsPercent: ledger.savingsPercent ?? null,
    lostMinutes: ledger.lostMinutes ?? null,
    lostCost: amountJson(ledger.lostCost),
    shortReclaims: ledger.shortReclaims,
    shortNodeMinutes: ledger.shortNodeMinutes,
    stallNodeMinutes: ledger.stallNodeMinutes,
    shortCost: amountJson(ledger.shortCost),
    storeCloud: ledger.storeCloud ?? null,
    egressCost: amountJson(ledger.egressCost),
  };
}

/** An attempt's egress with the bytes and prices it came from; null for one in the store's cloud. */
function egressJson(egress: EgressCost | undefined): object | null {
  if (!egress) return null;
  const { cost, ...figures } = egress;
  return { cost: amountJson(cost), ...figures };
}

function rateJson(rate: Rate): object {
  return rate.known
    ? { usd: rate.usdPerHour, source: rate.source }
    : { usd: null, unknown: rate.why };
}

function amountJson(amount: Amount): object {
  return amount.known
    ? { usd: amount.usd }
    : { usd: null, knownUsd: amount.knownUsd, unknown: amount.why };
}
