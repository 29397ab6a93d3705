import {
  DescribeInstancesCommand,
  DescribeSpotInstanceRequestsCommand,
  EC2Client,
  EC2ServiceException,
  TerminateInstancesCommand,
  type Instance,
  type SpotInstanceRequest,
} from '@aws-sdk/client-ec2';
import { readCloudEnvironment } from '../../src/settings/cloud-environment.js';
import { mockClient, type AwsClientStub } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AwsCloud } from '../../src/clouds/aws/aws-cloud.js';
import type { InstanceRef } from '../../src/clouds/cloud.js';
import { UserError } from '../../src/base/errors.js';
import { send, startServer } from '../helpers/imds/server.js';

const ref: InstanceRef = { cloud: 'aws', id: 'i-0abc', region: 'eu-west-1' };
const credentials = { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' };

function ec2Error(code: string, message: string): EC2ServiceException {
  return new EC2ServiceException({ name: code, $fault: 'client', $metadata: {}, message });
}

function spotInstance(overrides: Partial<Instance> = {}): Instance {
  return {
    InstanceId: ref.id,
    State: { Name: 'running', Code: 16 },
    InstanceLifecycle: 'spot',
    SpotInstanceRequestId: 'sir-1',
    ...overrides,
  };
}

function spotRequest(code: string, message = ''): SpotInstanceRequest {
  return {
    SpotInstanceRequestId: 'sir-1',
    InstanceId: ref.id,
    Status: { Code: code, Message: message },
  };
}

let client: EC2Client;
let ec2: AwsClientStub<EC2Client>;
let regions: string[];
let cloud: AwsCloud;

beforeEach(() => {
  client = new EC2Client({ region: 'eu-west-1', credentials });
  ec2 = mockClient(client);
  regions = [];
  cloud = new AwsCloud({
    clientFor: (region) => {
      regions.push(region);
      return client;
    },
  });
});

function reservations(...instances: Instance[]) {
  return { Reservations: [{ Instances: instances }] };
}

function inputsOf<T>(calls: { args: [{ input: T }] }[]): T[] {
  return calls.map((call) => call.args[0].input);
}

describe('AwsCloud.describe', () => {
  it('reports a running on-demand instance without asking about spot requests', async () => {
    ec2
      .on(DescribeInstancesCommand)
      .resolves(reservations({ InstanceId: ref.id, State: { Name: 'running', Code: 16 } }));

    expect(await cloud.describe(ref)).toEqual({
      state: 'running',
      reclaimed: false,
      detail: 'running',
    });
    expect(regions).toEqual(['eu-west-1']);
    expect(inputsOf(ec2.commandCalls(DescribeInstancesCommand))).toEqual([
      { InstanceIds: [ref.id] },
    ]);
    expect(ec2.commandCalls(DescribeSpotInstanceRequestsCommand)).toHaveLength(0);
  });

  it('reports a running spot instance whose request is fulfilled as not reclaimed', async () => {
    ec2.on(DescribeInstancesCommand).resolves(reservations(spotInstance()));
    ec2.on(DescribeSpotInstanceRequestsCommand).resolves({
      SpotInstanceRequests: [spotRequest('fulfilled')],
    });

    expect(await cloud.describe(ref)).toMatchObject({ state: 'running', reclaimed: false });
    expect(inputsOf(ec2.commandCalls(DescribeSpotInstanceRequestsCommand))).toEqual([
      { SpotInstanceRequestIds: ['sir-1'] },
    ]);
  });

  it('counts a spot instance AWS terminated as reclaimed, from its state reason alone', async () => {
    ec2.on(DescribeInstancesCommand).resolves(
      reservations(
        spotInstance({
          State: { Name: 'terminated', Code: 48 },
          StateReason: {
            Code: 'Server.SpotInstanceTermination',
            Message: 'Server.SpotInstanceTermination: Spot instance termination',
          },
        }),
      ),
    );

    expect(await cloud.describe(ref)).toEqual({
      state: 'terminated',
      reclaimed: true,
      detail:
        'terminated, reclaimed by AWS: Server.SpotInstanceTermination (Spot instance termination)',
    });
    expect(ec2.commandCalls(DescribeSpotInstanceRequestsCommand)).toHaveLength(0);
  });

  it.each([
    ['Client.UserInitiatedShutdown', 'User initiated shutdown'],
    ['Client.InstanceInitiatedShutdown', 'Instance initiated shutdown'],
  ])('does not count a spot instance ended by %s as reclaimed', async (code, message) => {
    ec2.on(DescribeInstancesCommand).resolves(
      reservations(
        spotInstance({
          State: { Name: 'terminated', Code: 48 },
          StateReason: { Code: code, Message: `${code}: ${message}` },
        }),
      ),
    );
    ec2.on(DescribeSpotInstanceRequestsCommand).resolves({
      SpotInstanceRequests: [spotRequest('instance-terminated-by-user')],
    });

    expect(await cloud.describe(ref)).toEqual({
      state: 'terminated',
      reclaimed: false,
      detail: `terminated: ${code} (${message})`,
    });
  });

  it('counts an instance that shut itself down after the notice as reclaimed', async () => {
    ec2.on(DescribeInstancesCommand).resolves(
      reservations(
        spotInstance({
          State: { Name: 'terminated', Code: 48 },
          StateReason: { Code: 'Client.InstanceInitiatedShutdown' },
        }),
      ),
    );
    ec2.on(DescribeSpotInstanceRequestsCommand).resolves({
      SpotInstanceRequests: [spotRequest('instance-terminated-no-capacity')],
    });

    expect(await cloud.describe(ref)).toMatchObject({ state: 'terminated', reclaimed: true });
  });

  it('counts a spot instance still running out its two-minute notice as reclaimed', async () => {
    ec2.on(DescribeInstancesCommand).resolves(reservations(spotInstance()));
    ec2.on(DescribeSpotInstanceRequestsCommand).resolves({
      SpotInstanceRequests: [
        spotRequest(
          'instance-terminated-no-capacity',
          'Instance terminated due to no available capacity',
        ),
      ],
    });

    expect(await cloud.describe(ref)).toEqual({
      state: 'running',
      reclaimed: true,
      detail:
        'running, reclaimed by AWS: instance-terminated-no-capacity (Instance terminated due to no available capacity)',
    });
  });

  it('reports shutting-down as stopping', async () => {
    ec2
      .on(DescribeInstancesCommand)
      .resolves(reservations({ InstanceId: ref.id, State: { Name: 'shutting-down', Code: 32 } }));

    expect(await cloud.describe(ref)).toMatchObject({
      state: 'stopping',
      detail: 'shutting-down',
    });
  });

  it('reports an instance EC2 has forgotten as gone, reclaimed if its spot request says so', async () => {
    ec2
      .on(DescribeInstancesCommand)
      .rejects(
        ec2Error('InvalidInstanceID.NotFound', `The instance ID '${ref.id}' does not exist`),
      );
    ec2.on(DescribeSpotInstanceRequestsCommand).resolves({
      SpotInstanceRequests: [spotRequest('instance-terminated-no-capacity')],
    });

    expect(await cloud.describe(ref)).toEqual({
      state: 'gone',
      reclaimed: true,
      detail: 'gone from EC2 in eu-west-1, reclaimed by AWS: instance-terminated-no-capacity',
    });
    expect(inputsOf(ec2.commandCalls(DescribeSpotInstanceRequestsCommand))).toEqual([
      { Filters: [{ Name: 'instance-id', Values: [ref.id] }] },
    ]);
  });

  it('reports a gone instance without a spot request as not reclaimed', async () => {
    ec2.on(DescribeInstancesCommand).resolves({ Reservations: [] });
    ec2.on(DescribeSpotInstanceRequestsCommand).resolves({ SpotInstanceRequests: [] });

    expect(await cloud.describe(ref)).toEqual({
      state: 'gone',
      reclaimed: false,
      detail: 'gone from EC2 in eu-west-1; no spot request left to say why',
    });
  });

  it.each([
    [DescribeInstancesCommand, 'ec2:DescribeInstances'],
    [DescribeSpotInstanceRequestsCommand, 'ec2:DescribeSpotInstanceRequests'],
  ] as const)('names the missing permission when AWS denies %o', async (command, permission) => {
    ec2.on(DescribeInstancesCommand).resolves(reservations(spotInstance()));
    ec2
      .on(command)
      .rejects(
        ec2Error('UnauthorizedOperation', 'You are not authorized to perform this operation.'),
      );

    const error = await cloud.describe(ref).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UserError);
    expect((error as Error).message).toBe(
      `AWS denied ${permission} on instance i-0abc in eu-west-1 (UnauthorizedOperation): ` +
        `the credentials need the ${permission} permission. ` +
        'AWS said: You are not authorized to perform this operation.',
    );
  });

  it('passes on other errors with the call, instance and region', async () => {
    ec2
      .on(DescribeInstancesCommand)
      .rejects(ec2Error('InvalidInstanceID.Malformed', 'Invalid id: "i-0abc"'));

    await expect(cloud.describe(ref)).rejects.toThrow(
      'ec2:DescribeInstances on instance i-0abc in eu-west-1 failed: InvalidInstanceID.Malformed: Invalid id: "i-0abc"',
    );
  });
});

describe('AwsCloud.terminate', () => {
  it('terminates the instance by id', async () => {
    ec2.on(TerminateInstancesCommand).resolves({});

    await cloud.terminate(ref);
    expect(inputsOf(ec2.commandCalls(TerminateInstancesCommand))).toEqual([
      { InstanceIds: [ref.id] },
    ]);
  });

  it('succeeds for an instance EC2 no longer knows', async () => {
    ec2
      .on(TerminateInstancesCommand)
      .rejects(
        ec2Error('InvalidInstanceID.NotFound', `The instance ID '${ref.id}' does not exist`),
      );

    await expect(cloud.terminate(ref)).resolves.toBeUndefined();
  });

  it('names instance, region and permission when AWS denies it', async () => {
    ec2
      .on(TerminateInstancesCommand)
      .rejects(
        ec2Error('UnauthorizedOperation', 'You are not authorized to perform this operation.'),
      );

    await expect(cloud.terminate(ref)).rejects.toThrow(
      /^AWS denied ec2:TerminateInstances on instance i-0abc in eu-west-1 \(UnauthorizedOperation\): the credentials need the ec2:TerminateInstances permission/,
    );
  });

  it('says the credentials are the problem on AuthFailure', async () => {
    ec2
      .on(TerminateInstancesCommand)
      .rejects(
        ec2Error('AuthFailure', 'AWS was not able to validate the provided access credentials'),
      );

    await expect(cloud.terminate(ref)).rejects.toThrow(
      /^AWS did not accept the credentials for ec2:TerminateInstances on instance i-0abc in eu-west-1 \(AuthFailure\)/,
    );
  });
});

describe('AwsCloud regions', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('uses AWS_REGION for a ref without a region and keeps one client per region', async () => {
    vi.stubEnv('AWS_REGION', 'us-east-2');
    const made: string[] = [];
    const { region } = readCloudEnvironment(process.env).aws;
    const regional = new AwsCloud({
      clientFor: (name) => {
        made.push(name);
        return client;
      },
      ...(region === undefined ? {} : { defaultRegion: region }),
    });
    ec2.on(TerminateInstancesCommand).resolves({});

    await regional.terminate({ cloud: 'aws', id: 'i-1' });
    await regional.terminate({ cloud: 'aws', id: 'i-2' });
    await regional.terminate({ cloud: 'aws', id: 'i-3', region: 'ap-south-1' });
    expect(made).toEqual(['us-east-2', 'ap-south-1']);
  });

  it('fails with a hint when no region is known', async () => {
    vi.stubEnv('AWS_REGION', '');
    vi.stubEnv('AWS_DEFAULT_REGION', '');

    await expect(new AwsCloud().terminate({ cloud: 'aws', id: 'i-1' })).rejects.toThrow(
      'AWS instance i-1 names no region; set AWS_REGION',
    );
  });
});

// The default client, unmocked: the SDK must take its endpoint from
// AWS_ENDPOINT_URL_EC2 and read EC2's Query API XML into what the adapter uses.
describe('AwsCloud over the EC2 Query API', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('honours AWS_ENDPOINT_URL_EC2 and reads the state reason from the XML', async () => {
    const server = await startServer((_req, res, body) => {
      const action = new URLSearchParams(body).get('Action');
      if (action !== 'DescribeInstances') {
        send(
          res,
          400,
          '<Response><Errors><Error><Code>InvalidAction</Code></Error></Errors></Response>',
        );
        return;
      }
      send(
        res,
        200,
        `<DescribeInstancesResponse xmlns="http://ec2.amazonaws.com/doc/2016-11-15/">
          <requestId>r-test</requestId>
          <reservationSet><item><reservationId>r-1</reservationId><instancesSet><item>
            <instanceId>${ref.id}</instanceId>
            <instanceState><code>48</code><name>terminated</name></instanceState>
            <stateReason><code>Server.SpotInstanceTermination</code>
              <message>Server.SpotInstanceTermination: Spot instance termination</message></stateReason>
            <instanceLifecycle>spot</instanceLifecycle>
            <spotInstanceRequestId>sir-1</spotInstanceRequestId>
          </item></instancesSet></item></reservationSet>
        </DescribeInstancesResponse>`,
        { 'Content-Type': 'text/xml' },
      );
    });
    try {
      vi.stubEnv('AWS_ENDPOINT_URL_EC2', server.url);
      vi.stubEnv('AWS_ACCESS_KEY_ID', credentials.accessKeyId);
      vi.stubEnv('AWS_SECRET_ACCESS_KEY', credentials.secretAccessKey);

      const status = await new AwsCloud().describe(ref);

      expect(status).toMatchObject({ state: 'terminated', reclaimed: true });
      expect(server.requests).toHaveLength(1);
      expect(server.requests[0]?.method).toBe('POST');
      expect(server.requests[0]?.headers.authorization).toContain('/eu-west-1/ec2/aws4_request');
    } finally {
      await server.close();
    }
  });
});
