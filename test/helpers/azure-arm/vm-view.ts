import type { EmulatedVm } from './compute.js';
import { object, type Json } from './json.js';

// A VM as VirtualMachines_Get, _CreateOrUpdate and _ListByLocation return it
// (VirtualMachine in Compute 2026-04-01): the PUT's properties with the
// read-only ones Azure adds (provisioningState, vmId, timeCreated) and, asked
// with $expand=instanceView, the instance view's provisioning and power
// statuses. Departures: customData is never returned, as Azure never returns
// it; other read-only properties (osProfile.requireGuestProvisionSignal,
// instanceView.vmAgent, disks...) are not made up.

/** The VM as Azure returns it; `withInstanceView` for $expand=instanceView. */
export function vmView(vm: EmulatedVm, withInstanceView: boolean): Json {
  const properties = { ...object(vm.request.properties) };
  // Azure never returns customData.
  const osProfile = { ...object(properties.osProfile) };
  delete osProfile.customData;
  const statuses: Json[] = [
    vm.failure === undefined
      ? {
          code: `ProvisioningState/${vm.provisioningState.toLowerCase()}`,
          level: 'Info',
          displayStatus: `Provisioning ${vm.provisioningState.toLowerCase()}`,
        }
      : {
          code: `ProvisioningState/failed/${vm.failure.code}`,
          level: 'Error',
          displayStatus: 'Provisioning failed',
          message: vm.failure.message,
        },
  ];
  if (vm.power !== undefined) {
    statuses.push({
      code: `PowerState/${vm.power}`,
      level: 'Info',
      displayStatus: `VM ${vm.power}`,
    });
  }
  return {
    id: vm.id,
    name: vm.name,
    type: 'Microsoft.Compute/virtualMachines',
    location: vm.location,
    ...(vm.request.tags === undefined ? {} : { tags: vm.request.tags }),
    ...(vm.request.zones === undefined ? {} : { zones: vm.request.zones }),
    properties: {
      ...properties,
      osProfile,
      provisioningState: vm.provisioningState,
      vmId: vm.vmId,
      timeCreated: vm.timeCreated,
      ...(withInstanceView ? { instanceView: { computerName: vm.name, statuses } } : {}),
    },
  };
}
