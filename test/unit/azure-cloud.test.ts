import type { TokenCredential } from '@azure/identity';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AzureCloud } from '../../src/clouds/azure/azure-cloud.js';
import {
  CapacityError,
  type InstanceRef,
  type LaunchSpec,
  type Rung,
} from '../../src/clouds/cloud.js';
import { UserError } from '../../src/base/errors.js';
import { startAzureArm, type AzureArm } from '../helpers/azure-arm/index.js';

const GROUP = 'train-rg';
const SUBSCRIPTION = '00000000-0000-4000-8000-000000000001';
const SUBNET = `/subscriptions/${SUBSCRIPTION}/resourceGroups/net-rg/providers/Microsoft.Network/virtualNetworks/vnet/subnets/runners`;
const VM_ID = `/subscriptions/${SUBSCRIPTION}/resourceGroups/${GROUP}/providers/Microsoft.Compute/virtualMachines/st-42-1`;

let arm: AzureArm;
let cloud: AzureCloud;

function credential(token: string): TokenCredential {
  return {
    getToken: () => Promise.resolve({ token, expiresOnTimestamp: Date.now() + 3600_000 }),
  };
}

function cloudFor(token: string): AzureCloud {
  return new AzureCloud({
    subscriptionId: arm.subscriptionId,
    credential: credential(token),
    endpoint: arm.url,
    clientOptions: { tlsOptions: { ca: arm.ca }, retryOptions: { maxRetries: 0 } },
    pollIntervalMs: 1,
  });
}

function spec(overrides: Partial<LaunchSpec> = {}): LaunchSpec {
  return {
    name: 'st-42-1',
    labels: { 'spot-train': '1', run: '42', attempt: '1' },
    startupScript: '#!/bin/bash\necho "hello from spot-train"\n',
    image: 'Canonical:ubuntu-24_04-lts:server:latest',
    diskGb: 64,
    maxPrice: 0.25,
    maxLifetimeMs: 3600_000,
    options: { 'resource-group': GROUP, 'subnet-id': SUBNET },
    ...overrides,
  };
}

// A spec that sets no max price, which exactOptionalPropertyTypes keeps
// overrides from expressing.
function specWithoutMaxPrice(overrides: Partial<LaunchSpec> = {}): LaunchSpec {
  const full = spec(overrides);
  return Object.fromEntries(
    Object.entries(full).filter(([key]) => key !== 'maxPrice'),
  ) as unknown as LaunchSpec;
}

const spot: Rung = {
  cloud: 'azure',
  instanceType: 'Standard_NC4as_T4_v3',
  region: 'westeurope',
  zone: '2',
  market: 'spot',
};
const ref: InstanceRef = { cloud: 'azure', id: 'st-42-1', region: 'westeurope', group: GROUP };

type Json = Record<string, unknown>;

function putBody(): Json {
  const put = arm.requests.find((request) => request.method === 'PUT');
  return put?.body as Json;
}

function calls(): string[] {
  return arm.requests.map((request) => `${request.method} ${request.path}`);
}

function networkNames(): string[] {
  return [...arm.network.values()].map((resource) => resource.name).sort();
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error) return error;
    throw new Error(`a non-Error was thrown: ${String(error)}`, { cause: error });
  }
  throw new Error('expected a rejection');
}

beforeEach(async () => {
  arm = await startAzureArm();
  cloud = cloudFor(arm.token);
});

afterEach(async () => {
  await arm.close();
});

describe('AzureCloud.launch', () => {
  it('creates a spot VM that deletes itself, its NIC and its disk when evicted', async () => {
    const launched = await cloud.launch(spec(), spot);

    expect(launched).toEqual({
      instance: { cloud: 'azure', id: 'st-42-1', region: 'westeurope', group: GROUP, zone: '2' },
      instanceType: 'Standard_NC4as_T4_v3',
      market: 'spot',
      pricePerHour: 0.25,
    });
    const body = putBody();
    expect(body).toMatchObject({
      location: 'westeurope',
      zones: ['2'],
      tags: { 'spot-train': '1', run: '42', attempt: '1' },
      properties: {
        hardwareProfile: { vmSize: 'Standard_NC4as_T4_v3' },
        priority: 'Spot',
        evictionPolicy: 'Delete',
        billingProfile: { maxPrice: 0.25 },
        storageProfile: {
          imageReference: {
            publisher: 'Canonical',
            offer: 'ubuntu-24_04-lts',
            sku: 'server',
            version: 'latest',
          },
          osDisk: { createOption: 'FromImage', deleteOption: 'Delete', diskSizeGB: 64 },
        },
        osProfile: {
          adminUsername: 'spot-train',
          linuxConfiguration: { disablePasswordAuthentication: true },
        },
        networkProfile: {
          networkInterfaceConfigurations: [
            {
              name: 'st-42-1-nic',
              properties: {
                deleteOption: 'Delete',
                ipConfigurations: [{ properties: { subnet: { id: SUBNET } } }],
              },
            },
          ],
        },
      },
    });
    const properties = body.properties as {
      osProfile: {
        customData: string;
        linuxConfiguration: { ssh: { publicKeys: { keyData: string }[] } };
      };
      networkProfile: {
        networkInterfaceConfigurations: {
          properties: { ipConfigurations: { properties: Json }[] };
        }[];
      };
    };
    expect(Buffer.from(properties.osProfile.customData, 'base64').toString()).toBe(
      spec().startupScript,
    );
    expect(properties.osProfile.linuxConfiguration.ssh.publicKeys[0]?.keyData).toMatch(
      /^ssh-rsa AAAAB3NzaC1yc2E[A-Za-z0-9+/=]{300,} /,
    );
    const ipConfiguration =
      properties.networkProfile.networkInterfaceConfigurations[0]?.properties.ipConfigurations[0];
    expect(ipConfiguration?.properties).not.toHaveProperty('publicIPAddressConfiguration');

    expect(arm.requests.every((request) => request.authorization === `Bearer ${arm.token}`)).toBe(
      true,
    );
    expect(arm.requests[0]?.query.get('api-version')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(arm.vm(GROUP, 'st-42-1')).toMatchObject({
      provisioningState: 'Succeeded',
      power: 'running',
    });
    expect(networkNames()).toEqual(['st-42-1-nic', 'st-42-1_OsDisk_1']);
  });

  it('asks on-demand VMs for no eviction policy and adds a public IP only when asked', async () => {
    const launched = await cloud.launch(
      specWithoutMaxPrice({
        image: `/subscriptions/${SUBSCRIPTION}/resourceGroups/img/providers/Microsoft.Compute/images/trainer`,
        options: { 'resource-group': GROUP, 'subnet-id': SUBNET, 'public-ip': 'true' },
      }),
      {
        cloud: 'azure',
        instanceType: 'Standard_D4s_v5',
        region: 'northeurope',
        market: 'on-demand',
      },
    );

    expect(launched).toEqual({
      instance: { cloud: 'azure', id: 'st-42-1', region: 'northeurope', group: GROUP },
      instanceType: 'Standard_D4s_v5',
      market: 'on-demand',
    });
    const body = putBody();
    const properties = body.properties as Json;
    expect(body).not.toHaveProperty('zones');
    expect(properties.priority).toBe('Regular');
    expect(properties).not.toHaveProperty('evictionPolicy');
    expect(properties).not.toHaveProperty('billingProfile');
    expect(properties.storageProfile).toMatchObject({
      imageReference: {
        id: `/subscriptions/${SUBSCRIPTION}/resourceGroups/img/providers/Microsoft.Compute/images/trainer`,
      },
    });
    expect(properties.networkProfile).toMatchObject({
      networkInterfaceConfigurations: [
        {
          properties: {
            ipConfigurations: [
              {
                properties: {
                  publicIPAddressConfiguration: {
                    name: 'st-42-1-ip',
                    properties: { deleteOption: 'Delete' },
                  },
                },
              },
            ],
          },
        },
      ],
    });
    expect(networkNames()).toEqual(['st-42-1-ip', 'st-42-1-nic', 'st-42-1_OsDisk_1']);
  });

  it('caps a spot VM without a max price at the on-demand price (-1)', async () => {
    await cloud.launch(specWithoutMaxPrice(), spot);

    expect((putBody().properties as Json).billingProfile).toEqual({ maxPrice: -1 });
  });

  it('moves the ladder on after AllocationFailed and deletes the failed VM with its NIC', async () => {
    arm.failCreate({ region: 'westeurope', zone: '2' }, 'ZonalAllocationFailed');

    const error = await rejection(cloud.launch(spec(), spot));

    expect(error).toBeInstanceOf(CapacityError);
    expect(error.message).toContain('ZonalAllocationFailed');
    expect(calls()).toContain(`DELETE ${VM_ID}`);
    expect(arm.vms.size).toBe(0);
    expect(networkNames()).toEqual([]);
  });

  it.each(['SkuNotAvailable', 'SpotPriceGreaterThanProvidedMaxPrice'])(
    'moves the ladder on when ARM refuses the request with %s, with nothing to delete',
    async (code) => {
      arm.failCreate({ size: 'Standard_NC4as_T4_v3' }, code);

      const error = await rejection(cloud.launch(spec(), spot));

      expect(error).toBeInstanceOf(CapacityError);
      expect(error.message).toContain(code);
      expect(calls()).toEqual([`PUT ${VM_ID}`]);
    },
  );

  it('stops the ladder with a quota message when the spot vCPU quota is exhausted', async () => {
    arm.failQuota({ market: 'spot' });

    const error = await rejection(cloud.launch(spec(), spot));

    expect(error).toBeInstanceOf(UserError);
    expect(error).not.toBeInstanceOf(CapacityError);
    expect(error.message).toMatch(
      /^Azure quota stops .*LowPriorityCores quota.*Ask for more quota/,
    );
  });

  it('names the missing permission when ARM denies the create', async () => {
    arm.deny('Microsoft.Compute/virtualMachines/write');

    const error = await rejection(cloud.launch(spec(), spot));

    expect(error).toBeInstanceOf(UserError);
    expect(error.message).toContain('Azure denied Microsoft.Compute/virtualMachines/write');
  });

  it('says which option is missing before calling Azure', async () => {
    const noSubnet = await rejection(
      cloud.launch(spec({ options: { 'resource-group': GROUP } }), spot),
    );
    const badImage = await rejection(cloud.launch(spec({ image: 'Ubuntu2404' }), spot));
    const badFlag = await rejection(
      cloud.launch(
        spec({ options: { 'resource-group': GROUP, 'subnet-id': SUBNET, 'public-ip': 'yes' } }),
        spot,
      ),
    );

    expect(noSubnet).toBeInstanceOf(UserError);
    expect(noSubnet.message).toContain('Azure needs the subnet-id option');
    expect(badImage.message).toContain('publisher:offer:sku:version');
    expect(badFlag.message).toBe('public-ip "yes" is neither true nor false');
    expect(arm.requests).toEqual([]);
  });

  it('reports a token ARM rejects as a credentials problem', async () => {
    const error = await rejection(cloudFor('stale-token').launch(spec(), spot));

    expect(error).toBeInstanceOf(UserError);
    expect(error.message).toContain('did not accept the credentials');
  });
});

describe('AzureCloud.describe', () => {
  it('reports a running VM without reading the activity log', async () => {
    await cloud.launch(spec(), spot);
    arm.requests.length = 0;

    expect(await cloud.describe(ref)).toEqual({
      state: 'running',
      reclaimed: false,
      detail: 'running, provisioning Succeeded, priority Spot',
    });
    expect(calls()).toEqual([`GET ${VM_ID}`]);
    expect(arm.requests[0]?.query.get('$expand')).toBe('instanceView');
  });

  it('finds the eviction of a spot VM Azure deleted in the activity log', async () => {
    await cloud.launch(spec(), spot);
    arm.evict(GROUP, 'st-42-1');
    arm.requests.length = 0;

    const status = await cloud.describe(ref);

    expect(status).toMatchObject({ state: 'gone', reclaimed: true });
    expect(status.detail).toContain('Azure recorded a spot eviction');
    expect(status.detail).toContain('Microsoft.Compute/virtualMachines/evictSpotVM/action');
    const query = arm.requests.find((request) => request.path.includes('Microsoft.Insights'));
    expect(query?.query.get('api-version')).toBe('2015-04-01');
    expect(query?.query.get('$filter')).toMatch(
      new RegExp(
        `^eventTimestamp ge '.+' and eventTimestamp le '.+' and resourceUri eq '${VM_ID}'$`,
      ),
    );
  });

  it('reports a spot VM Azure is deleting after an eviction as reclaimed', async () => {
    await cloud.launch(spec(), spot);
    arm.evict(GROUP, 'st-42-1', 'deleting');

    expect(await cloud.describe(ref)).toMatchObject({ state: 'stopping', reclaimed: true });
  });

  it('reports a VM that was deleted, not evicted, as gone and not reclaimed', async () => {
    await cloud.launch(spec(), spot);
    await cloud.terminate(ref);

    const status = await cloud.describe(ref);

    expect(status).toMatchObject({ state: 'gone', reclaimed: false });
    expect(status.detail).toContain('records no spot eviction');
  });

  it("reports the activity log's own error with its code and message", async () => {
    await cloud.launch(spec(), spot);
    await cloud.terminate(ref);
    arm.failActivityLog(400, 'InvalidFilterParameter', 'The $filter time range is too wide');

    const error = await rejection(cloud.describe(ref));

    expect(error.message).toContain('The $filter time range is too wide');
    expect(error.message).toContain('InvalidFilterParameter');
    expect(error.message).not.toContain('answered HTTP 400');
  });

  it('names the activity-log permission when it is missing', async () => {
    arm.deny('Microsoft.Insights/eventtypes/values/read');

    const error = await rejection(cloud.describe(ref));

    expect(error).toBeInstanceOf(UserError);
    expect(error.message).toContain('Microsoft.Insights/eventtypes/values/read');
  });

  it('needs the resource group the launch recorded', async () => {
    const error = await rejection(cloud.describe({ cloud: 'azure', id: 'st-42-1' }));

    expect(error).toBeInstanceOf(UserError);
    expect(error.message).toContain('names no resource group');
  });
});

describe('AzureCloud.terminate', () => {
  it('deletes the VM with its NIC, public IP and disk, and succeeds again once it is gone', async () => {
    await cloud.launch(
      spec({ options: { 'resource-group': GROUP, 'subnet-id': SUBNET, 'public-ip': 'true' } }),
      spot,
    );

    await cloud.terminate(ref);
    await cloud.terminate(ref);
    await cloud.terminate({ ...ref, group: 'deleted-rg' });

    expect(arm.vms.size).toBe(0);
    expect(networkNames()).toEqual([]);
    expect(calls().filter((call) => call.startsWith('DELETE'))).toHaveLength(3);
  });
});

describe('AzureCloud.listByLabels', () => {
  it('lists the VMs in the region that carry every label, page by page', async () => {
    await arm.close();
    arm = await startAzureArm({ pageSize: 1 });
    cloud = cloudFor(arm.token);
    const labels = { 'spot-train': '1', run: '42' };
    await cloud.launch(spec({ name: 'st-42-1' }), spot);
    await cloud.launch(spec({ name: 'st-42-2' }), { ...spot, market: 'on-demand' });
    await cloud.launch(spec({ name: 'st-43-1', labels: { 'spot-train': '1', run: '43' } }), spot);
    await cloud.launch(spec({ name: 'st-42-3' }), { ...spot, region: 'northeurope' });
    arm.evict(GROUP, 'st-42-1', 'deleting');

    const found = await cloud.listByLabels('westeurope', labels);

    expect(found.map((vm) => [vm.instance.id, vm.state]).sort()).toEqual([
      ['st-42-1', 'stopping'],
      ['st-42-2', 'running'],
    ]);
    expect(found[0]).toMatchObject({
      instance: { cloud: 'azure', region: 'westeurope', group: GROUP, zone: '2' },
      labels: { 'spot-train': '1', run: '42', attempt: '1' },
    });
    expect(Date.parse(found[0]?.launchedAt ?? '')).not.toBeNaN();
    expect(
      arm.requests.filter((request) =>
        request.path.endsWith('/locations/westeurope/virtualMachines'),
      ),
    ).toHaveLength(3);
  });
});

describe('AzureCloud setup', () => {
  it('asks for a subscription when none is set', async () => {
    vi.stubEnv('AZURE_SUBSCRIPTION_ID', '');
    try {
      const error = await rejection(
        new AzureCloud({ credential: credential(arm.token), endpoint: arm.url }).describe(ref),
      );

      expect(error).toBeInstanceOf(UserError);
      expect(error.message).toContain('AZURE_SUBSCRIPTION_ID');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
