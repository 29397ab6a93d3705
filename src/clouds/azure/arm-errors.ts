import { isRestError } from '@azure/arm-compute';
import { UserError, describeError } from '../../base/errors.js';
import { CapacityError } from '../cloud.js';

/** What spot-train was doing, as the RBAC action it needs for it. */
export type ArmAction =
  | 'Microsoft.Compute/virtualMachines/write'
  | 'Microsoft.Compute/virtualMachines/read'
  | 'Microsoft.Compute/virtualMachines/delete'
  | 'Microsoft.Network/networkInterfaces/read'
  | 'Microsoft.Network/networkInterfaces/delete'
  | 'Microsoft.Network/publicIPAddresses/delete'
  | 'Microsoft.Insights/eventtypes/values/read'
  | 'Microsoft.Compute/locations/placementScores/generate/action';

export interface ArmCall {
  readonly action: ArmAction;
  /** The VM, or for a listing the region, for messages. */
  readonly target: string;
}

export interface ArmFailure {
  readonly code: string;
  readonly message: string;
  readonly status?: number;
}

// The long-running-operation poller drops the error object of a failed
// operation and keeps only "The long-running operation has failed. <code>. <message>".
const FAILED_OPERATION = /^The long-running operation has failed\. ([A-Za-z0-9_.]+)\. ?([\s\S]*)$/;

/** The ARM error code and message of whatever a call threw. */
export function failureOf(error: unknown): ArmFailure {
  if (isRestError(error)) {
    return {
      code: error.code ?? '',
      message: error.message,
      ...(error.statusCode === undefined ? {} : { status: error.statusCode }),
    };
  }
  if (error instanceof Error) {
    const failed = FAILED_OPERATION.exec(error.message);
    if (failed?.[1] !== undefined) return { code: failed[1], message: failed[2] ?? '' };
    // @azure/identity names its errors after what went wrong.
    return { code: error.name, message: error.message };
  }
  return { code: '', message: describeError(error) };
}

export function isNotFound(error: unknown): boolean {
  const failure = failureOf(error);
  return (
    failure.status === 404 ||
    failure.code === 'ResourceNotFound' ||
    failure.code === 'ResourceGroupNotFound' ||
    failure.code === 'NotFound'
  );
}

// No capacity for this size here, or not at this price: another rung may
// have it. Sources: "Error messages for Azure Spot Virtual Machines and
// scale sets" (SkuNotAvailable, SpotPriceGreaterThanProvidedMaxPrice) and
// "Troubleshoot allocation failures" (the allocation codes).
const CAPACITY: ReadonlySet<string> = new Set([
  'SkuNotAvailable',
  'AllocationFailed',
  'ZonalAllocationFailed',
  'OverconstrainedAllocationRequest',
  'OverconstrainedZonalAllocationRequest',
  'SpotPriceGreaterThanProvidedMaxPrice',
]);

/** @azure/identity's errors: no token was had, so no request went to ARM. */
const SIGN_IN_FAILURES: ReadonlySet<string> = new Set([
  'CredentialUnavailableError',
  'AuthenticationRequiredError',
  'AuthenticationError',
  'AggregateAuthenticationError',
]);

const BAD_CREDENTIALS: ReadonlySet<string> = new Set([
  'InvalidAuthenticationToken',
  'InvalidAuthenticationTokenTenant',
  'ExpiredAuthenticationToken',
  'AuthenticationFailed',
  ...SIGN_IN_FAILURES,
]);

/** The call failed signing in, before anything reached ARM. */
export function isSignInFailure(error: unknown): boolean {
  return SIGN_IN_FAILURES.has(failureOf(error).code);
}

function isQuota(failure: ArmFailure): boolean {
  return (
    failure.code === 'QuotaExceeded' ||
    (failure.code === 'OperationNotAllowed' && /quota/i.test(failure.message))
  );
}

/**
 * Turns an ARM error into what the caller acts on: CapacityError moves the
 * launch ladder on; UserError says what the user has to change (a role, a
 * quota, the login); anything else keeps Azure's code and message.
 */
export function explainArmError(error: unknown, call: ArmCall): Error {
  const failure = failureOf(error);
  const said = failure.code === '' ? failure.message : `${failure.code}: ${failure.message}`;
  if (CAPACITY.has(failure.code)) {
    return new CapacityError(`${call.target}: ${said}`, { cause: error });
  }
  if (isQuota(failure)) {
    return new UserError(
      `Azure quota stops ${call.target}: ${said} Ask for more quota (spot VMs count against the regional "Total Regional Low-priority vCPUs" quota, regular ones against the VM family's) or choose smaller or other sizes.`,
      { cause: error },
    );
  }
  if (failure.code === 'AuthorizationFailed') {
    return new UserError(
      `Azure denied ${call.action} for ${call.target}: give the identity a role that grants it (Contributor on the resource group covers the VM actions; the activity log needs Reader on the subscription). Azure said: ${said}`,
      { cause: error },
    );
  }
  if (failure.code === 'LinkedAuthorizationFailed') {
    return new UserError(
      `Azure denied an action ${call.target} depends on, most likely Microsoft.Network/virtualNetworks/subnets/join/action on the subnet (Network Contributor on the virtual network grants it). Azure said: ${said}`,
      { cause: error },
    );
  }
  if (BAD_CREDENTIALS.has(failure.code)) {
    return new UserError(
      `Azure did not accept the credentials for ${call.target} (${failure.code}): log in first (azure/login with OIDC, or AZURE_CLIENT_ID, AZURE_TENANT_ID and AZURE_FEDERATED_TOKEN_FILE). ${failure.message}`,
      { cause: error },
    );
  }
  if (failure.code === 'SubscriptionNotFound' || failure.code === 'ResourceGroupNotFound') {
    return new UserError(`${call.target}: ${said}`, { cause: error });
  }
  if (failure.code === 'MissingSubscriptionRegistration') {
    return new UserError(
      `${call.target}: the subscription has not registered a resource provider spot-train uses. Azure said: ${said}`,
      { cause: error },
    );
  }
  return new Error(`${call.action} for ${call.target} failed: ${said}`, { cause: error });
}
