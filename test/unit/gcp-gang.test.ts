import { OAuth2Client } from 'google-auth-library';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CapacityError, type LaunchSpec, type Rung } from '../../src/clouds/cloud.js';
import { GcpCloud } from '../../src/clouds/gcp/gcp-cloud.js';
import { UserError } from '../../src/base/errors.js';
import { oneCloud } from '../../src/launch/rung-launcher.js';
import { climbLadder } from '../../src/launch/ladder.js';
import { startComputeEmulator, type ComputeEmulator } from '../helpers/gcp-compute/index.js';
import { RecordingLogger } from '../helpers/recording-logger.js';

let emulator: ComputeEmulator;
let cloud: GcpCloud;

function cloudFor(sleep: () => Promise<void> = () => Promise.resolve()): GcpCloud {
  const authClient = new OAuth2Client();
  authClient.setCredentials({ access_token: emulator.token });
  return new GcpCloud({
    projectId: emulator.project,
    apiEndpoint: emulator.endpoint,
    authClient,
    wait: { sleep },
  });
}

beforeEach(async () => {
  emulator = await startComputeEmulator({ machineTypes: { 'us-central1-c': ['e2-standard-4'] } });
  cloud = cloudFor();
});

afterEach(async () => {
  await emulator.close();
});

const spec: LaunchSpec = {
  name: 'st-run-42-1',
  labels: { 'spot-train': '1', repo: 'octo-trainer', run: '42' },
  startupScript: '#!/bin/bash\necho gang\n',
  image: 'ubuntu-os-cloud/ubuntu-2404-lts-amd64',
  diskGb: 120,
  maxLifetimeMs: 6 * 3600_000,
  options: { accelerator: 'nvidia-tesla-t4:1', 'disk-type': 'pd-ssd' },
};

const rung = (zone: string): Rung => ({
  cloud: 'gcp',
  instanceType: 'n1-standard-8',
  region: zone.replace(/-[a-z]$/, ''),
  zone,
  market: 'spot',
});

const names = ['st-run-42-1-0', 'st-run-42-1-1', 'st-run-42-1-2'];

const bulkInserts = () => emulator.requests.filter((r) => r.path.endsWith('/bulkInsert'));
const deletes = () => emulator.requests.filter((r) => r.method === 'DELETE');
const left = () => [...emulator.state.instances.keys()];

describe('GcpCloud.launchGang', () => {
  it('starts 3 VMs with one bulkInsert, in node order, labelled, with private addresses', async () => {
    const gang = await cloud.launchGang(spec, rung('us-central1-a'), 3);

    expect(gang.map((node) => node.instance.id)).toEqual(names);
    for (const [index, node] of gang.entries()) {
      const vm = emulator.instance('us-central1-a', names[index] ?? '');
      expect(node).toEqual({
        instance: {
          cloud: 'gcp',
          id: names[index],
          zone: 'us-central1-a',
          region: 'us-central1',
          group: 'test-project',
        },
        instanceType: 'n1-standard-8',
        market: 'spot',
        privateAddress: (vm?.networkInterfaces as { networkIP: string }[])[0]?.networkIP,
      });
      expect(vm?.labels).toEqual({ ...spec.labels, 'spot-train-node': String(index) });
      expect(vm?.status).toBe('RUNNING');
    }
    expect(new Set(gang.map((node) => node.privateAddress)).size).toBe(3);
    expect(gang[0]?.privateAddress).toMatch(/^10\.128\.\d+\.\d+$/);

    expect(bulkInserts()).toHaveLength(1);
    expect(bulkInserts()[0]?.path).toBe(
      '/compute/v1/projects/test-project/zones/us-central1-a/instances/bulkInsert',
    );
    expect(bulkInserts()[0]?.body).toMatchObject({
      count: '3',
      minCount: '3',
      perInstanceProperties: Object.fromEntries(names.map((name) => [name, {}])),
      instanceProperties: {
        machineType: 'n1-standard-8',
        labels: spec.labels,
        metadata: { items: [{ key: 'startup-script', value: spec.startupScript }] },
        scheduling: { provisioningModel: 'SPOT', instanceTerminationAction: 'DELETE' },
        disks: [{ initializeParams: { diskType: 'pd-ssd', diskSizeGb: '120' } }],
        guestAccelerators: [{ acceleratorType: 'nvidia-tesla-t4', acceleratorCount: 1 }],
      },
    });
    // No VM was started one by one.
    expect(emulator.requests.filter((r) => r.path.endsWith('/instances'))).toEqual([]);
  });

  it('leaves nothing in a zone that can start only 2 of 3, and the ladder starts all 3 in the next', async () => {
    emulator.capacity({ zone: 'us-central1-a', machineType: 'n1-standard-8', limit: 2 });
    const logger = new RecordingLogger();

    const result = await climbLadder(
      oneCloud(cloud, spec),
      [rung('us-central1-a'), rung('us-central1-b')],
      logger,
      3,
    );

    expect(result.rung.zone).toBe('us-central1-b');
    expect(result.gang.map((node) => [node.instance.id, node.instance.zone])).toEqual(
      names.map((name) => [name, 'us-central1-b']),
    );
    expect(result.launched).toBe(result.gang[0]);
    expect(result.skipped.map((s) => s.rung.zone)).toEqual(['us-central1-a']);
    expect(result.skipped[0]?.reason).toMatch(/ZONE_RESOURCE_POOL_EXHAUSTED/);
    expect(logger.text()).toMatch(
      /no spot capacity for all 3 nodes for spot n1-standard-8 in us-central1-a/,
    );
    expect(left()).toEqual(names.map((name) => `us-central1-b/${name}`));
  });

  it('treats a machine type the zone lacks as no capacity, with nothing to delete', async () => {
    const error = await cloud.launchGang(spec, rung('us-central1-c'), 3).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(CapacityError);
    expect(String(error)).toMatch(/Machine type with name 'n1-standard-8' does not exist in zone/);
    expect(deletes()).toEqual([]);
  });

  it('passes the placement policy to every VM, by name', async () => {
    const compact = {
      ...spec,
      options: {
        'placement-policy':
          'projects/test-project/regions/us-central1/resourcePolicies/train-compact',
      },
    };

    await cloud.launchGang(compact, rung('us-central1-a'), 2);

    expect(bulkInserts()[0]?.body?.instanceProperties).toMatchObject({
      resourcePolicies: ['train-compact'],
    });
    expect(emulator.instance('us-central1-a', 'st-run-42-1-1')?.resourcePolicies).toEqual([
      'https://www.googleapis.com/compute/v1/projects/test-project/regions/us-central1/resourcePolicies/train-compact',
    ]);
  });

  it('refuses a placement policy of another region before calling GCP', async () => {
    const elsewhere = {
      ...spec,
      options: { 'placement-policy': 'regions/europe-west4/resourcePolicies/train-compact' },
    };

    const error = await cloud
      .launchGang(elsewhere, rung('us-central1-a'), 2)
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(UserError);
    expect(String(error)).toMatch(/is not in project test-project, region us-central1/);
    expect(emulator.requests).toEqual([]);
  });

  it('deletes the whole gang when a later step fails, and passes the error on', async () => {
    emulator.deny('compute.instances.setLabels');

    const error = await cloud.launchGang(spec, rung('us-central1-a'), 3).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(UserError);
    expect(String(error)).toMatch(/need the compute.instances.setLabels permission/);
    expect(left()).toEqual([]);
    expect(
      deletes()
        .map((r) => r.path.split('/').pop())
        .sort(),
    ).toEqual(names);
  });

  it('treats a VM gone right after creation as no capacity, deleting the rest', async () => {
    let preempted = false;
    cloud = cloudFor(() => {
      // The bulk operation is still running: the VMs exist, Compute takes one back.
      if (!preempted) emulator.preempt('us-central1-a', 'st-run-42-1-1');
      preempted = true;
      return Promise.resolve();
    });

    const error = await cloud.launchGang(spec, rung('us-central1-a'), 3).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(CapacityError);
    expect(String(error)).toMatch(/only 2 of the gang's 3 VMs exist .* st-run-42-1-1 went away/);
    expect(left()).toEqual([]);
  });

  it('stops on an exhausted quota with nothing left', async () => {
    emulator.quota({ metric: 'PREEMPTIBLE_NVIDIA_T4_GPUS', limit: 2, region: 'us-central1' });

    const error = await cloud.launchGang(spec, rung('us-central1-a'), 3).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(UserError);
    expect(String(error)).toMatch(
      /no quota PREEMPTIBLE_NVIDIA_T4_GPUS left for st-run-42-1-0..st-run-42-1-2/,
    );
    expect(left()).toEqual([]);
  });

  it('does not delete a VM of the same name when Compute refuses the request', async () => {
    await cloud.launch({ ...spec, name: 'st-run-42-1-1' }, rung('us-central1-a'));

    const error = await cloud.launchGang(spec, rung('us-central1-a'), 3).catch((e: unknown) => e);

    expect(error).not.toBeInstanceOf(CapacityError);
    expect(String(error)).toMatch(/st-run-42-1-1' already exists/);
    expect(deletes()).toEqual([]);
    expect(left()).toEqual(['us-central1-a/st-run-42-1-1']);
  });

  it('says which VMs may still run when deleting them fails, and does not let the ladder go on', async () => {
    emulator.deny('compute.instances.setLabels');
    emulator.deny('compute.instances.delete');

    const error = await cloud.launchGang(spec, rung('us-central1-a'), 3).catch((e: unknown) => e);

    expect(error).not.toBeInstanceOf(CapacityError);
    expect(error).not.toBeInstanceOf(UserError);
    expect(String(error)).toMatch(
      /setLabels permission.*deleting the gang's VMs failed too, so st-run-42-1-0, st-run-42-1-1, st-run-42-1-2 may still run/,
    );
  });
});

describe('GcpCloud.launchGang with host-market on-demand', () => {
  const mixed: LaunchSpec = {
    ...spec,
    hostMarket: 'on-demand',
    nodeStartupScripts: ['#!/bin/bash\necho node 0 alone\n', 'unused', 'unused'],
    options: {
      ...spec.options,
      'placement-policy': 'train-compact',
    },
  };
  const inserts = () => emulator.requests.filter((r) => r.path.endsWith('/instances'));
  const modelOf = (name: string) =>
    (emulator.instance('us-central1-a', name)?.scheduling as { provisioningModel?: string })
      .provisioningModel;

  it('creates node 0 STANDARD with insert and the others SPOT with one bulkInsert, in one zone and policy', async () => {
    const gang = await cloud.launchGang(mixed, rung('us-central1-a'), 3);

    expect(names.map(modelOf)).toEqual(['STANDARD', 'SPOT', 'SPOT']);
    expect(gang.map((node) => node.market)).toEqual(['on-demand', 'spot', 'spot']);
    expect(inserts()).toHaveLength(1);
    expect(inserts()[0]?.body).toMatchObject({
      name: names[0],
      machineType: 'zones/us-central1-a/machineTypes/n1-standard-8',
      labels: { ...spec.labels, 'spot-train-node': '0' },
      metadata: { items: [{ key: 'startup-script', value: '#!/bin/bash\necho node 0 alone\n' }] },
      scheduling: { provisioningModel: 'STANDARD', instanceTerminationAction: 'DELETE' },
      resourcePolicies: [
        'projects/test-project/regions/us-central1/resourcePolicies/train-compact',
      ],
    });
    expect(bulkInserts()).toHaveLength(1);
    expect(bulkInserts()[0]?.body).toMatchObject({
      count: '2',
      minCount: '2',
      perInstanceProperties: { [names[1] ?? '']: {}, [names[2] ?? '']: {} },
      instanceProperties: {
        scheduling: { provisioningModel: 'SPOT' },
        resourcePolicies: ['train-compact'],
      },
    });
    const policy =
      'https://www.googleapis.com/compute/v1/projects/test-project/regions/us-central1/resourcePolicies/train-compact';
    for (const name of names) {
      expect(emulator.instance('us-central1-a', name)?.resourcePolicies).toEqual([policy]);
    }
    expect(names.map((name) => emulator.instance('us-central1-a', name)?.labels)).toEqual(
      names.map((_, node) => ({ ...spec.labels, 'spot-train-node': String(node) })),
    );
  });

  it('creates every node STANDARD with one bulkInsert on an on-demand rung', async () => {
    const gang = await cloud.launchGang(
      mixed,
      { ...rung('us-central1-a'), market: 'on-demand' },
      3,
    );
    expect(names.map(modelOf)).toEqual(['STANDARD', 'STANDARD', 'STANDARD']);
    expect(gang.map((node) => node.market)).toEqual(['on-demand', 'on-demand', 'on-demand']);
    expect(inserts()).toEqual([]);
  });

  it('deletes node 0 when the zone has no spot room for the others, and is a CapacityError', async () => {
    emulator.stockout({ zone: 'us-central1-a', provisioningModel: 'SPOT' });

    const error = await cloud.launchGang(mixed, rung('us-central1-a'), 3).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(CapacityError);
    expect(inserts()).toHaveLength(1);
    expect(deletes().map((request) => request.path.split('/').pop())).toContain(names[0]);
    expect(left()).toEqual([]);
  });

  it('starts no spot node when node 0 finds no on-demand room', async () => {
    emulator.stockout({ zone: 'us-central1-a', provisioningModel: 'STANDARD' });

    const error = await cloud.launchGang(mixed, rung('us-central1-a'), 3).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(CapacityError);
    expect(bulkInserts()).toEqual([]);
    expect(left()).toEqual([]);
  });
});
