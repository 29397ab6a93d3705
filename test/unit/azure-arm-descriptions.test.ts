import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throwawaySshPublicKey } from '../../src/clouds/azure/throwaway-ssh-key.js';
import { Descriptions, SPECS_DIR } from '../helpers/azure-arm/descriptions.js';
import { startAzureArm, type AzureArm } from '../helpers/azure-arm/index.js';
import { checkBody } from '../helpers/azure-arm/schema.js';
import {
  armCall,
  at,
  expectRefused,
  IP,
  NIC,
  putVm,
  spotVm,
  SUBNET,
  type VmPut,
} from '../helpers/azure-arm/vm-put-client.js';

// What the ARM stand-in refuses in a VM PUT by Microsoft's published
// descriptions in ../shared/specs/azure: the VirtualMachine definition of
// Compute 2026-04-01 (property names, JSON types, enums, required
// properties) and the naming and tag rules (naming-and-tags.json). Each case
// is the body spot-train's client sends with one thing wrong, answered as a
// user would see it. Without the descriptions (a checkout alone) these skip
// and say so; CI always has them.
const haveSpecs = existsSync(SPECS_DIR);
if (!haveSpecs && process.env.CI === 'true')
  throw new Error(`${SPECS_DIR} is missing: CI checks the stand-in against it`);

const GROUP = 'train-rg';
let arm: AzureArm;
let rsa2048: string;
beforeAll(async () => {
  arm = await startAzureArm({ resourceGroups: [GROUP] });
  rsa2048 = await throwawaySshPublicKey();
});
afterAll(() => arm.close());

type Case = [string, (put: VmPut) => void, string, string];

async function refused([, change, code, target]: Case): Promise<void> {
  const put = spotVm(rsa2048);
  change(put);
  await expectRefused(arm, GROUP, put, code, target);
}

const ipConfiguration =
  'properties.networkProfile.networkInterfaceConfigurations[0].properties.ipConfigurations[0].properties';

describe.skipIf(!haveSpecs)('the ARM stand-in, reading a VM PUT against Compute 2026-04-01', () => {
  it.each<Case>([
    [
      'a property HardwareProfile lacks',
      (put) => (at(put.body.properties, 'hardwareProfile').vmSizee = 'Standard_D4s_v5'),
      'InvalidRequestContent',
      'properties.hardwareProfile.vmSizee',
    ],
    [
      'a misspelt property deep in an array',
      (put) => (at(put.body.properties, IP).subnett = { id: SUBNET }),
      'InvalidRequestContent',
      `${ipConfiguration}.subnett`,
    ],
    [
      'a disk size given as a string',
      (put) => (at(put.body.properties, 'storageProfile.osDisk').diskSizeGB = '64'),
      'InvalidRequestContent',
      'properties.storageProfile.osDisk.diskSizeGB',
    ],
    [
      'a caching type outside its closed enum',
      (put) => (at(put.body.properties, 'storageProfile.osDisk').caching = 'Sometimes'),
      'InvalidRequestContent',
      'properties.storageProfile.osDisk.caching',
    ],
    [
      'a priority outside its enum',
      (put) => (put.body.properties.priority = 'Spotty'),
      'InvalidParameter',
      'properties.priority',
    ],
    [
      'an OS disk without its required createOption',
      (put) => delete at(put.body.properties, 'storageProfile.osDisk').createOption,
      'InvalidParameter',
      'properties.storageProfile.osDisk.createOption',
    ],
    [
      'a tag value that is not a string',
      (put) => (put.body.tags.run = 42),
      'InvalidRequestContent',
      'tags.run',
    ],
  ])('refuses %s, as Compute does', async (...refusal) => {
    await refused(refusal);
  });
});

describe.skipIf(!haveSpecs)("the ARM stand-in, on Microsoft's tag and naming rules", () => {
  it.each<Case>([
    [
      'a tag value of 257 characters',
      (put) => (put.body.tags.note = 'x'.repeat(257)),
      'InvalidTagValueLength',
      'tags',
    ],
    [
      'a tag name of 513 characters',
      (put) => (put.body.tags['n'.repeat(513)] = 'x'),
      'InvalidTagName',
      'tags',
    ],
    ...Array.from('<>%&\\?/').map((c): Case => [
      `a tag name with ${c}`,
      (put) => (put.body.tags[`team${c}a`] = 'x'),
      'InvalidTagNameCharacters',
      'tags',
    ]),
    [
      '51 tags',
      (put) =>
        (put.body.tags = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`t${i}`, 'x']))),
      'InvalidTags',
      'tags',
    ],
    ['a VM name ending in -', (put) => (put.name = 'st-42-'), 'InvalidResourceName', 'vmName'],
    [
      'a VM name of 65 characters',
      (put) => (put.name = 's'.repeat(65)),
      'InvalidResourceName',
      'vmName',
    ],
    [
      'a NIC name ending in .',
      (put) => (at(put.body.properties, NIC).name = 'st-42-nic.'),
      'InvalidResourceName',
      'properties.networkProfile.networkInterfaceConfigurations[0].name',
    ],
    [
      'a public IP name starting with _',
      (put) => (at(put.body.properties, `${IP}.publicIPAddressConfiguration`).name = '_st-42-ip'),
      'InvalidResourceName',
      `${ipConfiguration}.publicIPAddressConfiguration.name`,
    ],
    [
      'a Linux computer name with _',
      (put) => (at(put.body.properties, 'osProfile').computerName = 'st_42'),
      'InvalidParameter',
      'computerName',
    ],
  ])('refuses %s, as Azure does', async (...refusal) => {
    await refused(refusal);
  });

  it('takes 50 tags of the longest names and values allowed', async () => {
    const put = spotVm(rsa2048);
    put.body.tags = Object.fromEntries(
      Array.from({ length: 50 }, (_, i) => [
        `${String(i).padStart(2, '0')}${'n'.repeat(510)}`,
        'v'.repeat(256),
      ]),
    );
    expect((await putVm(arm, GROUP, put)).status).toBe(201);
  });
});

describe.skipIf(!haveSpecs)('the ARM stand-in, answering', () => {
  const get = (path: string) =>
    armCall(
      arm,
      'GET',
      `/subscriptions/${arm.subscriptionId}/resourceGroups/${GROUP}/providers/${path}`,
    );

  it('a VM GET and a NIC GET in the shapes VirtualMachine and NetworkInterface declare', async () => {
    const descriptions = Descriptions.load();
    if (descriptions === undefined) throw new Error(`no descriptions in ${SPECS_DIR}`);
    const put = spotVm(rsa2048);
    expect((await putVm(arm, GROUP, put)).status).toBe(201);
    const vm = await get(
      `Microsoft.Compute/virtualMachines/${put.name}?api-version=2026-04-01&$expand=instanceView`,
    );
    expect(vm.status).toBe(200);
    expect(checkBody(descriptions, 'compute', 'VirtualMachine', vm.json)).toBeUndefined();
    const nic = await get(
      `Microsoft.Network/networkInterfaces/${put.name}-nic?api-version=2024-05-01`,
    );
    expect(nic.status).toBe(200);
    expect(checkBody(descriptions, 'network', 'NetworkInterface', nic.json)).toBeUndefined();
  });
});
