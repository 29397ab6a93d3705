import type { LaunchSpec, Rung } from './cloud.js';

/**
 * The rung node `node` of a gang starts on: the gang's own, except that
 * node 0 goes on-demand on a spot rung when `spec.hostMarket` says so. Its
 * type, region and zone stay the gang's, since a gang must stay close.
 */
export function nodeRung(spec: LaunchSpec, rung: Rung, node: number): Rung {
  return node === 0 && isMixed(spec, rung) ? { ...rung, market: 'on-demand' } : rung;
}

/** Whether the gang's VMs are on two markets: node 0 on-demand, the others spot. */
export function isMixed(spec: LaunchSpec, rung: Rung): boolean {
  return rung.market === 'spot' && spec.hostMarket === 'on-demand';
}
