import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { request } from 'node:https';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAzureArm, type AzureArm } from '../helpers/azure-arm/index.js';
import { ROOT } from '../helpers/run-dist.js';

// Microsoft's published description of Compute 2026-04-01, kept beside the
// project (data, not copied in). Without it (a checkout alone) the header
// test skips and says so; CI always has it.
const SPEC = join(ROOT, '..', 'shared', 'specs', 'azure', 'compute-2026-04-01.json');
const haveSpec = existsSync(SPEC);
if (!haveSpec && process.env.CI === 'true')
  throw new Error(`${SPEC} is missing: CI checks the stand-in against it`);

const GROUP = 'train-rg';
let arm: AzureArm;
beforeAll(async () => {
  arm = await startAzureArm({ resourceGroups: [GROUP] });
});
afterAll(() => arm.close());

/** One HTTPS call to the stand-in: its status and headers (lowercase). */
function call(method: string, name: string, body?: unknown) {
  const url = new URL(
    `${arm.url}/subscriptions/${arm.subscriptionId}/resourceGroups/${GROUP}/providers/Microsoft.Compute/virtualMachines/${name}?api-version=2026-04-01`,
  );
  return new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        ca: arm.ca,
        headers: { authorization: `Bearer ${arm.token}`, 'content-type': 'application/json' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** The response headers the description declares for an operation and status. */
async function declaredHeaders(operationId: string, status: string): Promise<string[]> {
  const spec = JSON.parse(await readFile(SPEC, 'utf8')) as {
    paths: Record<
      string,
      Record<
        string,
        { operationId?: string; responses: Record<string, { headers?: Record<string, unknown> }> }
      >
    >;
  };
  for (const methods of Object.values(spec.paths))
    for (const operation of Object.values(methods))
      if (operation.operationId === operationId)
        return Object.keys(operation.responses[status]?.headers ?? {});
  throw new Error(`${operationId} is not in ${SPEC}`);
}

const SPOT_VM = {
  location: 'westeurope',
  properties: {
    hardwareProfile: { vmSize: 'Standard_D4s_v5' },
    // No evictionPolicy: the description makes it optional (Azure deallocates).
    priority: 'Spot',
    billingProfile: { maxPrice: -1 },
  },
};

describe('the Azure Resource Manager stand-in', () => {
  it('takes a Spot VM without an eviction policy, which the description makes optional', async () => {
    expect((await call('PUT', 'st-no-policy', SPOT_VM)).status).toBe(201);
  });

  it.skipIf(!haveSpec)(
    "answers a VM's create and delete with every header the description declares",
    async () => {
      const created = await call('PUT', 'st-headers', SPOT_VM);
      expect(created.status).toBe(201);
      for (const header of await declaredHeaders('VirtualMachines_CreateOrUpdate', '201'))
        expect(created.headers, header).toHaveProperty([header.toLowerCase()]);
      const deleted = await call('DELETE', 'st-headers');
      expect(deleted.status).toBe(202);
      for (const header of await declaredHeaders('VirtualMachines_Delete', '202'))
        expect(deleted.headers, header).toHaveProperty([header.toLowerCase()]);
    },
  );
});
