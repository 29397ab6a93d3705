import type { Rate } from '../clouds/rate.js';
import { shortNodeMinutes, stallNodeMinutes } from '../notice/gang/short-of-size.js';
import { unknownAmount, usdAmount, type Amount } from './amount.js';
import type { AttemptUsage } from './attempt-usage.js';

/** An elastic gang's reclaims it trained on through: the time it trained short of its size, priced. */
export interface ShortWork {
  /** Departures after which the gang trained on. */
  readonly reclaims: number;
  /** Node-minutes short of its size, each missing node for as long as it was missing. */
  readonly nodeMinutes: number;
  /** Node-minutes every node stood still while torchrun re-formed the gang after a change. */
  readonly stallNodeMinutes: number;
  /** Both at the attempt's own price: VM time paid for that trained nothing. */
  readonly cost: Amount;
}

/**
 * The cost of the reclaims an elastic gang survived. Counted up to the
 * attempt's end, or, when the attempt was then interrupted, only up to the
 * start of the work that interruption lost: that lost work is already
 * counted on every node, and a minute is never a cost twice.
 */
export function shortWork(
  usage: AttemptUsage,
  rate: Rate,
  lostFrom: number | undefined,
  label: string,
): ShortWork | undefined {
  const changes = usage.sizeChanges;
  if (changes === undefined) return undefined;
  const reclaims = changes.filter((c) => c.kind === 'left' && c.trainsOn !== false).length;
  const lastChange = Math.max(0, ...changes.map((change) => change.at));
  const end = usage.trainedUntil ?? usage.vmEndedAt ?? lastChange;
  const cut = usage.interrupted !== undefined && lostFrom !== undefined;
  const until = cut ? Math.min(end, lostFrom) : end;
  const nodeMinutes = shortNodeMinutes(changes, until);
  const stall = stallNodeMinutes(
    changes.filter((change) => change.at < until),
    usage.nodes,
  );
  const cost = rate.known
    ? usdAmount(((nodeMinutes + stall) / 60) * rate.usdPerHour)
    : unknownAmount(
        `${label}: the price of the time short of the gang's size is unknown (${rate.why})`,
      );
  return { reclaims, nodeMinutes, stallNodeMinutes: stall, cost };
}
