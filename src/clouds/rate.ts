/**
 * A price per hour of one VM, or why there is none. A missing price stays
 * missing all the way to the summary: a guess would make the savings figure
 * look exact when it is not.
 */
export type Rate =
  { readonly known: true; readonly usdPerHour: number; readonly source: string } | Unknown;

/** A price that no list gave, and why; a Rate and a PriceSeries alike. */
export interface Unknown {
  readonly known: false;
  readonly why: string;
}

export const knownRate = (usdPerHour: number, source: string): Rate => ({
  known: true,
  usdPerHour,
  source,
});

export const unknownRate = (why: string): Unknown => ({ known: false, why });

/** One step of a price that changes over time: `usdPerHour` from `from` (epoch ms) on. */
export interface PriceStep {
  readonly from: number;
  readonly usdPerHour: number;
}

/**
 * A spot price over time, steps in order. The price lists of Azure and GCP
 * give one price for now, a series of one step from the beginning of time.
 */
export type PriceSeries =
  { readonly known: true; readonly steps: readonly PriceStep[]; readonly source: string } | Unknown;

export const constantSeries = (rate: Rate): PriceSeries =>
  rate.known
    ? {
        known: true,
        steps: [{ from: -Infinity, usdPerHour: rate.usdPerHour }],
        source: rate.source,
      }
    : rate;

/**
 * The mean price per hour over [start, end]: each step weighted by the time
 * it was in effect. Unknown when the series begins after `start`, since the
 * price before its first step was never said.
 */
export function meanRate(series: PriceSeries, start: number, end: number): Rate {
  if (!series.known) return series;
  const first = series.steps[0];
  if (first === undefined || first.from > start) {
    return unknownRate(
      `${series.source} has no price in effect at ${new Date(start).toISOString()}`,
    );
  }
  if (end <= start) return knownRate(priceAt(series.steps, start), series.source);
  let total = 0;
  series.steps.forEach((step, index) => {
    const next = series.steps[index + 1]?.from ?? Infinity;
    const overlap = Math.min(next, end) - Math.max(step.from, start);
    if (overlap > 0) total += overlap * step.usdPerHour;
  });
  return knownRate(total / (end - start), series.source);
}

function priceAt(steps: readonly PriceStep[], at: number): number {
  let price = steps[0]?.usdPerHour ?? 0;
  for (const step of steps) if (step.from <= at) price = step.usdPerHour;
  return price;
}
