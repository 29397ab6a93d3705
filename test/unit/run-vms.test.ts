import type { TokenCredential } from '@azure/identity';
import { OAuth2Client } from 'google-auth-library';
import { afterEach, describe, expect, it } from 'vitest';
import { terminateRunVms } from '../../src/cleanup/run-vms.js';
import { AzureCloud } from '../../src/clouds/azure/azure-cloud.js';
import type { LaunchSpec, LaunchingCloud, Rung } from '../../src/clouds/cloud.js';
import { GcpCloud } from '../../src/clouds/gcp/gcp-cloud.js';
import { runLabels, vmLabels } from '../../src/clouds/labels.js';
import { silentLogger } from '../../src/base/log.js';
import { startAzureArm } from '../helpers/azure-arm/index.js';
import { startComputeEmulator } from '../helpers/gcp-compute/index.js';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

const run = { repository: 'acme/train', runId: '8601', runAttempt: '1' };

/** A VM as a launch of `runId` would start it, with every label a launch gives. */
function spec(
  name: string,
  runId: string,
  image: string,
  options: Record<string, string>,
): LaunchSpec {
  return {
    name,
    labels: vmLabels({ ...run, runId, restartOf: '', name, expiresAt: Date.now() + 3600_000 }),
    startupScript: '#!/bin/bash\necho hello\n',
    image,
    diskGb: 64,
    maxLifetimeMs: 3600_000,
    options,
  };
}

const GCP_IMAGE = 'ubuntu-os-cloud/ubuntu-2404-lts-amd64';
const AZURE_IMAGE = 'Canonical:ubuntu-24_04-lts:server:latest';
const SUBNET =
  '/subscriptions/00000000-0000-4000-8000-000000000001/resourceGroups/net-rg/providers/Microsoft.Network/virtualNetworks/vnet/subnets/runners';

async function launchAll(
  cloud: LaunchingCloud,
  vms: readonly [string, string, Rung][],
  image: string,
  options: Record<string, string> = {},
): Promise<void> {
  for (const [name, runId, rung] of vms)
    await cloud.launch(spec(name, runId, image, options), rung);
}

describe("terminateRunVms, on each cloud's emulator", () => {
  it('on GCP: finds the run by its labels in every zone of the region, and terminates only those', async () => {
    const compute = await startComputeEmulator();
    closers.push(() => compute.close());
    const authClient = new OAuth2Client();
    authClient.setCredentials({ access_token: compute.token });
    const cloud = new GcpCloud({
      projectId: compute.project,
      apiEndpoint: compute.endpoint,
      authClient,
      wait: { sleep: () => Promise.resolve() },
    });
    const zone = (z: string): Rung => ({
      cloud: 'aws',
      instanceType: 'e2-standard-4',
      region: z.replace(/-[a-z]$/, ''),
      zone: z,
      market: 'spot',
    });
    await launchAll(
      cloud,
      [
        ['st-8601-a', '8601', zone('us-central1-a')],
        ['st-8601-b', '8601', zone('us-central1-b')],
        ['st-8699-a', '8699', zone('us-central1-a')],
      ],
      GCP_IMAGE,
    );

    const done = await terminateRunVms({
      cloud,
      regions: ['us-central1'],
      labels: runLabels(run),
      logger: silentLogger,
    });

    expect(done.terminated.map((vm) => vm.instance.id).sort()).toEqual(['st-8601-a', 'st-8601-b']);
    expect(done.failures).toEqual([]);
    expect(compute.instance('us-central1-a', 'st-8601-a')).toBeUndefined();
    expect(compute.instance('us-central1-b', 'st-8601-b')).toBeUndefined();
    expect(compute.instance('us-central1-a', 'st-8699-a')).toBeDefined();
  });

  it('on GCP: a region it may not list is reported, and the instance-id VM is still terminated', async () => {
    const compute = await startComputeEmulator();
    closers.push(() => compute.close());
    const authClient = new OAuth2Client();
    authClient.setCredentials({ access_token: compute.token });
    const cloud = new GcpCloud({
      projectId: compute.project,
      apiEndpoint: compute.endpoint,
      authClient,
      wait: { sleep: () => Promise.resolve() },
    });
    const rung: Rung = {
      cloud: 'aws',
      instanceType: 'e2-standard-4',
      region: 'us-central1',
      zone: 'us-central1-a',
      market: 'spot',
    };
    await launchAll(cloud, [['st-8601-a', '8601', rung]], GCP_IMAGE);
    compute.deny('compute.instances.list');

    const done = await terminateRunVms({
      cloud,
      regions: ['us-central1'],
      labels: runLabels(run),
      hint: { cloud: 'gcp', id: 'st-8601-a', zone: 'us-central1-a', region: 'us-central1' },
      logger: silentLogger,
    });

    expect(done.failures).toEqual([
      {
        what: 'gcp VMs in us-central1',
        why: expect.stringContaining('compute.instances.list') as string,
      },
    ]);
    expect(done.terminated.map((vm) => [vm.instance.id, vm.byLabels])).toEqual([
      ['st-8601-a', false],
    ]);
    expect(compute.instance('us-central1-a', 'st-8601-a')).toBeUndefined();
  });

  it('on Azure: finds the run by its tags in the region, in any resource group, and deletes only those', async () => {
    const arm = await startAzureArm();
    closers.push(() => arm.close());
    const credential: TokenCredential = {
      getToken: () =>
        Promise.resolve({ token: arm.token, expiresOnTimestamp: Date.now() + 3600_000 }),
    };
    const cloud = new AzureCloud({
      subscriptionId: arm.subscriptionId,
      credential,
      endpoint: arm.url,
      clientOptions: { tlsOptions: { ca: arm.ca }, retryOptions: { maxRetries: 0 } },
      pollIntervalMs: 1,
    });
    const rung = (region: string): Rung => ({
      cloud: 'aws',
      instanceType: 'Standard_NC4as_T4_v3',
      region,
      market: 'spot',
    });
    await launchAll(
      cloud,
      [
        ['st-8601-1', '8601', rung('westeurope')],
        ['st-8699-1', '8699', rung('westeurope')],
        ['st-8601-2', '8601', rung('northeurope')],
      ],
      AZURE_IMAGE,
      { 'resource-group': 'train-rg', 'subnet-id': SUBNET },
    );

    const done = await terminateRunVms({
      cloud,
      regions: ['westeurope'],
      labels: runLabels(run),
      logger: silentLogger,
    });

    expect(done.terminated.map((vm) => vm.instance.id)).toEqual(['st-8601-1']);
    expect(done.failures).toEqual([]);
    expect(arm.vm('train-rg', 'st-8601-1')).toBeUndefined();
    expect(arm.vm('train-rg', 'st-8699-1')).toBeDefined();
    expect(arm.vm('train-rg', 'st-8601-2')).toBeDefined();
  });
});
