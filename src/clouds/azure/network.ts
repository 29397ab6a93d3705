import type { ComputeManagementContext } from '@azure/arm-compute/api';
import { restErrorOf, text } from './arm-response.js';

// Microsoft.Network's API version for the NIC reads and deletes, sent
// through the compute client's pipeline (so no network SDK is bundled).
const NETWORK_API_VERSION = '2024-05-01';

export type NetworkType = 'networkInterfaces' | 'publicIPAddresses';

function resourcePath(
  context: ComputeManagementContext,
  group: string,
  type: NetworkType,
  name: string,
): string {
  return `/subscriptions/${encodeURIComponent(context.subscriptionId)}/resourceGroups/${encodeURIComponent(group)}/providers/Microsoft.Network/${type}/${encodeURIComponent(name)}`;
}

function firstPrivateAddress(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const properties = (body as { properties?: { ipConfigurations?: unknown } }).properties;
  const configurations = properties?.ipConfigurations;
  if (!Array.isArray(configurations)) return undefined;
  const first: unknown = configurations[0];
  if (typeof first !== 'object' || first === null) return undefined;
  const address = (first as { properties?: { privateIPAddress?: unknown } }).properties
    ?.privateIPAddress;
  const found = text(address);
  return found === '' ? undefined : found;
}

/**
 * The private IPv4 address of a NIC (its first IP configuration's), which
 * Azure assigns from the subnet when it creates the NIC with the VM.
 */
export async function nicPrivateAddress(
  context: ComputeManagementContext,
  group: string,
  nic: string,
): Promise<string> {
  const response = await context
    .pathUnchecked(resourcePath(context, group, 'networkInterfaces', nic))
    .get({ queryParameters: { 'api-version': NETWORK_API_VERSION } });
  const status = Number(response.status);
  const body: unknown = response.body;
  if (status !== 200) throw restErrorOf(status, body, `NIC ${nic}`);
  const address = firstPrivateAddress(body);
  if (address === undefined) {
    throw new Error(`NIC ${nic} in resource group ${group} has no private IP address`);
  }
  return address;
}

/**
 * Deletes a NIC or public IP by name; one that is not there is no error.
 * ARM accepts the delete (202) and finishes it on its own.
 */
export async function deleteNetworkResource(
  context: ComputeManagementContext,
  group: string,
  type: NetworkType,
  name: string,
): Promise<void> {
  const response = await context
    .pathUnchecked(resourcePath(context, group, type, name))
    .delete({ queryParameters: { 'api-version': NETWORK_API_VERSION } });
  const status = Number(response.status);
  if ([200, 202, 204, 404].includes(status)) return;
  throw restErrorOf(status, response.body, `deleting ${type} ${name}`);
}
