import type {
  ComputeClientOptions,
  IInstance,
  IOperation,
  InstancesClient,
} from '@google-cloud/compute/build/src/v1/instances_client.js';
import type { ZoneOperationsClient } from '@google-cloud/compute/build/src/v1/zone_operations_client.js';
import { setTimeout as delay } from 'node:timers/promises';
import { UserError } from '../../base/errors.js';
import type {
  InstanceRef,
  InstanceStatus,
  LaunchSpec,
  Launched,
  LaunchingCloud,
  Rung,
  TaggedInstance,
} from '../cloud.js';
import {
  explainComputeError,
  explainOperationError,
  isNotFound,
  type ComputeCall,
} from './compute-errors.js';
import { computeClients } from './compute-clients.js';
import { launchGang } from './gang-launch.js';
import { instanceResource, type Placement } from './instance-resource.js';
import { PREEMPTED, goneStatus, instanceStatus, isSpot, stateOf } from './instance-status.js';
import { waitForOperation, type WaitOptions } from './operations.js';
import { regionOfZone } from './zone-region.js';

export interface GcpCloudParams {
  /**
   * The project VMs are launched and listed in, and the one of refs that name
   * none (the settings read GOOGLE_CLOUD_PROJECT and its kin); the
   * credentials' own project otherwise.
   */
  readonly projectId?: string;
  /**
   * The Compute API server, such as http://127.0.0.1:8085 for an emulator
   * (the settings read SPOT_TRAIN_GCP_COMPUTE_ENDPOINT, then gcloud's
   * override); compute.googleapis.com otherwise.
   */
  readonly apiEndpoint?: string;
  /**
   * A google-auth-library AuthClient to sign requests with. Without one the
   * client uses Application Default Credentials: the file named by
   * GOOGLE_APPLICATION_CREDENTIALS (which google-github-actions/auth writes,
   * for workload identity federation too), gcloud's, or the metadata server.
   */
  readonly authClient?: ComputeClientOptions['authClient'];
  /** How operations are waited for; tests make the pauses instant. */
  readonly wait?: Partial<WaitOptions>;
}

interface Target {
  readonly project: string;
  readonly zone: string;
  readonly name: string;
}

const PAGE_BY_PAGE = { autoPaginate: false } as const;

/** Compute Engine VMs, over the REST API (no gRPC). */
export class GcpCloud implements LaunchingCloud {
  readonly name = 'gcp';
  private readonly instances: InstancesClient;
  private readonly operations: ZoneOperationsClient;
  private readonly waitOptions: WaitOptions;
  private readonly projectId: string | undefined;

  /** A token from the credentials every call is signed with (a federated one is exchanged now). */
  async signIn(): Promise<void> {
    await this.instances.auth.getAccessToken();
  }

  constructor(params: GcpCloudParams = {}) {
    this.projectId = params.projectId;
    const clients = computeClients(params.apiEndpoint, params.authClient);
    this.instances = clients.instances;
    this.operations = clients.operations;
    this.waitOptions = {
      sleep: (ms) => delay(ms),
      now: () => Date.now(),
      timeoutMs: 10 * 60_000,
      ...params.wait,
    };
  }

  async launch(spec: LaunchSpec, rung: Rung): Promise<Launched> {
    const where = await this.placement(spec, rung);
    const { project, zone, region } = where;
    const call: ComputeCall = {
      permission: 'compute.instances.create',
      instance: spec.name,
      zone,
      project,
    };
    const body = instanceResource(spec, rung, where);
    let done: IOperation;
    try {
      const [started] = await this.instances.insert({ project, zone, instanceResource: body });
      done = await waitForOperation(
        this.operations,
        started.latestResponse,
        where,
        this.waitOptions,
      );
    } catch (error) {
      throw explainComputeError(error, call, true);
    }
    if (done.error?.errors !== undefined && done.error.errors.length > 0) {
      throw explainOperationError(done.error, call);
    }
    return {
      instance: { cloud: 'gcp', id: spec.name, zone, region, group: project },
      instanceType: rung.instanceType,
      market: rung.market,
    };
  }

  async launchGang(spec: LaunchSpec, rung: Rung, nodes: number): Promise<Launched[]> {
    if (!Number.isInteger(nodes) || nodes < 2) {
      throw new Error(`a gang has 2 or more nodes; launchGang was asked for ${nodes}`);
    }
    const where = await this.placement(spec, rung);
    const remove = (name: string) =>
      this.terminate({ cloud: 'gcp', id: name, zone: where.zone, group: where.project });
    return launchGang(
      { instances: this.instances, operations: this.operations, wait: this.waitOptions, remove },
      spec,
      rung,
      where,
      nodes,
    );
  }

  /** Where a rung's VMs go: its zone (required: GCP VMs are zonal), and the project. */
  private async placement(spec: LaunchSpec, rung: Rung): Promise<Placement> {
    const zone = rung.zone;
    if (zone === undefined || zone === '') {
      throw new UserError(
        `GCP VMs are zonal: rung ${rung.instanceType} in ${rung.region} names no zone; list zones such as ${rung.region}-a in the zones input`,
      );
    }
    const region = regionOfZone(zone);
    if (rung.region !== '' && rung.region !== region) {
      throw new UserError(`GCP zone ${zone} is not in region ${rung.region}`);
    }
    const option = spec.options.project;
    const project = option !== undefined && option !== '' ? option : await this.defaultProject();
    return { project, zone, region };
  }

  async describe(ref: InstanceRef): Promise<InstanceStatus> {
    const target = await this.target(ref);
    let instance: IInstance | undefined;
    try {
      [instance] = await this.instances.get({
        project: target.project,
        zone: target.zone,
        instance: target.name,
      });
    } catch (error) {
      if (!isNotFound(error)) throw explainComputeError(error, this.call(target, 'get'));
    }
    if (instance === undefined) return goneStatus(target.zone, await this.preemption(target));
    const preemption = isSpot(instance)
      ? await this.preemption(target, instance.id ?? undefined)
      : undefined;
    return instanceStatus(instance, target.zone, preemption);
  }

  async terminate(ref: InstanceRef): Promise<void> {
    const target = await this.target(ref);
    const call = this.call(target, 'delete');
    let done: IOperation;
    try {
      const [started] = await this.instances.delete({
        project: target.project,
        zone: target.zone,
        instance: target.name,
      });
      done = await waitForOperation(
        this.operations,
        started.latestResponse,
        target,
        this.waitOptions,
      );
    } catch (error) {
      // Deleting an instance Compute does not know is what was asked for.
      if (isNotFound(error)) return;
      throw explainComputeError(error, call);
    }
    const errors = done.error?.errors ?? [];
    if (errors.length > 0 && !errors.every((entry) => entry.code === 'RESOURCE_NOT_FOUND')) {
      throw explainOperationError({ errors }, call);
    }
  }

  async listByLabels(
    region: string,
    labels: Readonly<Record<string, string>>,
  ): Promise<TaggedInstance[]> {
    const project = await this.defaultProject();
    // Compute reads parenthesised expressions side by side as AND.
    const filter = Object.entries(labels)
      .map(([key, value]) => `(labels.${key} = ${JSON.stringify(value)})`)
      .join(' ');
    const found: TaggedInstance[] = [];
    try {
      for await (const [scope, list] of this.instances.aggregatedListAsync(
        { project, filter },
        PAGE_BY_PAGE,
      )) {
        const zone = scope.replace(/^zones\//, '');
        if (regionOfZone(zone) !== region) continue;
        for (const instance of list.instances ?? []) {
          const own = instance.labels ?? {};
          if (!Object.entries(labels).every(([key, value]) => own[key] === value)) continue;
          found.push({
            instance: { cloud: 'gcp', id: instance.name ?? '', zone, region, group: project },
            state: stateOf(instance),
            labels: { ...own },
            ...(instance.creationTimestamp ? { launchedAt: instance.creationTimestamp } : {}),
          });
        }
      }
    } catch (error) {
      throw explainComputeError(error, {
        permission: 'compute.instances.list',
        instance: 'instances',
        zone: region,
        project,
      });
    }
    return found;
  }

  /**
   * The preemption Compute recorded for the instance, if any. Its
   * compute.instances.preempted operation outlives the instance (spot-train
   * deletes preempted VMs), which is why this asks the zone's operations and
   * not the instance. With the instance's id at hand, an earlier VM of the
   * same name cannot be mistaken for it.
   */
  private async preemption(target: Target, id?: string): Promise<IOperation | undefined> {
    const path = `/projects/${target.project}/zones/${target.zone}/instances/${target.name}`;
    try {
      for await (const operation of this.operations.listAsync(
        {
          project: target.project,
          zone: target.zone,
          filter: `operationType = "${PREEMPTED}"`,
        },
        PAGE_BY_PAGE,
      )) {
        const same =
          id === undefined
            ? (operation.targetLink ?? '').endsWith(path)
            : operation.targetId === id;
        if (same) return operation;
      }
    } catch (error) {
      throw explainComputeError(error, this.call(target, 'zoneOperations.list'));
    }
    return undefined;
  }

  private call(target: Target, action: string): ComputeCall {
    const permission = action.includes('.') ? `compute.${action}` : `compute.instances.${action}`;
    return { permission, instance: target.name, zone: target.zone, project: target.project };
  }

  private async target(ref: InstanceRef): Promise<Target> {
    if (ref.cloud !== 'gcp') {
      throw new Error(`the GCP adapter was asked about ${ref.cloud} instance ${ref.id}`);
    }
    if (ref.zone === undefined || ref.zone === '') {
      throw new UserError(`GCP instance ${ref.id} names no zone; GCP instances are found by zone`);
    }
    const project =
      ref.group !== undefined && ref.group !== '' ? ref.group : await this.defaultProject();
    return { project, zone: ref.zone, name: ref.id };
  }

  private async defaultProject(): Promise<string> {
    if (this.projectId !== undefined) return this.projectId;
    try {
      return await this.instances.getProjectId();
    } catch (error) {
      throw new UserError(
        `no GCP project given: set GOOGLE_CLOUD_PROJECT (google-github-actions/auth does), or use credentials that name one`,
        { cause: error },
      );
    }
  }
}
