// A local Compute Engine v1 REST API, enough for spot-train's GCP adapter:
// instances insert/bulkInsert/get/delete/setLabels/aggregatedList and zone
// operations get/wait/list,
// behind a bearer-token check. The real @google-cloud/compute client talks to
// it over its REST transport.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { startServer } from '../imds/server.js';
import { ComputeState, type Json } from './compute-state.js';
import { HttpError, type Reply } from './http-error.js';
import { bulkInsert } from './bulk-insert.js';
import { checkBody } from './schema.js';
import { InstanceRoutes } from './instance-routes.js';
import { matchesFilter, parseFilter } from './filter.js';
import type { CapacityLimit, QuotaLimit, Scenario, Stockout } from './scenario.js';

export type { CapacityLimit, ProvisioningModel, QuotaLimit, Stockout } from './scenario.js';

export interface ComputeEmulatorOptions {
  readonly project?: string;
  readonly token?: string;
  readonly zones?: readonly string[];
  /** Machine types per zone; a zone not listed offers every type. */
  readonly machineTypes?: Record<string, readonly string[]>;
  readonly pageSize?: number;
}

export interface LoggedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: Json | undefined;
  readonly authorization: string | undefined;
}

export interface ComputeEmulator {
  /** http://127.0.0.1:PORT, for GcpCloud's apiEndpoint. */
  readonly endpoint: string;
  readonly project: string;
  readonly token: string;
  readonly requests: LoggedRequest[];
  readonly state: ComputeState;
  stockout(stockout: Stockout): void;
  /** The zone holds at most `limit` VMs (of the machine type, if given): an insert or bulkInsert past it fails with a stockout. */
  capacity(limit: CapacityLimit): void;
  quota(quota: QuotaLimit): void;
  deny(permission: string): void;
  /** The instance as Compute would return it, if it exists. */
  instance(zone: string, name: string): Json | undefined;
  setStatus(zone: string, name: string, status: string): void;
  /**
   * Compute takes the VM back: a compute.instances.preempted operation is
   * recorded, and the instance is deleted (termination action DELETE) or
   * stopped (STOP).
   */
  preempt(zone: string, name: string): void;
  close(): Promise<void>;
}

const ROOT = '/compute/v1/projects/';

export async function startComputeEmulator(
  options: ComputeEmulatorOptions = {},
): Promise<ComputeEmulator> {
  const project = options.project ?? 'test-project';
  const token = options.token ?? 'test-token';
  const state = new ComputeState(project);
  const scenario: Scenario = {
    stockouts: [],
    capacities: [],
    quotas: [],
    denied: new Set(),
    machineTypes: options.machineTypes ?? {},
    zones: options.zones ?? ['us-central1-a', 'us-central1-b', 'us-central1-c', 'europe-west4-a'],
    pageSize: options.pageSize ?? 500,
  };
  const instances = new InstanceRoutes(state, scenario);
  const requests: LoggedRequest[] = [];

  function route(method: string, path: string, query: URLSearchParams, body: Json): Reply {
    if (!path.startsWith(ROOT)) throw new HttpError(404, 'notFound', `no such API: ${path}`);
    const [owner, ...parts] = path.slice(ROOT.length).split('/');
    if (owner !== project) {
      throw new HttpError(404, 'notFound', `The resource 'projects/${owner ?? ''}' was not found`);
    }
    const [scope, zone, collection, name, verb] = parts;
    if (method === 'GET' && scope === 'aggregated' && zone === 'instances' && parts.length === 2) {
      return instances.aggregatedList(query);
    }
    if (scope !== 'zones' || zone === undefined) {
      throw new HttpError(404, 'notFound', `no such API: ${path}`);
    }
    if (collection === 'instances') {
      if (method === 'POST' && name === undefined) {
        checkBody('Instance', body, 'instance_resource');
        return instances.insert(zone, body);
      }
      if (method === 'POST' && name === 'bulkInsert' && verb === undefined) {
        checkBody('BulkInsertInstanceResource', body, 'bulk_insert_instance_resource_resource');
        return bulkInsert(instances, state, scenario, zone, body);
      }
      if (method === 'POST' && name !== undefined && verb === 'setLabels') {
        checkBody('InstancesSetLabelsRequest', body, 'instances_set_labels_request_resource');
        return instances.setLabels(zone, name, body);
      }
      if (method === 'GET' && name !== undefined && verb === undefined)
        return instances.get(zone, name);
      if (method === 'DELETE' && name !== undefined) return instances.delete(zone, name);
    }
    if (collection === 'operations') {
      if (method === 'GET' && name === undefined) return listOperations(zone, query);
      if (name !== undefined && (method === 'GET' || (method === 'POST' && verb === 'wait'))) {
        const operation = state.findOperation(zone, name);
        if (operation === undefined) {
          throw new HttpError(
            404,
            'notFound',
            `The resource 'projects/${project}/zones/${zone}/operations/${name}' was not found`,
          );
        }
        state.advance(operation);
        return { status: 200, body: operation };
      }
    }
    throw new HttpError(404, 'notFound', `no such API: ${method} ${path}`);
  }

  function listOperations(zone: string, query: URLSearchParams): Reply {
    const comparisons = parseFilter(query.get('filter') ?? '');
    const items = state.operations.filter(
      (op) => op.zone.endsWith(`/zones/${zone}`) && matchesFilter(op, comparisons),
    );
    return {
      status: 200,
      body: {
        kind: 'compute#operationList',
        id: `projects/${project}/zones/${zone}/operations`,
        items,
      },
    };
  }

  function handle(req: IncomingMessage, res: ServerResponse, text: string): void {
    const url = new URL(req.url ?? '/', 'http://emulator');
    const method = req.method ?? 'GET';
    let reply: Reply;
    try {
      const body = text === '' ? undefined : (JSON.parse(text) as Json);
      requests.push({
        method,
        path: url.pathname,
        query: url.searchParams,
        body,
        authorization: req.headers.authorization,
      });
      if (req.headers.authorization !== `Bearer ${token}`) {
        reply = {
          status: 401,
          body: {
            error: {
              code: 401,
              message:
                'Request had invalid authentication credentials. Expected OAuth 2 access token.',
              errors: [{ message: 'Invalid Credentials', domain: 'global', reason: 'authError' }],
              status: 'UNAUTHENTICATED',
            },
          },
        };
      } else {
        reply = route(method, url.pathname, url.searchParams, body ?? {});
      }
    } catch (error) {
      reply =
        error instanceof HttpError
          ? error.reply()
          : new HttpError(400, 'invalid', String(error)).reply();
    }
    const payload = JSON.stringify(reply.body);
    res.writeHead(reply.status, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(payload);
  }

  const server = await startServer(handle);
  return {
    endpoint: server.url,
    project,
    token,
    requests,
    state,
    stockout: (stockout) => scenario.stockouts.push(stockout),
    capacity: (limit) => scenario.capacities.push(limit),
    quota: (quota) => scenario.quotas.push(quota),
    deny: (permission) => scenario.denied.add(permission),
    instance: (zone, name) => state.instances.get(state.key(zone, name)),
    setStatus(zone, name, status) {
      const instance = state.instances.get(state.key(zone, name));
      if (instance === undefined) throw new Error(`no instance ${zone}/${name}`);
      instance.status = status;
    },
    preempt(zone, name) {
      const key = state.key(zone, name);
      const instance = state.instances.get(key);
      if (instance === undefined) throw new Error(`no instance ${zone}/${name}`);
      const operation = state.startOperation({
        zone,
        operationType: 'compute.instances.preempted',
        targetLink: state.instanceLink(zone, name),
        targetId: String(instance.id),
        done: true,
      });
      operation.statusMessage = 'Instance was preempted.';
      const scheduling = instance.scheduling as Json | undefined;
      if (scheduling?.instanceTerminationAction === 'STOP') {
        instance.status = 'TERMINATED';
        instance.lastStopTimestamp = new Date().toISOString();
      } else {
        state.instances.delete(key);
      }
    },
    close: () => server.close(),
  };
}
