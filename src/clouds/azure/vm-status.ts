import type { VirtualMachine } from '@azure/arm-compute';
import type { InstanceState, InstanceStatus } from '../cloud.js';
import type { Eviction } from './activity-log.js';

// The power states of a VM's instance view ("PowerState/<state>"), per
// "States and billing status of Azure Virtual Machines".
const POWER_STATES: Readonly<Record<string, InstanceState>> = {
  starting: 'pending',
  running: 'running',
  stopping: 'stopping',
  deallocating: 'stopping',
  stopped: 'stopped',
  deallocated: 'stopped',
};

function statusCode(vm: VirtualMachine, prefix: string): string | undefined {
  const status = vm.instanceView?.statuses?.find((entry) => entry.code?.startsWith(prefix));
  return status?.code?.slice(prefix.length);
}

function failureMessage(vm: VirtualMachine): string | undefined {
  const failed = vm.instanceView?.statuses?.find((entry) =>
    entry.code?.startsWith('ProvisioningState/failed'),
  );
  if (failed === undefined) return undefined;
  const code = failed.code?.slice('ProvisioningState/failed/'.length) ?? '';
  return [code, failed.message].filter((part) => part !== undefined && part !== '').join(': ');
}

/** The state of a VM Azure still has, from its provisioning state and instance view. */
export function vmState(vm: VirtualMachine): InstanceState {
  const provisioning = (vm.provisioningState ?? '').toLowerCase();
  // Deleting ends in "gone"; 'stopping' keeps callers that wait for the end
  // waiting, and deleting it once more is harmless.
  if (provisioning === 'deleting') return 'stopping';
  const power = statusCode(vm, 'PowerState/');
  if (power !== undefined) {
    // A state this table does not know is reported as running: the VM may
    // still cost money, and callers then delete it.
    return POWER_STATES[power] ?? 'running';
  }
  if (provisioning === 'creating') return 'pending';
  // A VM whose creation failed holds no host but still exists until deleted.
  if (provisioning === 'failed') return 'stopped';
  return 'running';
}

function describeVm(vm: VirtualMachine): string {
  const power = statusCode(vm, 'PowerState/');
  const parts = [power ?? 'no power state', `provisioning ${vm.provisioningState ?? 'unknown'}`];
  const failure = failureMessage(vm);
  if (failure !== undefined) parts.push(failure);
  if (vm.priority !== undefined) parts.push(`priority ${vm.priority}`);
  return parts.join(', ');
}

function showEviction(eviction: Eviction): string {
  const when = eviction.at === undefined ? '' : ` at ${eviction.at}`;
  const how = eviction.simulated ? 'a simulated spot eviction' : 'a spot eviction';
  return `Azure recorded ${how}${when} (${eviction.operation}, ${eviction.status})`;
}

/** A VM Azure still describes; `eviction` is what the activity log says, when it was asked. */
export function vmStatus(vm: VirtualMachine, eviction?: Eviction): InstanceStatus {
  const state = vmState(vm);
  const detail = describeVm(vm);
  if (eviction !== undefined) {
    return { state, reclaimed: true, detail: `${detail}; ${showEviction(eviction)}` };
  }
  return { state, reclaimed: false, detail };
}

/**
 * A VM Azure no longer has. With eviction policy Delete an evicted spot VM
 * is deleted, so only the activity log can tell an eviction from a deletion.
 */
export function goneStatus(where: string, eviction: Eviction | undefined): InstanceStatus {
  if (eviction !== undefined) {
    return {
      state: 'gone',
      reclaimed: true,
      detail: `gone from ${where}; ${showEviction(eviction)}`,
    };
  }
  return {
    state: 'gone',
    reclaimed: false,
    // The activity log shows an event minutes after it happens, not at once.
    detail: `gone from ${where}; the activity log records no spot eviction of it (yet: events take minutes to appear)`,
  };
}
