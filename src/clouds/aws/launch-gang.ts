import {
  CreateTagsCommand,
  RunInstancesCommand,
  type EC2Client,
  type Instance,
  type RunInstancesCommandInput,
} from '@aws-sdk/client-ec2';
import { UserError } from '../../base/errors.js';
import type { LaunchSpec, Launched, Rung } from '../cloud.js';
import { nodeScripts } from '../node-scripts.js';
import { isMixed, nodeRung } from '../node-rung.js';
import { explainEc2Error } from './ec2-errors.js';
import { NODE_TAG, nodeInputs, runNodes } from './gang-nodes.js';
import { explainLaunchError, type LaunchAttempt } from './launch-errors.js';
import { rootDevice, type LaunchContext } from './launch-instance.js';
import { OPTION } from './launch-options.js';
import {
  MAX_USER_DATA_BYTES,
  rootDisk,
  runInstancesInput,
  userDataBytes,
} from './run-instances.js';
import { currentSpotPrice } from './spot-price.js';
import { terminateGang } from './terminate-gang.js';

/** How the gang is started on a rung, and why, for the log. */
type GangPlan =
  | { readonly shared: RunInstancesCommandInput; readonly why: string }
  | { readonly perNode: readonly RunInstancesCommandInput[]; readonly why: string };

/**
 * Starts a gang of `nodes` VMs on one rung, all or nothing. When the
 * gang's shared script fits in user data, with one RunInstances whose
 * MinCount and MaxCount are both `nodes`: EC2 starts all of them or none
 * (InsufficientInstanceCapacity, a CapacityError here), and node i is the
 * VM EC2 gave launch index i, which the script reads at boot; each VM is
 * then tagged with its node and its own name. When it does not fit (every
 * node's runner configuration is in it) and the spec has a script per
 * node, with one RunInstances per node, each VM given only its own
 * script; the instances are terminated again if any node cannot start.
 */
export async function launchGang(
  context: LaunchContext,
  spec: LaunchSpec,
  rung: Rung,
  nodes: number,
): Promise<Launched[]> {
  const plan = gangPlan(spec, rung, nodes);
  // The ladder has just logged which rung this is.
  context.logger.info(`the gang: ${plan.why}`);
  const profile = spec.options[OPTION.instanceProfile];
  const attempt: LaunchAttempt = {
    rung,
    image: spec.image,
    ...(profile ? { instanceProfile: profile } : {}),
  };
  const start = (disk: RunInstancesCommandInput['BlockDeviceMappings']) =>
    'shared' in plan
      ? runGang(context.client, plan.shared, disk, attempt)
      : runNodes(context.client, plan.perNode, disk, attempt);
  const device = await rootDevice(context, spec, attempt);
  let gang = await start(rootDisk(device.name, spec.diskGb));
  const actual = gang[0]?.RootDeviceName;
  if (!device.known && actual !== undefined && actual !== device.name) {
    // As for one VM: the disk became a second volume. Start over under EC2's name.
    await terminateGang(context.client, gang, rung.region, `its root device is ${actual}`);
    context.rootDevices.learn(rung.region, spec.image, actual);
    gang = await start(rootDisk(actual, spec.diskGb));
  }
  // One VM per call is tagged with its node at launch already.
  if ('shared' in plan) await tagNodes(context.client, gang, spec, rung.region);
  return described(context, gang, spec, rung);
}

/**
 * One call for the gang while its shared script fits in user data, one
 * call per node when it does not and each node has its own script.
 */
function gangPlan(spec: LaunchSpec, rung: Rung, nodes: number): GangPlan {
  const scripts = nodeScripts(spec, nodes);
  if (isMixed(spec, rung)) return mixedPlan(spec, rung, scripts);
  const bytes = userDataBytes(spec.startupScript);
  const limit = `EC2's ${MAX_USER_DATA_BYTES} bytes of user data`;
  if (scripts === undefined || bytes <= MAX_USER_DATA_BYTES) {
    return {
      shared: { ...gangInput(spec, rung, nodes), MinCount: nodes, MaxCount: nodes },
      why: `one RunInstances for all ${nodes} nodes (MinCount = MaxCount = ${nodes}): the gang's script (${bytes} bytes) fits in ${limit}`,
    };
  }
  return {
    perNode: nodeInputs(spec, rung, scripts),
    why:
      `${nodes} RunInstances calls, one per node, all or nothing: the gang's script with every node's runner ` +
      `configuration (${bytes} bytes) is over ${limit}, so each VM gets a script with only its own`,
  };
}

/**
 * A gang with node 0 on-demand: one RunInstances has one market, so each
 * node is asked for on its own, node 0 without InstanceMarketOptions (EC2's
 * on-demand) and the others as spot. Each VM then needs its own script,
 * since the shared one tells the nodes apart by launch index, which is 0
 * in every single-VM call.
 */
function mixedPlan(spec: LaunchSpec, rung: Rung, scripts: readonly string[] | undefined): GangPlan {
  if (scripts === undefined) {
    throw new Error(
      `launch ${spec.name}: a gang with node 0 on-demand starts one RunInstances per node, and the spec has no script per node`,
    );
  }
  return {
    perNode: nodeInputs(spec, rung, scripts),
    why:
      `${scripts.length} RunInstances calls, one per node, all or nothing: node 0 on-demand (host-market), ` +
      `the other ${scripts.length - 1} spot, and one call starts VMs of one market only`,
  };
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
  return gang.map((instance, node) => {
    const where = zoneOf(instance);
    const { market } = nodeRung(spec, rung, node);
    return {
      instance: {
        cloud: 'aws',
        id: instance.InstanceId ?? '',
        region: rung.region,
        ...(where ? { zone: where } : {}),
      },
      instanceType: rung.instanceType,
      market,
      ...(price === undefined || market !== 'spot' ? {} : { pricePerHour: price }),
      ...(instance.PrivateIpAddress ? { privateAddress: instance.PrivateIpAddress } : {}),
    };
  });
}
