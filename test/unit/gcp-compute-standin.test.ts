import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startComputeEmulator, type ComputeEmulator } from '../helpers/gcp-compute/index.js';
import { ROOT } from '../helpers/run-dist.js';

// Google's published descriptions, kept beside the project (data, not
// copied in): the discovery document's operation name pattern. Without them
// (a checkout alone) that one test skips and says so; CI always has them.
const SPECS = join(ROOT, '..', 'shared', 'specs', 'gcp');
const haveSpecs = existsSync(join(SPECS, 'compute-v1-discovery.json'));
if (!haveSpecs && process.env.CI === 'true')
  throw new Error(`${SPECS} is missing: CI checks the stand-in against it`);

let emulator: ComputeEmulator;
beforeAll(async () => {
  emulator = await startComputeEmulator({ zones: ['us-central1-a'] });
});
afterAll(() => emulator.close());

interface Body {
  name: string;
  machineType: string;
  labels: Record<string, string>;
  metadata: { items: { key: string; value: string }[] };
  scheduling: Record<string, string | boolean>;
  disks: { boot: boolean; initializeParams: { diskSizeGb: string } }[];
}

interface ComputeError {
  error: { code: number; message: string; errors: { domain: string; reason: string }[] };
}

/** A Spot VM body as spot-train sends it, with `change` applied. */
function body(change: (b: Body) => void = () => undefined): Body {
  const b: Body = {
    name: `st-${Math.random().toString(36).slice(2, 8)}`,
    machineType: 'zones/us-central1-a/machineTypes/n2-standard-4',
    labels: { 'spot-train': 'true', run: '42' },
    metadata: { items: [{ key: 'startup-script', value: 'echo hi' }] },
    scheduling: {
      provisioningModel: 'SPOT',
      instanceTerminationAction: 'DELETE',
      automaticRestart: false,
      onHostMaintenance: 'TERMINATE',
    },
    disks: [{ boot: true, initializeParams: { diskSizeGb: '100' } }],
  };
  change(b);
  return b;
}

async function insert(b: Body, on = emulator): Promise<{ status: number; json: unknown }> {
  const response = await fetch(
    `${on.endpoint}/compute/v1/projects/${on.project}/zones/us-central1-a/instances`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${on.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(b),
    },
  );
  return { status: response.status, json: await response.json() };
}

async function post(path: string, payload: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(
    `${emulator.endpoint}/compute/v1/projects/${emulator.project}/zones/us-central1-a/${path}`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${emulator.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    },
  );
  return { status: response.status, json: await response.json() };
}

describe('the Compute Engine stand-in', () => {
  it('takes the body spot-train sends', async () => {
    expect((await insert(body())).status).toBe(200);
  });

  it.each([
    ['an uppercase label key', (b: Body) => (b.labels = { Run: '42' }), 'labels'],
    [
      'a label value of 64 characters',
      (b: Body) => (b.labels = { run: 'x'.repeat(64) }),
      'labels.run',
    ],
    [
      'an unknown provisioning model',
      (b: Body) => (b.scheduling.provisioningModel = 'SPOTTY'),
      'scheduling.provisioningModel',
    ],
    [
      'a metadata key with a space',
      (b: Body) => (b.metadata = { items: [{ key: 'startup script', value: '' }] }),
      'metadata.items[0].key',
    ],
    [
      'a Spot VM that restarts automatically',
      (b: Body) => (b.scheduling.automaticRestart = true),
      'scheduling.automaticRestart',
    ],
  ])('refuses %s, as Compute does, with its error body', async (_, change, field) => {
    const { status, json } = await insert(body(change));
    expect(status).toBe(400);
    const { error } = json as ComputeError;
    expect(error.code).toBe(400);
    expect(error.message).toContain(`Invalid value for field 'resource.${field}'`);
    expect(error.errors[0]).toMatchObject({ domain: 'global', reason: 'invalid' });
  });

  it('stocks out Spot alone when told to: a standard VM still fits', async () => {
    const zone = await startComputeEmulator({ zones: ['us-central1-a'] });
    try {
      zone.stockout({ zone: 'us-central1-a', provisioningModel: 'SPOT' });
      const errorOf = async (b: Body) =>
        ((await insert(b, zone)).json as { error?: { errors: { code: string }[] } }).error;
      expect((await errorOf(body()))?.errors[0]?.code).toBe('ZONE_RESOURCE_POOL_EXHAUSTED');
      const standard = body((b) => {
        b.scheduling = { provisioningModel: 'STANDARD', onHostMaintenance: 'TERMINATE' };
      });
      expect(await errorOf(standard)).toBeUndefined();
    } finally {
      await zone.close();
    }
  });

  // Google's front end reads the JSON against the Instance message before
  // Compute sees it, and names the field by its proto path.
  it.each([
    [
      'a field Instance lacks',
      (b: Body) => Object.assign(b, { machineTypee: b.machineType }),
      `Unknown name "machineTypee" at 'instance_resource': Cannot find field.`,
    ],
    [
      'a misspelt field in a nested message',
      (b: Body) => Object.assign(b.scheduling, { provisioningModell: 'SPOT' }),
      `Unknown name "provisioningModell" at 'instance_resource.scheduling': Cannot find field.`,
    ],
    [
      'a disk size that is not a number',
      (b: Body) => {
        const [disk] = b.disks;
        if (disk) disk.initializeParams.diskSizeGb = 'lots';
      },
      `Invalid value at 'instance_resource.disks[0].initialize_params.disk_size_gb' (TYPE_INT64), "lots"`,
    ],
    [
      'a boolean given as a string',
      (b: Body) => (b.scheduling.automaticRestart = 'false'),
      `Invalid value at 'instance_resource.scheduling.automatic_restart' (TYPE_BOOL), "false"`,
    ],
  ])('refuses %s as INVALID_ARGUMENT, naming it', async (_, change, message) => {
    const { status, json } = await insert(body(change));
    expect(status).toBe(400);
    const { error } = json as ComputeError & {
      error: { status: string; details: { fieldViolations: { field: string }[] }[] };
    };
    expect(error.message).toContain(message);
    expect(error.status).toBe('INVALID_ARGUMENT');
    expect(error.details[0]?.fieldViolations[0]?.field).toMatch(/^instance_resource/);
  });

  it('returns an instance without its input-only fields', async () => {
    const sent = body();
    expect((await insert(sent)).status).toBe(200);
    const bulk = await post('instances/bulkInsert', {
      count: '1',
      instanceProperties: {
        ...body(),
        name: undefined,
        machineType: 'n2-standard-4',
        resourceManagerTags: { 'tagKeys/1': 'tagValues/2' },
      },
      perInstanceProperties: { 'st-echo-0': {} },
    });
    expect(bulk.status).toBe(200);
    for (const name of [sent.name, 'st-echo-0']) {
      const got = (await (
        await fetch(
          `${emulator.endpoint}/compute/v1/projects/${emulator.project}/zones/us-central1-a/instances/${name}`,
          { headers: { authorization: `Bearer ${emulator.token}` } },
        )
      ).json()) as Record<string, unknown> & { disks: Record<string, unknown>[] };
      expect(got).not.toHaveProperty('resourceManagerTags');
      expect(got.disks[0]).not.toHaveProperty('initializeParams');
      expect(got.disks[0]).toMatchObject({
        boot: true,
        diskSizeGb: '100',
        source: expect.stringMatching(new RegExp(`/zones/us-central1-a/disks/${name}$`)) as string,
      });
    }
  });

  it.skipIf(!haveSpecs)(
    "names its operations as the discovery document's pattern allows",
    async () => {
      const discovery = JSON.parse(
        await readFile(join(SPECS, 'compute-v1-discovery.json'), 'utf8'),
      ) as {
        resources: {
          zoneOperations: { methods: { get: { parameters: { operation: { pattern: string } } } } };
        };
      };
      const { pattern } = discovery.resources.zoneOperations.methods.get.parameters.operation;
      const properties: Partial<Body> = body();
      delete properties.name;
      const bulk = await fetch(
        `${emulator.endpoint}/compute/v1/projects/${emulator.project}/zones/us-central1-a/instances/bulkInsert`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${emulator.token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            count: '2',
            instanceProperties: { ...properties, machineType: 'n2-standard-4' },
            perInstanceProperties: { 'st-bulk-0': {}, 'st-bulk-1': {} },
          }),
        },
      );
      const names = [
        ((await insert(body())).json as { name: string }).name,
        ((await bulk.json()) as { name: string }).name,
      ];
      expect(bulk.status).toBe(200);
      for (const name of names) expect(name).toMatch(new RegExp(`^(?:${pattern})$`));
    },
  );
});
