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

/** How a network delete's long-running operation is followed. */
export interface NetworkPolling {
  /** Between two polls; default the operation's Retry-After, else 5 s. */
  readonly intervalMs?: number;
  readonly sleep: (ms: number) => Promise<void>;
}

/** A delete still running after this long is reported, not waited for any longer. */
const DELETE_BUDGET_MS = 5 * 60_000;

/**
 * Deletes a NIC or public IP by name; one that is not there is no error.
 * Both deletes are long-running (202 with a Location, final state via
 * location): the Location is polled until it answers 200 or 204, so a
 * delete that fails after it was accepted is an error here, not a NIC or
 * an IP silently left behind.
 */
export async function deleteNetworkResource(
  context: ComputeManagementContext,
  group: string,
  type: NetworkType,
  name: string,
  polling: NetworkPolling,
): Promise<void> {
  const what = `deleting ${type} ${name}`;
  const response = await context
    .pathUnchecked(resourcePath(context, group, type, name))
    .delete({ queryParameters: { 'api-version': NETWORK_API_VERSION } });
  const status = Number(response.status);
  if ([200, 204, 404].includes(status)) return;
  if (status !== 202) throw restErrorOf(status, response.body, what);
  await followLocation(context, response.headers, what, polling);
}

async function followLocation(
  context: ComputeManagementContext,
  headers: Readonly<Record<string, string | undefined>>,
  what: string,
  polling: NetworkPolling,
): Promise<void> {
  const location = headers.location;
  if (location === undefined || location === '')
    throw new Error(`${what}: Azure accepted it (202) without a Location to follow`);
  let retryAfter = headers['retry-after'];
  for (let waited = 0; waited < DELETE_BUDGET_MS;) {
    const seconds = Number(retryAfter);
    const interval = polling.intervalMs ?? (seconds > 0 ? seconds * 1000 : 5000);
    await polling.sleep(interval);
    waited += interval;
    const poll = await context.pathUnchecked(location).get();
    const status = Number(poll.status);
    if (status === 200 || status === 204) return;
    if (status !== 202) throw restErrorOf(status, poll.body, what);
    retryAfter = poll.headers['retry-after'];
  }
  throw new Error(`${what} was still running after ${DELETE_BUDGET_MS / 60_000} minutes`);
}
