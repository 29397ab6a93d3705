import type { IInstance, IOperation } from '@google-cloud/compute/build/src/v1/instances_client.js';
import type { InstanceState, InstanceStatus } from '../cloud.js';

// Every Instance.Status of compute.proto (checked by a test against the
// SDK's copy). TERMINATED is Compute's stopped: the VM still exists and keeps
// its disks, so it is 'stopped', not 'terminated'; spot-train's VMs are
// deleted when preempted or when their run time is up, so they rarely stay
// in it. DEPROVISIONING is a halted VM being torn down, as a reclaimed Spot
// VM is on its way out; PENDING waits for Flex Start capacity.
export const INSTANCE_STATES: Readonly<Record<string, InstanceState>> = {
  PENDING: 'pending',
  PROVISIONING: 'pending',
  STAGING: 'pending',
  RUNNING: 'running',
  REPAIRING: 'running',
  PENDING_STOP: 'stopping',
  STOPPING: 'stopping',
  SUSPENDING: 'stopping',
  DEPROVISIONING: 'stopping',
  STOPPED: 'stopped',
  SUSPENDED: 'stopped',
  TERMINATED: 'stopped',
};

export const PREEMPTED = 'compute.instances.preempted';

/** A status this table does not know counts as running: whatever it is, the VM may still cost money. */
export function stateOf(instance: IInstance): InstanceState {
  return INSTANCE_STATES[instance.status ?? ''] ?? 'running';
}

export function isSpot(instance: IInstance): boolean {
  return instance.scheduling?.provisioningModel === 'SPOT';
}

function preemptedAt(operation: IOperation): string {
  const time = operation.endTime ?? operation.insertTime;
  return time === undefined || time === null || time === '' ? '' : ` at ${time}`;
}

/** What an instance Compute still returns is, given its preemption if one was recorded. */
export function instanceStatus(
  instance: IInstance,
  zone: string,
  preemption?: IOperation,
): InstanceStatus {
  const status = instance.status ?? 'UNKNOWN';
  const state = stateOf(instance);
  const model = isSpot(instance) ? 'spot' : 'standard';
  const message = instance.statusMessage ? `: ${instance.statusMessage}` : '';
  if (preemption !== undefined) {
    return {
      state,
      reclaimed: true,
      detail: `${status} (${model}) in ${zone}, preempted by Compute Engine${preemptedAt(preemption)}`,
    };
  }
  return { state, reclaimed: false, detail: `${status} (${model}) in ${zone}${message}` };
}

/**
 * What an instance Compute no longer returns was. spot-train's VMs are
 * created with termination action DELETE, so a preempted one is deleted; its
 * compute.instances.preempted operation is what is left to say so.
 */
export function goneStatus(zone: string, preemption?: IOperation): InstanceStatus {
  if (preemption !== undefined) {
    return {
      state: 'gone',
      reclaimed: true,
      detail: `gone from ${zone}: deleted after Compute Engine preempted it${preemptedAt(preemption)}`,
    };
  }
  return {
    state: 'gone',
    reclaimed: false,
    detail: `gone from ${zone}; Compute Engine recorded no preemption of it`,
  };
}
