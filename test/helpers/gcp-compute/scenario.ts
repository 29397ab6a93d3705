// What a test arranges for the Compute emulator to refuse, and the operation
// errors Compute reports for it: a zone out of capacity (stocked out, or able
// to hold only so many VMs of a shape) and an exhausted regional quota.
import type { ComputeState, Json, OperationErrorEntry } from './compute-state.js';

export interface Stockout {
  readonly zone: string;
  /** Only this machine type; every type when undefined. */
  readonly machineType?: string;
  /** Only VMs of this provisioning model (Spot runs from its own pool); both when undefined. */
  readonly provisioningModel?: ProvisioningModel;
  /** Report ZONE_RESOURCE_POOL_EXHAUSTED_WITH_DETAILS, as Compute does for some shapes. */
  readonly withDetails?: boolean;
}

export type ProvisioningModel = 'SPOT' | 'STANDARD';

/** The provisioning model an instance (or bulkInsert's instanceProperties) asks for. */
export function provisioningModelOf(properties: Json): ProvisioningModel {
  const scheduling = (properties.scheduling ?? {}) as Json;
  return scheduling.provisioningModel === 'SPOT' || scheduling.preemptible === true
    ? 'SPOT'
    : 'STANDARD';
}

/** The zone holds at most `limit` VMs (of `machineType`, or of any type) at once. */
export interface CapacityLimit {
  readonly zone: string;
  readonly machineType?: string;
  readonly limit: number;
}

export interface QuotaLimit {
  /** Quota metric, such as PREEMPTIBLE_NVIDIA_T4_GPUS or CPUS. */
  readonly metric: string;
  readonly limit: number;
  readonly region: string;
}

export interface Scenario {
  readonly stockouts: Stockout[];
  readonly capacities: CapacityLimit[];
  readonly quotas: QuotaLimit[];
  /** IAM permissions the caller lacks, such as compute.instances.delete. */
  readonly denied: Set<string>;
  /** Machine types per zone; a zone not listed offers every type. */
  readonly machineTypes: Record<string, readonly string[]>;
  readonly zones: readonly string[];
  /** Instances per aggregatedList page, so tests see the client follow page tokens. */
  readonly pageSize: number;
}

/** How a failed operation carries its error: the HTTP status Compute would have answered, and the entries. */
export interface OperationFailure {
  readonly status: number;
  readonly message: string;
  readonly errors: OperationErrorEntry[];
}

const regionOf = (zone: string): string => zone.replace(/-[a-z]$/, '');
const lastSegment = (link: string): string => link.split('/').pop() ?? link;

export function quotaFailure(scenario: Scenario, zone: string): OperationFailure | undefined {
  const quota = scenario.quotas.find((q) => q.region === regionOf(zone));
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

const stocksOut = (stockout: Stockout, model: ProvisioningModel): boolean =>
  stockout.provisioningModel === undefined || stockout.provisioningModel === model;

/**
 * How many VMs of `machineType` the zone can still start: none when stocked
 * out, the rest of its limit when it has one, else as many as asked for.
 */
export function available(
  scenario: Scenario,
  state: ComputeState,
  zone: string,
  machineType: string,
  model: ProvisioningModel,
): number {
  const fits = (rule: { zone: string; machineType?: string }) =>
    rule.zone === zone && (rule.machineType === undefined || rule.machineType === machineType);
  if (scenario.stockouts.some((s) => fits(s) && stocksOut(s, model))) return 0;
  const limits = scenario.capacities.filter(fits);
  if (limits.length === 0) return Number.POSITIVE_INFINITY;
  return Math.min(
    ...limits.map((limit) => {
      const held = [...state.instances.values()].filter(
        (instance) =>
          lastSegment(String(instance.zone)) === zone &&
          (limit.machineType === undefined ||
            lastSegment(String(instance.machineType)) === limit.machineType),
      ).length;
      return Math.max(0, limit.limit - held);
    }),
  );
}

/** The error of an insert the zone has no room for, as Compute words it. */
export function exhausted(
  scenario: Scenario,
  project: string,
  zone: string,
  machineType: string,
  model: ProvisioningModel,
): OperationFailure {
  const withDetails = scenario.stockouts.some(
    (s) =>
      s.zone === zone &&
      (s.machineType === undefined || s.machineType === machineType) &&
      stocksOut(s, model) &&
      s.withDetails === true,
  );
  const entry: OperationErrorEntry = withDetails
    ? {
        code: 'ZONE_RESOURCE_POOL_EXHAUSTED_WITH_DETAILS',
        message: `The zone 'projects/${project}/zones/${zone}' does not have enough resources available to fulfill the request.  '(resource type:compute)'.`,
      }
    : {
        code: 'ZONE_RESOURCE_POOL_EXHAUSTED',
        message: `The zone 'projects/${project}/zones/${zone}' does not have enough resources available to fulfill the request.  Try a different zone, or try again later.`,
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
