import type {
  IInstance,
  IOperation,
  InstancesClient,
} from '@google-cloud/compute/build/src/v1/instances_client.js';
import type { ZoneOperationsClient } from '@google-cloud/compute/build/src/v1/zone_operations_client.js';
import { describeError } from '../../base/errors.js';
import { CapacityError, type LaunchSpec, type Launched, type Rung } from '../cloud.js';
import {
  explainComputeError,
  explainOperationError,
  isNotFound,
  isRefused,
  type ComputeCall,
} from './compute-errors.js';
import { isMixed, nodeRung } from '../node-rung.js';
import { NODE_LABEL, gangNames, gangResource, hostResource } from './gang-resource.js';
import type { Placement } from './instance-resource.js';
import { waitForOperation, type WaitOptions } from './operations.js';

export interface GangClients {
  readonly instances: InstancesClient;
  readonly operations: ZoneOperationsClient;
  readonly wait: WaitOptions;
  /** Deletes one VM of the zone and waits; one already gone is not an error. */
  readonly remove: (name: string) => Promise<void>;
}

interface Node {
  readonly name: string;
  readonly instance: IInstance;
}

/**
 * Starts a gang with one instances.bulkInsert, all or nothing. Every VM
 * gets the single launch's properties; Compute names them but cannot label
 * them one by one, so each VM's `spot-train-node` label is set once it
 * exists. With node 0 on-demand (host-market) beside spot nodes, node 0 is
 * created first with instances.insert and the others with the bulkInsert,
 * since its properties (scheduling too) are every VM's. If anything fails
 * after Compute may have created a VM, every VM of the gang is deleted
 * before the error is passed on.
 */
export async function launchGang(
  clients: GangClients,
  spec: LaunchSpec,
  rung: Rung,
  where: Placement,
  nodes: number,
): Promise<Launched[]> {
  const names = gangNames(spec.name, nodes);
  const mixed = isMixed(spec, rung);
  const bulk = mixed ? names.slice(1) : names;
  // Both bodies first: a spec Compute would refuse is refused before any VM exists.
  const body = gangResource(spec, rung, where, bulk);
  if (mixed) await insertHost(clients, hostResource(spec, rung, where, names[0] ?? ''), where);
  const call: ComputeCall = {
    permission: 'compute.instances.create',
    instance: `${bulk[0] ?? ''}..${bulk[bulk.length - 1] ?? ''}`,
    zone: where.zone,
    project: where.project,
  };
  let started: IOperation;
  try {
    [{ latestResponse: started }] = await clients.instances.bulkInsert({
      project: where.project,
      zone: where.zone,
      bulkInsertInstanceResourceResource: body,
    });
  } catch (error) {
    const explained = explainComputeError(error, call, true);
    // Refused outright, the bulkInsert created nothing; node 0 may be there.
    throw await removeAll(
      clients,
      isRefused(error) ? names.slice(0, mixed ? 1 : 0) : names,
      explained,
    );
  }
  try {
    await finished(clients, started, where, call);
    const found = await readAll(clients, where, names);
    await settleAll(found.map((node, index) => labelNode(clients, where, node, index)));
    return found.map((node, index) => launched(node, nodeRung(spec, rung, index), where));
  } catch (error) {
    throw await removeAll(clients, names, error);
  }
}

/** Creates node 0 on its own and waits for it; a failed create leaves no node 0 behind. */
async function insertHost(clients: GangClients, body: IInstance, where: Placement): Promise<void> {
  const name = body.name ?? '';
  const call: ComputeCall = {
    permission: 'compute.instances.create',
    instance: name,
    zone: where.zone,
    project: where.project,
  };
  let started: IOperation;
  try {
    [{ latestResponse: started }] = await clients.instances.insert({
      project: where.project,
      zone: where.zone,
      instanceResource: body,
    });
  } catch (error) {
    const explained = explainComputeError(error, call, true);
    throw await removeAll(clients, isRefused(error) ? [] : [name], explained);
  }
  try {
    await finished(clients, started, where, call);
  } catch (error) {
    throw await removeAll(clients, [name], error);
  }
}

/** Waits for an operation, and throws its error if it ended with one. */
async function finished(
  clients: GangClients,
  started: IOperation,
  where: Placement,
  call: ComputeCall,
): Promise<void> {
  let done: IOperation;
  try {
    done = await waitForOperation(clients.operations, started, where, clients.wait);
  } catch (error) {
    throw explainComputeError(error, call);
  }
  if (done.error?.errors !== undefined && done.error.errors.length > 0) {
    throw explainOperationError(done.error, call);
  }
}

/** Each VM of the gang, in node order; any missing (preempted at once, say) means no gang here. */
async function readAll(clients: GangClients, where: Placement, names: readonly string[]) {
  const read = await settleAll(names.map((name) => readNode(clients, where, name)));
  const missing = names.filter((_, index) => read[index] === undefined);
  if (missing.length > 0) {
    throw new CapacityError(
      `${where.zone}: only ${names.length - missing.length} of the gang's ${names.length} VMs exist after Compute created them; ${missing.join(', ')} went away`,
    );
  }
  return read.filter((node): node is Node => node !== undefined);
}

async function readNode(
  clients: GangClients,
  where: Placement,
  name: string,
): Promise<Node | undefined> {
  let instance: IInstance;
  try {
    [instance] = await clients.instances.get({
      project: where.project,
      zone: where.zone,
      instance: name,
    });
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw explainComputeError(error, gangCall(where, name, 'get'));
  }
  // Node 0's address is where the others meet it; a gang without it cannot train.
  if (!instance.networkInterfaces?.[0]?.networkIP) {
    throw new Error(`Compute gave VM ${name} in ${where.zone} no private address`);
  }
  return { name, instance };
}

async function labelNode(
  clients: GangClients,
  where: Placement,
  node: Node,
  index: number,
): Promise<void> {
  const call = gangCall(where, node.name, 'setLabels');
  let started: IOperation;
  try {
    [{ latestResponse: started }] = await clients.instances.setLabels({
      project: where.project,
      zone: where.zone,
      instance: node.name,
      instancesSetLabelsRequestResource: {
        labels: { ...node.instance.labels, [NODE_LABEL]: String(index) },
        labelFingerprint: node.instance.labelFingerprint ?? '',
      },
    });
  } catch (error) {
    throw explainComputeError(error, call);
  }
  await finished(clients, started, where, call);
}

function launched(node: Node, rung: Rung, where: Placement): Launched {
  const address = node.instance.networkInterfaces?.[0]?.networkIP ?? undefined;
  return {
    instance: {
      cloud: 'gcp',
      id: node.name,
      zone: where.zone,
      region: where.region,
      group: where.project,
    },
    instanceType: rung.instanceType,
    market: rung.market,
    ...(address === undefined ? {} : { privateAddress: address }),
  };
}

/**
 * Deletes every VM of the gang and returns the error to throw: `cause` as it
 * is when nothing is left behind, or, when a delete failed, a plain Error
 * naming what may still run (never a CapacityError, which would send the
 * ladder on to start another gang).
 */
async function removeAll(
  clients: GangClients,
  names: readonly string[],
  cause: unknown,
): Promise<unknown> {
  const results = await Promise.allSettled(names.map((name) => clients.remove(name)));
  const failed = names.filter((_, index) => results[index]?.status === 'rejected');
  if (failed.length === 0) return cause;
  const reasons = results.flatMap((r) =>
    r.status === 'rejected' ? [describeError(r.reason)] : [],
  );
  return new Error(
    `${describeError(cause)}; deleting the gang's VMs failed too, so ${failed.join(', ')} may still run ` +
      `(they delete themselves at their run-time limit, and the janitor finds them by label): ${reasons.join('; ')}`,
    { cause },
  );
}

/** Waits for every promise, then throws the first error, so no call is still running on return. */
async function settleAll<T>(promises: readonly Promise<T>[]): Promise<T[]> {
  const results = await Promise.allSettled(promises);
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure !== undefined) throw failure.reason;
  return results.map((r) => (r as PromiseFulfilledResult<T>).value);
}

function gangCall(where: Placement, name: string, action: string): ComputeCall {
  return {
    permission: `compute.instances.${action}`,
    instance: name,
    zone: where.zone,
    project: where.project,
  };
}
