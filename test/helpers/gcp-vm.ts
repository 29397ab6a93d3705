import type { ComputeEmulator } from './gcp-compute/index.js';
import { LINK_ROOT } from './gcp-compute/compute-state.js';

/**
 * Puts a running spot VM carrying `labels` into the Compute stand-in, as a
 * launch long gone would have left it: started `createdAt` (an hour ago by
 * default, past the janitor's grace for a booting VM).
 */
export function putGcpVm(
  compute: ComputeEmulator,
  vm: {
    readonly zone: string;
    readonly name: string;
    readonly labels: Readonly<Record<string, string>>;
    readonly createdAt?: string;
  },
): void {
  const { state, project } = compute;
  const zoneLink = `${LINK_ROOT}/projects/${project}/zones/${vm.zone}`;
  state.instances.set(state.key(vm.zone, vm.name), {
    kind: 'compute#instance',
    id: state.newId(),
    name: vm.name,
    zone: zoneLink,
    machineType: `${zoneLink}/machineTypes/g2-standard-4`,
    labels: { ...vm.labels },
    labelFingerprint: state.fingerprint(vm.labels),
    scheduling: { provisioningModel: 'SPOT', instanceTerminationAction: 'DELETE' },
    status: 'RUNNING',
    creationTimestamp: vm.createdAt ?? new Date(Date.now() - 3_600_000).toISOString(),
    selfLink: state.instanceLink(vm.zone, vm.name),
  });
}

/** The names of the VMs the Compute stand-in holds, sorted. */
export function gcpVmNames(compute: ComputeEmulator): string[] {
  return [...compute.state.instances.values()].map((vm) => String(vm.name)).sort();
}
