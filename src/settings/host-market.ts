import { UserError } from '../base/errors.js';
import type { Rung } from '../clouds/cloud.js';
import { Input } from './input-names.js';

const MARKETS: readonly Rung['market'][] = ['spot', 'on-demand'];

/**
 * `host-market`: the market of a gang's node 0. It is refused with one
 * node rather than ignored: a single VM has no rendezvous host, and a user
 * who asked for an on-demand VM would otherwise get a spot one unawares.
 */
export function parseHostMarket(value: string, nodes: number): Rung['market'] {
  const market = value.trim();
  if (!(MARKETS as readonly string[]).includes(market)) {
    throw new UserError(
      `${Input.hostMarket}: "${value}" is not a market for a gang's node 0; expected spot or on-demand`,
    );
  }
  if (market === 'on-demand' && nodes === 1) {
    throw new UserError(
      `${Input.hostMarket}: on-demand puts a gang's node 0 on-demand, and ${Input.nodes} is 1, so there is no gang; leave ${Input.hostMarket} out, or use ${Input.onDemandFallback} or ${Input.onDemandAfter} for one VM`,
    );
  }
  return market as Rung['market'];
}
