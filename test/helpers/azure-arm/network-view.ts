import type { NetworkResource } from './compute.js';
import type { Json } from './json.js';

// A NIC or public IP as NetworkInterfaces_Get returns it (NetworkInterface
// in network-2024-05-01.json): id, name, type, location and, for a NIC, its
// first IP configuration with the private address Azure gave it. Departures:
// only one IP configuration, no tags, etag, macAddress, virtualMachine or
// other read-only properties; a public IP is returned in the same reduced
// shape (PublicIPAddress is not in the excerpt; spot-train never reads one).

function nicIpConfiguration(nic: NetworkResource): Json {
  const configuration = nic.ipConfiguration;
  return {
    id: `${nic.id}/ipConfigurations/${configuration?.name ?? ''}`,
    name: configuration?.name,
    properties: {
      privateIPAddress: configuration?.privateIp,
      privateIPAllocationMethod: 'Dynamic',
      privateIPAddressVersion: 'IPv4',
      primary: true,
      ...(configuration?.subnetId === undefined ? {} : { subnet: { id: configuration.subnetId } }),
    },
  };
}

/** The resource as a GET on it answers. */
export function networkView(resource: NetworkResource): Json {
  return {
    id: resource.id,
    name: resource.name,
    type: resource.type,
    location: resource.location,
    properties: {
      provisioningState: 'Succeeded',
      ...(resource.ipConfiguration === undefined
        ? {}
        : { ipConfigurations: [nicIpConfiguration(resource)] }),
    },
  };
}
