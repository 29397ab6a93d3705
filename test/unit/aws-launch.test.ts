import {
  DescribeImagesCommand,
  DescribeInstancesCommand,
  DescribeSpotPriceHistoryCommand,
  EC2Client,
  EC2ServiceException,
  RunInstancesCommand,
  TerminateInstancesCommand,
  type Instance,
} from '@aws-sdk/client-ec2';
import { mockClient, type AwsClientStub } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { AwsCloud } from '../../src/clouds/aws/aws-cloud.js';
import { vcpuQuotaName } from '../../src/clouds/aws/service-quotas.js';
import { CapacityError, type LaunchSpec, type Rung } from '../../src/clouds/cloud.js';
import { UserError } from '../../src/base/errors.js';

const credentials = { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' };
const now = new Date('2025-03-01T12:00:00Z');
const script = '#!/bin/bash\necho "training VM up"\n';

const spec: LaunchSpec = {
  name: 'st-123-1-a1',
  labels: { 'spot-train': '1', repo: 'octo_models', run: '123' },
  startupScript: script,
  image: 'ami-0123456789abcdef0',
  diskGb: 120,
  maxLifetimeMs: 6 * 3600_000,
  options: { 'security-group-ids': 'sg-111, sg-222,' },
};

const spotRung: Rung = {
  cloud: 'aws',
  instanceType: 'g5.xlarge',
  region: 'eu-west-1',
  zone: 'eu-west-1b',
  market: 'spot',
};

function ec2Error(code: string, message: string): EC2ServiceException {
  return new EC2ServiceException({ name: code, $fault: 'client', $metadata: {}, message });
}

function started(overrides: Partial<Instance> = {}): { Instances: Instance[] } {
  return {
    Instances: [
      {
        InstanceId: 'i-0new',
        Placement: { AvailabilityZone: 'eu-west-1b' },
        RootDeviceName: '/dev/xvda',
        ...overrides,
      },
    ],
  };
}

function tags(market: Rung['market']) {
  const all = [
    { Key: 'spot-train', Value: '1' },
    { Key: 'repo', Value: 'octo_models' },
    { Key: 'run', Value: '123' },
    { Key: 'Name', Value: spec.name },
  ];
  const types = ['instance', 'volume', ...(market === 'spot' ? ['spot-instances-request'] : [])];
  return types.map((ResourceType) => ({ ResourceType, Tags: all }));
}

function inputsOf<T>(calls: { args: [{ input: T }] }[]): T[] {
  return calls.map((call) => call.args[0].input);
}

async function failure(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof Error)) throw new Error('expected the launch to fail');
  return error;
}

let ec2: AwsClientStub<EC2Client>;
let regions: string[];
let cloud: AwsCloud;

beforeEach(() => {
  const client = new EC2Client({ region: 'eu-west-1', credentials });
  ec2 = mockClient(client);
  regions = [];
  cloud = new AwsCloud({
    clientFor: (region) => {
      regions.push(region);
      return client;
    },
    now: () => now,
  });
  ec2.on(DescribeImagesCommand).resolves({
    Images: [{ ImageId: spec.image, RootDeviceName: '/dev/xvda' }],
  });
  ec2.on(RunInstancesCommand).resolves(started());
  ec2.on(TerminateInstancesCommand).resolves({});
  ec2.on(DescribeSpotPriceHistoryCommand).resolves({
    SpotPriceHistory: [
      {
        AvailabilityZone: 'eu-west-1b',
        SpotPrice: '0.402100',
        Timestamp: new Date(now.getTime() - 3600_000),
      },
      {
        AvailabilityZone: 'eu-west-1b',
        SpotPrice: '0.391500',
        Timestamp: new Date(now.getTime() - 60_000),
      },
    ],
  });
});

describe('AwsCloud.launch request', () => {
  it('asks for one spot VM in the zone with every setting the VM needs', async () => {
    const launched = await cloud.launch({ ...spec, maxPrice: 0.1 + 0.2 }, spotRung);

    expect(inputsOf(ec2.commandCalls(RunInstancesCommand))).toEqual([
      {
        MinCount: 1,
        MaxCount: 1,
        ImageId: spec.image,
        InstanceType: 'g5.xlarge',
        Placement: { AvailabilityZone: 'eu-west-1b' },
        SecurityGroupIds: ['sg-111', 'sg-222'],
        InstanceMarketOptions: {
          MarketType: 'spot',
          SpotOptions: {
            SpotInstanceType: 'one-time',
            InstanceInterruptionBehavior: 'terminate',
            MaxPrice: '0.3',
          },
        },
        InstanceInitiatedShutdownBehavior: 'terminate',
        MetadataOptions: {
          HttpTokens: 'required',
          HttpEndpoint: 'enabled',
          HttpPutResponseHopLimit: 2,
        },
        BlockDeviceMappings: [
          {
            DeviceName: '/dev/xvda',
            Ebs: { VolumeSize: 120, VolumeType: 'gp3', DeleteOnTermination: true },
          },
        ],
        UserData: Buffer.from(script).toString('base64'),
        TagSpecifications: tags('spot'),
      },
    ]);
    expect(inputsOf(ec2.commandCalls(DescribeImagesCommand))).toEqual([{ ImageIds: [spec.image] }]);
    expect(inputsOf(ec2.commandCalls(DescribeSpotPriceHistoryCommand))).toEqual([
      {
        InstanceTypes: ['g5.xlarge'],
        AvailabilityZone: 'eu-west-1b',
        ProductDescriptions: ['Linux/UNIX'],
        StartTime: now,
        EndTime: now,
      },
    ]);
    expect(regions).toEqual(['eu-west-1']);
    expect(launched).toEqual({
      instance: { cloud: 'aws', id: 'i-0new', region: 'eu-west-1', zone: 'eu-west-1b' },
      instanceType: 'g5.xlarge',
      market: 'spot',
      pricePerHour: 0.3915,
    });
  });

  it('asks for an on-demand VM in a subnet with an instance profile ARN and a key pair', async () => {
    ec2
      .on(RunInstancesCommand)
      .resolves(started({ Placement: { AvailabilityZone: 'us-east-2c' } }));
    const profile = 'arn:aws:iam::123456789012:instance-profile/trainer';

    const launched = await cloud.launch(
      {
        ...spec,
        maxPrice: 2,
        options: { 'instance-profile': profile, 'key-name': 'ops' },
      },
      {
        cloud: 'aws',
        instanceType: 'c7i.2xlarge',
        region: 'us-east-2',
        zone: 'subnet-0abc',
        market: 'on-demand',
      },
    );

    expect(inputsOf(ec2.commandCalls(RunInstancesCommand))).toEqual([
      {
        MinCount: 1,
        MaxCount: 1,
        ImageId: spec.image,
        InstanceType: 'c7i.2xlarge',
        SubnetId: 'subnet-0abc',
        IamInstanceProfile: { Arn: profile },
        KeyName: 'ops',
        InstanceInitiatedShutdownBehavior: 'terminate',
        MetadataOptions: {
          HttpTokens: 'required',
          HttpEndpoint: 'enabled',
          HttpPutResponseHopLimit: 2,
        },
        BlockDeviceMappings: [
          {
            DeviceName: '/dev/xvda',
            Ebs: { VolumeSize: 120, VolumeType: 'gp3', DeleteOnTermination: true },
          },
        ],
        UserData: Buffer.from(script).toString('base64'),
        TagSpecifications: tags('on-demand'),
      },
    ]);
    expect(regions).toEqual(['us-east-2']);
    expect(ec2.commandCalls(DescribeSpotPriceHistoryCommand)).toHaveLength(0);
    expect(launched).toEqual({
      instance: { cloud: 'aws', id: 'i-0new', region: 'us-east-2', zone: 'us-east-2c' },
      instanceType: 'c7i.2xlarge',
      market: 'on-demand',
    });
  });

  it('names an instance profile by name and lets EC2 pick the zone when the rung names none', async () => {
    await cloud.launch(
      { ...spec, options: { 'instance-profile': 'trainer' } },
      { cloud: 'aws', instanceType: 'm7i.large', region: 'eu-west-1', market: 'spot' },
    );

    const [input] = inputsOf(ec2.commandCalls(RunInstancesCommand));
    expect(input?.IamInstanceProfile).toEqual({ Name: 'trainer' });
    expect(input).not.toHaveProperty('Placement');
    expect(input).not.toHaveProperty('SubnetId');
    expect(input).not.toHaveProperty('SecurityGroupIds');
    // No max price: EC2 caps a spot VM at the on-demand price.
    expect(input?.InstanceMarketOptions?.SpotOptions).not.toHaveProperty('MaxPrice');
  });

  it('reports the max price when the spot price cannot be read', async () => {
    ec2
      .on(DescribeSpotPriceHistoryCommand)
      .rejects(
        ec2Error('UnauthorizedOperation', 'You are not authorized to perform this operation.'),
      );

    const launched = await cloud.launch({ ...spec, maxPrice: 0.5 }, spotRung);

    expect(launched.pricePerHour).toBe(0.5);
    expect(launched.instance.id).toBe('i-0new');
  });

  it('looks the AMI up once per region for every rung', async () => {
    await cloud.launch(spec, spotRung);
    await cloud.launch(spec, { ...spotRung, zone: 'eu-west-1c' });
    await cloud.launch(spec, { ...spotRung, region: 'eu-central-1', zone: 'eu-central-1a' });

    expect(ec2.commandCalls(DescribeImagesCommand)).toHaveLength(2);
  });

  it('sizes the root device the AMI names', async () => {
    ec2.on(DescribeImagesCommand).resolves({
      Images: [{ ImageId: spec.image, RootDeviceName: '/dev/sda1' }],
    });

    await cloud.launch(spec, spotRung);

    const [input] = inputsOf(ec2.commandCalls(RunInstancesCommand));
    expect(input?.BlockDeviceMappings?.[0]?.DeviceName).toBe('/dev/sda1');
  });

  it.each([
    [16 * 1024, true],
    [16 * 1024 + 1, false],
  ])('takes a startup script of %i bytes: %s', async (bytes, fits) => {
    // Two-byte characters: the limit is on bytes, not characters.
    const big = 'é'.repeat(Math.floor(bytes / 2)) + 'x'.repeat(bytes % 2);
    const launch = cloud.launch({ ...spec, startupScript: big }, spotRung);

    if (fits) {
      await launch;
      const [input] = inputsOf(ec2.commandCalls(RunInstancesCommand));
      expect(Buffer.from(input?.UserData ?? '', 'base64').toString('utf8')).toBe(big);
    } else {
      const error = await failure(launch);
      expect(error).toBeInstanceOf(UserError);
      expect(error.message).toBe(
        "the VM's startup script is 16385 bytes, more than the 16384 bytes (16 KB) EC2 accepts as user data; " +
          'shorten what goes into it (setup commands, environment)',
      );
      expect(ec2.calls()).toHaveLength(0);
    }
  });

  it('refuses an image that is neither an AMI id nor an SSM parameter before calling EC2', async () => {
    const error = await failure(cloud.launch({ ...spec, image: 'ubuntu-24.04' }, spotRung));

    expect(error).toBeInstanceOf(UserError);
    expect(error.message).toContain('image "ubuntu-24.04" is not an AMI id');
    expect(ec2.calls()).toHaveLength(0);
  });
});

describe('AwsCloud.launch with a resolve:ssm: image', () => {
  const ubuntu =
    'resolve:ssm:/aws/service/canonical/ubuntu/server/24.04/stable/current/amd64/hvm/ebs-gp3/ami-id';
  const al2023 =
    'resolve:ssm:/aws/service/ami-amazon-linux-latest/al2023-ami-kernel-default-x86_64';

  it('passes the parameter to RunInstances and sizes the root device it guessed', async () => {
    ec2.on(RunInstancesCommand).resolves(started({ RootDeviceName: '/dev/sda1' }));

    await cloud.launch({ ...spec, image: ubuntu }, spotRung);

    const inputs = inputsOf(ec2.commandCalls(RunInstancesCommand));
    expect(
      inputs.map((input) => [input.ImageId, input.BlockDeviceMappings?.[0]?.DeviceName]),
    ).toEqual([[ubuntu, '/dev/sda1']]);
    expect(ec2.commandCalls(DescribeImagesCommand)).toHaveLength(0);
    expect(ec2.commandCalls(TerminateInstancesCommand)).toHaveLength(0);
  });

  it('replaces a VM started under a wrong guess and remembers the right device', async () => {
    ec2
      .on(RunInstancesCommand)
      .resolvesOnce(started({ InstanceId: 'i-0wrong', RootDeviceName: '/dev/sda1' }))
      .resolves(started({ InstanceId: 'i-0right', RootDeviceName: '/dev/sda1' }));
    const image = 'resolve:ssm:/golden/trainer-ami';

    const first = await cloud.launch({ ...spec, image }, spotRung);
    const second = await cloud.launch({ ...spec, image }, { ...spotRung, zone: 'eu-west-1c' });

    expect(first.instance.id).toBe('i-0right');
    expect(second.instance.id).toBe('i-0right');
    expect(inputsOf(ec2.commandCalls(TerminateInstancesCommand))).toEqual([
      { InstanceIds: ['i-0wrong'] },
    ]);
    expect(
      inputsOf(ec2.commandCalls(RunInstancesCommand)).map(
        (input) => input.BlockDeviceMappings?.[0]?.DeviceName,
      ),
    ).toEqual(['/dev/xvda', '/dev/sda1', '/dev/sda1']);
  });

  it('takes the root-device option over the guess and does not second-guess it', async () => {
    ec2.on(RunInstancesCommand).resolves(started({ RootDeviceName: '/dev/sda1' }));

    await cloud.launch(
      { ...spec, image: al2023, options: { 'root-device': '/dev/nvme0n1' } },
      spotRung,
    );

    expect(
      inputsOf(ec2.commandCalls(RunInstancesCommand)).map(
        (input) => input.BlockDeviceMappings?.[0]?.DeviceName,
      ),
    ).toEqual(['/dev/nvme0n1']);
    expect(ec2.commandCalls(TerminateInstancesCommand)).toHaveLength(0);
  });

  it('names the VM left behind when replacing it fails', async () => {
    ec2
      .on(RunInstancesCommand)
      .resolves(started({ InstanceId: 'i-0wrong', RootDeviceName: '/dev/sda1' }));
    ec2
      .on(TerminateInstancesCommand)
      .rejects(
        ec2Error('UnauthorizedOperation', 'You are not authorized to perform this operation.'),
      );

    const error = await failure(cloud.launch({ ...spec, image: al2023 }, spotRung));

    expect(error).not.toBeInstanceOf(CapacityError);
    expect(error.message).toMatch(
      /^instance i-0wrong in eu-west-1 started with its disk as a second volume/,
    );
    expect(error.message).toContain('set the root-device option to /dev/sda1');
  });
});

describe('AwsCloud.launch errors', () => {
  it.each([
    [
      'InsufficientInstanceCapacity',
      'We currently do not have sufficient g5.xlarge capacity in the Availability Zone you requested (eu-west-1b).',
    ],
    ['InsufficientCapacity', 'There is not enough capacity to fulfill your request.'],
    ['InsufficientHostCapacity', 'Insufficient capacity on the dedicated hosts.'],
    [
      'UnfulfillableCapacity',
      "There isn't enough spare capacity to fulfill your request for Spot Instances.",
    ],
    [
      'SpotMaxPriceTooLow',
      'Your Spot request price of 0.1 is lower than the minimum required Spot request fulfillment price of 0.3915.',
    ],
    [
      'Unsupported',
      'Your requested instance type (g5.xlarge) is not supported in your requested Availability Zone (eu-west-1b).',
    ],
    [
      'InsufficientFreeAddressesInSubnet',
      'There are not enough free addresses in subnet subnet-0abc to satisfy the requested number of instances.',
    ],
  ])('moves the ladder on after %s', async (code, message) => {
    ec2.on(RunInstancesCommand).rejects(ec2Error(code, message));

    const error = await failure(cloud.launch(spec, spotRung));

    expect(error).toBeInstanceOf(CapacityError);
    expect(error.message).toBe(`no spot g5.xlarge in eu-west-1b: ${code}: ${message}`);
  });

  it('moves the ladder on when the spot quota is used up, naming the quota', async () => {
    ec2
      .on(RunInstancesCommand)
      .rejects(ec2Error('MaxSpotInstanceCountExceeded', 'Max spot instance count exceeded'));

    const error = await failure(cloud.launch(spec, spotRung));

    expect(error).toBeInstanceOf(CapacityError);
    expect(error.message).toBe(
      'no spot g5.xlarge in eu-west-1b: MaxSpotInstanceCountExceeded ' +
        '(the "All G and VT Spot Instance Requests" quota in eu-west-1 is used up; Service Quotas can raise it): ' +
        'Max spot instance count exceeded',
    );
  });

  it.each(['VcpuLimitExceeded', 'InstanceLimitExceeded'])(
    'stops on %s with the on-demand quota to raise',
    async (code) => {
      ec2
        .on(RunInstancesCommand)
        .rejects(
          ec2Error(
            code,
            'You have requested more vCPU capacity than your current vCPU limit of 0 allows.',
          ),
        );

      const error = await failure(
        cloud.launch(spec, {
          cloud: 'aws',
          instanceType: 'p5.48xlarge',
          region: 'us-east-1',
          market: 'on-demand',
        }),
      );

      expect(error).toBeInstanceOf(UserError);
      expect(error.message).toBe(
        `AWS refused on-demand p5.48xlarge in us-east-1 (${code}): the "Running On-Demand P instances" quota ` +
          'in us-east-1 is used up; ask for more in the Service Quotas console (Amazon EC2, us-east-1). ' +
          'AWS said: You have requested more vCPU capacity than your current vCPU limit of 0 allows.',
      );
    },
  );

  it('names every permission a launch needs when AWS denies it', async () => {
    ec2
      .on(RunInstancesCommand)
      .rejects(
        ec2Error(
          'UnauthorizedOperation',
          'You are not authorized to perform this operation. Encoded authorization failure message: abc',
        ),
      );

    const error = await failure(
      cloud.launch(
        {
          ...spec,
          image: 'resolve:ssm:/golden/ami',
          options: { 'instance-profile': 'trainer' },
        },
        spotRung,
      ),
    );

    expect(error).toBeInstanceOf(UserError);
    expect(error.message).toBe(
      'AWS denied launching spot g5.xlarge in eu-west-1b (UnauthorizedOperation): the credentials need ' +
        'ec2:RunInstances, ec2:CreateTags (the tags are set at launch), ' +
        'iam:PassRole on the role of instance profile trainer, ssm:GetParameters on the image parameter. ' +
        'The encoded message AWS sent says which one is missing; `aws sts decode-authorization-message` ' +
        '(sts:DecodeAuthorizationMessage) decodes it. ' +
        'AWS said: You are not authorized to perform this operation. Encoded authorization failure message: abc',
    );
  });

  it('says which input to fix for an image EC2 does not know', async () => {
    ec2
      .on(DescribeImagesCommand)
      .rejects(
        ec2Error('InvalidAMIID.NotFound', "The image id '[ami-0123456789abcdef0]' does not exist"),
      );

    const error = await failure(cloud.launch(spec, spotRung));

    expect(error).toBeInstanceOf(UserError);
    expect(error.message).toBe(
      'AWS refused spot g5.xlarge in eu-west-1b (InvalidAMIID.NotFound): check the image input ' +
        '(ami-0123456789abcdef0): an AMI id of region eu-west-1 (AMI ids differ per region) or ' +
        "resolve:ssm:<parameter>. AWS said: The image id '[ami-0123456789abcdef0]' does not exist",
    );
    expect(ec2.commandCalls(RunInstancesCommand)).toHaveLength(0);
  });

  it('names the permission when DescribeImages is denied', async () => {
    ec2
      .on(DescribeImagesCommand)
      .rejects(
        ec2Error('UnauthorizedOperation', 'You are not authorized to perform this operation.'),
      );

    const error = await failure(cloud.launch(spec, spotRung));

    expect(error).toBeInstanceOf(UserError);
    expect(error.message).toMatch(
      /^AWS denied ec2:DescribeImages in eu-west-1 \(UnauthorizedOperation\): the credentials need the ec2:DescribeImages permission/,
    );
  });

  it.each([
    [
      'InvalidSubnetID.NotFound',
      "The subnet ID 'subnet-0abc' does not exist",
      'check the subnet subnet-0abc',
    ],
    [
      'InvalidGroup.NotFound',
      "The security group 'sg-111' does not exist in VPC 'vpc-1'",
      'check the security-group-ids option',
    ],
    ['InvalidKeyPair.NotFound', "The key pair 'ops' does not exist", 'check the key-name option'],
    ['VPCIdNotSpecified', 'No default VPC for this user.', 'has no default VPC'],
    [
      'InvalidBlockDeviceMapping',
      'Volume of size 120GB is smaller than snapshot, expect size >= 200GB',
      'check the disk size',
    ],
    [
      'InvalidParameterValue',
      "The architecture 'arm64' of the specified instance type does not match the architecture 'x86_64' of the specified AMI.",
      'check the instance type, the image',
    ],
    [
      'OptInRequired',
      'In order to use this AWS Marketplace product you need to accept terms and subscribe.',
      'subscribe to the image',
    ],
  ])('stops on %s and says what to check', async (code, message, hint) => {
    ec2.on(RunInstancesCommand).rejects(ec2Error(code, message));

    const error = await failure(cloud.launch(spec, { ...spotRung, zone: 'subnet-0abc' }));

    expect(error).toBeInstanceOf(UserError);
    expect(error.message).toContain(hint);
    expect(error.message).toContain(`(${code})`);
    expect(error.message).toContain(`AWS said: ${message}`);
  });

  it('passes on other errors with the call and region, stopping the ladder', async () => {
    ec2
      .on(RunInstancesCommand)
      .rejects(ec2Error('InternalError', 'An internal error has occurred'));

    const error = await failure(cloud.launch(spec, spotRung));

    expect(error).not.toBeInstanceOf(CapacityError);
    expect(error.message).toBe(
      'ec2:RunInstances in eu-west-1 failed: InternalError: An internal error has occurred',
    );
  });
});

describe('vcpuQuotaName', () => {
  it.each([
    [
      'c7gn.large',
      'on-demand',
      'the "Running On-Demand Standard (A, C, D, H, I, M, R, T, Z) instances" quota',
    ],
    [
      'im4gn.large',
      'spot',
      'the "All Standard (A, C, D, H, I, M, R, T, Z) Spot Instance Requests" quota',
    ],
    ['inf2.xlarge', 'spot', 'the "All Inf Spot Instance Requests" quota'],
    ['trn1.2xlarge', 'on-demand', 'the "Running On-Demand Trn instances" quota'],
    ['dl1.24xlarge', 'on-demand', 'the "Running On-Demand DL instances" quota'],
    ['hpc7g.4xlarge', 'on-demand', 'the "Running On-Demand HPC instances" quota'],
    ['vt1.3xlarge', 'spot', 'the "All G and VT Spot Instance Requests" quota'],
    ['x2idn.16xlarge', 'on-demand', 'the "Running On-Demand X instances" quota'],
    ['u7i-12tb.224xlarge', 'on-demand', 'the "Running On-Demand High Memory instances" quota'],
    ['q9.large', 'spot', 'the "All ... Spot Instance Requests" quota of the q9.large family'],
  ] as const)('names the quota of %s (%s)', (type, market, name) => {
    expect(vcpuQuotaName(type, market)).toBe(name);
  });
});

describe('AwsCloud.listByLabels', () => {
  it('filters by every label and live state, and follows NextToken', async () => {
    ec2
      .on(DescribeInstancesCommand)
      .resolvesOnce({
        Reservations: [
          {
            Instances: [
              {
                InstanceId: 'i-1',
                State: { Name: 'running', Code: 16 },
                Placement: { AvailabilityZone: 'eu-west-1a' },
                Tags: [
                  { Key: 'spot-train', Value: '1' },
                  { Key: 'run', Value: '123' },
                  { Key: 'Name', Value: 'st-123-1-a1' },
                ],
                LaunchTime: new Date('2025-03-01T10:00:00Z'),
              },
            ],
          },
        ],
        NextToken: 'page-2',
      })
      .resolvesOnce({
        Reservations: [
          {
            Instances: [
              {
                InstanceId: 'i-2',
                State: { Name: 'shutting-down', Code: 32 },
                Tags: [{ Key: 'spot-train', Value: '1' }],
              },
            ],
          },
        ],
      });

    const found = await cloud.listByLabels('eu-west-1', { 'spot-train': '1', run: '123' });

    const filters = [
      { Name: 'tag:spot-train', Values: ['1'] },
      { Name: 'tag:run', Values: ['123'] },
      {
        Name: 'instance-state-name',
        Values: ['pending', 'running', 'stopping', 'stopped', 'shutting-down'],
      },
    ];
    expect(inputsOf(ec2.commandCalls(DescribeInstancesCommand))).toEqual([
      { Filters: filters, MaxResults: 1000 },
      { Filters: filters, MaxResults: 1000, NextToken: 'page-2' },
    ]);
    expect(found).toEqual([
      {
        instance: { cloud: 'aws', id: 'i-1', region: 'eu-west-1', zone: 'eu-west-1a' },
        state: 'running',
        labels: { 'spot-train': '1', run: '123', Name: 'st-123-1-a1' },
        launchedAt: '2025-03-01T10:00:00.000Z',
      },
      {
        instance: { cloud: 'aws', id: 'i-2', region: 'eu-west-1' },
        state: 'stopping',
        labels: { 'spot-train': '1' },
      },
    ]);
  });

  it('refuses to list without a label, which would match every instance', async () => {
    await expect(cloud.listByLabels('eu-west-1', {})).rejects.toThrow('needs at least one label');
    expect(ec2.calls()).toHaveLength(0);
  });

  it('names the permission when AWS denies the listing', async () => {
    ec2
      .on(DescribeInstancesCommand)
      .rejects(
        ec2Error('UnauthorizedOperation', 'You are not authorized to perform this operation.'),
      );

    await expect(cloud.listByLabels('eu-west-1', { 'spot-train': '1' })).rejects.toThrow(
      /^AWS denied ec2:DescribeInstances in eu-west-1 \(UnauthorizedOperation\)/,
    );
  });
});
