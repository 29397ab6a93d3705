import type { VirtualMachine } from '@azure/arm-compute';
import { UserError, describeError } from '../../base/errors.js';
import { CapacityError, type LaunchSpec, type Rung } from '../cloud.js';
import { nodeRung } from '../node-rung.js';
import { nodeScripts } from '../node-scripts.js';
import type { AzureLaunchOptions } from './launch-options.js';
import { vmRequest } from './vm-request.js';

/** The tag that tells a gang's VMs apart (and the janitor which node it is). */
export const NODE_TAG = 'spot-train-node';

// VMs created at once. Azure's PutVM throttle allows a few hundred creates
// per 3 minutes per subscription; 16 keeps a large gang well inside it while
// a gang of up to 16 still starts in the time of one create (about a minute).
const CREATE_CONCURRENCY = 16;

// A rollback delete that fails is tried this many times, waiting a little
// longer each time: a VM whose create just failed can refuse a delete while
// Azure is still cleaning up the allocation.
const REMOVE_ATTEMPTS = 3;
const REMOVE_BACKOFF_MS = 2_000;

/** One VM of a gang. */
export interface GangNode {
  readonly index: number;
  readonly name: string;
  readonly body: VirtualMachine;
  /** The VM for messages: market, size, name and place. */
  readonly where: string;
}

/** What a gang launch asks of Azure, each call's error already explained. */
export interface GangOps {
  create(node: GangNode): Promise<void>;
  /** Deletes the VM and what was created with it; a missing one is no error. */
  remove(node: GangNode): Promise<void>;
  privateAddress(node: GangNode): Promise<string>;
  sleep(ms: number): Promise<void>;
}

interface NodeFailure {
  readonly node: GangNode;
  readonly error: unknown;
}

/**
 * The PUT bodies of the gang: node i is VM `${spec.name}-${i}`, tagged with
 * its index, on its own market (nodeRung). Each VM is created on its own, so each gets its own node's
 * script when the spec has them: its custom data then holds no other
 * node's runner configuration.
 */
export function gangNodes(
  spec: LaunchSpec,
  rung: Rung,
  options: AzureLaunchOptions,
  sshPublicKey: string,
  nodes: number,
): GangNode[] {
  const zone = rung.zone === undefined || rung.zone === '' ? '' : ` zone ${rung.zone}`;
  const scripts = nodeScripts(spec, nodes);
  return Array.from({ length: nodes }, (_, index) => {
    const name = `${spec.name}-${index}`;
    const labels = { ...spec.labels, [NODE_TAG]: String(index) };
    const startupScript = scripts?.[index] ?? spec.startupScript;
    // Node 0 may be Regular priority while the others are Spot (host-market).
    const own = nodeRung(spec, rung, index);
    return {
      index,
      name,
      body: vmRequest({ ...spec, name, labels, startupScript }, own, options, sshPublicKey),
      where: `${own.market} ${rung.instanceType} VM ${name} in ${rung.region}${zone}`,
    };
  });
}

/**
 * Runs `run` on the nodes, at most CREATE_CONCURRENCY at a time, and starts
 * no more once one has failed: the gang is lost, so more VMs would only
 * be more to delete.
 */
async function eachNode<T>(
  nodes: readonly GangNode[],
  run: (node: GangNode) => Promise<T>,
): Promise<{ results: Map<number, T>; attempted: GangNode[]; failures: NodeFailure[] }> {
  const results = new Map<number, T>();
  const attempted: GangNode[] = [];
  const failures: NodeFailure[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let node = nodes[next]; node !== undefined && failures.length === 0; node = nodes[next]) {
      next += 1;
      attempted.push(node);
      try {
        results.set(node.index, await run(node));
      } catch (error) {
        failures.push({ node, error });
      }
    }
  };
  const workers = Math.min(CREATE_CONCURRENCY, nodes.length);
  await Promise.all(Array.from({ length: workers }, worker));
  return { results, attempted, failures };
}

/**
 * Creates every node, then reads each one's private address. If any step
 * fails for any node, every VM created so far is deleted before the error
 * is thrown: CapacityError when a node found no capacity (the ladder moves
 * on), the node's own error otherwise.
 */
export async function startGang(
  nodes: readonly GangNode[],
  ops: GangOps,
  group: string,
): Promise<string[]> {
  const created = await eachNode(nodes, (node) => ops.create(node));
  let failures = created.failures;
  if (failures.length === 0) {
    const read = await eachNode(nodes, (node) => ops.privateAddress(node));
    failures = read.failures;
    if (failures.length === 0) return nodes.map((node) => read.results.get(node.index) ?? '');
  }
  const left = await removeAll(created.attempted, ops);
  throw gangError(failures, nodes.length, created.attempted.length, left, group);
}

/** Deletes the nodes, retrying each; returns those still there after the last try. */
async function removeAll(nodes: readonly GangNode[], ops: GangOps): Promise<NodeFailure[]> {
  const left: NodeFailure[] = [];
  await Promise.all(
    nodes.map(async (node) => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          await ops.remove(node);
          return;
        } catch (error) {
          if (attempt >= REMOVE_ATTEMPTS) {
            left.push({ node, error });
            return;
          }
          await ops.sleep(REMOVE_BACKOFF_MS * attempt);
        }
      }
    }),
  );
  return left.sort((a, b) => a.node.index - b.node.index);
}

function gangError(
  failures: readonly NodeFailure[],
  size: number,
  attempted: number,
  left: readonly NodeFailure[],
  group: string,
): Error {
  const ordered = [...failures].sort((a, b) => a.node.index - b.node.index);
  // A node that failed for a reason other than capacity (quota, a role, a
  // bad image) would fail the same way on the next rung: that one decides.
  const decisive = ordered.find(({ error }) => !(error instanceof CapacityError)) ?? ordered[0];
  const said = ordered
    .map(({ node, error }) => `node ${node.index}: ${describeError(error)}`)
    .join('; ');
  const headline = `the gang of ${size} VMs did not start whole (${said})`;
  if (left.length > 0) {
    const leftovers = left
      .map(({ node, error }) => `VM ${node.name} (${describeError(error)})`)
      .join('; ');
    return new Error(
      `${headline}; deleting the VMs it asked for failed for ${left.length} of ${attempted}, so delete them by hand in resource group ${group}: ${leftovers}`,
      { cause: decisive?.error },
    );
  }
  const message = `${headline}; every VM it asked for (${attempted} of ${size}) was deleted again`;
  const cause = decisive?.error;
  if (cause instanceof CapacityError) return new CapacityError(message, { cause });
  if (cause instanceof UserError) return new UserError(message, { cause });
  return new Error(message, { cause });
}
