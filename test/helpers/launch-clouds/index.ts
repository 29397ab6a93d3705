// The built action's launch mode against GCP's or Azure's stand-in, with
// credentials reached the way a workflow reaches them: GCP through the
// credential file Workload Identity Federation leaves (gcp-federation.ts),
// Azure through a managed identity endpoint (azure-managed-identity.ts). No
// path in src/ knows it is tested. The GitHub stand-in registers the runner;
// the VMs boot (booting-github.ts). multi.ts puts EC2, GCP and Azure side by
// side for a launch across clouds.

import { afterEach, beforeEach } from 'vitest';
import { startGitHubApi } from '../github-api/index.js';
import { tempDir } from '../temp-dir.js';
import { startAzureParts } from './azure.js';
import { bootRunners, startBootingFront } from './booting-github.js';
import { startGcpParts } from './gcp.js';
import type { CloudStandIn, LaunchCloud, StandInOf, StandInOptions } from './stand-in.js';

export type * from './stand-in.js';

const REPOSITORY = 'acme/train';

export async function startCloudStandIn<C extends LaunchCloud>(
  cloud: C,
  options: StandInOptions = {},
): Promise<StandInOf<C>> {
  const home = await tempDir(`${cloud}-home`);
  const github = await startGitHubApi({ repository: REPOSITORY });
  const admin = github.issueToken({ kind: 'admin' });
  const parts =
    cloud === 'gcp'
      ? ({ cloud: 'gcp', ...(await startGcpParts(options, home, REPOSITORY)) } as const)
      : ({ cloud: 'azure', ...(await startAzureParts(options, home)) } as const);
  // Called for requests only, so after standIn is set.
  const front = await startBootingFront(github, () => {
    if (!standIn.booting) return;
    bootRunners(
      github,
      parts.vms().flatMap((vm) => (vm.running ? [vm.startupScript] : [])),
    );
  });
  const common = {
    github,
    admin,
    env: {
      ...parts.env,
      GITHUB_API_URL: front.url,
      GITHUB_REPOSITORY: REPOSITORY,
      GITHUB_RUN_ATTEMPT: '1',
      HOME: home,
    },
    inputs: {
      mode: 'launch',
      ...parts.inputs,
      'runner-token': admin,
      'runner-version': '2.330.0',
      'runner-sha256': 'a'.repeat(64),
      // A runner that never comes online fails the launch well inside a test's timeout.
      'online-timeout': '20s',
    },
    zones: parts.zones,
    booting: true,
    requests: () => parts.requests(),
    creates: () => parts.creates(),
    deletes: () => parts.deletes(),
    vms: () => parts.vms(),
    tokenSteps: () => parts.tokenSteps(),
    close: async () => {
      await Promise.all([front.close(), github.close(), parts.close()]);
    },
  };
  const standIn: CloudStandIn =
    parts.cloud === 'gcp'
      ? { ...common, cloud: 'gcp', compute: parts.compute, noSpotCapacity: parts.noSpotCapacity }
      : { ...common, cloud: 'azure', arm: parts.arm, noSpotCapacity: parts.noSpotCapacity };
  return standIn as StandInOf<C>;
}

/**
 * A fresh stand-in of `cloud` for each test of the calling file, closed
 * after it: call at the top of a file or describe, read it in the tests.
 */
export function useCloudStandIn<C extends LaunchCloud>(
  cloud: C,
  options: StandInOptions = {},
): () => StandInOf<C> {
  let current: StandInOf<C> | undefined;
  beforeEach(async () => {
    current = await startCloudStandIn(cloud, options);
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return () => {
    if (current === undefined) throw new Error(`the ${cloud} stand-in runs only during a test`);
    return current;
  };
}
