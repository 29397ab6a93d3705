import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AwsCloud } from '../../src/clouds/aws/aws-cloud.js';
import { MAX_USER_DATA_BYTES } from '../../src/clouds/aws/run-instances.js';
import { CapacityError, type LaunchSpec, type Rung } from '../../src/clouds/cloud.js';
import { UserError } from '../../src/base/errors.js';
import { oneCloud } from '../../src/launch/rung-launcher.js';
import { climbLadder } from '../../src/launch/ladder.js';
import { launchSpec, type SpecSettings } from '../../src/launch/launch-spec.js';
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

const settings: SpecSettings = {
  cloud: 'aws',
  arch: 'x64',
  maxLifetimeMs: 3_600_000,
  preRunnerScript: 'apt-get install -y nvidia-driver-550\n',
  image: 'ami-0123456789abcdef0',
  diskGb: 100,
  options: { 'placement-group': 'train-cluster' },
};

/** Just-in-time runner configurations as big as GitHub's (~3.5 KB) and as incompressible. */
const jitConfigs = (nodes: number) =>
  Array.from({ length: nodes }, () => randomBytes(2_600).toString('base64'));

function gangSpec(configs: readonly string[]): LaunchSpec {
  return launchSpec(settings, {
    name: 'spot-train-88-1-cd34',
    labels: {
      'spot-train': '1',
      'spot-train-run': '88',
      'spot-train-nodes': String(configs.length),
    },
    release: { version: '2.330.0', sha256: 'a'.repeat(64) },
    jitConfigs: configs,
  });
}

const rung = (instanceType: string): Rung => ({
  cloud: 'aws',
  instanceType,
  region: 'us-east-1',
  zone: 'us-east-1a',
  market: 'spot',
});

const live = () => [...ec2.instances].filter(([, i]) => i.state !== 'terminated');

describe('an AWS gang whose script is over 16 KB', () => {
  it('starts 8 with one RunInstances per node, in node order, each VM holding only its own runner configuration', async () => {
    const configs = jitConfigs(8);
    const spec = gangSpec(configs);
    expect(Buffer.byteLength(spec.startupScript)).toBeGreaterThan(MAX_USER_DATA_BYTES);

    const gang = await cloud.launchGang(spec, rung('p4d.24xlarge'), 8);

    expect(ec2.launches).toHaveLength(8);
    for (const request of ec2.launches) {
      expect(request).toMatchObject({
        MinCount: '1',
        MaxCount: '1',
        InstanceType: 'p4d.24xlarge',
        'Placement.AvailabilityZone': 'us-east-1a',
        'Placement.GroupName': 'train-cluster',
      });
    }
    // Tagged at launch: no CreateTags afterwards, and no VM is ever untagged.
    expect(ec2.actions).not.toContain('CreateTags');
    expect(gang).toHaveLength(8);
    for (const [node, vm] of gang.entries()) {
      const instance = ec2.instances.get(vm.instance.id);
      expect(instance?.tags).toMatchObject({
        'spot-train-node': String(node),
        'spot-train-nodes': '8',
        'spot-train-run': '88',
        Name: `spot-train-88-1-cd34-${node}`,
      });
      expect(vm.privateAddress).toBe(instance?.privateAddress);
      expect(vm).toMatchObject({
        instanceType: 'p4d.24xlarge',
        market: 'spot',
        pricePerHour: 0.4123,
      });

      const script = userData.get(vm.instance.id) ?? '';
      expect(script).toBe(spec.nodeStartupScripts?.[node]);
      expect(script).toContain(configs[node]);
      const others = configs.filter((_, other) => other !== node);
      expect(others.filter((config) => script.includes(config))).toEqual([]);
      // One runner, its index fixed: the VM need not ask which node it is.
      expect(script).not.toContain('ami-launch-index');
    }
    expect(new Set(gang.map((vm) => vm.privateAddress)).size).toBe(8);
    expect(logger.text()).toContain('8 RunInstances calls, one per node, all or nothing: the gang');
  });

  it('leaves nothing running on a rung where only 7 of 8 can start, and the ladder starts all 8 on the next', async () => {
    ec2.capacity.set('p4d.24xlarge', 7);
    const spec = gangSpec(jitConfigs(8));

    const climbed = await climbLadder(
      oneCloud(cloud, spec),
      [rung('p4d.24xlarge'), rung('p5.48xlarge')],
      logger,
      8,
    );

    expect(climbed.rung.instanceType).toBe('p5.48xlarge');
    expect(climbed.skipped.map((s) => s.rung.instanceType)).toEqual(['p4d.24xlarge']);
    expect(climbed.skipped[0]?.reason).toMatch(
      /the gang of 8 did not start whole.*InsufficientInstanceCapacity.*the 7 instances that had started were terminated/,
    );
    const first = ec2.launches.filter((l) => l.InstanceType === 'p4d.24xlarge');
    expect(first).toHaveLength(8);
    // Only the second rung's 8 are left, and they are the gang.
    expect(
      live()
        .map(([id]) => id)
        .sort(),
    ).toEqual(climbed.gang.map((vm) => vm.instance.id).sort());
    expect(ec2.instances.size).toBe(15);
    expect(logger.text()).toContain('no spot capacity for all 8 nodes for spot p4d.24xlarge');
  });

  it('asks for the other nodes in the zone EC2 chose for node 0 when the rung names no zone', async () => {
    const anyZone: Rung = {
      cloud: 'aws',
      instanceType: 'p4d.24xlarge',
      region: 'us-east-1',
      market: 'spot',
    };
    await cloud.launchGang(gangSpec(jitConfigs(5)), anyZone, 5);

    const zones = ec2.launches.map((request) => request['Placement.AvailabilityZone']);
    expect(zones).toEqual([undefined, 'us-east-1a', 'us-east-1a', 'us-east-1a', 'us-east-1a']);
  });

  it('stops the ladder with the permission error when node 0 is denied, starting nothing', async () => {
    ec2.refuse.set('p4d.24xlarge', 'UnauthorizedOperation');
    const failure = await climbLadder(
      oneCloud(cloud, gangSpec(jitConfigs(8))),
      [rung('p4d.24xlarge'), rung('p5.48xlarge')],
      logger,
      8,
    ).catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(UserError);
    expect((failure as Error).message).toMatch(
      /node 0: AWS denied launching .*UnauthorizedOperation/,
    );
    expect(ec2.launches).toHaveLength(1);
    expect(ec2.instances.size).toBe(0);
  });

  it('names every started instance to terminate by hand when the rollback is refused, and stops the ladder', async () => {
    ec2.capacity.set('p4d.24xlarge', 3);
    ec2.refuseTerminate.set('i-00000000000000001', 'UnauthorizedOperation');
    const failure = await climbLadder(
      oneCloud(cloud, gangSpec(jitConfigs(8))),
      [rung('p4d.24xlarge'), rung('p5.48xlarge')],
      logger,
      8,
    ).catch((e: unknown) => e);

    expect(failure).not.toBeInstanceOf(CapacityError);
    const message = (failure as Error).message;
    expect(message).toMatch(/did not start.*terminating it failed: terminate .* by hand/);
    for (const [id] of live()) expect(message).toContain(id);
    expect(ec2.launches.some((l) => l.InstanceType === 'p5.48xlarge')).toBe(false);
  });

  it('refuses per-node scripts that do not match the gang, before starting anything', async () => {
    const spec = gangSpec(jitConfigs(8));
    await expect(cloud.launchGang(spec, rung('p4d.24xlarge'), 7)).rejects.toThrow(
      '8 per-node startup scripts for a gang of 7 nodes',
    );
    expect(ec2.launches).toEqual([]);
  });
});

describe('an AWS gang whose script fits in 16 KB', () => {
  it('still starts with one RunInstances whose MinCount and MaxCount are N, sharing the script', async () => {
    const configs = jitConfigs(2);
    const spec = gangSpec(configs);
    expect(Buffer.byteLength(spec.startupScript)).toBeLessThanOrEqual(MAX_USER_DATA_BYTES);

    const gang = await cloud.launchGang(spec, rung('p4d.24xlarge'), 2);

    expect(ec2.launches).toHaveLength(1);
    expect(ec2.launches[0]).toMatchObject({ MinCount: '2', MaxCount: '2' });
    expect(gang.map((vm) => ec2.instances.get(vm.instance.id)?.tags?.['spot-train-node'])).toEqual([
      '0',
      '1',
    ]);
    expect(userData.get(gang[1]?.instance.id ?? '')).toBe(spec.startupScript);
    expect(spec.startupScript).toContain('meta-data/ami-launch-index');
    expect(logger.text()).toContain('one RunInstances for all 2 nodes (MinCount = MaxCount = 2)');
  });
});
