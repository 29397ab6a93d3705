import { ComputeManagementClient } from '@azure/arm-compute';
import {
  createComputeManagement,
  type ComputeManagementClientOptionalParams,
  type ComputeManagementContext,
} from '@azure/arm-compute/api';
import type { TokenCredential } from '@azure/identity';
import { UserError } from '../../base/errors.js';
import type {
  InstanceRef,
  InstanceStatus,
  LaunchingCloud,
  LaunchSpec,
  Launched,
  PlacementQuery,
  PlacementScore,
  Rung,
  TaggedInstance,
} from '../cloud.js';
import { findEviction, type Eviction } from './activity-log.js';
import { explainArmError } from './arm-errors.js';
import { armCall, vmTarget, type Target } from './arm-target.js';
import { nodeRung } from '../node-rung.js';
import { gangNodes, startGang } from './gang-launch.js';
import { azureGangOps } from './gang-ops.js';
import { throwawaySshPublicKey } from './throwaway-ssh-key.js';
import { parseLaunchOptions, type AzureLaunchOptions } from './launch-options.js';
import { vmRequest } from './vm-request.js';
import { deleteVm, removeFailedLaunch } from './vm-delete.js';
import { describeVm } from './vm-describe.js';
import { listVmsByLabels } from './vm-listing.js';
import { azureSpotPlacementScores } from './placement-scores.js';

// How far back describe looks for an eviction. The activity log keeps 90
// days; a training VM that ran longer than this is not spot-train's.
const EVICTION_LOOKBACK_MS = 30 * 24 * 3600_000;

export interface AzureCloudParams {
  /** The settings read it from AZURE_SUBSCRIPTION_ID. */
  readonly subscriptionId?: string;
  /**
   * Defaults to DefaultAzureCredential: azure/login's CLI session, workload
   * identity (AZURE_CLIENT_ID, AZURE_TENANT_ID, AZURE_FEDERATED_TOKEN_FILE),
   * a service principal's environment, or a managed identity.
   */
  readonly credential?: TokenCredential;
  /** ARM base URL (the settings read SPOT_TRAIN_AZURE_ARM_ENDPOINT); the SDK's https://management.azure.com otherwise. */
  readonly endpoint?: string;
  /** More SDK client options: a proxy, retries, TLS trust (tests trust their emulator's certificate). */
  readonly clientOptions?: ComputeManagementClientOptionalParams;
  /** Poll interval of long-running operations when Azure sends no Retry-After. */
  readonly pollIntervalMs?: number;
  readonly now?: () => Date;
  /** Waits between tries of a gang's rollback; tests make it instant. */
  readonly sleep?: (ms: number) => Promise<void>;
}

// The scope the Azure SDK asks ARM tokens for.
const ARM_SCOPE = 'https://management.azure.com/.default';

interface Clients {
  readonly credential: TokenCredential;
  readonly compute: ComputeManagementClient;
  /** The same pipeline without the generated operations, for the activity log. */
  readonly context: ComputeManagementContext;
  readonly subscriptionId: string;
}

/** Azure VMs, each in the resource group its ref names. */
export class AzureCloud implements LaunchingCloud {
  readonly name = 'azure';
  private readonly params: AzureCloudParams;
  private readonly now: () => Date;
  private clients: Promise<Clients> | undefined;

  constructor(params: AzureCloudParams = {}) {
    this.params = params;
    this.now = params.now ?? (() => new Date());
  }

  /**
   * Azure has no all-or-nothing create for separate VMs, so the gang's VMs
   * are created side by side and, if any fails, all of them are deleted.
   */
  async launchGang(spec: LaunchSpec, rung: Rung, nodes: number): Promise<Launched[]> {
    if (!Number.isInteger(nodes) || nodes < 2) {
      throw new Error(`a gang has 2 or more nodes, not ${nodes}`);
    }
    const options = parseLaunchOptions(spec.options);
    const key = options.sshPublicKey ?? (await throwawaySshPublicKey());
    const gang = gangNodes(spec, rung, options, key, nodes);
    const { compute, context } = await this.connect();
    const ops = azureGangOps({
      compute,
      context,
      options,
      polling: this.polling(),
      deleteVm: (name) =>
        deleteVm(
          compute,
          { group: options.resourceGroup, name, where: `VM ${name}` },
          this.polling(),
        ),
      sleep: this.params.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    });
    const addresses = await startGang(gang, ops, options.resourceGroup);
    return gang.map((node) => ({
      ...this.launched(node.name, nodeRung(spec, rung, node.index), options, spec.maxPrice),
      ...(addresses[node.index] === undefined ? {} : { privateAddress: addresses[node.index] }),
    }));
  }

  async launch(spec: LaunchSpec, rung: Rung): Promise<Launched> {
    const options = parseLaunchOptions(spec.options);
    const key = options.sshPublicKey ?? (await throwawaySshPublicKey());
    const body = vmRequest(spec, rung, options, key);
    const { compute } = await this.connect();
    const zone = rung.zone === undefined || rung.zone === '' ? '' : ` zone ${rung.zone}`;
    const target: Target = {
      group: options.resourceGroup,
      name: spec.name,
      where: `${rung.market} ${rung.instanceType} VM ${spec.name} in ${rung.region}${zone}`,
    };
    try {
      await compute.virtualMachines.createOrUpdate(target.group, target.name, body, this.polling());
    } catch (error) {
      const explained = explainArmError(error, {
        action: 'Microsoft.Compute/virtualMachines/write',
        target: target.where,
      });
      await removeFailedLaunch(compute, target, { cause: error, explained }, this.polling());
      throw explained;
    }
    return this.launched(spec.name, rung, options, spec.maxPrice);
  }

  private launched(
    name: string,
    rung: Rung,
    options: AzureLaunchOptions,
    maxPrice: number | undefined,
  ): Launched {
    return {
      instance: {
        cloud: 'azure',
        id: name,
        region: rung.region,
        group: options.resourceGroup,
        ...(rung.zone === undefined || rung.zone === '' ? {} : { zone: rung.zone }),
      },
      instanceType: rung.instanceType,
      market: rung.market,
      ...(rung.market === 'spot' && maxPrice !== undefined ? { pricePerHour: maxPrice } : {}),
    };
  }

  async describe(ref: InstanceRef): Promise<InstanceStatus> {
    const target = vmTarget(ref);
    const clients = await this.connect();
    return describeVm(clients.compute, target, () => this.eviction(clients, target));
  }

  async terminate(ref: InstanceRef): Promise<void> {
    const target = vmTarget(ref);
    const { compute } = await this.connect();
    // The NIC, public IP and OS disk were created with delete option Delete,
    // so deleting the VM deletes them too.
    await armCall(target, 'Microsoft.Compute/virtualMachines/delete', () =>
      deleteVm(compute, target, this.polling()),
    );
  }

  /** Compute's spot placement scores for the ladder's sizes, asked in its first region. */
  async placementScores(query: PlacementQuery): Promise<PlacementScore[]> {
    const { context } = await this.connect();
    const where = `spot placement scores in ${query.regions[0] ?? 'no region'}`;
    return armCall(
      { group: '', name: '', where },
      'Microsoft.Compute/locations/placementScores/generate/action',
      () => azureSpotPlacementScores(context, query),
    );
  }

  /** VMs in `region` that carry every label, across resource groups. */
  async listByLabels(
    region: string,
    labels: Readonly<Record<string, string>>,
  ): Promise<TaggedInstance[]> {
    const { compute } = await this.connect();
    return listVmsByLabels(compute, region, labels);
  }

  private async eviction(clients: Clients, target: Target): Promise<Eviction | undefined> {
    const resourceId = `/subscriptions/${clients.subscriptionId}/resourceGroups/${target.group}/providers/Microsoft.Compute/virtualMachines/${target.name}`;
    const to = this.now();
    const from = new Date(to.getTime() - EVICTION_LOOKBACK_MS);
    return armCall(target, 'Microsoft.Insights/eventtypes/values/read', () =>
      findEviction(clients.context, resourceId, from, to),
    );
  }

  private polling(): { updateIntervalInMs?: number } {
    const interval = this.params.pollIntervalMs;
    return interval === undefined ? {} : { updateIntervalInMs: interval };
  }

  /** A token for ARM from the credential every call is made with. */
  async signIn(): Promise<void> {
    const { credential } = await this.connect();
    const token = await credential.getToken(ARM_SCOPE);
    if (token === null) throw new Error('the Azure credential gave no token for ARM');
  }

  private connect(): Promise<Clients> {
    this.clients ??= this.createClients();
    return this.clients;
  }

  private async createClients(): Promise<Clients> {
    const subscriptionId = this.params.subscriptionId ?? '';
    if (subscriptionId === '') {
      throw new UserError(
        'Azure needs a subscription: set AZURE_SUBSCRIPTION_ID (azure/login takes it as subscription-id but does not export it)',
      );
    }
    // @azure/identity takes half a second to load; it is loaded only when
    // no credential was handed in.
    const credential =
      this.params.credential ?? new (await import('@azure/identity')).DefaultAzureCredential();
    const endpoint = this.params.endpoint;
    const options: ComputeManagementClientOptionalParams = {
      ...this.params.clientOptions,
      ...(endpoint === undefined ? {} : { endpoint }),
    };
    return {
      credential,
      compute: new ComputeManagementClient(credential, subscriptionId, options),
      context: createComputeManagement(credential, subscriptionId, options),
      subscriptionId,
    };
  }
}
