import type {
  IAttachedDisk,
  IInstance,
  IInstanceProperties,
  IScheduling,
} from '@google-cloud/compute/build/src/v1/instances_client.js';
import { UserError } from '../../base/errors.js';
import type { LaunchSpec, Rung } from '../cloud.js';
import { parseAccelerator, parseFlag, type Accelerator } from './launch-options.js';

/** Where the instance goes: GCP instances are zonal and belong to a project. */
export interface Placement {
  readonly project: string;
  readonly zone: string;
  readonly region: string;
}

// Accelerator-optimized families come with their GPUs attached; like any VM
// with a GPU they cannot live-migrate, so maintenance must stop them.
const GPU_FAMILIES = /^(a2|a3|a4|g2|g4)-/;

// Compute accepts 30 s to 120 days for maxRunDuration.
const MIN_RUN_S = 30;
const MAX_RUN_S = 120 * 24 * 3600;

/**
 * The image as Compute takes it. Accepted forms:
 * - a URL (https://www.googleapis.com/compute/v1/projects/P/global/images/I)
 * - `projects/P/global/images/I` or `projects/P/global/images/family/F`
 * - `global/images/...`, an image of the instance's own project
 * - `P/F`, shorthand for the newest image of family F in project P, as
 *   gcloud's --image-project P --image-family F (`ubuntu-os-cloud/ubuntu-2404-lts-amd64`)
 */
export function sourceImage(image: string): string {
  const trimmed = image.trim();
  if (/^https:\/\//.test(trimmed) || /^(projects\/[^/]+\/)?global\/images\/[^/]/.test(trimmed)) {
    return trimmed;
  }
  const shorthand = /^([a-z][-a-z0-9.:]*[a-z0-9])\/([a-z][-a-z0-9]*)$/.exec(trimmed);
  if (shorthand !== null) {
    return `projects/${shorthand[1] ?? ''}/global/images/family/${shorthand[2] ?? ''}`;
  }
  throw new UserError(
    `GCP image "${image}" is not an image URL, projects/P/global/images/(family/)NAME, or PROJECT/FAMILY such as ubuntu-os-cloud/ubuntu-2404-lts-amd64`,
  );
}

function networkInterface(
  spec: LaunchSpec,
  where: Placement,
): NonNullable<IInstance['networkInterfaces']>[number] {
  const { network, subnetwork } = spec.options;
  const external = !parseFlag('no-external-ip', spec.options['no-external-ip']);
  return {
    // A subnetwork alone names its network; with neither, the project's `default` network.
    ...(network !== undefined && network !== ''
      ? { network: network.includes('/') ? network : `global/networks/${network}` }
      : subnetwork === undefined || subnetwork === ''
        ? { network: 'global/networks/default' }
        : {}),
    ...(subnetwork !== undefined && subnetwork !== ''
      ? {
          subnetwork: subnetwork.includes('/')
            ? subnetwork
            : `regions/${where.region}/subnetworks/${subnetwork}`,
        }
      : {}),
    // The runner needs to reach GitHub; without an external address that takes Cloud NAT.
    accessConfigs: external ? [{ name: 'External NAT', type: 'ONE_TO_ONE_NAT' }] : [],
  };
}

/**
 * How a body names the zone's machine, disk and accelerator types:
 * instances.insert takes links, bulkInsert's InstanceProperties only bare
 * names (a link there fails the request).
 */
type TypeNaming = 'links' | 'names';

/**
 * The body of instances.insert for one rung. Both markets get a
 * maxRunDuration with termination action DELETE, so a VM nobody cleans up
 * deletes itself, disks included. Spot VMs must stop on host maintenance and
 * not restart; no VM here restarts automatically, because its runner
 * registration is single-use.
 */
export function instanceResource(spec: LaunchSpec, rung: Rung, where: Placement): IInstance {
  return { name: spec.name, ...properties(spec, rung, where, 'links') };
}

/** The same VM as instances.bulkInsert's instanceProperties, which every VM of a gang shares. */
export function instanceProperties(
  spec: LaunchSpec,
  rung: Rung,
  where: Placement,
): IInstanceProperties {
  return properties(spec, rung, where, 'names');
}

function properties(
  spec: LaunchSpec,
  rung: Rung,
  where: Placement,
  naming: TypeNaming,
): IInstanceProperties {
  const seconds = maxRunSeconds(spec.maxLifetimeMs);
  const acceleratorOption = spec.options.accelerator;
  const accelerator =
    acceleratorOption === undefined || acceleratorOption === ''
      ? undefined
      : parseAccelerator(acceleratorOption);
  return {
    machineType:
      naming === 'links'
        ? `zones/${where.zone}/machineTypes/${rung.instanceType}`
        : rung.instanceType,
    labels: { ...spec.labels },
    scheduling: scheduling(rung, seconds, accelerator !== undefined),
    metadata: { items: [{ key: 'startup-script', value: spec.startupScript }] },
    disks: [bootDisk(spec, where, naming)],
    networkInterfaces: [networkInterface(spec, where)],
    ...serviceAccounts(spec.options['service-account']),
    ...guestAccelerators(accelerator, where, naming),
  };
}

function maxRunSeconds(maxLifetimeMs: number): number {
  const seconds = Math.ceil(maxLifetimeMs / 1000);
  if (!(seconds >= MIN_RUN_S && seconds <= MAX_RUN_S)) {
    throw new UserError(
      `the VM lifetime must be between 30 seconds and 120 days on GCP (maxRunDuration); got ${maxLifetimeMs} ms`,
    );
  }
  return seconds;
}

function scheduling(rung: Rung, seconds: number, hasAccelerator: boolean): IScheduling {
  const mustStop = rung.market === 'spot' || hasAccelerator || GPU_FAMILIES.test(rung.instanceType);
  return {
    provisioningModel: rung.market === 'spot' ? 'SPOT' : 'STANDARD',
    instanceTerminationAction: 'DELETE',
    maxRunDuration: { seconds: String(seconds) },
    automaticRestart: false,
    ...(mustStop ? { onHostMaintenance: 'TERMINATE' } : {}),
  };
}

function bootDisk(spec: LaunchSpec, where: Placement, naming: TypeNaming): IAttachedDisk {
  const diskType = spec.options['disk-type'];
  return {
    boot: true,
    autoDelete: true,
    initializeParams: {
      sourceImage: sourceImage(spec.image),
      diskSizeGb: String(spec.diskGb),
      ...(diskType === undefined || diskType === ''
        ? {}
        : {
            diskType: naming === 'links' ? `zones/${where.zone}/diskTypes/${diskType}` : diskType,
          }),
    },
  };
}

function serviceAccounts(account: string | undefined): Pick<IInstance, 'serviceAccounts'> {
  return account === undefined || account === ''
    ? {}
    : {
        serviceAccounts: [
          { email: account, scopes: ['https://www.googleapis.com/auth/cloud-platform'] },
        ],
      };
}

function guestAccelerators(
  accelerator: Accelerator | undefined,
  where: Placement,
  naming: TypeNaming,
): Pick<IInstance, 'guestAccelerators'> {
  return accelerator === undefined
    ? {}
    : {
        guestAccelerators: [
          {
            acceleratorType:
              naming === 'links'
                ? `projects/${where.project}/zones/${where.zone}/acceleratorTypes/${accelerator.type}`
                : accelerator.type,
            acceleratorCount: accelerator.count,
          },
        ],
      };
}
