// Compute Engine v1 instance calls: insert, get, delete and aggregatedList,
// with the failures a test arranges (stockouts, quotas, denied permissions,
// machine types a zone lacks) answered the way Compute answers them: request
// errors synchronously as HTTP errors, capacity and quota in the operation.
import { ComputeState, LINK_ROOT, type Json, type OperationErrorEntry } from './compute-state.js';
import { matchesFilter, parseFilter } from './filter.js';
import { HttpError, type Reply } from './http-error.js';

export interface Stockout {
  readonly zone: string;
  /** Only this machine type; every type when undefined. */
  readonly machineType?: string;
  /** Report ZONE_RESOURCE_POOL_EXHAUSTED_WITH_DETAILS, as Compute does for some shapes. */
  readonly withDetails?: boolean;
}

export interface QuotaLimit {
  /** Quota metric, such as PREEMPTIBLE_NVIDIA_T4_GPUS or CPUS. */
  readonly metric: string;
  readonly limit: number;
  readonly region: string;
}

export interface Scenario {
  readonly stockouts: Stockout[];
  readonly quotas: QuotaLimit[];
  /** IAM permissions the caller lacks, such as compute.instances.delete. */
  readonly denied: Set<string>;
  /** Machine types per zone; a zone not listed offers every type. */
  readonly machineTypes: Record<string, readonly string[]>;
  readonly zones: readonly string[];
  /** Instances per aggregatedList page, so tests see the client follow page tokens. */
  readonly pageSize: number;
}

const regionOf = (zone: string): string => zone.replace(/-[a-z]$/, '');
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
    const machineType = this.machineTypeOf(zone, body);
    if (this.state.instances.has(this.state.key(zone, name))) {
      throw new HttpError(
        409,
        'alreadyExists',
        `The resource 'projects/${this.state.project}/zones/${zone}/instances/${name}' already exists`,
      );
    }
    const failure = this.quotaFailure(zone) ?? this.stockoutFailure(zone, machineType);
    const id = this.state.newId();
    const operation = this.state.startOperation({
      zone,
      operationType: 'insert',
      targetLink: link,
      targetId: id,
      ...(failure === undefined ? {} : { error: failure }),
      effect: () => {
        const instance = this.state.instances.get(this.state.key(zone, name));
        if (instance !== undefined) instance.status = 'RUNNING';
      },
    });
    if (failure === undefined) {
      this.state.instances.set(this.state.key(zone, name), {
        ...body,
        kind: 'compute#instance',
        id,
        name,
        zone: `${LINK_ROOT}/projects/${this.state.project}/zones/${zone}`,
        machineType: `${LINK_ROOT}/projects/${this.state.project}/zones/${zone}/machineTypes/${machineType}`,
        status: 'PROVISIONING',
        creationTimestamp: new Date().toISOString(),
        selfLink: link,
      });
    }
    return { status: 200, body: operation };
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

  private knownZone(zone: string): void {
    if (!this.scenario.zones.includes(zone)) {
      throw HttpError.invalid(`Invalid value for field 'zone': '${zone}'. Unknown zone.`);
    }
  }

  private permitted(permission: string, resource: string): void {
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
    const offered = this.scenario.machineTypes[zone];
    if (offered !== undefined && !offered.includes(type)) {
      throw HttpError.invalid(
        `Invalid value for field 'resource.machineType': '${link}'. Machine type with name '${type}' does not exist in zone '${zone}'.`,
      );
    }
    return type;
  }

  private quotaFailure(zone: string) {
    const quota = this.scenario.quotas.find((q) => q.region === regionOf(zone));
    if (quota === undefined) return undefined;
    const message = `Quota '${quota.metric}' exceeded.  Limit: ${quota.limit.toFixed(1)} in region ${quota.region}.`;
    const entry: OperationErrorEntry = {
      code: 'QUOTA_EXCEEDED',
      message,
      errorDetails: [
        {
          errorInfo: {
            reason: 'QUOTA_EXCEEDED',
            domain: 'compute.googleapis.com',
            metadatas: { quotaResourceName: quota.metric },
          },
        },
        {
          quotaInfo: {
            metricName: `compute.googleapis.com/${quota.metric.toLowerCase()}`,
            limitName: `${quota.metric}-per-project-region`,
            dimensions: { region: quota.region },
            limit: quota.limit,
          },
        },
      ],
    };
    return { status: 403, message: 'FORBIDDEN', errors: [entry] };
  }

  private stockoutFailure(zone: string, machineType: string) {
    const stockout = this.scenario.stockouts.find(
      (s) => s.zone === zone && (s.machineType === undefined || s.machineType === machineType),
    );
    if (stockout === undefined) return undefined;
    const entry: OperationErrorEntry =
      stockout.withDetails === true
        ? {
            code: 'ZONE_RESOURCE_POOL_EXHAUSTED_WITH_DETAILS',
            message: `The zone 'projects/${this.state.project}/zones/${zone}' does not have enough resources available to fulfill the request.  '(resource type:compute)'.`,
          }
        : {
            code: 'ZONE_RESOURCE_POOL_EXHAUSTED',
            message: `The zone 'projects/${this.state.project}/zones/${zone}' does not have enough resources available to fulfill the request.  Try a different zone, or try again later.`,
            errorDetails: [
              {
                errorInfo: {
                  reason: 'resource_availability',
                  domain: 'compute.googleapis.com',
                  metadatas: { zone, vmType: machineType, attachment: '', zonesAvailable: '' },
                },
              },
            ],
          };
    return { status: 503, message: 'SERVICE UNAVAILABLE', errors: [entry] };
  }
}
