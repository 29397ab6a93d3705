import type { EC2Client, Instance, RunInstancesCommandInput } from '@aws-sdk/client-ec2';
import { UserError, describeError } from '../../base/errors.js';
import { CapacityError, type LaunchSpec, type Rung } from '../cloud.js';
import { nodeRung } from '../node-rung.js';
import type { LaunchAttempt } from './launch-errors.js';
import { runInstance } from './launch-instance.js';
import { runInstancesInput } from './run-instances.js';
import { terminateGang } from './terminate-gang.js';

/** The tag each VM of a gang carries with its node index. */
export const NODE_TAG = 'spot-train-node';

// RunInstances calls in flight at once. Each returns in a second or two
// (EC2 boots the VM after answering), so a gang of 16 starts in the time of
// one call and the largest (64) in four rounds; a call EC2 throttles is
// retried by the SDK.
const RUN_CONCURRENCY = 16;

interface NodeFailure {
  readonly node: number;
  readonly error: unknown;
}

/**
 * Node i's request on its own: its own script (only its runner
 * configuration), its own market (node 0 may be on-demand, see nodeRung),
 * and its node tag and name from the start, so none of its VM, volume or
 * spot request is ever untagged.
 */
export function nodeInputs(
  spec: LaunchSpec,
  rung: Rung,
  scripts: readonly string[],
): RunInstancesCommandInput[] {
  return scripts.map((startupScript, node) => {
    const labels = { ...spec.labels, [NODE_TAG]: String(node) };
    try {
      return runInstancesInput(
        { ...spec, name: `${spec.name}-${node}`, labels, startupScript },
        nodeRung(spec, rung, node),
      );
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      throw new UserError(`node ${node} of the gang: ${error.message}`, { cause: error });
    }
  });
}

/**
 * Starts a gang with one RunInstances per node (MinCount = MaxCount = 1),
 * all or nothing: when any node cannot start, every instance the others
 * started is terminated before the error is thrown. Node 0 goes first:
 * on a rung that names no zone EC2 picks one for it, and the others are
 * asked for in the same zone, as one call for the whole gang would keep
 * them. Returns the instances in node order.
 */
export async function runNodes(
  client: EC2Client,
  inputs: readonly RunInstancesCommandInput[],
  disk: RunInstancesCommandInput['BlockDeviceMappings'],
  attempt: LaunchAttempt,
): Promise<Instance[]> {
  // Each request's own market, so that an on-demand node 0's quota error names the on-demand quota.
  const start = (input: RunInstancesCommandInput) =>
    runInstance(client, input, disk, {
      ...attempt,
      rung: { ...attempt.rung, market: marketOf(input) },
    });
  const [first, ...rest] = inputs;
  if (first === undefined) return [];
  let head: Instance;
  try {
    head = await start(first);
  } catch (error) {
    throw gangError([{ node: 0, error }], inputs.length, 0);
  }
  const zone = head.Placement?.AvailabilityZone;
  const pinned = rest.map((input) => inZone(input, attempt.rung, zone));
  const { started, failures } = await eachNode(pinned, start);
  const gang = [head, ...started.filter((instance) => instance !== undefined)];
  if (failures.length === 0) return gang;
  const nodeFailures = failures.map(({ node, error }) => ({ node: node + 1, error }));
  const [failed] = nodeFailures;
  const why = `node ${failed?.node ?? '?'} of ${inputs.length} did not start: ${describeError(failed?.error)}`;
  await terminateGang(client, gang, attempt.rung.region, why);
  throw gangError(nodeFailures, inputs.length, gang.length);
}

/** A request without InstanceMarketOptions is EC2's on-demand. */
function marketOf(input: RunInstancesCommandInput): 'spot' | 'on-demand' {
  return input.InstanceMarketOptions?.MarketType === 'spot' ? 'spot' : 'on-demand';
}

/** The request in node 0's zone, when the rung left the zone to EC2. */
function inZone(
  input: RunInstancesCommandInput,
  rung: Rung,
  zone: string | undefined,
): RunInstancesCommandInput {
  if (zone === undefined || (rung.zone !== undefined && rung.zone !== '')) return input;
  return { ...input, Placement: { ...input.Placement, AvailabilityZone: zone } };
}

/**
 * Starts each request, at most RUN_CONCURRENCY at a time, and starts no
 * more once one has failed: the gang is lost, so more VMs would only be
 * more to terminate. Calls already under way are waited for, so every
 * instance that did start is in `started` (at its request's index).
 */
async function eachNode(
  inputs: readonly RunInstancesCommandInput[],
  start: (input: RunInstancesCommandInput) => Promise<Instance>,
): Promise<{ started: (Instance | undefined)[]; failures: NodeFailure[] }> {
  const started: (Instance | undefined)[] = inputs.map(() => undefined);
  const failures: NodeFailure[] = [];
  const queue = [...inputs.entries()];
  const worker = async (): Promise<void> => {
    for (let item = queue.shift(); item && failures.length === 0; item = queue.shift()) {
      const [node, input] = item;
      try {
        started[node] = await start(input);
      } catch (error) {
        failures.push({ node, error });
      }
    }
  };
  const workers = Math.min(RUN_CONCURRENCY, inputs.length);
  await Promise.all(Array.from({ length: workers }, worker));
  return { started, failures };
}

/**
 * The gang's error: a CapacityError (the ladder moves on) only when every
 * failed node found no capacity; a node that failed for another reason
 * (quota, permission, a bad image) would fail the same on the next rung.
 */
function gangError(failures: readonly NodeFailure[], size: number, terminated: number): Error {
  const ordered = [...failures].sort((a, b) => a.node - b.node);
  const decisive = ordered.find(({ error }) => !(error instanceof CapacityError)) ?? ordered[0];
  const said = ordered.map(({ node, error }) => `node ${node}: ${describeError(error)}`).join('; ');
  const message =
    `the gang of ${size} did not start whole, one RunInstances per node (${said}); ` +
    (terminated === 0
      ? 'no instance had started'
      : `the ${terminated} instances that had started were terminated`);
  const cause = decisive?.error;
  if (cause instanceof CapacityError) return new CapacityError(message, { cause });
  if (cause instanceof UserError) return new UserError(message, { cause });
  return new Error(message, { cause });
}
