// AWS's share of the multi-cloud launch harness (multi.ts): the EC2 stand-in
// (../ec2.ts), reached over AWS_ENDPOINT_URL_EC2 with the static keys
// aws-actions/configure-aws-credentials exports, and what it was asked and
// holds, read into the terms GCP's and Azure's shares use (stand-in.ts).

import { startEc2, type LocalEc2, type RunRequest } from '../ec2.js';
import type { CloudParts, CloudVm, CreateRequest, StandInOptions } from './stand-in.js';

/** How EC2 refuses a spot request where it has no room. */
export type AwsCapacityCode = 'InsufficientInstanceCapacity';

/** Access keys, as the sign-in exports them (the S3 stand-in checks them; EC2's does not). */
export interface AwsKeys {
  readonly AWS_ACCESS_KEY_ID: string;
  readonly AWS_SECRET_ACCESS_KEY: string;
}

const DEFAULT_ZONES = ['us-east-1a', 'us-east-1b'];
const regionOf = (zone: string): string => zone.replace(/[a-z]$/, '');

/** What one RunInstances started: its type and startup script (UserData, base64 on the wire). */
interface Started {
  readonly request: RunRequest;
  readonly script: string;
}

function createOf(request: RunRequest, name: string): CreateRequest {
  const zone = request['Placement.AvailabilityZone'] ?? 'us-east-1a';
  return {
    name,
    region: regionOf(zone),
    zone,
    instanceType: request.InstanceType ?? '',
    market: request['InstanceMarketOptions.MarketType'] === 'spot' ? 'spot' : 'on-demand',
  };
}

/** Each VM a RunInstances asked for: the ones it started, by id, or one unnamed when refused. */
function createsOf(ec2: LocalEc2, started: ReadonlyMap<string, Started>): CreateRequest[] {
  return ec2.launches.flatMap((request) => {
    const ids = [...started].filter(([, s]) => s.request === request).map(([id]) => id);
    return ids.length === 0 ? [createOf(request, '')] : ids.map((id) => createOf(request, id));
  });
}

function vmsOf(ec2: LocalEc2, started: ReadonlyMap<string, Started>): CloudVm[] {
  return [...ec2.instances]
    .filter(([, instance]) => instance.state !== 'terminated')
    .map(([id, instance]) => {
      const own = started.get(id);
      const zone = instance.zone ?? 'us-east-1a';
      return {
        ...createOf(own?.request ?? {}, id),
        zone,
        region: regionOf(zone),
        market: instance.market ?? 'spot',
        state: instance.state,
        // The stand-in never moves an instance past pending: it counts as up.
        running: instance.state === 'pending' || instance.state === 'running',
        startupScript: own?.script ?? '',
      };
    });
}

export async function startAwsParts(
  options: StandInOptions,
  keys: AwsKeys,
): Promise<CloudParts<AwsCapacityCode> & { readonly ec2: LocalEc2 }> {
  const zones = options.zones ?? DEFAULT_ZONES;
  const types = options.instanceTypes ?? ['g6.xlarge'];
  const regions = options.regions ?? [...new Set(zones.map(regionOf))];
  const ec2 = await startEc2();
  const started = new Map<string, Started>();
  ec2.onLaunch = (id, request) => {
    const script = Buffer.from(request.UserData ?? '', 'base64').toString('utf8');
    started.set(id, { request, script });
  };
  return {
    ec2,
    zones,
    env: { ...keys, AWS_ENDPOINT_URL_EC2: ec2.url, AWS_REGION: regions[0] ?? 'us-east-1' },
    inputs: {
      cloud: 'aws',
      'instance-types': types.join(', '),
      regions: regions.join(', '),
      zones: zones.join(', '),
      image: 'ami-0123456789abcdef0',
      'cloud-options': 'instance-profile=spot-train-vm',
    },
    requests: () =>
      ec2.actions.map((action, index) => ({
        method: 'POST',
        path: action,
        authorized: ec2.accessKeys[index] === keys.AWS_ACCESS_KEY_ID,
      })),
    creates: () => createsOf(ec2, started),
    deletes: () => [...ec2.terminated],
    vms: () => vmsOf(ec2, started),
    // Static keys: no token is exchanged.
    tokenSteps: () => [],
    noSpotCapacity: (zone, code = 'InsufficientInstanceCapacity') => {
      for (const type of types) ec2.refuse.set(`spot:${type}@${zone}`, code);
    },
    close: () => ec2.close(),
  };
}
