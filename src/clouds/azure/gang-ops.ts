import { setTimeout as delay } from 'node:timers/promises';
import type { ComputeManagementClient } from '@azure/arm-compute';
import type { ComputeManagementContext } from '@azure/arm-compute/api';
import { explainArmError, type ArmAction } from './arm-errors.js';
import type { GangNode, GangOps } from './gang-launch.js';
import { deleteNetworkResource, nicPrivateAddress } from './network.js';
import type { AzureLaunchOptions } from './launch-options.js';
import { companionNames } from './vm-request.js';

export interface GangOpsParams {
  readonly compute: ComputeManagementClient;
  /** The compute client's pipeline, for the Microsoft.Network calls. */
  readonly context: ComputeManagementContext;
  readonly options: AzureLaunchOptions;
  readonly polling: { updateIntervalInMs?: number };
  /** Deletes a VM of the resource group, waiting until it is gone; a missing one is no error. */
  readonly deleteVm: (name: string) => Promise<void>;
  readonly sleep: (ms: number) => Promise<void>;
}

async function explained<T>(node: GangNode, action: ArmAction, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw explainArmError(error, { action, target: node.where });
  }
}

/** The ARM calls of a gang launch, each error explained as a single launch's would be. */
export function azureGangOps(params: GangOpsParams): GangOps {
  const { compute, context, options, polling } = params;
  const group = options.resourceGroup;
  // Polled on the clock, as the SDK's own pollers are; params.sleep is the rollback's backoff.
  const networkPolling = {
    ...(polling.updateIntervalInMs === undefined ? {} : { intervalMs: polling.updateIntervalInMs }),
    sleep: (ms: number) => delay(ms),
  };
  return {
    create: (node) =>
      explained(node, 'Microsoft.Compute/virtualMachines/write', async () => {
        await compute.virtualMachines.createOrUpdate(group, node.name, node.body, polling);
      }),
    remove: async (node) => {
      await explained(node, 'Microsoft.Compute/virtualMachines/delete', () =>
        params.deleteVm(node.name),
      );
      // Deleting the VM deletes its NIC and public IP (delete option
      // Delete), but only once they are attached to it: a create that failed
      // before attaching them would leave them behind.
      const names = companionNames(node.name);
      await explained(node, 'Microsoft.Network/networkInterfaces/delete', () =>
        deleteNetworkResource(context, group, 'networkInterfaces', names.nic, networkPolling),
      );
      if (options.publicIp) {
        await explained(node, 'Microsoft.Network/publicIPAddresses/delete', () =>
          deleteNetworkResource(
            context,
            group,
            'publicIPAddresses',
            names.publicIp,
            networkPolling,
          ),
        );
      }
    },
    privateAddress: (node) =>
      explained(node, 'Microsoft.Network/networkInterfaces/read', () =>
        nicPrivateAddress(context, group, companionNames(node.name).nic),
      ),
    sleep: params.sleep,
  };
}
