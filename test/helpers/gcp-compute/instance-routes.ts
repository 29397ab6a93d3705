// Compute Engine v1 instance calls: insert, get, delete, setLabels and
// aggregatedList, with the failures a test arranges (stockouts, quotas, denied permissions,
// machine types a zone lacks) answered the way Compute answers them: request
// errors synchronously as HTTP errors, capacity and quota in the operation.
import { checkInstanceBody } from './instance-rules.js';
import { onlyFieldsOf } from './schema.js';
import { ComputeState, LINK_ROOT, type Json } from './compute-state.js';
import { matchesFilter, parseFilter } from './filter.js';
import { HttpError, type Reply } from './http-error.js';
import {
  available,
  exhausted,
  provisioningModelOf,
  quotaFailure,
  type Scenario,
} from './scenario.js';

const lastSegment = (link: string): string => link.split('/').pop() ?? link;

export class InstanceRoutes {
  constructor(
    private readonly state: ComputeState,
    private readonly scenario: Scenario,
  ) {}

  insert(zone: string, body: Json): Reply {
    this.knownZone(zone);
    const name = typeof body.name === 'string' ? body.name : '';
    const link = this.state.instanceLink(zone, name);
    this.permitted(
      'compute.instances.create',
      `projects/${this.state.project}/zones/${zone}/instances/${name}`,
    );
    if (!/^[a-z]([-a-z0-9]{0,61}[a-z0-9])?$/.test(name)) {
      throw HttpError.invalid(
        `Invalid value for field 'resource.name': '${name}'. Must be a match of regex '(?:[a-z](?:[-a-z0-9]{0,61}[a-z0-9])?)'`,
      );
    }
    checkInstanceBody(body, 'resource');
    const machineType = this.machineTypeOf(zone, body);
    if (this.state.instances.has(this.state.key(zone, name))) {
      throw new HttpError(
        409,
        'alreadyExists',
        `The resource 'projects/${this.state.project}/zones/${zone}/instances/${name}' already exists`,
      );
    }
    const model = provisioningModelOf(body);
    const failure =
      quotaFailure(this.scenario, zone) ??
      (available(this.scenario, this.state, zone, machineType, model) < 1
        ? exhausted(this.scenario, this.state.project, zone, machineType, model)
        : undefined);
    const id = this.state.newId();
    const operation = this.state.startOperation({
      zone,
      operationType: 'insert',
      targetLink: link,
      targetId: id,
      ...(failure === undefined ? {} : { error: failure }),
      effect: () => this.markRunning(zone, [name]),
    });
    if (failure === undefined) this.create(zone, name, id, machineType, linkedPolicies(body));
    return { status: 200, body: operation };
  }

  /** Stores a new instance as Compute returns it, PROVISIONING until its operation is done. */
  create(zone: string, name: string, id: string, machineType: string, body: Json): void {
    const [first, ...rest] = Array.isArray(body.networkInterfaces)
      ? (body.networkInterfaces as Json[])
      : [{}];
    // Compute keeps the Instance's own fields only: a bulkInsert's
    // resourceManagerTags and the input-only params are not returned.
    this.state.instances.set(this.state.key(zone, name), {
      ...onlyFieldsOf('Instance', body),
      disks: this.attachedDisks(zone, name, body.disks),
      kind: 'compute#instance',
      id,
      name,
      zone: `${LINK_ROOT}/projects/${this.state.project}/zones/${zone}`,
      machineType: `${LINK_ROOT}/projects/${this.state.project}/zones/${zone}/machineTypes/${machineType}`,
      networkInterfaces: [{ ...first, name: 'nic0', networkIP: this.state.newAddress() }, ...rest],
      labelFingerprint: this.state.fingerprint(body.labels),
      status: 'PROVISIONING',
      creationTimestamp: new Date().toISOString(),
      selfLink: this.state.instanceLink(zone, name),
    });
  }

  /**
   * The disks as an instance GET returns them: initializeParams is input
   * only, so each reads as the persistent disk made from it, named after the
   * instance (the first) or with its index, as Compute names them.
   */
  private attachedDisks(zone: string, name: string, disks: unknown): Json[] {
    const given = Array.isArray(disks) ? (disks as Json[]) : [];
    return given.map((disk, index) => {
      const params = (disk.initializeParams ?? {}) as Json;
      const rest = Object.fromEntries(
        Object.entries(disk).filter(([field]) => field !== 'initializeParams'),
      );
      const diskName =
        typeof params.diskName === 'string'
          ? params.diskName
          : index === 0
            ? name
            : `${name}-${index}`;
      return {
        kind: 'compute#attachedDisk',
        type: 'PERSISTENT',
        mode: 'READ_WRITE',
        interface: 'SCSI',
        deviceName: `persistent-disk-${index}`,
        index,
        ...rest,
        source: `${LINK_ROOT}/projects/${this.state.project}/zones/${zone}/disks/${diskName}`,
        diskSizeGb: typeof params.diskSizeGb === 'string' ? params.diskSizeGb : '10',
      };
    });
  }

  markRunning(zone: string, names: readonly string[]): void {
    for (const name of names) {
      const instance = this.state.instances.get(this.state.key(zone, name));
      if (instance !== undefined) instance.status = 'RUNNING';
    }
  }

  get(zone: string, name: string): Reply {
    this.knownZone(zone);
    this.permitted(
      'compute.instances.get',
      `projects/${this.state.project}/zones/${zone}/instances/${name}`,
    );
    return { status: 200, body: this.existing(zone, name) };
  }

  delete(zone: string, name: string): Reply {
    this.knownZone(zone);
    this.permitted(
      'compute.instances.delete',
      `projects/${this.state.project}/zones/${zone}/instances/${name}`,
    );
    const instance = this.existing(zone, name);
    instance.status = 'STOPPING';
    const operation = this.state.startOperation({
      zone,
      operationType: 'delete',
      targetLink: this.state.instanceLink(zone, name),
      targetId: String(instance.id),
      effect: () => this.state.instances.delete(this.state.key(zone, name)),
    });
    return { status: 200, body: operation };
  }

  /** Replaces the labels, if the caller quotes the fingerprint of the labels it last read. */
  setLabels(zone: string, name: string, body: Json): Reply {
    this.knownZone(zone);
    this.permitted(
      'compute.instances.setLabels',
      `projects/${this.state.project}/zones/${zone}/instances/${name}`,
    );
    const instance = this.existing(zone, name);
    if (body.labelFingerprint !== instance.labelFingerprint) {
      throw new HttpError(
        412,
        'conditionNotMet',
        `Labels fingerprint either invalid or resource labels have changed`,
      );
    }
    const labels = (body.labels ?? {}) as Json;
    return {
      status: 200,
      body: this.state.startOperation({
        zone,
        operationType: 'setLabels',
        targetLink: this.state.instanceLink(zone, name),
        targetId: String(instance.id),
        effect: () => {
          instance.labels = labels;
          instance.labelFingerprint = this.state.fingerprint(labels);
        },
      }),
    };
  }

  aggregatedList(query: URLSearchParams): Reply {
    this.permitted('compute.instances.list', `projects/${this.state.project}`);
    const comparisons = parseFilter(query.get('filter') ?? '');
    const matching = [...this.state.instances.values()]
      .filter((instance) => matchesFilter(instance, comparisons))
      .sort((a, b) => String(a.selfLink).localeCompare(String(b.selfLink)));
    const start = Number(query.get('pageToken') ?? '0');
    const size = Math.min(Number(query.get('maxResults') ?? '500'), this.scenario.pageSize);
    const page = matching.slice(start, start + size);
    const items: Record<string, Json> = {};
    for (const zone of this.scenario.zones) {
      const instances = page.filter((instance) => lastSegment(String(instance.zone)) === zone);
      items[`zones/${zone}`] =
        instances.length > 0
          ? { instances }
          : {
              warning: {
                code: 'NO_RESULTS_ON_PAGE',
                message: "There are no results for scope 'zones/" + zone + "' on this page.",
                data: [{ key: 'scope', value: `zones/${zone}` }],
              },
            };
    }
    const next = start + size < matching.length ? { nextPageToken: String(start + size) } : {};
    return {
      status: 200,
      body: {
        kind: 'compute#instanceAggregatedList',
        id: `projects/${this.state.project}/aggregated/instances`,
        items,
        ...next,
      },
    };
  }

  private existing(zone: string, name: string): Json {
    const instance = this.state.instances.get(this.state.key(zone, name));
    if (instance === undefined) {
      throw new HttpError(
        404,
        'notFound',
        `The resource 'projects/${this.state.project}/zones/${zone}/instances/${name}' was not found`,
      );
    }
    return instance;
  }

  knownZone(zone: string): void {
    if (!this.scenario.zones.includes(zone)) {
      throw HttpError.invalid(`Invalid value for field 'zone': '${zone}'. Unknown zone.`);
    }
  }

  permitted(permission: string, resource: string): void {
    if (this.scenario.denied.has(permission)) {
      throw new HttpError(
        403,
        'forbidden',
        `Required '${permission}' permission for '${resource}'`,
      );
    }
  }

  private machineTypeOf(zone: string, body: Json): string {
    const link = typeof body.machineType === 'string' ? body.machineType : '';
    const match = /(?:^|\/)zones\/([^/]+)\/machineTypes\/([^/]+)$/.exec(link);
    if (match === null || match[1] !== zone) {
      throw HttpError.invalid(
        `Invalid value for field 'resource.machineType': '${link}'. Invalid URL.`,
      );
    }
    const type = match[2] ?? '';
    this.offered(zone, type, `resource.machineType`, link);
    return type;
  }

  /** Refuses a machine type the zone lacks, as Compute does before starting an operation. */
  offered(zone: string, type: string, field: string, given: string): void {
    const offered = this.scenario.machineTypes[zone];
    if (offered !== undefined && !offered.includes(type)) {
      throw HttpError.invalid(
        `Invalid value for field '${field}': '${given}'. Machine type with name '${type}' does not exist in zone '${zone}'.`,
      );
    }
  }
}

/**
 * The body with its resource policies as Compute keeps them: an insert names
 * a policy by URL or by its projects/P/regions/R/resourcePolicies/N path, and
 * the VM returns the full URL.
 */
function linkedPolicies(body: Json): Json {
  const policies = body.resourcePolicies;
  if (!Array.isArray(policies)) return body;
  const link = (policy: unknown) =>
    String(policy).startsWith('https://') ? String(policy) : `${LINK_ROOT}/${String(policy)}`;
  return { ...body, resourcePolicies: policies.map(link) };
}
