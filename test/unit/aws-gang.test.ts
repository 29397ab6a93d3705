import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AwsCloud } from '../../src/clouds/aws/aws-cloud.js';
import { CapacityError, type LaunchSpec, type Rung } from '../../src/clouds/cloud.js';
import { oneCloud } from '../../src/launch/rung-launcher.js';
import { climbLadder } from '../../src/launch/ladder.js';
import { awsCloudOn } from '../helpers/aws-cloud-on.js';
import { startEc2, type LocalEc2 } from '../helpers/ec2.js';
import { RecordingLogger } from '../helpers/recording-logger.js';

let ec2: LocalEc2;
let cloud: AwsCloud;
beforeEach(async () => {
  ec2 = await startEc2();
  cloud = awsCloudOn(ec2);
});
afterEach(() => ec2.close());

const spec: LaunchSpec = {
  name: 'spot-train-77-1-ab12',
  labels: { 'spot-train': '1', 'spot-train-run': '77', 'spot-train-nodes': '3' },
  startupScript: '#!/bin/bash\necho gang\n',
  image: 'ami-0123456789abcdef0',
  diskGb: 100,
  maxLifetimeMs: 3_600_000,
  options: { 'placement-group': 'train-cluster' },
};

const rung = (instanceType: string): Rung => ({
  cloud: 'aws',
  instanceType,
  region: 'us-east-1',
  zone: 'us-east-1a',
  market: 'spot',
});

const live = () => [...ec2.instances.values()].filter((i) => i.state !== 'terminated');

describe('an AWS gang', () => {
  it('starts all N in one RunInstances, in launch-index order, each tagged with its node and private address', async () => {
    const gang = await cloud.launchGang(spec, rung('p4d.24xlarge'), 3);

    const runs = ec2.launches;
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      MinCount: '3',
      MaxCount: '3',
      'Placement.AvailabilityZone': 'us-east-1a',
      'Placement.GroupName': 'train-cluster',
    });
    // The server answers last first: node order comes from the launch index.
    const byId = (id: string) => ec2.instances.get(id);
    expect(gang.map((vm) => byId(vm.instance.id)?.launchIndex)).toEqual([0, 1, 2]);
    expect(gang.map((vm) => vm.privateAddress)).toEqual(
      gang.map((vm) => byId(vm.instance.id)?.privateAddress),
    );
    expect(gang.every((vm) => /^10\.0\.\d+\.\d+$/.test(vm.privateAddress ?? ''))).toBe(true);
    for (const [node, vm] of gang.entries()) {
      expect(byId(vm.instance.id)?.tags).toMatchObject({
        'spot-train-node': String(node),
        'spot-train-nodes': '3',
        'spot-train-run': '77',
        Name: `spot-train-77-1-ab12-${node}`,
      });
      expect(vm).toMatchObject({
        instanceType: 'p4d.24xlarge',
        market: 'spot',
        pricePerHour: 0.4123,
      });
    }
  });

  it('leaves nothing when the rung has room for N-1, and is a CapacityError', async () => {
    ec2.capacity.set('p4d.24xlarge', 2);
    const failure = await cloud.launchGang(spec, rung('p4d.24xlarge'), 3).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(CapacityError);
    expect((failure as Error).message).toContain('InsufficientInstanceCapacity');
    expect(ec2.instances.size).toBe(0);
  });

  it('moves the ladder past a rung with room for N-1 and starts all N on the next', async () => {
    ec2.capacity.set('p4d.24xlarge', 2);
    const logger = new RecordingLogger();
    const climbed = await climbLadder(
      oneCloud(cloud, spec),
      [rung('p4d.24xlarge'), rung('p5.48xlarge')],
      logger,
      3,
    );
    expect(climbed.rung.instanceType).toBe('p5.48xlarge');
    expect(climbed.gang).toHaveLength(3);
    expect(climbed.skipped.map((s) => s.rung.instanceType)).toEqual(['p4d.24xlarge']);
    expect(live()).toHaveLength(3);
    expect(logger.text()).toContain('no spot capacity for all 3 nodes for spot p4d.24xlarge');
  });

  it('terminates every VM and fails naming CreateTags when the nodes cannot be tagged', async () => {
    ec2.refuseTags = 'UnauthorizedOperation';
    await expect(cloud.launchGang(spec, rung('p4d.24xlarge'), 2)).rejects.toThrow(
      /ec2:CreateTags.*UnauthorizedOperation/,
    );
    expect(ec2.instances.size).toBe(2);
    expect(live()).toEqual([]);
  });

  it('says what fills the user data when the gang script is over 16 KB, before starting anything', async () => {
    const big = { ...spec, startupScript: `#!/bin/bash\n# ${'x'.repeat(17_000)}\n` };
    await expect(cloud.launchGang(big, rung('p4d.24xlarge'), 6)).rejects.toThrow(
      /more than the 16384 bytes .* runner configuration of each of its 6 nodes/,
    );
    expect(ec2.launches).toEqual([]);
  });
});
