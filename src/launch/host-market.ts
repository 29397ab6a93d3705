import type { Launched } from '../clouds/cloud.js';
import type { ClimbResult } from './ladder.js';

/**
 * Why a spot gang's node 0 runs on-demand, for the log and the summary. It
 * names the input as action.yml spells it (launch/ sits below settings/).
 */
export const HOST_ON_DEMAND_WHY =
  "host-market: on-demand; node 0 hosts torchrun's c10d rendezvous, " +
  'and its reclaim restarts the whole gang, so it is kept off spot';

/**
 * The gang's VMs that run on-demand on a spot rung (node 0, with
 * host-market on-demand): the ledger prices them at the on-demand price,
 * the rest at spot. 0 for a gang on one market.
 */
export function onDemandNodes(climbed: Pick<ClimbResult, 'gang' | 'rung'>): number {
  if (climbed.rung.market !== 'spot') return 0;
  return climbed.gang.filter((vm) => vm.market === 'on-demand').length;
}

/**
 * A VM on the gang's own market, whose price is the gang's: node 0 except
 * when node 0 alone is on-demand beside spot nodes.
 */
export function onGangMarket(climbed: Pick<ClimbResult, 'gang' | 'rung'>): Launched | undefined {
  return climbed.gang.find((vm) => vm.market === climbed.rung.market);
}
