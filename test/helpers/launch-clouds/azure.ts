// Azure's share of the launch harness: the ARM stand-in, reached over
// SPOT_TRAIN_AZURE_ARM_ENDPOINT (its certificate trusted through
// NODE_EXTRA_CA_CERTS, as a runner behind a TLS-inspecting proxy trusts the
// proxy's) with a token DefaultAzureCredential gets from a managed identity
// endpoint (azure-managed-identity.ts), and what the stand-in was asked and
// holds, read into the harness's terms.

import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startAzureArm, type ArmRequest, type AzureArm } from '../azure-arm/index.js';
import type { EmulatedVm } from '../azure-arm/index.js';
import { startManagedIdentity } from './azure-managed-identity.js';
import type {
  AzureCapacityCode,
  CloudParts,
  CloudVm,
  CreateRequest,
  StandInOptions,
} from './stand-in.js';

type Json = Record<string, unknown>;

const GROUP = 'spot-train';
const VM = /\/resourceGroups\/[^/]+\/providers\/Microsoft\.Compute\/virtualMachines\/([^/]+)$/i;

// Azure's wording of each, less the size and location it names (a rule here covers any).
const GUIDANCE =
  'Read more about improving likelihood of allocation success at http://aka.ms/allocation-guidance';
const NO_ROOM: Readonly<Record<AzureCapacityCode, string>> = {
  SkuNotAvailable:
    'The requested VM size is currently not available in the location or zone. Please try another size or deploy to a different location or zones. See https://aka.ms/azureskunotavailable for details.',
  AllocationFailed: `Allocation failed. We do not have sufficient capacity for the requested VM size in this region. ${GUIDANCE}`,
  ZonalAllocationFailed: `Allocation failed. We do not have sufficient capacity for the requested VM size in this zone. ${GUIDANCE}`,
  OverconstrainedAllocationRequest: `Allocation failed. VM(s) with the following constraints cannot be allocated, because the condition is too restrictive. Please remove some constraints and try again. Constraints applied are: - Networking Constraints (such as Accelerated Networking or IPv6) - VM Size. ${GUIDANCE}`,
  OverconstrainedZonalAllocationRequest: `Allocation failed. VM(s) with the following constraints cannot be allocated, because the condition is too restrictive. Please remove some constraints and try again. Constraints applied are: - Zone - VM Size. ${GUIDANCE}`,
};

const object = (value: unknown): Json =>
  typeof value === 'object' && value !== null ? (value as Json) : {};

/** Where and what a VM PUT body asks for. */
function createOf(name: string, body: unknown): CreateRequest {
  const request = object(body);
  const properties = object(request.properties);
  const zones = Array.isArray(request.zones) ? request.zones.map(String) : [];
  return {
    name,
    region: String(request.location),
    zone: zones[0] ?? '',
    instanceType: String(object(properties.hardwareProfile).vmSize),
    market: properties.priority === 'Spot' ? 'spot' : 'on-demand',
  };
}

function createsOf(request: ArmRequest): CreateRequest[] {
  const name = request.method === 'PUT' ? VM.exec(request.path)?.[1] : undefined;
  return name === undefined ? [] : [createOf(name, request.body)];
}

function vmOf(vm: EmulatedVm): CloudVm {
  const customData = object(object(vm.request.properties).osProfile).customData;
  return {
    ...createOf(vm.name, vm.request),
    state: vm.provisioningState,
    running: vm.provisioningState === 'Succeeded' && vm.power === 'running',
    startupScript:
      typeof customData === 'string' ? Buffer.from(customData, 'base64').toString('utf8') : '',
  };
}

export async function startAzureParts(
  options: StandInOptions,
  home: string,
): Promise<CloudParts<AzureCapacityCode> & { readonly arm: AzureArm }> {
  const zones = options.zones ?? ['1', '2'];
  const arm = await startAzureArm({ resourceGroups: [GROUP] });
  const identity = await startManagedIdentity({ accessToken: arm.token });
  const ca = join(home, 'arm-ca.pem');
  await writeFile(ca, arm.ca);
  const subnet = `/subscriptions/${arm.subscriptionId}/resourceGroups/${GROUP}/providers/Microsoft.Network/virtualNetworks/spot-train/subnets/runners`;
  return {
    arm,
    zones,
    env: {
      ...identity.env,
      AZURE_SUBSCRIPTION_ID: arm.subscriptionId,
      SPOT_TRAIN_AZURE_ARM_ENDPOINT: arm.url,
      NODE_EXTRA_CA_CERTS: ca,
    },
    inputs: {
      cloud: 'azure',
      'instance-types': (options.instanceTypes ?? ['Standard_NC4as_T4_v3']).join(', '),
      regions: (options.regions ?? ['westeurope']).join(', '),
      zones: zones.join(', '),
      image: 'Canonical:ubuntu-24_04-lts:server:latest',
      'cloud-options': `resource-group=${GROUP}\nsubnet-id=${subnet}`,
    },
    requests: () =>
      arm.requests.map(({ method, path, authorization }) => ({
        method,
        path,
        authorized: authorization === `Bearer ${arm.token}`,
      })),
    creates: () => arm.requests.flatMap(createsOf),
    deletes: () =>
      arm.requests
        .filter((request) => request.method === 'DELETE')
        .map((request) => VM.exec(request.path)?.[1] ?? request.path),
    vms: () => [...arm.vms.values()].map(vmOf),
    tokenSteps: () =>
      identity.requests.map(({ granted }) => ({ step: 'app-service-identity', granted })),
    noSpotCapacity: (zone, code = 'SkuNotAvailable') =>
      arm.failCreate({ zone, market: 'spot' }, code, NO_ROOM[code]),
    close: async () => {
      await Promise.all([arm.close(), identity.close()]);
    },
  };
}
