import {
  RunInstancesCommand,
  TerminateInstancesCommand,
  type EC2Client,
  type Instance,
  type RunInstancesCommandInput,
} from '@aws-sdk/client-ec2';
import { UserError } from '../../base/errors.js';
import type { Logger } from '../../base/log.js';
import type { LaunchSpec, Launched, Rung } from '../cloud.js';
import { codeOf, explainEc2Error } from './ec2-errors.js';
import { explainLaunchError, type LaunchAttempt } from './launch-errors.js';
import type { RootDevice, RootDevices } from './root-device.js';
import { OPTION } from './launch-options.js';
import { rootDisk, runInstancesInput } from './run-instances.js';
import { currentSpotPrice } from './spot-price.js';

/** What one launch uses: the rung's regional client, the shared root device cache, the clock, the log. */
export interface LaunchContext {
  readonly client: EC2Client;
  readonly rootDevices: RootDevices;
  readonly now: () => Date;
  /** Says how a gang was launched and why. */
  readonly logger: Logger;
}

/** Starts one VM on one rung; CapacityError when the rung cannot serve it now. */
export async function launchInstance(
  context: LaunchContext,
  spec: LaunchSpec,
  rung: Rung,
): Promise<Launched> {
  const input = runInstancesInput(spec, rung);
  const profile = spec.options[OPTION.instanceProfile];
  const attempt: LaunchAttempt = {
    rung,
    image: spec.image,
    ...(profile ? { instanceProfile: profile } : {}),
  };
  const device = await rootDevice(context, spec, attempt);
  let instance = await runInstance(
    context.client,
    input,
    rootDisk(device.name, spec.diskGb),
    attempt,
  );
  const actual = instance.RootDeviceName;
  if (!device.known && actual !== undefined && actual !== device.name) {
    // The guessed root device was wrong: the disk became a second volume
    // and the root one kept the image's size. Start over under EC2's name.
    await discard(context.client, instance, rung.region, actual);
    context.rootDevices.learn(rung.region, spec.image, actual);
    instance = await runInstance(context.client, input, rootDisk(actual, spec.diskGb), attempt);
  }
  return launched(context, instance, spec, rung);
}

export async function rootDevice(
  context: LaunchContext,
  spec: LaunchSpec,
  attempt: LaunchAttempt,
): Promise<RootDevice> {
  const region = attempt.rung.region;
  const option = spec.options[OPTION.rootDevice];
  try {
    return await context.rootDevices.of(context.client, region, spec.image, option);
  } catch (error) {
    if (error instanceof UserError) throw error;
    // A missing image is the same mistake whichever call finds it.
    throw codeOf(error)?.startsWith('InvalidAMIID.')
      ? explainLaunchError(error, attempt)
      : explainEc2Error(error, { action: 'DescribeImages', region });
  }
}

/** One RunInstances for one VM; its instance, or the error explained for the ladder. */
export async function runInstance(
  client: EC2Client,
  input: RunInstancesCommandInput,
  disk: RunInstancesCommandInput['BlockDeviceMappings'],
  attempt: LaunchAttempt,
): Promise<Instance> {
  // No ClientToken is set: the SDK makes one per call and keeps it across its
  // own retries, so a retried RunInstances cannot start a second VM.
  let instance: Instance | undefined;
  try {
    const out = await client.send(new RunInstancesCommand({ ...input, BlockDeviceMappings: disk }));
    instance = out.Instances?.[0];
  } catch (error) {
    throw explainLaunchError(error, attempt);
  }
  if (instance?.InstanceId === undefined) {
    throw new Error(
      `ec2:RunInstances in ${attempt.rung.region} answered without an instance id; ` +
        'the janitor finds any VM it may have started by its tags',
    );
  }
  return instance;
}

async function discard(
  client: EC2Client,
  instance: Instance,
  region: string,
  actual: string,
): Promise<void> {
  const id = instance.InstanceId ?? '';
  try {
    await client.send(new TerminateInstancesCommand({ InstanceIds: [id] }));
  } catch (error) {
    throw new Error(
      `instance ${id} in ${region} started with its disk as a second volume (the image's root ` +
        `device is ${actual}), and terminating it failed: terminate it by hand, and set the ` +
        `${OPTION.rootDevice} option to ${actual}`,
      { cause: error },
    );
  }
}

async function launched(
  context: LaunchContext,
  instance: Instance,
  spec: LaunchSpec,
  rung: Rung,
): Promise<Launched> {
  const zone =
    instance.Placement?.AvailabilityZone ??
    (rung.zone?.startsWith('subnet-') ? undefined : rung.zone);
  // The spot price EC2 charges now; failing that, the most the run pays.
  const known =
    rung.market === 'spot' && zone !== undefined
      ? await currentSpotPrice(context.client, rung.instanceType, zone, context.now())
      : undefined;
  const spotPrice = rung.market === 'spot' ? (known ?? spec.maxPrice) : undefined;
  return {
    instance: {
      cloud: 'aws',
      id: instance.InstanceId ?? '',
      region: rung.region,
      ...(zone ? { zone } : {}),
    },
    instanceType: rung.instanceType,
    market: rung.market,
    ...(spotPrice === undefined ? {} : { pricePerHour: spotPrice }),
    ...(instance.PrivateIpAddress ? { privateAddress: instance.PrivateIpAddress } : {}),
  };
}
