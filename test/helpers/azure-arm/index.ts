// The ARM stand-in's front door, as Azure Resource Manager answers every
// call: a bearer token (401 InvalidAuthenticationToken without it), an
// api-version (400 MissingApiVersionParameter), the subscription (404
// SubscriptionNotFound), the caller's authorization for the action (403
// AuthorizationFailed), then the route to the provider: compute.ts (Compute
// 2026-04-01), network-view.ts and network-deletes.ts (Network 2024-05-01),
// activity-log.ts (Insights 2015-04-01), operations.ts (ARM's asynchronous
// operations). Departures: an api-version is required but not checked
// against the ones each provider supports (a VM body is read against
// 2026-04-01 whatever the request names; the client sends 2026-04-01), the
// VM operations' own URLs name api-version 2026-03-01, and a NIC or public
// IP PUT is not served (404 NoRegisteredProviderFound): spot-train creates
// both through the VM's networkProfile, never on their own.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { activityError, queryActivityLog, type ActivityEvent } from './activity-log.js';
import { SPOT_SCORES, spotScores, type GivenSpotScore } from './spot-scores.js';
import type { ArmRequest, AzureArm, AzureArmOptions } from './arm-api.js';
import { Descriptions } from './descriptions.js';
import { Compute, error, type Reply } from './compute.js';
import { NETWORK_OPERATION, NetworkDeletes } from './network-deletes.js';
import { networkView } from './network-view.js';
import { Operations } from './operations.js';
import { loopbackCertificate } from './tls.js';

export type { ArmRequest, AzureArm, AzureArmOptions } from './arm-api.js';
export type { EmulatedVm, Match, NetworkResource } from './compute.js';

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
  if (SPOT_SCORES.test(path)) return 'Microsoft.Compute/locations/placementScores/generate/action';
  const verb = method === 'PUT' ? 'write' : method === 'DELETE' ? 'delete' : 'read';
  if (NETWORK.test(path)) return `${NETWORK.exec(path)?.[3] ?? ''}/${verb}`;
  return `Microsoft.Compute/virtualMachines/${verb}`;
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
  const givenSpotScores = new Map<string, GivenSpotScore[]>();
  const operations = new Operations(options.pollsUntilDone ?? 1);
  let base = '';
  const compute = new Compute(
    subscriptionId,
    new Set(options.resourceGroups ?? ['train-rg']),
    operations,
    (location, id, monitor) =>
      `${base}/subscriptions/${subscriptionId}/providers/Microsoft.Compute/locations/${location}/operations/${id}?${monitor ? 'monitor=true&' : ''}api-version=2026-03-01`,
    Descriptions.load(options.specs),
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
          : { status: 200, body: networkView(resource) };
      }
      if (method === 'DELETE') return networkDeletes.delete(path);
    }
    if (SPOT_SCORES.test(path) && method === 'POST')
      return spotScores(givenSpotScores, query, body);
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
    spotScores: givenSpotScores,
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
