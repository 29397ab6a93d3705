import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AwsCloud } from '../../src/clouds/aws/aws-cloud.js';
import { CapacityError, type LaunchSpec, type Rung } from '../../src/clouds/cloud.js';
import { launchSpec } from '../../src/launch/launch-spec.js';
import { heldJitConfigs } from '../helpers/jit-config.js';
import { awsCloudOn } from '../helpers/aws-cloud-on.js';
import { startEc2, type LocalEc2 } from '../helpers/ec2.js';
import { RecordingLogger } from '../helpers/recording-logger.js';

let ec2: LocalEc2;
let cloud: AwsCloud;
let logger: RecordingLogger;
/** Each instance's user data, decoded, by instance id. */
let userData: Map<string, string>;
beforeEach(async () => {
  ec2 = await startEc2();
  logger = new RecordingLogger();
  userData = new Map();
  ec2.onLaunch = (id, request) => {
    userData.set(id, Buffer.from(request.UserData ?? '', 'base64').toString('utf8'));
  };
  cloud = awsCloudOn(ec2, logger);
});
afterEach(() => ec2.close());

/** Node i's runner configuration, base64 as GitHub's are. */
const configOf = (node: number) => Buffer.from(`runner of node ${node}`).toString('base64');

/** A gang's spec as launch makes it, node 0 on-demand (host-market). */
function mixedSpec(nodes: number): LaunchSpec {
  return launchSpec(
    {
      cloud: 'aws',
      arch: 'x64',
      maxLifetimeMs: 3_600_000,
      preRunnerScript: '',
      image: 'ami-0123456789abcdef0',
      diskGb: 100,
      options: { 'placement-group': 'train-cluster' },
      hostMarket: 'on-demand',
    },
    {
      name: 'spot-train-66-1-ef56',
      labels: { 'spot-train': '1', 'spot-train-nodes': String(nodes) },
      release: { version: '2.330.0', sha256: 'a'.repeat(64) },
      jitConfigs: Array.from({ length: nodes }, (_, node) => configOf(node)),
    },
  );
}

const rung = (market: Rung['market'], zone?: string): Rung => ({
  cloud: 'aws',
  instanceType: 'p4d.24xlarge',
  region: 'us-east-1',
  ...(zone === undefined ? {} : { zone }),
  market,
});

const live = () => [...ec2.instances.values()].filter((i) => i.state !== 'terminated');

describe('an AWS gang with host-market on-demand', () => {
  it('starts node 0 on-demand and the others spot, one RunInstances each, on one type in one zone', async () => {
    const gang = await cloud.launchGang(mixedSpec(3), rung('spot', 'us-east-1a'), 3);

    expect(ec2.launches).toHaveLength(3);
    const [host, ...others] = ec2.launches;
    // RunInstances has no on-demand market type: node 0's request leaves the options out.
    expect(
      Object.keys(host ?? {}).filter((key) => key.startsWith('InstanceMarketOptions')),
    ).toEqual([]);
    for (const request of others) {
      expect(request).toMatchObject({
        'InstanceMarketOptions.MarketType': 'spot',
        'InstanceMarketOptions.SpotOptions.SpotInstanceType': 'one-time',
      });
    }
    for (const request of ec2.launches) {
      expect(request).toMatchObject({
        MinCount: '1',
        MaxCount: '1',
        InstanceType: 'p4d.24xlarge',
        'Placement.AvailabilityZone': 'us-east-1a',
        'Placement.GroupName': 'train-cluster',
      });
    }
    const vms = gang.map((vm) => ec2.instances.get(vm.instance.id));
    expect(vms.map((vm) => vm?.market)).toEqual(['on-demand', 'spot', 'spot']);
    expect(vms.map((vm) => vm?.tags?.['spot-train-node'])).toEqual(['0', '1', '2']);
    expect(gang.map((vm) => vm.market)).toEqual(['on-demand', 'spot', 'spot']);
    // The spot price is the spot nodes' alone; EC2 says no on-demand price.
    expect(gang.map((vm) => vm.pricePerHour)).toEqual([undefined, 0.4123, 0.4123]);
    // Each VM holds only its own runner: the shared script's launch index would be 0 in each.
    for (const [node, vm] of gang.entries()) {
      expect(heldJitConfigs(userData.get(vm.instance.id) ?? '')).toEqual([configOf(node)]);
    }
    expect(logger.text('info')).toContain(
      '3 RunInstances calls, one per node, all or nothing: node 0 on-demand (host-market), the other 2 spot',
    );
  });

  it("asks for the spot nodes in node 0's zone when the rung leaves the zone to EC2", async () => {
    await cloud.launchGang(mixedSpec(2), rung('spot'), 2);
    expect(ec2.launches.map((request) => request['Placement.AvailabilityZone'])).toEqual([
      undefined,
      'us-east-1a',
    ]);
  });

  it('starts every node on-demand, in one RunInstances, on an on-demand rung', async () => {
    const gang = await cloud.launchGang(mixedSpec(3), rung('on-demand', 'us-east-1a'), 3);
    expect(ec2.launches).toHaveLength(1);
    expect(ec2.launches[0]).toMatchObject({ MinCount: '3', MaxCount: '3' });
    expect(ec2.launches[0]?.['InstanceMarketOptions.MarketType']).toBeUndefined();
    expect(gang.map((vm) => vm.market)).toEqual(['on-demand', 'on-demand', 'on-demand']);
    expect(live().map((vm) => vm.market)).toEqual(['on-demand', 'on-demand', 'on-demand']);
  });

  it('terminates the on-demand node 0 when the spot nodes find no room, and is a CapacityError', async () => {
    ec2.refuse.set('spot:p4d.24xlarge', 'InsufficientInstanceCapacity');
    const error = await cloud
      .launchGang(mixedSpec(3), rung('spot', 'us-east-1a'), 3)
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(CapacityError);
    expect((error as Error).message).toContain('the 1 instances that had started were terminated');
    expect(ec2.launches[0]?.['InstanceMarketOptions.MarketType']).toBeUndefined();
    expect([...ec2.instances.values()].map((vm) => [vm.market, vm.state])).toEqual([
      ['on-demand', 'terminated'],
    ]);
    expect(live()).toEqual([]);
  });
});
