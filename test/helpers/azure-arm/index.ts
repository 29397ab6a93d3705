import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { activityError, queryActivityLog, type ActivityEvent } from './activity-log.js';
import {
  Compute,
  error,
  type EmulatedVm,
  type Match,
  type NetworkResource,
  type Reply,
} from './compute.js';
import { Operations } from './operations.js';
import { NETWORK_OPERATION, NetworkDeletes } from './network-deletes.js';
import { loopbackCertificate } from './tls.js';

export type { EmulatedVm, Match, NetworkResource } from './compute.js';

export interface ArmRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
  readonly authorization: string | undefined;
}

export interface AzureArmOptions {
  readonly subscriptionId?: string;
  readonly resourceGroups?: readonly string[];
  /** Polls each long-running operation answers InProgress before it ends. */
  readonly pollsUntilDone?: number;
  /** Entries per page of a listing; smaller values exercise nextLink. */
  readonly pageSize?: number;
}

/**
 * A local Azure Resource Manager for the calls the Azure adapter makes:
 * Microsoft.Compute virtual machines (PUT, GET with instance view, DELETE,
 * list by location), the network resources a VM creates for itself
 * (GET, with a NIC's private address; DELETE), the subscription activity
 * log, and ARM's asynchronous operation protocol. It checks the bearer token
 * and the api-version, records every request, and can be told to fail
 * creates (or cap how many VMs fit), fail deletes, or evict a VM.
 */
export interface AzureArm {
  readonly url: string;
  /** The certificate to trust: the emulator speaks https, as the SDK requires. */
  readonly ca: string;
  readonly token: string;
  readonly subscriptionId: string;
  readonly requests: ArmRequest[];
  readonly vms: ReadonlyMap<string, EmulatedVm>;
  readonly network: ReadonlyMap<string, NetworkResource>;
  readonly events: ActivityEvent[];
  vm(group: string, name: string): EmulatedVm | undefined;
  /** Creates that match fail: SkuNotAvailable and price codes at the request, allocation codes in the operation. */
  failCreate(match: Match, code: string, message?: string): void;
  /**
   * Where `match` applies, `cap` VMs can hold an allocation at once: the next
   * create fails with `code` (AllocationFailed in the operation, leaving a
   * Failed VM with its NIC, as Azure does; SkuNotAvailable, or the
   * OperationNotAllowed of a used-up vCPU quota, at the request).
   */
  capVms(match: Match, cap: number, code?: string): void;
  /** The next `times` deletes of this VM fail in their operation (InternalExecutionError). */
  failDelete(group: string, name: string, times?: number): void;
  /** Creates that match exceed a vCPU quota (409 OperationNotAllowed, as Compute answers). */
  failQuota(match: Match): void;
  /** Calls needing this action (like Microsoft.Compute/virtualMachines/write) get AuthorizationFailed. */
  deny(action: string): void;
  /**
   * The next `times` deletes of this NIC or public IP (by name) fail after
   * their 202, in the operation; one cascaded from its VM's delete fails
   * too, leaving it in place.
   */
  failNetworkDelete(
    group: string,
    type: 'networkInterfaces' | 'publicIPAddresses',
    name: string,
    times?: number,
  ): void;
  /** The next activity-log query fails with this status and code, in the API's own ErrorResponse. */
  failActivityLog(status: number, code: string, message: string): void;
  /** Evicts a spot VM: records evictSpotVM/action, then deletes (or deallocates) it per its policy. */
  evict(group: string, name: string, stage?: 'deleting' | 'done'): void;
  close(): Promise<void>;
}

const REQUEST_STAGE: ReadonlySet<string> = new Set([
  'SkuNotAvailable',
  'SpotPriceGreaterThanProvidedMaxPrice',
  'OperationNotAllowed',
]);

// What Azure says when a region runs out part-way through a gang.
const CAP_MESSAGES: Readonly<Record<string, string>> = {
  AllocationFailed:
    'Allocation failed. We do not have sufficient capacity for the requested VM size in this region.',
  SkuNotAvailable:
    'The requested VM size is currently not available in this location. Please try another size or deploy to a different location or zones.',
  OperationNotAllowed:
    'Operation could not be completed as it results in exceeding approved LowPriorityCores quota. Current Limit: 48, Current Usage: 48, Additional Required: 24.',
};

const VM =
  /^\/subscriptions\/([^/]+)\/resourceGroups\/([^/]+)\/providers\/Microsoft\.Compute\/virtualMachines\/([^/]+)$/i;
const VMS_IN_LOCATION =
  /^\/subscriptions\/([^/]+)\/providers\/Microsoft\.Compute\/locations\/([^/]+)\/virtualMachines$/i;
const OPERATION =
  /^\/subscriptions\/([^/]+)\/providers\/Microsoft\.Compute\/locations\/([^/]+)\/operations\/([^/]+)$/i;
const NETWORK =
  /^\/subscriptions\/([^/]+)\/resourceGroups\/([^/]+)\/providers\/(Microsoft\.Network\/(?:networkInterfaces|publicIPAddresses))\/([^/]+)$/i;
const ACTIVITY =
  /^\/subscriptions\/([^/]+)\/providers\/Microsoft\.Insights\/eventtypes\/management\/values$/i;

function actionOf(method: string, path: string): string {
  if (ACTIVITY.test(path)) return 'Microsoft.Insights/eventtypes/values/read';
  const verb = method === 'PUT' ? 'write' : method === 'DELETE' ? 'delete' : 'read';
  if (NETWORK.test(path)) return `${NETWORK.exec(path)?.[3] ?? ''}/${verb}`;
  return `Microsoft.Compute/virtualMachines/${verb}`;
}

function nicIpConfiguration(nic: NetworkResource): Record<string, unknown> {
  const configuration = nic.ipConfiguration;
  return {
    id: `${nic.id}/ipConfigurations/${configuration?.name ?? ''}`,
    name: configuration?.name,
    properties: {
      privateIPAddress: configuration?.privateIp,
      privateIPAllocationMethod: 'Dynamic',
      privateIPAddressVersion: 'IPv4',
      primary: true,
      ...(configuration?.subnetId === undefined ? {} : { subnet: { id: configuration.subnetId } }),
    },
  };
}

export async function startAzureArm(options: AzureArmOptions = {}): Promise<AzureArm> {
  const subscriptionId = options.subscriptionId ?? '00000000-0000-4000-8000-000000000001';
  const token = 'emulator-token';
  const pageSize = options.pageSize ?? 100;
  const activityFailures: { status: number; code: string; message: string }[] = [];
  const { key, cert } = loopbackCertificate();
  const requests: ArmRequest[] = [];
  const events: ActivityEvent[] = [];
  const denied = new Set<string>();
  const operations = new Operations(options.pollsUntilDone ?? 1);
  let base = '';
  const compute = new Compute(
    subscriptionId,
    new Set(options.resourceGroups ?? ['train-rg']),
    operations,
    (location, id, monitor) =>
      `${base}/subscriptions/${subscriptionId}/providers/Microsoft.Compute/locations/${location}/operations/${id}?${monitor ? 'monitor=true&' : ''}api-version=2026-03-01`,
  );
  const networkDeletes = new NetworkDeletes(
    compute.network,
    operations,
    (location, id, results) =>
      `${base}/subscriptions/${subscriptionId}/providers/Microsoft.Network/locations/${location}/${results ? 'operationResults' : 'operations'}/${id}?api-version=2024-05-01`,
  );
  compute.networkDeleteFails = (id) => networkDeletes.takeFailure(id);

  function route(method: string, path: string, query: URLSearchParams, body: unknown): Reply {
    const vm = VM.exec(path);
    if (vm?.[2] !== undefined && vm[3] !== undefined) {
      const [group, name] = [vm[2], vm[3]];
      if (!compute.hasGroup(group) && method !== 'GET') {
        return error(404, 'ResourceGroupNotFound', `Resource group '${group}' could not be found.`);
      }
      if (method === 'PUT') return compute.put(group, name, body);
      if (method === 'GET') return compute.get(group, name, query.get('$expand'));
      if (method === 'DELETE') return compute.delete(group, name);
    }
    const location = VMS_IN_LOCATION.exec(path);
    if (location?.[2] !== undefined && method === 'GET') {
      const all = compute.listByLocation(location[2]);
      const skip = Number(query.get('$skiptoken') ?? '0');
      const more = skip + pageSize < all.length;
      const next = `${base}${path}?api-version=${query.get('api-version') ?? ''}&$skiptoken=${skip + pageSize}`;
      return {
        status: 200,
        body: { value: all.slice(skip, skip + pageSize), ...(more ? { nextLink: next } : {}) },
      };
    }
    const operation = OPERATION.exec(path);
    if (operation?.[3] !== undefined && method === 'GET') {
      if (query.get('monitor') === 'true') {
        const done = operations.isDone(operation[3]);
        return done === undefined
          ? error(404, 'NotFound', 'no such operation')
          : { status: done ? 204 : 202 };
      }
      const status = operations.poll(operation[3]);
      return status === undefined
        ? error(404, 'NotFound', 'no such operation')
        : { status: 200, body: status };
    }
    const networkOperation = NETWORK_OPERATION.exec(path);
    if (
      networkOperation?.[3] !== undefined &&
      networkOperation[4] !== undefined &&
      method === 'GET'
    )
      return networkDeletes.poll(networkOperation[3], networkOperation[4]);
    const network = NETWORK.exec(path);
    if (network !== null) {
      const resource = compute.network.get(path.toLowerCase());
      if (method === 'GET') {
        return resource === undefined
          ? error(
              404,
              'ResourceNotFound',
              `The Resource '${network[3] ?? ''}/${network[4] ?? ''}' was not found.`,
            )
          : {
              status: 200,
              body: {
                id: resource.id,
                name: resource.name,
                type: resource.type,
                location: resource.location,
                properties: {
                  provisioningState: 'Succeeded',
                  ...(resource.ipConfiguration === undefined
                    ? {}
                    : { ipConfigurations: [nicIpConfiguration(resource)] }),
                },
              },
            };
      }
      if (method === 'DELETE') return networkDeletes.delete(path);
    }
    if (ACTIVITY.test(path) && method === 'GET') {
      // ActivityLogs_List's ErrorResponse has code and message at the top (its spec's
      // `default` response), not under `error` as ARM's own errors do.
      if (query.get('api-version') !== '2015-04-01') {
        return activityError(
          400,
          'InvalidApiVersionParameter',
          'ActivityLogs_List takes api-version 2015-04-01',
        );
      }
      const failure = activityFailures.shift();
      if (failure) return activityError(failure.status, failure.code, failure.message);
      return queryActivityLog(
        events,
        query,
        (skip) => {
          const next = new URLSearchParams(query);
          next.set('$skiptoken', String(skip));
          return `${base}${path}?${next.toString()}`;
        },
        pageSize,
      );
    }
    return error(404, 'NoRegisteredProviderFound', `The emulator does not know ${method} ${path}`);
  }

  function handle(req: IncomingMessage, res: ServerResponse, text: string): void {
    const url = new URL(req.url ?? '/', base);
    const method = req.method ?? 'GET';
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      body = text;
    }
    const authorization = req.headers.authorization;
    requests.push({ method, path: url.pathname, query: url.searchParams, body, authorization });
    const reply = ((): Reply => {
      if (authorization !== `Bearer ${token}`) {
        return error(401, 'InvalidAuthenticationToken', 'The access token is missing or invalid.');
      }
      if (!url.searchParams.has('api-version')) {
        return error(
          400,
          'MissingApiVersionParameter',
          'The api-version query parameter (?api-version=) is required for all requests.',
        );
      }
      const subscription = /^\/subscriptions\/([^/]+)/i.exec(url.pathname)?.[1];
      if (subscription !== undefined && subscription !== subscriptionId) {
        return error(
          404,
          'SubscriptionNotFound',
          `The subscription '${subscription}' could not be found.`,
        );
      }
      const action = actionOf(method, url.pathname);
      if (denied.has(action) && !OPERATION.test(url.pathname)) {
        return error(
          403,
          'AuthorizationFailed',
          `The client 'spot-train' with object id '0000' does not have authorization to perform action '${action}' over scope '${url.pathname}' or the scope is invalid.`,
        );
      }
      return route(method, url.pathname, url.searchParams, body);
    })();
    const payload = reply.body === undefined ? '' : JSON.stringify(reply.body);
    res.writeHead(reply.status, {
      ...(payload === '' ? {} : { 'Content-Type': 'application/json; charset=utf-8' }),
      'x-ms-request-id': `req-${requests.length}`,
      ...reply.headers,
    });
    res.end(payload);
  }

  const server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    ca: cert,
    token,
    subscriptionId,
    requests,
    vms: compute.vms,
    network: compute.network,
    events,
    vm: (group, name) => compute.find(group, name),
    failCreate(match, code, message) {
      compute.rules.push({
        match,
        code,
        message: message ?? `${code}: the emulator was told to fail this request`,
        stage: REQUEST_STAGE.has(code) ? 'request' : 'operation',
      });
    },
    capVms(match, cap, code = 'AllocationFailed') {
      compute.rules.push({
        match,
        code,
        message: CAP_MESSAGES[code] ?? `${code}: the emulator was told to fail this request`,
        stage: REQUEST_STAGE.has(code) ? 'request' : 'operation',
        cap,
      });
    },
    failDelete(group, name, times = 1) {
      compute.deleteFailures.set(`${group}/${name}`.toLowerCase(), times);
    },
    failQuota(match) {
      compute.rules.push({
        match,
        code: 'OperationNotAllowed',
        message: `Operation could not be completed as it results in exceeding approved LowPriorityCores quota. Additional details - Deployment Model: Resource Manager, Location: ${match.region ?? 'westeurope'}, Current Limit: 0, Current Usage: 0, Additional Required: 4, (Minimum) New Limit Required: 4.`,
        stage: 'request',
      });
    },
    deny(action) {
      denied.add(action);
    },
    failNetworkDelete(group, type, name, times = 1) {
      networkDeletes.failNext(
        `/subscriptions/${subscriptionId}/resourceGroups/${group}/providers/Microsoft.Network/${type}/${name}`,
        times,
      );
    },
    failActivityLog(status, code, message) {
      activityFailures.push({ status, code, message });
    },
    evict(group, name, stage = 'done') {
      const vm = compute.find(group, name);
      if (vm === undefined) throw new Error(`no VM ${group}/${name} to evict`);
      events.push({
        resourceId: vm.id,
        operationName: 'Microsoft.Compute/virtualMachines/evictSpotVM/action',
        status: 'Succeeded',
        eventTimestamp: new Date().toISOString(),
      });
      compute.evict(vm, stage);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
