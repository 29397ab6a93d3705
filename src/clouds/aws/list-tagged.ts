import { DescribeInstancesCommand, type EC2Client, type Instance } from '@aws-sdk/client-ec2';
import type { TaggedInstance } from '../cloud.js';
import { explainEc2Error } from './ec2-errors.js';
import { stateOf } from './instance-status.js';

// Every state in which an instance may still cost money or become running;
// terminated ones are over and would only pad the list.
const LIVE_STATES = ['pending', 'running', 'stopping', 'stopped', 'shutting-down'];

function tagged(instance: Instance, region: string): TaggedInstance | undefined {
  const id = instance.InstanceId;
  if (id === undefined) return undefined;
  const zone = instance.Placement?.AvailabilityZone;
  const labels = Object.fromEntries(
    (instance.Tags ?? []).flatMap((tag) =>
      tag.Key === undefined ? [] : [[tag.Key, tag.Value ?? '']],
    ),
  );
  return {
    instance: { cloud: 'aws', id, region, ...(zone ? { zone } : {}) },
    state: stateOf(instance.State?.Name),
    labels,
    ...(instance.LaunchTime ? { launchedAt: instance.LaunchTime.toISOString() } : {}),
  };
}

/** Every live instance in the client's region carrying all of `labels` as tags. */
export async function listTagged(
  client: EC2Client,
  region: string,
  labels: Readonly<Record<string, string>>,
): Promise<TaggedInstance[]> {
  const filters = Object.entries(labels).map(([key, value]) => ({
    Name: `tag:${key}`,
    Values: [value],
  }));
  // No label would match every instance of the account, and the janitor
  // terminates what this returns.
  if (filters.length === 0) {
    throw new Error('listing AWS instances by labels needs at least one label');
  }
  filters.push({ Name: 'instance-state-name', Values: LIVE_STATES });
  const found: TaggedInstance[] = [];
  let token: string | undefined;
  do {
    const input = {
      Filters: filters,
      MaxResults: 1000,
      ...(token === undefined ? {} : { NextToken: token }),
    };
    const out = await client.send(new DescribeInstancesCommand(input)).catch((error: unknown) => {
      throw explainEc2Error(error, { action: 'DescribeInstances', region });
    });
    for (const reservation of out.Reservations ?? []) {
      for (const instance of reservation.Instances ?? []) {
        const item = tagged(instance, region);
        if (item !== undefined) found.push(item);
      }
    }
    token = out.NextToken || undefined;
  } while (token !== undefined);
  return found;
}
