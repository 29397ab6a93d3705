import type { ComputeManagementClient, VirtualMachine } from '@azure/arm-compute';
import type { InstanceStatus } from '../cloud.js';
import type { Eviction } from './activity-log.js';
import { isNotFound } from './arm-errors.js';
import { armCall, type Target } from './arm-target.js';
import { goneStatus, vmState, vmStatus } from './vm-status.js';

/** The VM with its instance view (for its power state); undefined if Azure has no such VM. */
export async function readVm(
  compute: ComputeManagementClient,
  target: Target,
): Promise<VirtualMachine | undefined> {
  return armCall(target, 'Microsoft.Compute/virtualMachines/read', async () => {
    try {
      return await compute.virtualMachines.get(target.group, target.name, {
        expand: 'instanceView',
      });
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  });
}

/** A VM's status, with its eviction if it is gone or a spot VM on its way out. */
export async function describeVm(
  compute: ComputeManagementClient,
  target: Target,
  eviction: () => Promise<Eviction | undefined>,
): Promise<InstanceStatus> {
  const vm = await readVm(compute, target);
  if (vm === undefined) {
    return goneStatus(target.where, await eviction());
  }
  const state = vmState(vm);
  // Only a spot VM on its way out can have been evicted; a running one
  // needs no activity-log query.
  const leaving = state === 'stopping' || state === 'stopped';
  if (vm.priority?.toLowerCase() === 'spot' && leaving) {
    return vmStatus(vm, await eviction());
  }
  return vmStatus(vm);
}
