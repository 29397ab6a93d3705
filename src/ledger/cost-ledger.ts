import type { Rate } from '../clouds/rate.js';
import { attemptHours, HOUR_MS, onDemandBeside, type AttemptUsage } from './attempt-usage.js';
import { sumAmounts, unknownAmount, usdAmount, type Amount } from './amount.js';
import { egressCost, type EgressCost, type StoreEgress } from './egress-cost.js';
import type { AttemptRates } from './price-book.js';
import { shortWork, type ShortWork } from './short-work.js';

/** One attempt's line of the ledger. */
export interface LedgerRow {
  readonly usage: AttemptUsage;
  /** Hours of one VM; undefined when its start or end was not recorded. */
  readonly hours: number | undefined;
  /** What one VM of the attempt cost an hour in its own market. */
  readonly price: Rate;
  /** Hours × price × nodes, a mixed gang's on-demand nodes at the on-demand price; and the egress. */
  readonly cost: Amount;
  /** The on-demand price in the attempt's own cloud, region and type. */
  readonly onDemandPrice: Rate;
  /** What the same hours would have cost on demand there, with the same egress. */
  readonly onDemandCost: Amount;
  /** An attempt outside the store's cloud: what reaching the store cost (part of `cost`). */
  readonly egress?: EgressCost;
  /** Interrupted attempts only: the VM time after the last durable checkpoint. */
  readonly lost?: LostWork;
  /** Elastic gangs only: the reclaims it trained on through, and the time it trained short of its size. */
  readonly short?: ShortWork;
}

export interface LostWork {
  /** Undefined when the end of the VM was not recorded. */
  readonly minutes: number | undefined;
  readonly cost: Amount;
  /** Whether no checkpoint was durable during the attempt, so all its VM time was lost. */
  readonly noCheckpoint: boolean;
}

export interface Ledger {
  readonly rows: readonly LedgerRow[];
  /** The cloud the store is in, when egress was priced against it. */
  readonly storeCloud?: StoreEgress['storeCloud'];
  readonly hours: number | undefined;
  readonly cost: Amount;
  readonly onDemandCost: Amount;
  /** (on-demand − paid) / on-demand, in percent; undefined unless both totals are known. */
  readonly savingsPercent: number | undefined;
  readonly lostMinutes: number | undefined;
  readonly lostCost: Amount;
  /** Reclaims elastic gangs trained on through, and what the time short of their size cost (part of `cost`). */
  readonly shortReclaims: number;
  readonly shortNodeMinutes: number;
  /** Node-minutes elastic gangs stood still while torchrun re-formed them. */
  readonly stallNodeMinutes: number;
  readonly shortCost: Amount;
  /** What attempts outside the store's cloud paid to reach it (part of `cost` and of `onDemandCost`). */
  readonly egressCost: Amount;
}

/**
 * The ledger of a lineage so far: every attempt priced, totals, savings and
 * work lost. With `store`, an attempt in another cloud than the store's
 * pays its egress, in what it cost and in what on-demand would have: an
 * on-demand VM where it ran would have moved the same bytes.
 */
export function costLedger(
  usages: readonly AttemptUsage[],
  rates: readonly AttemptRates[],
  store?: StoreEgress,
): Ledger {
  const rows = usages.map((usage, index) => {
    const rate = rates[index];
    if (rate === undefined) throw new Error(`no prices for attempt ${usage.attempt}`);
    return ledgerRow(usage, rate, store);
  });
  const cost = sumAmounts(rows.map((row) => row.cost));
  const onDemandCost = sumAmounts(rows.map((row) => row.onDemandCost));
  const lost = rows.flatMap((row) => (row.lost ? [row.lost] : []));
  const hours = rows.map((row) => row.hours);
  const minutes = lost.map((work) => work.minutes);
  const short = rows.flatMap((row) => (row.short ? [row.short] : []));
  return {
    rows,
    hours: hours.includes(undefined) ? undefined : sum(hours as number[]),
    cost,
    onDemandCost,
    savingsPercent:
      cost.known && onDemandCost.known && onDemandCost.usd > 0
        ? ((onDemandCost.usd - cost.usd) / onDemandCost.usd) * 100
        : undefined,
    lostMinutes: minutes.includes(undefined) ? undefined : sum(minutes as number[]),
    lostCost: sumAmounts(lost.map((work) => work.cost)),
    shortReclaims: sum(short.map((work) => work.reclaims)),
    shortNodeMinutes: sum(short.map((work) => work.nodeMinutes)),
    stallNodeMinutes: sum(short.map((work) => work.stallNodeMinutes)),
    shortCost: sumAmounts(short.map((work) => work.cost)),
    ...(store === undefined ? {} : { storeCloud: store.storeCloud }),
    egressCost: sumAmounts(rows.flatMap((row) => (row.egress ? [row.egress.cost] : []))),
  };
}

function ledgerRow(
  usage: AttemptUsage,
  rates: AttemptRates,
  store: StoreEgress | undefined,
): LedgerRow {
  const hours = attemptHours(usage);
  const label = `attempt ${usage.attempt}`;
  const lost = lostWork(usage, rates, label);
  // A node that leaves an elastic gang is never node 0: its minutes short are at the spot rate.
  const short = shortWork(usage, rates.paid, lostFrom(usage), label);
  const egress = egressCost(usage, store, label);
  const withEgress = (vm: Amount) => (egress ? sumAmounts([vm, egress.cost]) : vm);
  return {
    usage,
    hours,
    price: rates.paid,
    cost: withEgress(paidCost(hours, usage, rates, label)),
    onDemandPrice: rates.onDemand,
    onDemandCost: withEgress(costOf(hours, rates.onDemand, usage.nodes, label, 'on-demand')),
    ...(egress === undefined ? {} : { egress }),
    ...(lost === undefined ? {} : { lost }),
    ...(short === undefined ? {} : { short }),
  };
}

/**
 * What the attempt's VMs cost over `hours`: each node at its own market's
 * price, so a spot gang's on-demand node 0 (host-market) at the on-demand one.
 */
function paidCost(
  hours: number | undefined,
  usage: AttemptUsage,
  rates: AttemptRates,
  label: string,
): Amount {
  const onDemand = onDemandBeside(usage);
  const own = costOf(hours, rates.paid, usage.nodes - onDemand, label, usage.market);
  // Without hours the cost is unknown once; a second part would only repeat why.
  if (onDemand === 0 || hours === undefined) return own;
  return sumAmounts([own, costOf(hours, rates.onDemand, onDemand, label, 'on-demand')]);
}

function costOf(
  hours: number | undefined,
  rate: Rate,
  nodes: number,
  label: string,
  market: string,
): Amount {
  if (hours === undefined) return unknownAmount(`${label}: its VM hours were not recorded`);
  if (!rate.known) return unknownAmount(`${label}: the ${market} price is unknown (${rate.why})`);
  return usdAmount(hours * rate.usdPerHour * nodes);
}

/**
 * The VM time an interruption threw away: from the last checkpoint made
 * durable (or the VM's start, when that checkpoint came from an earlier
 * attempt or there was none) to the VM's end, on every node.
 */
function lostWork(usage: AttemptUsage, rates: AttemptRates, label: string): LostWork | undefined {
  if (usage.interrupted === undefined) return undefined;
  const { vmStartedAt: start, vmEndedAt: end, lastDurableAt } = usage;
  const noCheckpoint =
    lastDurableAt === undefined || (start !== undefined && lastDurableAt < start);
  const from = lostFrom(usage);
  if (from === undefined || end === undefined) {
    const cost = unknownAmount(
      `${label}: the work lost is unknown, its VM times were not recorded`,
    );
    return { minutes: undefined, cost, noCheckpoint };
  }
  const minutes = Math.max(0, end - from) / 60_000;
  const cost = paidCost((minutes * 60_000) / HOUR_MS, usage, rates, `${label}'s work lost`);
  return { minutes, cost, noCheckpoint };
}

/** Where an interruption's lost work starts: the last checkpoint made durable in the attempt, or its VM's start. */
function lostFrom(usage: AttemptUsage): number | undefined {
  const { vmStartedAt: start, lastDurableAt } = usage;
  const noCheckpoint =
    lastDurableAt === undefined || (start !== undefined && lastDurableAt < start);
  return noCheckpoint ? start : lastDurableAt;
}

const sum = (values: readonly number[]): number =>
  values.reduce((total, value) => total + value, 0);
