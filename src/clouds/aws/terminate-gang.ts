import { TerminateInstancesCommand, type EC2Client, type Instance } from '@aws-sdk/client-ec2';
import { describeError } from '../../base/errors.js';

/**
 * Terminates a whole gang (or what of it started) in one call. When even
 * that fails, the error names every instance so a person can: nothing of a
 * gang is left silently.
 */
export async function terminateGang(
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
