import { UserError, describeError } from '../../base/errors.js';
import { CapacityError, type Rung } from '../cloud.js';
import { DENIED, codeOf, explainEc2Error } from './ec2-errors.js';
import { vcpuQuotaName } from './service-quotas.js';

/** What a failed RunInstances asked for, for the message. */
export interface LaunchAttempt {
  readonly rung: Rung;
  readonly image: string;
  readonly instanceProfile?: string;
}

// Codes that say this rung (type, zone or subnet, market, price) cannot be
// served now while another rung may be (EC2 API Reference, "Error codes").
const CAPACITY: ReadonlySet<string> = new Set([
  'InsufficientInstanceCapacity',
  'InsufficientCapacity',
  'InsufficientHostCapacity',
  'UnfulfillableCapacity',
  // The spot price of this type in this zone is above the max price; another
  // type or zone may be cheaper.
  'SpotMaxPriceTooLow',
  // The spot vCPU quota of this family group in this region is used up, often
  // only until EC2 closes the requests of spot instances that just ended; a
  // rung in another family, region or on-demand counts against another quota.
  'MaxSpotInstanceCountExceeded',
  // EC2 answers this when the type is not offered in the zone (or at all on
  // the spot market); the same type elsewhere may be.
  'Unsupported',
  // The rung's subnet has no address left; another rung's subnet may.
  'InsufficientFreeAddressesInSubnet',
]);

// On-demand vCPU quotas are no passing shortage: until someone raises them,
// every later rung of the same group fails the same way, so the ladder stops
// with the quota's name instead of burying it under later rungs' errors.
const QUOTA: ReadonlySet<string> = new Set(['VcpuLimitExceeded', 'InstanceLimitExceeded']);

// Inputs the user got wrong, by error code prefix, and what to check.
const BAD_INPUT: readonly (readonly [prefix: string, hint: (a: LaunchAttempt) => string])[] = [
  [
    'InvalidAMIID.',
    (a) =>
      `check the image input (${a.image}): an AMI id of region ${a.rung.region} (AMI ids differ per region) or resolve:ssm:<parameter>`,
  ],
  [
    'InvalidSubnet',
    (a) => `check the subnet ${a.rung.zone ?? ''}: it must exist in region ${a.rung.region}`,
  ],
  [
    'VPCIdNotSpecified',
    (a) => `region ${a.rung.region} has no default VPC: give a subnet id (subnet-...) as the zone`,
  ],
  [
    'InvalidGroup',
    () => 'check the security-group-ids option: ids (sg-...) in the VPC of the subnet',
  ],
  ['InvalidKeyPair.', () => 'check the key-name option: a key pair of this region'],
  [
    'InvalidBlockDeviceMapping',
    () => 'check the disk size: it must be at least the size of the root snapshot of the image',
  ],
  // An arm64 type with an x86_64 image, say: a mistake in the inputs, which
  // moving down the ladder would only hide.
  [
    'InvalidParameter',
    () => 'check the instance type, the image, the zone or subnet and the options together',
  ],
];

function where(rung: Rung): string {
  return `${rung.market} ${rung.instanceType} in ${rung.zone ?? rung.region}`;
}

function deniedHint(attempt: LaunchAttempt): string {
  const needs = ['ec2:RunInstances', 'ec2:CreateTags (the tags are set at launch)'];
  if (attempt.instanceProfile !== undefined) {
    needs.push(`iam:PassRole on the role of instance profile ${attempt.instanceProfile}`);
  }
  if (attempt.image.startsWith('resolve:ssm:')) {
    needs.push('ssm:GetParameters on the image parameter');
  }
  return (
    `the credentials need ${needs.join(', ')}. The encoded message AWS sent says which one is ` +
    'missing; `aws sts decode-authorization-message` (sts:DecodeAuthorizationMessage) decodes it'
  );
}

/**
 * Sorts a failed RunInstances: a CapacityError moves the ladder to its next
 * rung; a UserError says what to change; anything else stops the ladder
 * with EC2's own words.
 */
export function explainLaunchError(error: unknown, attempt: LaunchAttempt): Error {
  const code = codeOf(error) ?? '';
  const said = describeError(error);
  const { rung } = attempt;
  if (CAPACITY.has(code)) {
    const quota =
      code === 'MaxSpotInstanceCountExceeded'
        ? ` (${vcpuQuotaName(rung.instanceType, 'spot')} in ${rung.region} is used up; Service Quotas can raise it)`
        : '';
    return new CapacityError(`no ${where(rung)}: ${code}${quota}: ${said}`, { cause: error });
  }
  if (QUOTA.has(code)) {
    return new UserError(
      `AWS refused ${where(rung)} (${code}): ${vcpuQuotaName(rung.instanceType, rung.market)} ` +
        `in ${rung.region} is used up; ask for more in the Service Quotas console (Amazon EC2, ${rung.region}). AWS said: ${said}`,
      { cause: error },
    );
  }
  if (DENIED.has(code)) {
    return new UserError(
      `AWS denied launching ${where(rung)} (${code}): ${deniedHint(attempt)}. AWS said: ${said}`,
      { cause: error },
    );
  }
  if (code === 'OptInRequired') {
    return new UserError(
      `AWS refused ${where(rung)} (OptInRequired): the account must first enable region ${rung.region}, ` +
        `or subscribe to the image ${attempt.image} in AWS Marketplace. AWS said: ${said}`,
      { cause: error },
    );
  }
  const hint = BAD_INPUT.find(([prefix]) => code.startsWith(prefix))?.[1];
  if (hint !== undefined) {
    const message = `AWS refused ${where(rung)} (${code}): ${hint(attempt)}. AWS said: ${said}`;
    return new UserError(message, { cause: error });
  }
  return explainEc2Error(error, { action: 'RunInstances', region: rung.region });
}
