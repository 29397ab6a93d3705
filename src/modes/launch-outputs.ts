import { Output } from '../action/outputs.js';
import type { CloudName } from '../clouds/cloud.js';
import { UserError } from '../base/errors.js';
import { endpointText } from '../settings/gang.js';
import type { ClimbResult } from '../launch/ladder.js';
import { onGangMarket } from '../launch/host-market.js';

/**
 * The launch step's outputs. Those from before gangs describe node 0 (the
 * only VM, for one node); the gang's (`labels`, `ranks`, `nodes`,
 * `instance-ids`, `rendezvous`) are set for one node too, so a workflow
 * written for gangs also runs with `nodes: 1`.
 */
export function launchOutputs(params: {
  readonly cloud: CloudName;
  /** Each node's runner label, in node order. */
  readonly labels: readonly string[];
  readonly climbed: ClimbResult;
  readonly rendezvousPort: number;
}): Record<string, string> {
  const { climbed, labels } = params;
  const { instance, instanceType } = climbed.launched;
  // The gang's market and price, which node 0 alone may not share (host-market on-demand).
  const { market } = climbed.rung;
  const pricePerHour = onGangMarket(climbed)?.pricePerHour;
  return {
    [Output.runnerLabel]: labels[0] ?? '',
    [Output.cloud]: params.cloud,
    [Output.region]: instance.region ?? climbed.rung.region,
    [Output.zone]: instance.zone ?? climbed.rung.zone ?? '',
    [Output.instanceId]: instance.id,
    [Output.instanceType]: instanceType,
    [Output.market]: market,
    [Output.price]: pricePerHour === undefined ? '' : String(pricePerHour),
    [Output.labels]: JSON.stringify(labels),
    [Output.ranks]: JSON.stringify(climbed.gang.map((_, node) => node)),
    [Output.nodes]: String(climbed.gang.length),
    [Output.instanceIds]: JSON.stringify(climbed.gang.map((vm) => vm.instance.id)),
    [Output.rendezvous]: rendezvous(climbed, params.rendezvousPort),
  };
}

/**
 * Node 0's private address and the port: every node reaches node 0 there,
 * so a gang cannot train without it. One VM has no one to meet.
 */
function rendezvous(climbed: ClimbResult, port: number): string {
  const address = climbed.launched.privateAddress;
  if (address !== undefined && address !== '') {
    return endpointText({ host: address, port });
  }
  if (climbed.gang.length === 1) return '';
  throw new UserError(
    `the cloud did not say node 0's (${climbed.launched.instance.id}) private address, so the gang has no rendezvous address; its VMs need a private network (a VPC subnet, a GCP network, an Azure subnet)`,
  );
}
