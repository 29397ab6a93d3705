import { randomBytes } from 'node:crypto';
import type { TokenCredential } from '@azure/identity';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AzureCloud } from '../../src/clouds/azure/azure-cloud.js';
import { CapacityError, type LaunchSpec, type Rung } from '../../src/clouds/cloud.js';
import { UserError } from '../../src/base/errors.js';
import { oneCloud } from '../../src/launch/rung-launcher.js';
import { climbLadder } from '../../src/launch/ladder.js';
import { launchSpec } from '../../src/launch/launch-spec.js';
import { parseCloudOptions } from '../../src/settings/cloud-options.js';
import { startAzureArm, type AzureArm } from '../helpers/azure-arm/index.js';
import { RecordingLogger } from '../helpers/recording-logger.js';

const GROUP = 'train-rg';
const SUBSCRIPTION = '00000000-0000-4000-8000-000000000001';
const SUBNET = `/subscriptions/${SUBSCRIPTION}/resourceGroups/net-rg/providers/Microsoft.Network/virtualNetworks/vnet/subnets/runners`;
const PPG = `/subscriptions/${SUBSCRIPTION}/resourceGroups/${GROUP}/providers/Microsoft.Compute/proximityPlacementGroups/train-ppg`;
const NAMES = ['st-42-1-0', 'st-42-1-1', 'st-42-1-2'];

let arm: AzureArm;
let cloud: AzureCloud;
let sleeps: number[];

function cloudFor(): AzureCloud {
  const credential: TokenCredential = {
    getToken: () =>
      Promise.resolve({ token: arm.token, expiresOnTimestamp: Date.now() + 3600_000 }),
  };
  return new AzureCloud({
    subscriptionId: arm.subscriptionId,
    credential,
    endpoint: arm.url,
    clientOptions: { tlsOptions: { ca: arm.ca }, retryOptions: { maxRetries: 0 } },
    pollIntervalMs: 1,
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
  });
}

function spec(options: Record<string, string> = {}): LaunchSpec {
  return {
    name: 'st-42-1',
    labels: { 'spot-train': '1', run: '42', attempt: '1' },
    startupScript: '#!/bin/bash\necho "node index from the VM name"\n',
    image: 'Canonical:ubuntu-24_04-lts:server:latest',
    diskGb: 64,
    maxPrice: 0.5,
    maxLifetimeMs: 3600_000,
    options: { 'resource-group': GROUP, 'subnet-id': SUBNET, ...options },
  };
}

const small: Rung = {
  cloud: 'azure',
  instanceType: 'Standard_NC24ads_A100_v4',
  region: 'westeurope',
  zone: '2',
  market: 'spot',
};
const large: Rung = { ...small, instanceType: 'Standard_NC48ads_A100_v4' };

type Json = Record<string, unknown>;

function puts(): { path: string; body: Json }[] {
  return arm.requests
    .filter((request) => request.method === 'PUT')
    .map((request) => ({ path: request.path, body: request.body as Json }));
}

/** Everything the gang could have left: VMs, NICs, public IPs, disks. */
function leftovers(): string[] {
  return [
    ...[...arm.vms.values()].map((vm) => vm.name),
    ...[...arm.network.values()].map((resource) => resource.name),
  ].sort();
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
  sleeps = [];
  cloud = cloudFor();
});

afterEach(async () => {
  await arm.close();
});

describe('AzureCloud.launchGang', () => {
  it('starts 3 tagged VMs side by side and returns them in node order with their private addresses', async () => {
    const gang = await cloud.launchGang(spec(), small, 3);

    expect(gang.map((node) => node.instance.id)).toEqual(NAMES);
    expect(gang[1]).toEqual({
      instance: { cloud: 'azure', id: 'st-42-1-1', region: 'westeurope', group: GROUP, zone: '2' },
      instanceType: small.instanceType,
      market: 'spot',
      pricePerHour: 0.5,
      privateAddress: gang[1]?.privateAddress,
    });
    const nicAddresses = NAMES.map(
      (name) =>
        [...arm.network.values()].find((resource) => resource.name === `${name}-nic`)
          ?.ipConfiguration?.privateIp,
    );
    expect(gang.map((node) => node.privateAddress)).toEqual(nicAddresses);
    expect(new Set(nicAddresses).size).toBe(3);
    expect(nicAddresses.every((address) => /^10\.0\.0\.\d+$/.test(address ?? ''))).toBe(true);

    const bodies = puts().map(({ body }) => body);
    expect(bodies.map((body) => (body.tags as Json)['spot-train-node']).sort()).toEqual([
      '0',
      '1',
      '2',
    ]);
    for (const name of NAMES) {
      const body = bodies.find(
        (candidate) => ((candidate.properties as Json).osProfile as Json).computerName === name,
      );
      expect(body?.tags).toEqual({
        'spot-train': '1',
        run: '42',
        attempt: '1',
        'spot-train-node': name.slice(-1),
      });
      const osProfile = (body?.properties as Json).osProfile as { customData: string };
      expect(Buffer.from(osProfile.customData, 'base64').toString()).toBe(spec().startupScript);
    }
    expect((bodies[0]?.properties as Json).proximityPlacementGroup).toBeUndefined();
    expect(arm.vms.size).toBe(3);
  });

  it('gives each VM only its own runner configuration when the spec has a script per node', async () => {
    const configs = NAMES.map(() => randomBytes(2_600).toString('base64'));
    const base = spec();
    const perNode = launchSpec(
      { ...base, cloud: 'azure', arch: 'x64', preRunnerScript: '' },
      {
        name: base.name,
        labels: { ...base.labels },
        release: { version: '2.330.0', sha256: 'a'.repeat(64) },
        jitConfigs: configs,
      },
    );

    await cloud.launchGang(perNode, small, 3);

    for (const [node, name] of NAMES.entries()) {
      const body = puts()
        .map(({ body }) => body)
        .find(
          (candidate) => ((candidate.properties as Json).osProfile as Json).computerName === name,
        );
      const osProfile = (body?.properties as Json).osProfile as { customData: string };
      const script = Buffer.from(osProfile.customData, 'base64').toString();
      expect(script).toBe(perNode.nodeStartupScripts?.[node]);
      expect(script).toContain(configs[node]);
      expect(configs.filter((config, other) => other !== node && script.includes(config))).toEqual(
        [],
      );
    }
  });

  it('leaves no VM, NIC, public IP or disk when the rung can allocate only 2 of 3', async () => {
    arm.capVms({ size: small.instanceType }, 2);

    const error = await rejection(cloud.launchGang(spec({ 'public-ip': 'true' }), small, 3));

    expect(error).toBeInstanceOf(CapacityError);
    expect(error.message).toMatch(/^the gang of 3 VMs did not start whole \(node 2: .*st-42-1-2/);
    expect(error.message).toContain('AllocationFailed');
    expect(error.message).toContain('every VM it asked for (3 of 3) was deleted again');
    expect(leftovers()).toEqual([]);
    const deleted = arm.requests
      .filter((request) => request.method === 'DELETE')
      .map((request) => request.path.split('/').slice(-2).join('/'));
    for (const name of NAMES) expect(deleted).toContain(`virtualMachines/${name}`);
  });

  it('leaves nothing when ARM refuses the last VM outright with SkuNotAvailable', async () => {
    arm.capVms({ size: small.instanceType }, 2, 'SkuNotAvailable');

    const error = await rejection(cloud.launchGang(spec(), small, 3));

    expect(error).toBeInstanceOf(CapacityError);
    expect(error.message).toContain('SkuNotAvailable');
    expect(leftovers()).toEqual([]);
  });

  it('climbs past a rung with room for 2 of 3 and starts all 3 on the next one', async () => {
    arm.capVms({ size: small.instanceType }, 2);
    const logger = new RecordingLogger();

    const climbed = await climbLadder(oneCloud(cloud, spec()), [small, large], logger, 3);

    expect(climbed.rung).toEqual(large);
    expect(climbed.skipped.map((skip) => skip.rung)).toEqual([small]);
    expect(climbed.gang.map((node) => [node.instance.id, node.instanceType])).toEqual(
      NAMES.map((name) => [name, large.instanceType]),
    );
    expect(climbed.launched).toBe(climbed.gang[0]);
    expect(climbed.gang.every((node) => node.privateAddress !== undefined)).toBe(true);
    expect(logger.text()).toContain('no spot capacity for all 3 nodes');
    expect([...arm.vms.values()].map((vm) => vm.name).sort()).toEqual(NAMES);
    expect(
      [...arm.vms.values()].every(
        (vm) =>
          ((vm.request.properties as Json).hardwareProfile as Json).vmSize === large.instanceType,
      ),
    ).toBe(true);
    expect(leftovers()).toEqual(
      [
        ...NAMES,
        ...NAMES.map((name) => `${name}-nic`),
        ...NAMES.map((n) => `${n}_OsDisk_1`),
      ].sort(),
    );
  });

  it('asks for every VM before the first create finishes', async () => {
    await arm.close();
    arm = await startAzureArm({ pollsUntilDone: 20 });
    cloud = cloudFor();

    await cloud.launchGang(spec(), small, 3);

    // A create ends at its 20th poll, so a third PUT among the first 20
    // requests was sent while the first create was still running.
    const methods = arm.requests.map((request) => request.method);
    expect(methods.lastIndexOf('PUT')).toBeLessThan(20);
    expect(methods.filter((method) => method === 'PUT')).toHaveLength(3);
  });

  it('puts every VM in the proximity placement group cloud-options names', async () => {
    expect(
      parseCloudOptions(
        `resource-group=${GROUP}\nsubnet-id=${SUBNET}\nproximity-placement-group=${PPG}`,
        'cloud-options',
        'azure',
      ),
    ).toMatchObject({ 'proximity-placement-group': PPG });

    await cloud.launchGang(spec({ 'proximity-placement-group': PPG }), small, 3);

    const placed = puts().map(({ body }) => (body.properties as Json).proximityPlacementGroup);
    expect(placed).toEqual([{ id: PPG }, { id: PPG }, { id: PPG }]);
  });

  it('refuses a proximity placement group that is not a resource id before calling Azure', async () => {
    const error = await rejection(
      cloud.launchGang(spec({ 'proximity-placement-group': 'train-ppg' }), small, 3),
    );

    expect(error).toBeInstanceOf(UserError);
    expect(error.message).toContain('proximity-placement-group "train-ppg" is not');
    expect(arm.requests).toEqual([]);
  });

  it('tries a rollback delete again when it fails once, and leaves nothing', async () => {
    arm.capVms({ size: small.instanceType }, 2);
    arm.failDelete(GROUP, 'st-42-1-0');

    const error = await rejection(cloud.launchGang(spec(), small, 3));

    expect(error).toBeInstanceOf(CapacityError);
    expect(sleeps).toEqual([2_000]);
    expect(leftovers()).toEqual([]);
  });

  it('follows a rollback NIC delete past its 202, and tries it again when it fails there', async () => {
    arm.capVms({ size: small.instanceType }, 2);
    // The NIC outlives its VM's delete, and its own first delete fails after the 202.
    arm.failNetworkDelete(GROUP, 'networkInterfaces', 'st-42-1-0-nic', 2);

    const error = await rejection(cloud.launchGang(spec(), small, 3));

    expect(error).toBeInstanceOf(CapacityError);
    expect(leftovers()).toEqual([]);
    expect(sleeps).toEqual([2_000]);
    const polled = arm.requests.filter((request) => request.path.includes('/operationResults/'));
    expect(polled.length).toBeGreaterThanOrEqual(2);
  });

  it('names a NIC whose delete keeps failing after its 202, to delete by hand', async () => {
    arm.capVms({ size: small.instanceType }, 2);
    arm.failNetworkDelete(GROUP, 'networkInterfaces', 'st-42-1-0-nic', 4);

    const error = await rejection(cloud.launchGang(spec(), small, 3));

    expect(error.message).toContain(
      `deleting the VMs it asked for failed for 1 of 3, so delete them by hand in resource group ${GROUP}: VM st-42-1-0`,
    );
    expect(error.message).toContain('st-42-1-0-nic');
    expect(error.message).toContain('InternalServerError');
    expect(leftovers()).toEqual(['st-42-1-0-nic']);
  });

  it('names the VM to delete by hand when its rollback delete keeps failing, and stops the ladder', async () => {
    arm.capVms({ size: small.instanceType }, 2);
    arm.failDelete(GROUP, 'st-42-1-1', 3);

    const error = await rejection(
      climbLadder(oneCloud(cloud, spec()), [small, large], new RecordingLogger(), 3),
    );

    expect(error).not.toBeInstanceOf(CapacityError);
    expect(error.message).toContain('AllocationFailed');
    expect(error.message).toContain(
      `deleting the VMs it asked for failed for 1 of 3, so delete them by hand in resource group ${GROUP}: VM st-42-1-1`,
    );
    expect(error.message).toContain('InternalExecutionError');
    expect(sleeps).toEqual([2_000, 4_000]);
    expect([...arm.vms.keys()]).toEqual([`${GROUP}/st-42-1-1`]);
    // The ladder stopped: nothing was tried on the next rung.
    expect(puts().every(({ body }) => JSON.stringify(body).includes(small.instanceType))).toBe(
      true,
    );
  });

  it('rolls back and stops the ladder when the quota runs out part-way', async () => {
    arm.capVms({ size: large.instanceType }, 2, 'OperationNotAllowed');

    const error = await rejection(
      climbLadder(oneCloud(cloud, spec()), [large, small], new RecordingLogger(), 3),
    );

    expect(error).toBeInstanceOf(UserError);
    expect(error.message).toContain('Azure quota stops');
    expect(leftovers()).toEqual([]);
    expect(puts()).toHaveLength(3);
  });

  it('refuses a gang of fewer than 2 nodes', async () => {
    const error = await rejection(cloud.launchGang(spec(), small, 1));

    expect(error.message).toBe('a gang has 2 or more nodes, not 1');
    expect(arm.requests).toEqual([]);
  });
});

describe('AzureCloud.launchGang with host-market on-demand', () => {
  const mixed = (): LaunchSpec => ({ ...spec(), hostMarket: 'on-demand' });
  const bodyOf = (name: string): Json | undefined =>
    puts()
      .map(({ body }) => body)
      .find(
        (candidate) => ((candidate.properties as Json).osProfile as Json).computerName === name,
      );

  it('creates node 0 with priority Regular and the others Spot, same size and zone', async () => {
    const gang = await cloud.launchGang(mixed(), small, 3);

    const properties = NAMES.map((name) => bodyOf(name)?.properties as Json);
    expect(properties.map((p) => p.priority)).toEqual(['Regular', 'Spot', 'Spot']);
    // A Regular VM takes no eviction policy or max price: Azure refuses them off Spot.
    expect(properties[0]?.evictionPolicy).toBeUndefined();
    expect(properties[0]?.billingProfile).toBeUndefined();
    expect(properties.slice(1).map((p) => [p.evictionPolicy, p.billingProfile])).toEqual([
      ['Delete', { maxPrice: 0.5 }],
      ['Delete', { maxPrice: 0.5 }],
    ]);
    for (const name of NAMES) {
      expect(bodyOf(name)).toMatchObject({ location: 'westeurope', zones: ['2'] });
      expect((bodyOf(name)?.properties as Json).hardwareProfile).toEqual({
        vmSize: small.instanceType,
      });
    }
    expect(gang.map((vm) => vm.market)).toEqual(['on-demand', 'spot', 'spot']);
    expect(gang.map((vm) => vm.pricePerHour)).toEqual([undefined, 0.5, 0.5]);
  });

  it('creates every node Regular on an on-demand rung', async () => {
    const gang = await cloud.launchGang(mixed(), { ...small, market: 'on-demand' }, 3);
    expect(NAMES.map((name) => (bodyOf(name)?.properties as Json).priority)).toEqual([
      'Regular',
      'Regular',
      'Regular',
    ]);
    expect(gang.map((vm) => vm.market)).toEqual(['on-demand', 'on-demand', 'on-demand']);
  });

  it('deletes the Regular node 0 again when the Spot nodes find no room, and is a CapacityError', async () => {
    arm.capVms({ market: 'spot' }, 0);

    const error = await rejection(cloud.launchGang(mixed(), small, 3));

    expect(error).toBeInstanceOf(CapacityError);
    expect(error.message).toContain('node 1: ');
    expect((bodyOf('st-42-1-0')?.properties as Json).priority).toBe('Regular');
    expect(leftovers()).toEqual([]);
  });
});
