import type { ComputeManagementClient, VirtualMachine } from '@azure/arm-compute';
import type { TaggedInstance } from '../cloud.js';
import { armCall, type Target } from './arm-target.js';
import { readVm } from './vm-describe.js';
import { vmState } from './vm-status.js';

/**
 * VMs in `region` that carry every label. ARM cannot filter VMs by tag,
 * so this lists the subscription's VMs in the region (across resource
 * groups, as the janitor has no group) and filters here; each match is
 * then read with its instance view for its power state.
 */
export async function listVmsByLabels(
  compute: ComputeManagementClient,
  region: string,
  labels: Readonly<Record<string, string>>,
): Promise<TaggedInstance[]> {
  const listing: Target = { group: '', name: '', where: `VMs in ${region}` };
  const matches = await armCall(listing, 'Microsoft.Compute/virtualMachines/read', async () => {
    const found: VirtualMachine[] = [];
    for await (const vm of compute.virtualMachines.listByLocation(region)) {
      const tags = vm.tags ?? {};
      if (Object.entries(labels).every(([key, value]) => tags[key] === value)) found.push(vm);
    }
    return found;
  });
  const instances = await Promise.all(matches.map((vm) => tagged(compute, region, vm)));
  return instances.filter((instance) => instance !== undefined);
}

async function tagged(
  compute: ComputeManagementClient,
  region: string,
  listed: VirtualMachine,
): Promise<TaggedInstance | undefined> {
  const group = resourceGroupOf(listed.id);
  const name = listed.name;
  if (group === undefined || name === undefined) return undefined;
  const vm = await readVm(compute, { group, name, where: `VM ${name} in resource group ${group}` });
  const launchedAt = (vm ?? listed).timeCreated;
  return {
    instance: {
      cloud: 'azure',
      id: name,
      region: listed.location || region,
      group,
      ...(listed.zones?.[0] === undefined ? {} : { zone: listed.zones[0] }),
    },
    state: vm === undefined ? 'gone' : vmState(vm),
    labels: { ...(listed.tags ?? {}) },
    ...(launchedAt === undefined ? {} : { launchedAt: launchedAt.toISOString() }),
  };
}

function resourceGroupOf(id: string | undefined): string | undefined {
  return /\/resourceGroups\/([^/]+)\//i.exec(id ?? '')?.[1];
}
