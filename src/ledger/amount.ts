/**
 * A sum of money in USD, or the part of it that is known and why the rest
 * is not: a total with an unknown part says so instead of looking complete.
 */
export type Amount =
  | { readonly known: true; readonly usd: number }
  | { readonly known: false; readonly knownUsd: number; readonly why: readonly string[] };

export const usdAmount = (usd: number): Amount => ({ known: true, usd });

export const unknownAmount = (why: string, knownUsd = 0): Amount => ({
  known: false,
  knownUsd,
  why: [why],
});

/** The sum; unknown when any part is, keeping the known parts' sum and every reason. */
export function sumAmounts(amounts: readonly Amount[]): Amount {
  let usd = 0;
  const why: string[] = [];
  for (const amount of amounts) {
    if (amount.known) usd += amount.usd;
    else {
      usd += amount.knownUsd;
      why.push(...amount.why);
    }
  }
  return why.length === 0 ? usdAmount(usd) : { known: false, knownUsd: usd, why };
}

/** Dollars for a person: cents, or four places below a cent so small sums do not read as zero. */
export function formatUsd(usd: number): string {
  if (usd !== 0 && Math.abs(usd) < 0.01) return `$${usd.toFixed(4)}`;
  return `$${usd.toFixed(2)}`;
}

/** A price per hour (or per `unit`) as the price lists give it: cents, and up to four places where they matter. */
export function formatRate(usdPerUnit: number, unit = 'h'): string {
  const places = usdPerUnit.toFixed(4).replace(/0{1,2}$/, '');
  return `$${places}/${unit}`;
}

/** An amount for a table cell: "unknown", or "at least $x" when part of it is known. */
export function formatAmount(amount: Amount): string {
  if (amount.known) return formatUsd(amount.usd);
  return amount.knownUsd > 0 ? `unknown (at least ${formatUsd(amount.knownUsd)})` : 'unknown';
}
