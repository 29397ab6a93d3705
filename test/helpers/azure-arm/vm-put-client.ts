import { generateKeyPairSync } from 'node:crypto';
import { request } from 'node:https';
import { expect } from 'vitest';
import type { AzureArm } from './index.js';

// The client side of the stand-in's VM PUT tests: the body spot-train's
// client sends (as @azure/arm-compute serializes vm-request.ts's VM: a Spot
// VM with a public IP), SSH public keys of the kinds Azure takes and refuses,
// and one HTTPS PUT read back as a user would see it.

export type Json = Record<string, unknown>;
export type VmBody = Json & { tags: Json; properties: Json };
export interface VmPut {
  name: string;
  body: VmBody;
}

export const SUBNET =
  '/subscriptions/00000000-0000-4000-8000-000000000001/resourceGroups/net-rg/providers/Microsoft.Network/virtualNetworks/vnet/subnets/runners';

/** Paths (for at()) into a VM body's properties. */
export const NIC = 'networkProfile.networkInterfaceConfigurations.0';
export const IP = `${NIC}.properties.ipConfigurations.0.properties`;
export const SSH_KEY = 'osProfile.linuxConfiguration.ssh.publicKeys.0';

/** The object at a dotted path (array indexes as numbers). */
export function at(body: Json, path: string): Json {
  let here: unknown = body;
  for (const key of path.split('.')) here = (here as Json)[key];
  return here as Json;
}

let serial = 0;

/** A fresh VM name and the body spot-train's client sends for it. */
export function spotVm(keyData: string): VmPut {
  const name = `st-put-${++serial}`;
  const publicIp = {
    name: `${name}-ip`,
    properties: { deleteOption: 'Delete', publicIPAllocationMethod: 'Static' },
    sku: { name: 'Standard', tier: 'Regional' },
  };
  const ipConfiguration = {
    name: 'ipconfig1',
    properties: { subnet: { id: SUBNET }, primary: true, publicIPAddressConfiguration: publicIp },
  };
  return {
    name,
    body: {
      location: 'westeurope',
      tags: { 'spot-train': '1', run: '42' },
      zones: ['1'],
      properties: {
        hardwareProfile: { vmSize: 'Standard_D4s_v5' },
        storageProfile: {
          imageReference: {
            publisher: 'Canonical',
            offer: 'ubuntu-24_04-lts',
            sku: 'server',
            version: 'latest',
          },
          osDisk: { createOption: 'FromImage', diskSizeGB: 64, deleteOption: 'Delete' },
        },
        osProfile: {
          computerName: name,
          adminUsername: 'spot-train',
          customData: Buffer.from('#!/bin/bash\necho hi\n').toString('base64'),
          linuxConfiguration: {
            disablePasswordAuthentication: true,
            ssh: { publicKeys: [{ path: '/home/spot-train/.ssh/authorized_keys', keyData }] },
          },
        },
        networkProfile: {
          networkApiVersion: '2022-11-01',
          networkInterfaceConfigurations: [
            {
              name: `${name}-nic`,
              properties: {
                primary: true,
                deleteOption: 'Delete',
                ipConfigurations: [ipConfiguration],
              },
            },
          ],
        },
        priority: 'Spot',
        evictionPolicy: 'Delete',
        billingProfile: { maxPrice: 0.25 },
      },
    },
  };
}

/** One HTTPS call to the stand-in (`path` from /subscriptions on, with its query): status and JSON body. */
export function armCall(
  arm: AzureArm,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const headers = { authorization: `Bearer ${arm.token}`, 'content-type': 'application/json' };
    const req = request(new URL(`${arm.url}${path}`), { method, ca: arm.ca, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolve({ status: res.statusCode ?? 0, json: text === '' ? undefined : JSON.parse(text) });
      });
    });
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** A VM PUT to the stand-in at the SDK's api-version: its status and JSON body. */
export function putVm(
  arm: AzureArm,
  group: string,
  { name, body }: VmPut,
): Promise<{ status: number; json: unknown }> {
  return armCall(
    arm,
    'PUT',
    `/subscriptions/${arm.subscriptionId}/resourceGroups/${group}/providers/Microsoft.Compute/virtualMachines/${name}?api-version=2026-04-01`,
    body,
  );
}

/** Sends `put` and expects ARM's 400 with this code and target, and no VM made. */
export async function expectRefused(
  arm: AzureArm,
  group: string,
  put: VmPut,
  code: string,
  target: string,
): Promise<void> {
  const { status, json } = await putVm(arm, group, put);
  expect(status).toBe(400);
  const { error } = json as { error: { code: string; message: string; target?: string } };
  expect(error).toMatchObject({ code, target });
  expect(error.message).not.toBe('');
  expect(arm.vm(group, put.name)).toBeUndefined();
}

// An OpenSSH public key line: length-prefixed fields (RFC 4253 section 6.6).
function sshKey(...fields: Buffer[]): string {
  const blob = Buffer.concat(
    fields.flatMap((field) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(field.length);
      return [length, field];
    }),
  );
  return `${fields[0]?.toString() ?? ''} ${blob.toString('base64')} test`;
}

const fromJwk = (value: string | undefined): Buffer => Buffer.from(value ?? '', 'base64url');

// An mpint is signed: a set high bit takes a leading zero byte.
function mpint(value: string | undefined): Buffer {
  const bytes = fromJwk(value);
  return (bytes[0] ?? 0) >= 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes;
}

export function rsaKey(bits: number): string {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: bits });
  const jwk = publicKey.export({ format: 'jwk' });
  return sshKey(Buffer.from('ssh-rsa'), mpint(jwk.e), mpint(jwk.n));
}

export function ed25519Key(): string {
  const jwk = generateKeyPairSync('ed25519').publicKey.export({ format: 'jwk' });
  return sshKey(Buffer.from('ssh-ed25519'), fromJwk(jwk.x));
}

export function ecdsaKey(): string {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), fromJwk(jwk.x), fromJwk(jwk.y)]);
  return sshKey(Buffer.from('ecdsa-sha2-nistp256'), Buffer.from('nistp256'), point);
}
