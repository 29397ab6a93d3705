import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { OAuth2Client } from 'google-auth-library';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CapacityError,
  type InstanceRef,
  type LaunchSpec,
  type Rung,
} from '../../src/clouds/cloud.js';
import { GcpCloud } from '../../src/clouds/gcp/gcp-cloud.js';
import { INSTANCE_STATES } from '../../src/clouds/gcp/instance-status.js';
import { ROOT } from '../helpers/run-dist.js';
import { UserError } from '../../src/base/errors.js';
import { startComputeEmulator, type ComputeEmulator } from '../helpers/gcp-compute/index.js';

let emulator: ComputeEmulator;
let cloud: GcpCloud;

function cloudFor(token: string): GcpCloud {
  // A fixed access token: what an OAuth2 client holds once it has one.
  const authClient = new OAuth2Client();
  authClient.setCredentials({ access_token: token });
  return new GcpCloud({
    projectId: emulator.project,
    apiEndpoint: emulator.endpoint,
    authClient,
    wait: { sleep: () => Promise.resolve() },
  });
}

beforeEach(async () => {
  emulator = await startComputeEmulator({
    machineTypes: { 'us-central1-c': ['e2-standard-4'] },
    pageSize: 2,
  });
  cloud = cloudFor(emulator.token);
});

afterEach(async () => {
  await emulator.close();
});

const spec: LaunchSpec = {
  name: 'st-run-42-1',
  labels: { 'spot-train': '1', repo: 'octo-trainer', run: '42' },
  startupScript: '#!/bin/bash\necho hello\n',
  image: 'ubuntu-os-cloud/ubuntu-2404-lts-amd64',
  diskGb: 120,
  maxLifetimeMs: 6 * 3600_000,
  options: {
    accelerator: 'nvidia-tesla-t4:2',
    'service-account': 'trainer@p.iam.gserviceaccount.com',
  },
};

const rung = (zone: string | undefined, market: Rung['market'] = 'spot'): Rung => ({
  cloud: 'gcp',
  instanceType: 'n1-standard-8',
  region: zone?.replace(/-[a-z]$/, '') ?? 'us-central1',
  market,
  ...(zone === undefined ? {} : { zone }),
});

function inserts() {
  return emulator.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/instances'));
}

const ref = (name: string, zone = 'us-central1-a'): InstanceRef => ({
  cloud: 'gcp',
  id: name,
  zone,
  region: 'us-central1',
  group: 'test-project',
});

describe('GcpCloud.launch', () => {
  it('inserts a Spot VM that deletes itself, and waits for the operation', async () => {
    const launched = await cloud.launch(spec, rung('us-central1-a'));

    expect(launched).toEqual({
      instance: ref(spec.name),
      instanceType: 'n1-standard-8',
      market: 'spot',
    });
    const [insert] = inserts();
    expect(insert?.path).toBe('/compute/v1/projects/test-project/zones/us-central1-a/instances');
    expect(insert?.authorization).toBe('Bearer test-token');
    expect(insert?.body).toMatchObject({
      name: spec.name,
      machineType: 'zones/us-central1-a/machineTypes/n1-standard-8',
      labels: spec.labels,
      scheduling: {
        provisioningModel: 'SPOT',
        instanceTerminationAction: 'DELETE',
        maxRunDuration: { seconds: '21600' },
        onHostMaintenance: 'TERMINATE',
        automaticRestart: false,
      },
      metadata: { items: [{ key: 'startup-script', value: spec.startupScript }] },
      disks: [
        {
          boot: true,
          autoDelete: true,
          initializeParams: {
            sourceImage: 'projects/ubuntu-os-cloud/global/images/family/ubuntu-2404-lts-amd64',
            diskSizeGb: '120',
          },
        },
      ],
      networkInterfaces: [
        {
          network: 'global/networks/default',
          accessConfigs: [{ name: 'External NAT', type: 'ONE_TO_ONE_NAT' }],
        },
      ],
      serviceAccounts: [
        {
          email: 'trainer@p.iam.gserviceaccount.com',
          scopes: ['https://www.googleapis.com/auth/cloud-platform'],
        },
      ],
      guestAccelerators: [
        {
          acceleratorType:
            'projects/test-project/zones/us-central1-a/acceleratorTypes/nvidia-tesla-t4',
          acceleratorCount: 2,
        },
      ],
    });
    // The operation went PENDING -> RUNNING -> DONE over two waits.
    expect(emulator.requests.filter((r) => r.path.endsWith('/wait'))).toHaveLength(2);
    expect(emulator.instance('us-central1-a', spec.name)?.status).toBe('RUNNING');
  });

  it('asks for a standard VM on-demand, still with a run-time limit', async () => {
    const plain = { ...spec, options: { subnetwork: 'train', 'no-external-ip': 'true' } };
    await cloud.launch(plain, {
      ...rung('us-central1-b', 'on-demand'),
      instanceType: 'e2-standard-4',
    });

    const scheduling = inserts()[0]?.body?.scheduling;
    expect(scheduling).toEqual({
      provisioningModel: 'STANDARD',
      instanceTerminationAction: 'DELETE',
      maxRunDuration: { seconds: '21600' },
      automaticRestart: false,
    });
    // No access config, no external address (the client leaves empty lists out).
    expect(inserts()[0]?.body?.networkInterfaces).toEqual([
      { subnetwork: 'regions/us-central1/subnetworks/train' },
    ]);
  });

  it('moves the ladder on with a CapacityError when the zone is stocked out', async () => {
    emulator.stockout({ zone: 'us-central1-a' });

    const error = await cloud.launch(spec, rung('us-central1-a')).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(CapacityError);
    expect(String(error)).toMatch(/us-central1-a: ZONE_RESOURCE_POOL_EXHAUSTED: The zone/);
    expect(emulator.instance('us-central1-a', spec.name)).toBeUndefined();
    // The next zone has capacity.
    await expect(cloud.launch(spec, rung('us-central1-b'))).resolves.toMatchObject({
      instance: { zone: 'us-central1-b' },
    });
  });

  it('treats a machine type the zone does not offer as capacity, not as a stop', async () => {
    const error = await cloud.launch(spec, rung('us-central1-c')).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(CapacityError);
    expect(String(error)).toMatch(/Machine type with name 'n1-standard-8' does not exist in zone/);
  });

  it('stops the ladder on an exhausted quota, naming it', async () => {
    emulator.quota({ metric: 'PREEMPTIBLE_NVIDIA_T4_GPUS', limit: 0, region: 'us-central1' });

    const error = await cloud.launch(spec, rung('us-central1-a')).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(UserError);
    expect(String(error)).toMatch(
      /no quota PREEMPTIBLE_NVIDIA_T4_GPUS left for st-run-42-1 in us-central1-a/,
    );
  });

  it('stops the ladder when the credentials may not create VMs, naming the permission', async () => {
    emulator.deny('compute.instances.create');

    const error = await cloud.launch(spec, rung('us-central1-a')).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(UserError);
    expect(String(error)).toMatch(/need the compute.instances.create permission/);
  });

  it('refuses a rung without a zone before calling GCP', async () => {
    await expect(cloud.launch(spec, rung(undefined))).rejects.toThrow(/names no zone/);
    expect(emulator.requests).toEqual([]);
  });

  it('says when the token is refused', async () => {
    const stranger = cloudFor('some-other-token');
    await expect(stranger.launch(spec, rung('us-central1-a'))).rejects.toThrow(
      /did not accept the credentials/,
    );
  });
});

describe('GcpCloud.describe', () => {
  beforeEach(async () => {
    await cloud.launch(spec, rung('us-central1-a'));
  });

  it('reports a running Spot VM', async () => {
    expect(await cloud.describe(ref(spec.name))).toEqual({
      state: 'running',
      reclaimed: false,
      detail: 'RUNNING (spot) in us-central1-a',
    });
  });

  it('reports a VM Compute preempted and deleted as reclaimed', async () => {
    emulator.preempt('us-central1-a', spec.name);

    const status = await cloud.describe(ref(spec.name));

    expect(status).toMatchObject({ state: 'gone', reclaimed: true });
    expect(status.detail).toMatch(
      /^gone from us-central1-a: deleted after Compute Engine preempted it at /,
    );
    const list = emulator.requests.find(
      (r) => r.path.endsWith('/operations') && r.method === 'GET',
    );
    expect(list?.query.get('filter')).toBe('operationType = "compute.instances.preempted"');
  });

  it('does not call a VM someone deleted reclaimed', async () => {
    await cloud.terminate(ref(spec.name));

    expect(await cloud.describe(ref(spec.name))).toEqual({
      state: 'gone',
      reclaimed: false,
      detail: 'gone from us-central1-a; Compute Engine recorded no preemption of it',
    });
  });

  it('does not blame a new VM for the preemption of an older one of the same name', async () => {
    emulator.preempt('us-central1-a', spec.name);
    await cloud.launch(spec, rung('us-central1-a'));

    expect(await cloud.describe(ref(spec.name))).toMatchObject({
      state: 'running',
      reclaimed: false,
    });
  });

  it('maps Compute statuses onto the interface', async () => {
    emulator.setStatus('us-central1-a', spec.name, 'STOPPING');
    expect((await cloud.describe(ref(spec.name))).state).toBe('stopping');
    emulator.setStatus('us-central1-a', spec.name, 'TERMINATED');
    expect((await cloud.describe(ref(spec.name))).state).toBe('stopped');
  });

  it('reports a Spot VM Compute is tearing down (DEPROVISIONING) as going away, not running', async () => {
    emulator.setStatus('us-central1-a', spec.name, 'DEPROVISIONING');
    expect(await cloud.describe(ref(spec.name))).toMatchObject({
      state: 'stopping',
      detail: expect.stringContaining('DEPROVISIONING (spot)') as string,
    });
    emulator.setStatus('us-central1-a', spec.name, 'STOPPED');
    expect((await cloud.describe(ref(spec.name))).state).toBe('stopped');
    emulator.setStatus('us-central1-a', spec.name, 'PENDING');
    expect((await cloud.describe(ref(spec.name))).state).toBe('pending');
  });

  it("knows every Instance.Status of the SDK's compute.proto, so none falls through", async () => {
    const proto = await readFile(
      join(
        ROOT,
        'node_modules/@google-cloud/compute/build/protos/google/cloud/compute/v1/compute.proto',
      ),
      'utf8',
    );
    const message = proto.slice(proto.indexOf('\nmessage Instance {'));
    const start = message.indexOf('enum Status {');
    const block = message.slice(start, message.indexOf('}', start));
    const statuses = [...block.matchAll(/^\s+([A-Z_]+) = \d+;/gm)]
      .map((m) => m[1] ?? '')
      .filter((name) => name !== 'UNDEFINED_STATUS');
    expect(statuses).toContain('DEPROVISIONING');
    expect(Object.keys(INSTANCE_STATES).sort()).toEqual(statuses.sort());
  });
});

describe('GcpCloud.terminate', () => {
  it('deletes the VM, waits, and succeeds again once it is gone', async () => {
    await cloud.launch(spec, rung('us-central1-a'));

    await cloud.terminate(ref(spec.name));
    expect(emulator.instance('us-central1-a', spec.name)).toBeUndefined();
    await cloud.terminate(ref(spec.name));

    const deletes = emulator.requests.filter((r) => r.method === 'DELETE');
    expect(deletes).toHaveLength(2);
  });

  it('names the missing permission', async () => {
    await cloud.launch(spec, rung('us-central1-a'));
    emulator.deny('compute.instances.delete');

    await expect(cloud.terminate(ref(spec.name))).rejects.toThrow(
      /GCP denied compute.instances.delete on st-run-42-1 in us-central1-a \(project test-project\): the credentials need the compute.instances.delete permission/,
    );
  });
});

describe('GcpCloud.listByLabels', () => {
  it('finds the VMs of the region that carry every label, across pages', async () => {
    const launch = (name: string, zone: string, labels: Record<string, string>) =>
      cloud.launch({ ...spec, name, labels }, rung(zone));
    await launch('st-a', 'us-central1-a', { 'spot-train': '1', run: '42' });
    await launch('st-b', 'us-central1-b', { 'spot-train': '1', run: '42' });
    await launch('st-c', 'us-central1-b', { 'spot-train': '1', run: '43' });
    await launch('st-d', 'europe-west4-a', { 'spot-train': '1', run: '42' });
    await launch('st-e', 'us-central1-a', { 'spot-train': '1', run: '42' });

    const found = await cloud.listByLabels('us-central1', { 'spot-train': '1', run: '42' });

    expect(found.map((t) => t.instance.id).sort()).toEqual(['st-a', 'st-b', 'st-e']);
    expect(found[0]).toMatchObject({
      instance: { cloud: 'gcp', region: 'us-central1', group: 'test-project' },
      state: 'running',
      labels: { 'spot-train': '1', run: '42' },
    });
    expect(found[0]?.launchedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const lists = emulator.requests.filter((r) => r.path.endsWith('/aggregated/instances'));
    expect(lists[0]?.query.get('filter')).toBe('(labels.spot-train = "1") (labels.run = "42")');
    expect(lists.length).toBeGreaterThan(1);
  });
});
