import type { Cloud, InstanceStatus, LaunchingCloud, TaggedInstance } from '../clouds/cloud.js';
import { describeError } from '../base/errors.js';
import { GANG_SIZE_LABEL, NODE_LABEL } from '../clouds/labels.js';
import { listLabelled } from './labelled-vms.js';
import type { Logger } from '../base/log.js';

/** One node of a gang as the cloud describes it, or not found at all. */
interface NodeStatus {
  readonly node: string;
  readonly id?: string;
  readonly status?: InstanceStatus;
}

/**
 * The live VMs of the run that belong to a gang (launched with `nodes`
 * above 1), found by the run's labels; none for a single VM, or when the
 * cloud cannot list (finalize then asks about the `instance-id` VM alone).
 */
export async function findGangVms(params: {
  readonly cloud: Cloud;
  readonly regions: readonly string[];
  readonly labels: Readonly<Record<string, string>>;
  readonly logger: Logger;
}): Promise<TaggedInstance[]> {
  const { cloud, logger } = params;
  if (!('listByLabels' in cloud)) return [];
  const { vms, unlisted } = await listLabelled({ ...params, cloud: cloud as LaunchingCloud });
  // Cleanup lists again and reports it; finalize then asks about `instance-id` alone.
  for (const { region, error } of unlisted)
    logger.debug(`could not list the run's VMs in ${region}: ${describeError(error)}`);
  return vms.filter((vm) => Number(vm.labels[GANG_SIZE_LABEL]) > 1);
}

/**
 * The gang's state as one VM's: a gang trains only while every node does,
 * so it counts as reclaimed when any node was reclaimed or is gone (a node
 * the run's labels no longer find went with the cloud or its own power-off;
 * a sealed run is not restarted whatever this says).
 */
export async function describeGang(
  cloud: Cloud,
  gang: readonly TaggedInstance[],
  logger: Logger,
): Promise<InstanceStatus> {
  const size = Math.max(...gang.map((vm) => Number(vm.labels[GANG_SIZE_LABEL])));
  const nodes: NodeStatus[] = [];
  for (let node = 0; node < size; node++) {
    const vm = gang.find((member) => member.labels[NODE_LABEL] === String(node));
    if (!vm) {
      nodes.push({ node: String(node) });
      continue;
    }
    try {
      nodes.push({
        node: String(node),
        id: vm.instance.id,
        status: await cloud.describe(vm.instance),
      });
    } catch (error) {
      logger.warning(
        `could not ask ${cloud.name} about VM ${vm.instance.id}: ${describeError(error)}`,
      );
      nodes.push({ node: String(node), id: vm.instance.id });
    }
  }
  for (const node of nodes) logger.info(`node ${node.node}: ${nodeDetail(node)}`);
  const lost = nodes.filter(
    (node) =>
      node.id === undefined || node.status?.reclaimed === true || node.status?.state === 'gone',
  );
  const first = lost[0] ?? nodes[0];
  return {
    state: first?.status?.state ?? 'gone',
    reclaimed: lost.length > 0,
    detail: `gang of ${size}: ${nodes.map((node) => `node ${node.node} ${nodeDetail(node)}`).join('; ')}`,
  };
}

function nodeDetail(node: NodeStatus): string {
  if (node.id === undefined) return "not found among the run's live VMs";
  if (node.status === undefined) return `${node.id} could not be described`;
  return `${node.id} ${node.status.state} (${node.status.detail})`;
}
