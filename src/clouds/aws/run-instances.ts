import type {
  ResourceType,
  RunInstancesCommandInput,
  Tag,
  TagSpecification,
  _InstanceType,
} from '@aws-sdk/client-ec2';
import { UserError } from '../../base/errors.js';
import type { LaunchSpec, Rung } from '../cloud.js';
import { OPTION } from './launch-options.js';

/** EC2 keeps at most 16 KB of user data, counted before base64 (User Guide, "Instance user data"). */
export const MAX_USER_DATA_BYTES = 16 * 1024;

/** The size EC2 counts a script's user data by: its bytes before base64. */
export function userDataBytes(script: string): number {
  return Buffer.byteLength(script, 'utf8');
}

function userData(script: string): string {
  const bytes = userDataBytes(script);
  if (bytes > MAX_USER_DATA_BYTES) {
    throw new UserError(
      `the VM's startup script is ${bytes} bytes, more than the ${MAX_USER_DATA_BYTES} bytes (16 KB) ` +
        'EC2 accepts as user data; shorten what goes into it (setup commands, environment)',
    );
  }
  // The JavaScript SDK sends UserData as given; EC2 wants it in base64.
  return Buffer.from(script, 'utf8').toString('base64');
}

// EC2 reads the price as a decimal string; six places are finer than any
// spot price, and trailing zeros are dropped so logs show "0.5", not "0.500000".
function priceString(price: number): string {
  if (!Number.isFinite(price) || price <= 0) {
    throw new UserError(`max price ${price} is not a positive number of USD per hour`);
  }
  return price.toFixed(6).replace(/\.?0+$/, '');
}

function listOption(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function tagSpecifications(spec: LaunchSpec, market: Rung['market']): TagSpecification[] {
  const tags: Tag[] = [
    ...Object.entries(spec.labels).map(([Key, Value]) => ({ Key, Value })),
    { Key: 'Name', Value: spec.name },
  ];
  // The volume and the spot request carry the tags too, so cost reports and
  // the janitor see everything one launch made.
  const types: ResourceType[] =
    market === 'spot' ? ['instance', 'volume', 'spot-instances-request'] : ['instance', 'volume'];
  return types.map((type) => ({ ResourceType: type, Tags: tags }));
}

function placement(
  rung: Rung,
  group: string | undefined,
): Pick<RunInstancesCommandInput, 'SubnetId' | 'Placement'> {
  const grouped = group ? { Placement: { GroupName: group } } : {};
  if (rung.zone === undefined || rung.zone === '') return grouped;
  // A subnet fixes the zone and the VPC; a bare zone uses the default VPC's subnet there.
  if (rung.zone.startsWith('subnet-')) return { SubnetId: rung.zone, ...grouped };
  return { Placement: { AvailabilityZone: rung.zone, ...grouped.Placement } };
}

/**
 * The RunInstances request for one VM on one rung, all but the root disk,
 * whose device name may take a call to learn. Throws a UserError for a spec
 * EC2 would refuse, before any call is made.
 */
export function runInstancesInput(spec: LaunchSpec, rung: Rung): RunInstancesCommandInput {
  const groups = listOption(spec.options[OPTION.securityGroups]);
  const profile = spec.options[OPTION.instanceProfile];
  const keyName = spec.options[OPTION.keyName];
  return {
    MinCount: 1,
    MaxCount: 1,
    ImageId: spec.image,
    // The SDK's list of types lags EC2's; EC2 judges the name.
    InstanceType: rung.instanceType as _InstanceType,
    ...placement(rung, spec.options[OPTION.placementGroup]),
    ...(groups.length > 0 ? { SecurityGroupIds: groups } : {}),
    ...(profile
      ? { IamInstanceProfile: profile.startsWith('arn:') ? { Arn: profile } : { Name: profile } }
      : {}),
    ...(keyName ? { KeyName: keyName } : {}),
    ...(rung.market === 'spot'
      ? {
          InstanceMarketOptions: {
            MarketType: 'spot',
            SpotOptions: {
              SpotInstanceType: 'one-time',
              InstanceInterruptionBehavior: 'terminate',
              // Without a max price EC2 caps the spot price at the on-demand one.
              ...(spec.maxPrice === undefined ? {} : { MaxPrice: priceString(spec.maxPrice) }),
            },
          },
        }
      : {}),
    // The startup script powers the VM off when it is done or out of time;
    // that must end the bill, not leave a stopped instance behind.
    InstanceInitiatedShutdownBehavior: 'terminate',
    // IMDSv2 only; two hops so a container on the VM still reaches it.
    MetadataOptions: {
      HttpTokens: 'required',
      HttpEndpoint: 'enabled',
      HttpPutResponseHopLimit: 2,
    },
    UserData: userData(spec.startupScript),
    TagSpecifications: tagSpecifications(spec, rung.market),
  };
}

/**
 * The root disk, sized by naming the image's root device: under any other
 * name EC2 would add the disk as a second, empty volume and leave the root
 * one at the image's size.
 */
export function rootDisk(
  deviceName: string,
  diskGb: number,
): NonNullable<RunInstancesCommandInput['BlockDeviceMappings']> {
  return [
    {
      DeviceName: deviceName,
      Ebs: { VolumeSize: diskGb, VolumeType: 'gp3', DeleteOnTermination: true },
    },
  ];
}
