import {
  DescribeInstancesCommand,
  DescribeSpotInstanceRequestsCommand,
  EC2Client,
  TerminateInstancesCommand,
  type DescribeSpotInstanceRequestsCommandInput,
  type Instance,
  type SpotInstanceRequest,
} from '@aws-sdk/client-ec2';
import { UserError } from '../../base/errors.js';
import { silentLogger, type Logger } from '../../base/log.js';
import type {
  InstanceRef,
  InstanceStatus,
  LaunchSpec,
  Launched,
  LaunchingCloud,
  PlacementQuery,
  PlacementScore,
  Rung,
  TaggedInstance,
} from '../cloud.js';
import {
  explainEc2Error,
  isInstanceNotFound,
  isSpotRequestNotFound,
  type Ec2Action,
} from './ec2-errors.js';
import {
  goneStatus,
  instanceStatus,
  isReclaimedRequest,
  reclaimedByStateReason,
} from './instance-status.js';
import { launchGang } from './launch-gang.js';
import { launchInstance } from './launch-instance.js';
import { listTagged } from './list-tagged.js';
import { spotPlacementScores } from './placement-scores.js';
import { RootDevices } from './root-device.js';

export interface AwsCloudParams {
  /**
   * Makes the EC2 client for a region. The default leaves credentials to the
   * SDK's default chain and the endpoint to its own settings
   * (AWS_ENDPOINT_URL_EC2, AWS_ENDPOINT_URL, the shared config file).
   */
  readonly clientFor?: (region: string) => EC2Client;
  /** For instances whose ref names no region (the settings read AWS_REGION, then AWS_DEFAULT_REGION). */
  readonly defaultRegion?: string;
  /** The clock the spot price is looked up at. */
  readonly now?: () => Date;
  /** Where a gang launch says how it started the gang; silent by default. */
  readonly logger?: Logger;
}

interface Target {
  readonly client: EC2Client;
  readonly id: string;
  readonly region: string;
}

/** EC2 instances, each in the region its ref names. */
export class AwsCloud implements LaunchingCloud {
  readonly name = 'aws';
  private readonly clientFor: (region: string) => EC2Client;
  private readonly defaultRegion: string | undefined;
  private readonly now: () => Date;
  private readonly logger: Logger;
  private readonly clients = new Map<string, EC2Client>();
  private readonly rootDevices = new RootDevices();

  constructor(params: AwsCloudParams = {}) {
    this.clientFor = params.clientFor ?? ((region) => new EC2Client({ region }));
    this.defaultRegion = params.defaultRegion;
    this.now = params.now ?? (() => new Date());
    this.logger = params.logger ?? silentLogger;
  }

  /** Resolves the SDK's credential chain (a web identity token is exchanged now). */
  async signIn(): Promise<void> {
    await this.clientIn(this.defaultRegion ?? 'us-east-1').config.credentials();
  }

  async launchGang(spec: LaunchSpec, rung: Rung, nodes: number): Promise<Launched[]> {
    const client = this.clientIn(rung.region);
    const context = { client, rootDevices: this.rootDevices, now: this.now, logger: this.logger };
    return launchGang(context, spec, rung, nodes);
  }

  async launch(spec: LaunchSpec, rung: Rung): Promise<Launched> {
    const client = this.clientIn(rung.region);
    const context = { client, rootDevices: this.rootDevices, now: this.now, logger: this.logger };
    return launchInstance(context, spec, rung);
  }

  placementScores(query: PlacementQuery): Promise<PlacementScore[]> {
    return spotPlacementScores((region) => this.clientIn(region), query);
  }

  async listByLabels(
    region: string,
    labels: Readonly<Record<string, string>>,
  ): Promise<TaggedInstance[]> {
    return listTagged(this.clientIn(region), region, labels);
  }

  async describe(ref: InstanceRef): Promise<InstanceStatus> {
    const target = this.target(ref);
    const instance = await this.findInstance(target);
    if (instance === undefined) {
      const spot = await this.findSpotRequest(target, {
        Filters: [{ Name: 'instance-id', Values: [target.id] }],
      });
      return goneStatus(target.region, spot);
    }
    if (instance.InstanceLifecycle !== 'spot' || reclaimedByStateReason(instance)) {
      return instanceStatus(instance);
    }
    const requestId = instance.SpotInstanceRequestId;
    const spot = await this.findSpotRequest(
      target,
      requestId === undefined
        ? { Filters: [{ Name: 'instance-id', Values: [target.id] }] }
        : { SpotInstanceRequestIds: [requestId] },
    );
    return instanceStatus(instance, spot);
  }

  async terminate(ref: InstanceRef): Promise<void> {
    const target = this.target(ref);
    // Terminating an instance that is terminated already succeeds at EC2;
    // one it has forgotten answers NotFound, which means the same here.
    await this.call(target, 'TerminateInstances', async () => {
      try {
        await target.client.send(new TerminateInstancesCommand({ InstanceIds: [target.id] }));
      } catch (error) {
        if (!isInstanceNotFound(error)) throw error;
      }
    });
  }

  private async findInstance(target: Target): Promise<Instance | undefined> {
    return this.call(target, 'DescribeInstances', async () => {
      try {
        const out = await target.client.send(
          new DescribeInstancesCommand({ InstanceIds: [target.id] }),
        );
        return (out.Reservations ?? [])
          .flatMap((reservation) => reservation.Instances ?? [])
          .find((instance) => instance.InstanceId === target.id);
      } catch (error) {
        if (isInstanceNotFound(error)) return undefined;
        throw error;
      }
    });
  }

  private async findSpotRequest(
    target: Target,
    input: DescribeSpotInstanceRequestsCommandInput,
  ): Promise<SpotInstanceRequest | undefined> {
    return this.call(target, 'DescribeSpotInstanceRequests', async () => {
      try {
        const out = await target.client.send(new DescribeSpotInstanceRequestsCommand(input));
        const requests = out.SpotInstanceRequests ?? [];
        return requests.find(isReclaimedRequest) ?? requests[0];
      } catch (error) {
        if (isSpotRequestNotFound(error)) return undefined;
        throw error;
      }
    });
  }

  private async call<T>(target: Target, action: Ec2Action, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw explainEc2Error(error, { action, instanceId: target.id, region: target.region });
    }
  }

  private target(ref: InstanceRef): Target {
    if (ref.cloud !== 'aws') {
      throw new Error(`the AWS adapter was asked about ${ref.cloud} instance ${ref.id}`);
    }
    const region = ref.region || this.defaultRegion;
    if (region === undefined || region === '') {
      throw new UserError(
        `AWS instance ${ref.id} names no region; set AWS_REGION (or AWS_DEFAULT_REGION) to the region it runs in`,
      );
    }
    return { client: this.clientIn(region), id: ref.id, region };
  }

  private clientIn(region: string): EC2Client {
    let client = this.clients.get(region);
    if (client === undefined) {
      client = this.clientFor(region);
      this.clients.set(region, client);
    }
    return client;
  }
}
