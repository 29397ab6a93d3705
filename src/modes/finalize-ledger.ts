import { describeError } from '../base/errors.js';
import type { AttemptHistory } from '../history/attempt-history.js';
import { checkpointAdvice } from '../ledger/checkpoint-advice.js';
import { costLedger } from '../ledger/cost-ledger.js';
import { PriceBook, type PriceBookParams } from '../ledger/price-book.js';
import { usagesOf } from '../ledger/usage-of-history.js';
import type { UserPrices } from '../ledger/user-prices.js';
import type { Amount } from '../ledger/amount.js';
import type { Logger } from '../base/log.js';
import { adviceLines } from '../report/advice-lines.js';
import { costLedgerJson, costLedgerSummary } from '../report/cost-summary.js';
import type { StoreEgress } from '../ledger/egress-cost.js';
import { EGRESS_USD_PER_GB } from '../placement/egress.js';
import { storeCloudOf } from '../store/store-cloud.js';

/** Finalize's cost ledger: a summary section and the `cost` output. */
export interface FinalizeLedger {
  readonly markdown: string;
  /** The ledger as JSON, for the `cost` output; undefined when nothing could be priced. */
  readonly json: string | undefined;
  /** What the lineage cost so far, for its check; undefined when nothing could be priced. */
  readonly cost?: Amount;
}

/**
 * Prices every attempt of the lineage whose launch recorded where it ran,
 * and adds the checkpoint-interval advice the next attempt will get. Never
 * fails finalize: a price no one answers is shown as unknown, and a ledger
 * that cannot be made at all is a warning.
 */
export async function finalizeLedger(params: {
  readonly history: readonly AttemptHistory[] | undefined;
  readonly userPrices: UserPrices;
  readonly logger: Logger;
  /** Where prices come from: each cloud's price lists (cloudPricesLoader), or a test's. */
  readonly sourceFor: PriceBookParams['sourceFor'];
  /** The lineage's store: an attempt outside its cloud pays egress to reach it. */
  readonly storeUrl: string;
}): Promise<FinalizeLedger> {
  const { history, logger } = params;
  if (!history) return { markdown: '', json: undefined };
  const { usages, unplaced } = usagesOf(history);
  if (usages.length === 0) return { markdown: '', json: undefined };
  try {
    const book = new PriceBook({
      userPrices: params.userPrices,
      logger,
      sourceFor: params.sourceFor,
    });
    const ledger = costLedger(usages, await book.ratesFor(usages), storeEgress(params.storeUrl));
    const newest = usages.at(-1);
    const advice = newest ? adviceLines(checkpointAdvice(usages, newest)) : [];
    const left =
      unplaced.length === 0
        ? []
        : [
            '',
            `Not priced: ${unplaced.join(', ')} (no launch record says where the VM ran, as when launch had no store).`,
          ];
    return {
      markdown: `${costLedgerSummary(ledger)}${left.join('\n')}\n\n${advice.join('\n')}\n`,
      json: JSON.stringify(costLedgerJson(ledger)),
      cost: ledger.cost,
    };
  } catch (error) {
    logger.warning(`no cost ledger: ${describeError(error)}`);
    return { markdown: '', json: undefined };
  }
}

/** The store's cloud with the published egress prices the launch ranks by; none for a store in no cloud. */
function storeEgress(url: string): StoreEgress | undefined {
  const storeCloud = storeCloudOf(url);
  return storeCloud === undefined ? undefined : { storeCloud, usdPerGb: EGRESS_USD_PER_GB };
}
