import { UserError } from '../errors.js';
import type { Cloud, CloudName, LaunchingCloud } from './cloud.js';

/** The adapter of one cloud, its SDK loaded only now: an AWS user never loads Azure's. */
export async function loadCloud(name: CloudName): Promise<Cloud> {
  if (name === 'aws') {
    const { AwsCloud } = await import('./aws/aws-cloud.js');
    return new AwsCloud();
  }
  throw new UserError(
    `cloud: ${name} VMs cannot be checked or terminated by this version of spot-train yet; only aws can`,
  );
}

/** A cloud adapter that can also launch VMs and list them by label. */
export async function loadLaunchingCloud(name: CloudName): Promise<LaunchingCloud> {
  const cloud = await loadCloud(name);
  if (!('launch' in cloud)) {
    throw new UserError(
      `cloud: launching on ${name} is not available in this version of spot-train yet`,
    );
  }
  return cloud as LaunchingCloud;
}
