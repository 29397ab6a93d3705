import type { IOperationError } from '@google-cloud/compute/build/src/v1/instances_client.js';
import { UserError, describeError } from '../../base/errors.js';
import { CapacityError } from '../cloud.js';

/** One Compute call about one instance, for error messages. */
export interface ComputeCall {
  /** The IAM permission the call needs, such as compute.instances.create. */
  readonly permission: string;
  readonly instance: string;
  readonly zone: string;
  readonly project: string;
}

// A failed operation's error codes that mean "not here, not now": the zone
// has no capacity for this shape (Troubleshooting resource availability
// errors), or it does not offer this combination of machine type, GPU and
// provisioning model. Another rung may well succeed, so the ladder moves on.
const CAPACITY_CODES: ReadonlySet<string> = new Set([
  'ZONE_RESOURCE_POOL_EXHAUSTED',
  'ZONE_RESOURCE_POOL_EXHAUSTED_WITH_DETAILS',
  'UNSUPPORTED_OPERATION',
]);

const QUOTA_CODES: ReadonlySet<string> = new Set(['QUOTA_EXCEEDED']);

// A request error naming a machine or accelerator type the zone lacks:
// "Machine type with name 'X' does not exist in zone 'Z'", or "The resource
// 'projects/P/zones/Z/acceleratorTypes/T' was not found". Types are offered
// zone by zone, so like a stockout this only rules out this rung.
const ABSENT_IN_ZONE =
  /does not exist in zone|zones\/[^/'\s]+\/(machineTypes|acceleratorTypes)\/[^'\s]+' was not found/;

const QUOTA_MESSAGE = /Quota '([^']+)' exceeded/;
const PERMISSION_MESSAGE = /Required '([^']+)' permission/;

function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { httpStatusCode?: unknown }).httpStatusCode;
  return typeof status === 'number' ? status : undefined;
}

/**
 * Compute answered the request itself with a 4xx: it refused it, so nothing
 * it asked for was created (unlike a 5xx or a lost connection, after which
 * the request may still have been carried out).
 */
export function isRefused(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status !== undefined && status >= 400 && status < 500;
}

/** Compute's answer is 404: the instance, or whatever the call named, does not exist. */
export function isNotFound(error: unknown): boolean {
  return httpStatusOf(error) === 404;
}

function quotaError(message: string, call: ComputeCall, cause: unknown): UserError {
  const quota = QUOTA_MESSAGE.exec(message)?.[1];
  const which = quota === undefined ? 'a Compute Engine quota' : `quota ${quota}`;
  return new UserError(
    `GCP project ${call.project} has no ${which} left for ${call.instance} in ${call.zone}; ` +
      `Spot VMs count against the PREEMPTIBLE_* quotas where granted. Raise the quota or use a smaller shape. GCP said: ${message}`,
    { cause },
  );
}

/**
 * Turns what an HTTP call to Compute threw into an error that says what to
 * change. Quota, permission and credential problems are UserErrors (no other
 * rung would fare better); a machine or GPU type the zone does not offer is a
 * CapacityError when `capacityMeansNextRung` (a launch).
 */
export function explainComputeError(
  error: unknown,
  call: ComputeCall,
  capacityMeansNextRung = false,
): Error {
  const status = httpStatusOf(error);
  const said = describeError(error);
  const what = `${call.permission} on ${call.instance} in ${call.zone} (project ${call.project})`;
  if (QUOTA_MESSAGE.test(said)) return quotaError(said, call, error);
  if (status === 403) {
    const permission = PERMISSION_MESSAGE.exec(said)?.[1] ?? call.permission;
    return new UserError(
      `GCP denied ${what}: the credentials need the ${permission} permission (roles/compute.instanceAdmin.v1 has it). GCP said: ${said}`,
      { cause: error },
    );
  }
  if (status === 401) {
    return new UserError(
      `GCP did not accept the credentials for ${what}; check how the job gets its Google credentials (google-github-actions/auth). GCP said: ${said}`,
      { cause: error },
    );
  }
  if (capacityMeansNextRung && (status === 400 || status === 404) && ABSENT_IN_ZONE.test(said)) {
    return new CapacityError(`${call.zone}: ${said}`, { cause: error });
  }
  if (status === 400 || status === 404) {
    return new UserError(`${what} failed: ${said}`, { cause: error });
  }
  return new Error(`${what} failed: ${said}`, { cause: error });
}

/** The error of an operation that finished with one, classified as above. */
export function explainOperationError(error: IOperationError, call: ComputeCall): Error {
  const entries = error.errors ?? [];
  const codes = entries.map((entry) => entry.code ?? '');
  const said = entries
    .map((entry) => `${entry.code ?? 'ERROR'}: ${entry.message ?? ''}`.trim())
    .join('; ');
  if (codes.some((code) => QUOTA_CODES.has(code))) return quotaError(said, call, error);
  if (codes.some((code) => CAPACITY_CODES.has(code))) {
    return new CapacityError(`${call.zone}: ${said}`, { cause: error });
  }
  return new Error(`${call.permission} on ${call.instance} in ${call.zone} failed: ${said}`, {
    cause: error,
  });
}
