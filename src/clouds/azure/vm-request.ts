import type {
  ImageReference,
  NetworkProfile,
  OSProfile,
  StorageProfile,
  VirtualMachine,
  VirtualMachinePublicIPAddressConfiguration,
} from '@azure/arm-compute';
import { UserError } from '../../base/errors.js';
import type { LaunchSpec, Rung } from '../cloud.js';
import type { AzureLaunchOptions } from './launch-options.js';

const ADMIN_USERNAME = 'spot-train';

// Azure decodes customData into at most this many bytes (OSProfile.customData).
const CUSTOM_DATA_MAX_BYTES = 65_535;

/**
 * An Azure image as the inputs name it: a marketplace URN
 * `publisher:offer:sku:version`, or the id of a managed image, a gallery
 * image (version), a shared gallery or a community gallery image.
 */
export function imageReference(image: string): ImageReference {
  const text = image.trim();
  if (/^\/subscriptions\//i.test(text)) return { id: text };
  if (/^\/SharedGalleries\//i.test(text)) return { sharedGalleryImageId: text };
  if (/^\/CommunityGalleries\//i.test(text)) return { communityGalleryImageId: text };
  const parts = text.split(':');
  const [publisher, offer, sku, version] = parts;
  if (
    parts.length !== 4 ||
    publisher === undefined ||
    offer === undefined ||
    sku === undefined ||
    version === undefined ||
    parts.some((part) => part === '')
  ) {
    throw new UserError(
      `Azure image "${image}" is neither a URN publisher:offer:sku:version (like Canonical:ubuntu-24_04-lts:server:latest) nor an image resource id`,
    );
  }
  return { publisher, offer, sku, version };
}

/** The names of the resources Azure creates along with the VM and deletes with it. */
export function companionNames(vmName: string): { nic: string; publicIp: string } {
  return { nic: `${vmName}-nic`, publicIp: `${vmName}-ip` };
}

/**
 * The PUT body of one VM on one rung. The NIC (and public IP) are declared in
 * the VM itself rather than created beforehand, so Azure creates them with
 * the VM and, by their delete options, deletes them with it: when the VM is
 * deleted, by us or by a spot eviction, nothing is left that costs or clutters.
 */
export function vmRequest(
  spec: LaunchSpec,
  rung: Rung,
  options: AzureLaunchOptions,
  sshPublicKey: string,
): VirtualMachine {
  const customData = encodeCustomData(spec.startupScript);
  return {
    location: rung.region,
    tags: { ...spec.labels },
    ...(rung.zone === undefined || rung.zone === '' ? {} : { zones: [rung.zone] }),
    hardwareProfile: { vmSize: rung.instanceType },
    ...market(rung, spec.maxPrice),
    ...(options.proximityPlacementGroupId === undefined
      ? {}
      : { proximityPlacementGroup: { id: options.proximityPlacementGroupId } }),
    storageProfile: storageProfile(spec),
    osProfile: osProfile(spec.name, customData, sshPublicKey),
    networkProfile: networkProfile(spec.name, options),
  };
}

/** The startup script as base64 customData, refused before Azure would. */
function encodeCustomData(startupScript: string): string {
  const customData = Buffer.from(startupScript, 'utf8');
  if (customData.length > CUSTOM_DATA_MAX_BYTES) {
    throw new UserError(
      `the startup script is ${customData.length} bytes; Azure customData takes at most ${CUSTOM_DATA_MAX_BYTES}`,
    );
  }
  return customData.toString('base64');
}

function market(
  rung: Rung,
  maxPrice: number | undefined,
): Pick<VirtualMachine, 'priority' | 'evictionPolicy' | 'billingProfile'> {
  return rung.market === 'spot'
    ? {
        priority: 'Spot',
        // Deallocate would keep the disk (and its bill) after an eviction,
        // and a deallocated VM is never restarted by spot-train anyway.
        evictionPolicy: 'Delete',
        // -1 means "up to the on-demand price", Azure's own default.
        billingProfile: { maxPrice: maxPrice ?? -1 },
      }
    : { priority: 'Regular' };
}

function storageProfile(spec: LaunchSpec): StorageProfile {
  return {
    imageReference: imageReference(spec.image),
    osDisk: {
      createOption: 'FromImage',
      deleteOption: 'Delete',
      diskSizeGB: spec.diskGb,
    },
  };
}

function osProfile(vmName: string, customData: string, sshPublicKey: string): OSProfile {
  return {
    computerName: vmName,
    adminUsername: ADMIN_USERNAME,
    // cloud-init on Azure's Linux images takes customData as its user data,
    // and runs user data that starts with "#!" as a script, as root, once.
    customData,
    linuxConfiguration: {
      disablePasswordAuthentication: true,
      ssh: {
        publicKeys: [
          { path: `/home/${ADMIN_USERNAME}/.ssh/authorized_keys`, keyData: sshPublicKey },
        ],
      },
    },
  };
}

function networkProfile(vmName: string, options: AzureLaunchOptions): NetworkProfile {
  const names = companionNames(vmName);
  return {
    networkApiVersion: '2022-11-01',
    networkInterfaceConfigurations: [
      {
        name: names.nic,
        primary: true,
        deleteOption: 'Delete',
        ipConfigurations: [
          {
            name: 'ipconfig1',
            primary: true,
            subnet: { id: options.subnetId },
            ...(options.publicIp
              ? { publicIPAddressConfiguration: publicIpAddress(names.publicIp) }
              : {}),
          },
        ],
      },
    ],
  };
}

function publicIpAddress(name: string): VirtualMachinePublicIPAddressConfiguration {
  return {
    name,
    // Basic public IPs are retired; Standard ones must be static.
    sku: { name: 'Standard', tier: 'Regional' },
    publicIPAllocationMethod: 'Static',
    deleteOption: 'Delete',
  };
}
