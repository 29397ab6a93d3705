import { UserError } from '../../base/errors.js';

/**
 * The `cloud-options` an Azure launch reads, and how they are read. Apart
 * from the VM request, so the settings check them without loading it.
 */
export const OPTION_KEYS = [
  'resource-group',
  'subnet-id',
  'public-ip',
  'ssh-public-key',
  'proximity-placement-group',
] as const;

/** The Azure settings a launch reads from `LaunchSpec.options`. */
export interface AzureLaunchOptions {
  readonly resourceGroup: string;
  /** A full subnet resource id; the VM's NIC is created in it. */
  readonly subnetId: string;
  /** The runner only dials out, so by default the VM gets no public address. */
  readonly publicIp: boolean;
  /** An ssh-rsa public key to log in with; without one a throwaway key is set. */
  readonly sshPublicKey?: string;
  /** A proximity placement group's resource id: the VMs are placed close together in it. */
  readonly proximityPlacementGroupId?: string;
}

const PROXIMITY_PLACEMENT_GROUP_ID =
  /^\/subscriptions\/[^/]+\/resourceGroups\/[^/]+\/providers\/Microsoft\.Compute\/proximityPlacementGroups\/[^/]+$/i;

const SUBNET_ID =
  /^\/subscriptions\/[^/]+\/resourceGroups\/[^/]+\/providers\/Microsoft\.Network\/virtualNetworks\/[^/]+\/subnets\/[^/]+$/i;

function required(options: Readonly<Record<string, string>>, key: string, form: string): string {
  const value = options[key]?.trim() ?? '';
  if (value === '') {
    throw new UserError(`Azure needs the ${key} option: ${form}`);
  }
  return value;
}

export function parseLaunchOptions(options: Readonly<Record<string, string>>): AzureLaunchOptions {
  const resourceGroup = required(
    options,
    'resource-group',
    'the resource group the VM is created in (it must exist)',
  );
  const subnetId = required(
    options,
    'subnet-id',
    'the resource id of the subnet the VM joins, like /subscriptions/<id>/resourceGroups/<group>/providers/Microsoft.Network/virtualNetworks/<vnet>/subnets/<subnet>',
  );
  if (!SUBNET_ID.test(subnetId)) {
    throw new UserError(
      `subnet-id "${subnetId}" is not a subnet resource id; expected /subscriptions/<id>/resourceGroups/<group>/providers/Microsoft.Network/virtualNetworks/<vnet>/subnets/<subnet>`,
    );
  }
  const rawPublicIp = options['public-ip']?.trim() ?? '';
  if (!['', 'true', 'false'].includes(rawPublicIp)) {
    throw new UserError(`public-ip "${rawPublicIp}" is neither true nor false`);
  }
  const sshPublicKey = options['ssh-public-key']?.trim() ?? '';
  if (sshPublicKey !== '' && !sshPublicKey.startsWith('ssh-rsa ')) {
    throw new UserError(
      'ssh-public-key must be an OpenSSH "ssh-rsa AAAA..." key: Azure takes no other kind for Linux VMs',
    );
  }
  const proximityPlacementGroupId = parseProximityPlacementGroup(options);
  return {
    resourceGroup,
    subnetId,
    publicIp: rawPublicIp === 'true',
    ...(sshPublicKey === '' ? {} : { sshPublicKey }),
    ...(proximityPlacementGroupId === undefined ? {} : { proximityPlacementGroupId }),
  };
}

function parseProximityPlacementGroup(
  options: Readonly<Record<string, string>>,
): string | undefined {
  const id = options['proximity-placement-group']?.trim() ?? '';
  if (id === '') return undefined;
  if (!PROXIMITY_PLACEMENT_GROUP_ID.test(id)) {
    throw new UserError(
      `proximity-placement-group "${id}" is not a proximity placement group resource id; expected /subscriptions/<id>/resourceGroups/<group>/providers/Microsoft.Compute/proximityPlacementGroups/<name>`,
    );
  }
  return id;
}
