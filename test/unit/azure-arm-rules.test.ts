import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { throwawaySshPublicKey } from '../../src/clouds/azure/throwaway-ssh-key.js';
import { startAzureArm, type AzureArm } from '../helpers/azure-arm/index.js';
import {
  at,
  ecdsaKey,
  ed25519Key,
  expectRefused,
  putVm,
  rsaKey,
  spotVm,
  SSH_KEY,
  type VmPut,
} from '../helpers/azure-arm/vm-put-client.js';

// What the ARM stand-in refuses in a VM PUT by the rules the Compute
// 2026-04-01 description states in its sentences (Spot-only properties,
// customData, SSH keys): each case is the body spot-train's client sends with
// one thing wrong, answered as a user would see it (HTTP 400, ARM's
// {error: {code, message, target}}). These rules need no file: the stand-in
// applies them with or without ../shared/specs. The rules read from there
// are in azure-arm-descriptions.test.ts.

const GROUP = 'train-rg';
let arm: AzureArm;
let rsa2048: string;
beforeAll(async () => {
  arm = await startAzureArm({ resourceGroups: [GROUP] });
  rsa2048 = await throwawaySshPublicKey();
});
afterAll(() => arm.close());

type Change = (put: VmPut) => void;

function changed(change: Change): VmPut {
  const put = spotVm(rsa2048);
  change(put);
  return put;
}

const setKey =
  (keyData: () => string): Change =>
  (put) => {
    at(put.body.properties, SSH_KEY).keyData = keyData();
  };

describe('the ARM stand-in, on a VM PUT', () => {
  it('takes the body spot-train sends, and a Regular VM without Spot properties', async () => {
    expect((await putVm(arm, GROUP, spotVm(rsa2048))).status).toBe(201);
    const regular = spotVm(rsa2048);
    regular.body.properties.priority = 'Regular';
    delete regular.body.properties.evictionPolicy;
    delete regular.body.properties.billingProfile;
    expect((await putVm(arm, GROUP, regular)).status).toBe(201);
  });

  it.each<[string, Change, string]>([
    [
      'a Regular VM with an eviction policy',
      (put) => (put.body.properties.priority = 'Regular'),
      'evictionPolicy',
    ],
    [
      'a VM without a priority (so Regular) with a billing profile',
      (put) => {
        delete put.body.properties.priority;
        delete put.body.properties.evictionPolicy;
      },
      'billingProfile',
    ],
    [
      'customData that is not base64',
      (put) => (at(put.body.properties, 'osProfile').customData = 'echo hi!'),
      'customData',
    ],
    [
      'customData that decodes to more than 65535 bytes',
      (put) =>
        (at(put.body.properties, 'osProfile').customData = Buffer.alloc(65_536).toString('base64')),
      'customData',
    ],
    ['a 1024-bit RSA key', setKey(() => rsaKey(1024)), 'linuxConfiguration.ssh.publicKeys.keyData'],
    ['an ECDSA key', setKey(ecdsaKey), 'linuxConfiguration.ssh.publicKeys.keyData'],
    [
      'key data that is no key',
      setKey(() => 'ssh-rsa AAAA'),
      'linuxConfiguration.ssh.publicKeys.keyData',
    ],
  ])('refuses %s with InvalidParameter, as Compute does', async (_, change, target) => {
    await expectRefused(arm, GROUP, changed(change), 'InvalidParameter', target);
  });

  it('takes an ed25519 key, which Microsoft Learn lists as supported', async () => {
    expect((await putVm(arm, GROUP, changed(setKey(ed25519Key)))).status).toBe(201);
  });
});

describe('the ARM stand-in without the descriptions', () => {
  it('still creates VMs, checks the prose rules, and says once that it reads less', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const specs = '/nonexistent/specs';
    const bare = await startAzureArm({ resourceGroups: [GROUP], specs });
    const again = await startAzureArm({ resourceGroups: [GROUP], specs });
    try {
      const loose = changed((put) => (at(put.body.properties, 'hardwareProfile').vmSizee = 'x'));
      expect((await putVm(bare, GROUP, loose)).status).toBe(201);
      await expectRefused(
        again,
        GROUP,
        changed(setKey(() => rsaKey(1024))),
        'InvalidParameter',
        'linuxConfiguration.ssh.publicKeys.keyData',
      );
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain(specs);
    } finally {
      warn.mockRestore();
      await Promise.all([bare.close(), again.close()]);
    }
  });
});
