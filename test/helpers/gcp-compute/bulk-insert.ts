// Compute Engine v1 instances.bulkInsert (POST .../zones/{zone}/instances/bulkInsert)
// for VMs named through perInstanceProperties. As documented: count VMs at
// most, none unless minCount (count when absent) can be created; the
// instanceProperties name machine, disk and accelerator types and resource
// policies bare, not by URL. A body outside that (namePattern, an instance
// template) is refused, so a test notices the adapter sending something this
// emulator would misread.
import { checkInstanceBody } from './instance-rules.js';
import { LINK_ROOT, type ComputeState, type Json } from './compute-state.js';
import { HttpError, type Reply } from './http-error.js';
import type { InstanceRoutes } from './instance-routes.js';
import {
  available,
  exhausted,
  provisioningModelOf,
  quotaFailure,
  type Scenario,
} from './scenario.js';

const NAME = /^[a-z]([-a-z0-9]{0,61}[a-z0-9])?$/;

function int64(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  const number = Number(value);
  if ((typeof value !== 'string' && typeof value !== 'number') || !Number.isInteger(number)) {
    throw HttpError.invalid(`Invalid value for field '${field}': ${JSON.stringify(value)}.`);
  }
  return number;
}

/** A field that must hold a bare name: Compute fails the request on a URL there. */
function bare(value: unknown, field: string): string {
  if (typeof value !== 'string' || value === '' || value.includes('/')) {
    throw HttpError.invalid(
      `Invalid value for field '${field}': ${JSON.stringify(value)}. Instance properties take a name, not a URL.`,
    );
  }
  return value;
}

function checkProperties(properties: Json): string {
  const machineType = bare(properties.machineType, 'resource.instanceProperties.machineType');
  const disks = Array.isArray(properties.disks) ? (properties.disks as Json[]) : [];
  for (const disk of disks) {
    const type = (disk.initializeParams as Json | undefined)?.diskType;
    if (type !== undefined)
      bare(type, 'resource.instanceProperties.disks.initializeParams.diskType');
  }
  const gpus = Array.isArray(properties.guestAccelerators)
    ? (properties.guestAccelerators as Json[])
    : [];
  for (const gpu of gpus) {
    bare(gpu.acceleratorType, 'resource.instanceProperties.guestAccelerators.acceleratorType');
  }
  const policies = Array.isArray(properties.resourcePolicies) ? properties.resourcePolicies : [];
  for (const policy of policies) bare(policy, 'resource.instanceProperties.resourcePolicies');
  return machineType;
}

interface BulkRequest {
  readonly names: string[];
  readonly count: number;
  readonly minCount: number;
  readonly properties: Json;
  readonly machineType: string;
}

function readRequest(body: Json): BulkRequest {
  if (body.namePattern !== undefined || body.sourceInstanceTemplate !== undefined) {
    throw HttpError.invalid('this emulator serves bulkInsert with perInstanceProperties only');
  }
  const properties = body.instanceProperties as Json | undefined;
  if (properties === undefined) {
    throw HttpError.invalid(
      "Invalid value for field 'resource.instanceProperties': required without sourceInstanceTemplate.",
    );
  }
  checkInstanceBody(properties, 'resource.instanceProperties');
  const names = Object.keys(body.perInstanceProperties ?? {});
  const bad = names.find((name) => !NAME.test(name));
  if (names.length === 0 || bad !== undefined) {
    throw HttpError.invalid(
      `Invalid value for field 'resource.perInstanceProperties': '${bad ?? ''}'. Each key must be a valid instance name.`,
    );
  }
  const count = int64(body.count, 'resource.count') ?? names.length;
  const minCount = int64(body.minCount, 'resource.minCount') ?? count;
  if (count !== names.length || minCount < 1 || minCount > count) {
    throw HttpError.invalid(
      `Invalid value for field 'resource.count': ${count} with minCount ${minCount} for ${names.length} named instances.`,
    );
  }
  return { names, count, minCount, properties, machineType: checkProperties(properties) };
}

/** The properties as each VM keeps them: Compute links the resource policies, as it returns them for any VM. */
function storedProperties(properties: Json, project: string, zone: string): Json {
  const policies = properties.resourcePolicies as string[] | undefined;
  if (policies === undefined) return properties;
  const region = zone.replace(/-[a-z]$/, '');
  return {
    ...properties,
    resourcePolicies: policies.map(
      (policy) => `${LINK_ROOT}/projects/${project}/regions/${region}/resourcePolicies/${policy}`,
    ),
  };
}

export function bulkInsert(
  routes: InstanceRoutes,
  state: ComputeState,
  scenario: Scenario,
  zone: string,
  body: Json,
): Reply {
  routes.knownZone(zone);
  routes.permitted('compute.instances.create', `projects/${state.project}/zones/${zone}`);
  const request = readRequest(body);
  routes.offered(
    zone,
    request.machineType,
    'resource.instanceProperties.machineType',
    request.machineType,
  );
  const taken = request.names.find((name) => state.instances.has(state.key(zone, name)));
  if (taken !== undefined) {
    throw new HttpError(
      409,
      'alreadyExists',
      `The resource 'projects/${state.project}/zones/${zone}/instances/${taken}' already exists`,
    );
  }
  const model = provisioningModelOf(request.properties);
  const room = Math.min(
    request.count,
    available(scenario, state, zone, request.machineType, model),
  );
  const failure =
    quotaFailure(scenario, zone) ??
    (room < request.minCount
      ? exhausted(scenario, state.project, zone, request.machineType, model)
      : undefined);
  const created = failure === undefined ? request.names.slice(0, room) : [];
  const operation = state.startOperation({
    zone,
    operationType: 'bulkInsert',
    targetLink: `${LINK_ROOT}/projects/${state.project}/zones/${zone}`,
    ...(failure === undefined ? {} : { error: failure }),
    effect: () => routes.markRunning(zone, created),
  });
  operation.instancesBulkInsertOperationMetadata = {
    perLocationStatus: {
      [`zones/${zone}`]: {
        status: 'DONE',
        targetVmCount: request.count,
        createdVmCount: created.length,
        failedToCreateVmCount: request.count - created.length,
        deletedVmCount: 0,
      },
    },
  };
  const stored = storedProperties(request.properties, state.project, zone);
  for (const name of created) {
    routes.create(zone, name, state.newId(), request.machineType, stored);
  }
  return { status: 200, body: operation };
}
