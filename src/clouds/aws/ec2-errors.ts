import { UserError, describeError } from '../../base/errors.js';

export type Ec2Action =
  | 'DescribeImages'
  | 'DescribeInstances'
  | 'DescribeSpotInstanceRequests'
  | 'RunInstances'
  | 'CreateTags'
  | 'TerminateInstances';

/** One EC2 call, about one instance when it names one, for error messages. */
export interface Ec2Call {
  readonly action: Ec2Action;
  readonly instanceId?: string;
  readonly region: string;
}

// The SDK names each service error after the Code in EC2's error response.
export function codeOf(error: unknown): string | undefined {
  return error instanceof Error ? error.name : undefined;
}

export function isInstanceNotFound(error: unknown): boolean {
  return codeOf(error) === 'InvalidInstanceID.NotFound';
}

export function isSpotRequestNotFound(error: unknown): boolean {
  return codeOf(error) === 'InvalidSpotInstanceRequestID.NotFound';
}

export const DENIED: ReadonlySet<string> = new Set([
  'UnauthorizedOperation',
  'AccessDenied',
  'AccessDeniedException',
]);

const BAD_CREDENTIALS: ReadonlySet<string> = new Set([
  'AuthFailure',
  'InvalidClientTokenId',
  'ExpiredToken',
  'SignatureDoesNotMatch',
  'UnrecognizedClientException',
  'CredentialsProviderError',
]);

/**
 * Adds the instance, region and call to an EC2 error. The SDK has already
 * retried what retrying can fix; errors only the user can fix (a missing
 * permission, unusable credentials, a region the account has not enabled)
 * become UserErrors that say what to change.
 */
export function explainEc2Error(error: unknown, call: Ec2Call): Error {
  const code = codeOf(error) ?? '';
  const permission = `ec2:${call.action}`;
  const what =
    call.instanceId === undefined
      ? `${permission} in ${call.region}`
      : `${permission} on instance ${call.instanceId} in ${call.region}`;
  const said = describeError(error);
  if (DENIED.has(code)) {
    return new UserError(
      `AWS denied ${what} (${code}): the credentials need the ${permission} permission. AWS said: ${said}`,
      { cause: error },
    );
  }
  if (BAD_CREDENTIALS.has(code)) {
    return new UserError(
      `AWS did not accept the credentials for ${what} (${code}); check how the job gets its AWS credentials. AWS said: ${said}`,
      { cause: error },
    );
  }
  if (code === 'OptInRequired') {
    return new UserError(
      `${what} failed: the account has not enabled region ${call.region} (OptInRequired). AWS said: ${said}`,
      { cause: error },
    );
  }
  const prefix = code === '' || code === 'Error' ? '' : `${code}: `;
  return new Error(`${what} failed: ${prefix}${said}`, { cause: error });
}
