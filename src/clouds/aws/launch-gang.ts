import {
  CreateTagsCommand,
  RunInstancesCommand,
  TerminateInstancesCommand,
  type EC2Client,
  type Instance,
  type RunInstancesCommandInput,
} from '@aws-sdk/client-ec2';
import { UserError, describeError } from '../../errors.js';
import type { LaunchSpec, Launched, Rung } from '../cloud.js';
import { explainEc2Error } from './ec2-errors.js';
import { explainLaunchError, type LaunchAttempt } from './launch-errors.js';
import { rootDevice, type LaunchContext } from './launch-instance.js';
import { OPTION, rootDisk, runInstancesInput } from './run-instances.js';
import { currentSpotPrice } from './spot-price.js';

/** The tag each VM of a gang carries with its node index (the script reads the launch index instead). */
const NODE_TAG = 'spot-train-node';

/**
 * Starts a gang of `nodes` VMs on one rung with one RunInstances whose
 * MinCount and MaxCount are both `nodes`: EC2 starts all of them or none
 * (InsufficientInstanceCapacity, a CapacityError here), so a rung never
 * leaves part of a gang. Node i is the VM EC2 gave launch index i, which
 * is what the startup script reads at boot. Each VM is then tagged with
 * its node and its own name; if that fails every VM is terminated.
 */
export async function launchGang(
  context: LaunchContext,
  spec: LaunchSpec,
  rung: Rung,
  nodes: number,
): Promise<Launched[]> {
  const input = { ...gangInput(spec, rung, nodes), MinCount: nodes, MaxCount: nodes };
  const profile = spec.options[OPTION.instanceProfile];
  const attempt: LaunchAttempt = {
    rung,
    image: spec.image,
    ...(profile ? { instanceProfile: profile } : {}),
  };
  const device = await rootDevice(context, spec, attempt);
  let gang = await runGang(context.client, input, rootDisk(device.name, spec.diskGb), attempt);
  const actual = gang[0]?.RootDeviceName;
  if (!device.known && actual !== undefined && actual !== device.name) {
    // As for one VM: the disk became a second volume. Start over under EC2's name.
    await terminateGang(context.client, gang, rung.region, `its root device is ${actual}`);
    context.rootDevices.learn(rung.region, spec.image, actual);
    gang = await runGang(context.client, input, rootDisk(actual, spec.diskGb), attempt);
  }
  await tagNodes(context.client, gang, spec, rung.region);
  return described(context, gang, spec, rung);
}

/**
 * The request for one VM, which every VM of the gang shares. Its user
 * data holds every node's runner configuration, so a script over EC2's
 * limit says what makes it big.
 */
function gangInput(spec: LaunchSpec, rung: Rung, nodes: number): RunInstancesCommandInput {
  try {
    return runInstancesInput(spec, rung);
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    throw new UserError(
      `${error.message}. A gang's script carries the runner configuration of each of its ${nodes} nodes (about 3 KB each, packed): give fewer nodes, larger instances, or a shorter pre-runner-script`,
      { cause: error },
    );
  }
}

/** Runs the gang's RunInstances; its VMs in node (launch index) order, all `MinCount` of them. */
async function runGang(
  client: EC2Client,
  input: RunInstancesCommandInput,
  disk: RunInstancesCommandInput['BlockDeviceMappings'],
  attempt: LaunchAttempt,
): Promise<Instance[]> {
  let started: Instance[];
  try {
    const out = await client.send(new RunInstancesCommand({ ...input, BlockDeviceMappings: disk }));
    started = out.Instances ?? [];
  } catch (error) {
    throw explainLaunchError(error, attempt);
  }
  const gang = [...started].sort((a, b) => (a.AmiLaunchIndex ?? 0) - (b.AmiLaunchIndex ?? 0));
  const indexes = gang.map((instance) => instance.AmiLaunchIndex);
  const wanted = input.MinCount ?? 1;
  const whole =
    gang.length === wanted &&
    indexes.every((index, node) => index === node) &&
    gang.every((instance) => instance.InstanceId !== undefined);
  if (!whole) {
    await terminateGang(client, gang, attempt.rung.region, 'EC2 answered with an incomplete gang');
    throw new Error(
      `ec2:RunInstances in ${attempt.rung.region} asked for ${wanted} instances and answered with ${gang.length} ` +
        `(launch indexes ${indexes.join(', ')}); they were terminated, and the janitor finds any other by its tags`,
    );
  }
  return gang;
}

/**
 * Tags each VM with its node and its own name. RunInstances tags every VM
 * of the request alike, so these come one call per VM after it. A gang
 * that cannot be told apart by its tags is terminated: finalize and the
 * janitor could not tell what they find.
 */
async function tagNodes(
  client: EC2Client,
  gang: readonly Instance[],
  spec: LaunchSpec,
  region: string,
): Promise<void> {
  try {
    for (const [node, instance] of gang.entries()) {
      await client.send(
        new CreateTagsCommand({
          Resources: [instance.InstanceId ?? ''],
          Tags: [
            { Key: NODE_TAG, Value: String(node) },
            { Key: 'Name', Value: `${spec.name}-${node}` },
          ],
        }),
      );
    }
  } catch (error) {
    const cause = explainEc2Error(error, { action: 'CreateTags', region });
    await terminateGang(client, gang, region, 'tagging its nodes failed');
    throw cause;
  }
}

/**
 * Terminates a whole gang in one call. When even that fails, the error
 * names every instance so a person can: nothing of a gang is left silently.
 */
async function terminateGang(
  client: EC2Client,
  gang: readonly Instance[],
  region: string,
  why: string,
): Promise<void> {
  const ids = gang.flatMap((instance) => (instance.InstanceId ? [instance.InstanceId] : []));
  if (ids.length === 0) return;
  try {
    await client.send(new TerminateInstancesCommand({ InstanceIds: ids }));
  } catch (error) {
    throw new Error(
      `a gang in ${region} had to go (${why}), and terminating it failed: terminate ${ids.join(', ')} by hand. ` +
        `AWS said: ${describeError(error)}`,
      { cause: error },
    );
  }
}

async function described(
  context: LaunchContext,
  gang: readonly Instance[],
  spec: LaunchSpec,
  rung: Rung,
): Promise<Launched[]> {
  const zoneOf = (instance: Instance | undefined) =>
    instance?.Placement?.AvailabilityZone ??
    (rung.zone?.startsWith('subnet-') ? undefined : rung.zone);
  const zone = zoneOf(gang[0]);
  // One price for the gang: every VM is the same type in the same zone.
  const known =
    rung.market === 'spot' && zone !== undefined
      ? await currentSpotPrice(context.client, rung.instanceType, zone, context.now())
      : undefined;
  const price = rung.market === 'spot' ? (known ?? spec.maxPrice) : undefined;
  return gang.map((instance) => {
    const where = zoneOf(instance);
    return {
      instance: {
        cloud: 'aws',
        id: instance.InstanceId ?? '',
        region: rung.region,
        ...(where ? { zone: where } : {}),
      },
      instanceType: rung.instanceType,
      market: rung.market,
      ...(price === undefined ? {} : { pricePerHour: price }),
      ...(instance.PrivateIpAddress ? { privateAddress: instance.PrivateIpAddress } : {}),
    };
  });
}
