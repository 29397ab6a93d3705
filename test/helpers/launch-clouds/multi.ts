// One launch across clouds, as the built action meets it: the EC2, Compute
// and (when asked for) ARM stand-ins side by side, one GitHub stand-in for
// all of them, whose runners come online as each cloud's VMs boot
// (booting-github.ts), and an S3 store (s3rver). Each cloud is signed in to
// as a workflow signs in (aws.ts, gcp.ts, azure.ts); `envWithout` leaves a
// cloud's sign-in out, as a workflow whose login step did not run.

import { afterEach, beforeEach } from 'vitest';
import type { CloudName } from '../../../src/clouds/cloud.js';
import type { AzureArm } from '../azure-arm/index.js';
import type { LocalEc2 } from '../ec2.js';
import type { ComputeEmulator } from '../gcp-compute/index.js';
import { startGitHubApi, type GitHubApi } from '../github-api/index.js';
import type { LocalServer } from '../imds/server.js';
import { startS3, type LocalS3 } from '../s3.js';
import { tempDir } from '../temp-dir.js';
import { bootRunners, startBootingFront, type BootingFront } from './booting-github.js';
import {
  launchInputs,
  perCloudLines,
  REPOSITORY,
  sideOf,
  signInVariables,
  startAzureImdsWithoutIdentity,
  startParts,
  type AnyParts,
  type CloudSide,
} from './multi-sides.js';
import type { CloudVm, StandInOptions } from './stand-in.js';

export { perCloudLines, type CloudSide } from './multi-sides.js';

export interface MultiCloudOptions {
  /** The launch's clouds, in its order of preference: aws, gcp by default. */
  readonly clouds?: readonly CloudName[];
  /** Each cloud's ladder (its defaults are its share's: aws.ts, gcp.ts, azure.ts). */
  readonly ladders?: Partial<Readonly<Record<CloudName, StandInOptions>>>;
}

export interface MultiCloud {
  readonly clouds: readonly CloudName[];
  /** The one GitHub stand-in; the runner registrations of every cloud's VMs. */
  readonly github: GitHubApi;
  /** An admin-scoped token; already the launch inputs' runner-token. */
  readonly admin: string;
  /** Each cloud's own stand-in, for what only it does (preempt, quotas); throws for a cloud not started. */
  readonly ec2: LocalEc2;
  readonly compute: ComputeEmulator;
  readonly arm: AzureArm;
  /** The store's server; AWS's keys in `env` reach it. */
  readonly s3: LocalS3;
  /** For runAction: GitHub, every cloud signed in, a fresh HOME (no login of the machine is found). */
  readonly env: NodeJS.ProcessEnv;
  /** `env` without these clouds' sign-in (without AWS's, the S3 store is out of reach too). */
  envWithout(...clouds: CloudName[]): NodeJS.ProcessEnv;
  /** mode launch on every cloud, a line per cloud, with runner-token, -version and -sha256. */
  readonly inputs: Readonly<Record<string, string>>;
  /** store, s3-endpoint and s3-force-path-style for the S3 stand-in, under prefix spot-train. */
  readonly storeInputs: Readonly<Record<string, string>>;
  /** The regions input of finalize and the janitor: a line per cloud. */
  readonly regions: string;
  /** The zones input of finalize: a line per cloud. */
  readonly zones: string;
  /** False: no VM starts its runner, which then never comes online. */
  booting: boolean;
  side(cloud: CloudName): CloudSide;
  vms(cloud: CloudName): CloudVm[];
  noSpotCapacity(cloud: CloudName, zone?: string): void;
  close(): Promise<void>;
}

/** The servers of a harness, started. */
interface Servers {
  readonly clouds: readonly CloudName[];
  readonly home: string;
  readonly github: GitHubApi;
  readonly s3: LocalS3;
  readonly sides: ReadonlyMap<CloudName, AnyParts>;
  readonly imds: LocalServer | undefined;
}

async function startServers(options: MultiCloudOptions): Promise<Servers> {
  const clouds = options.clouds ?? ['aws', 'gcp'];
  const home = await tempDir('multi-cloud-home');
  const github = await startGitHubApi({ repository: REPOSITORY });
  const s3 = await startS3();
  const sides = new Map<CloudName, AnyParts>();
  for (const cloud of clouds)
    sides.set(cloud, await startParts(cloud, options.ladders?.[cloud] ?? {}, home, s3));
  const imds = clouds.includes('azure') ? await startAzureImdsWithoutIdentity() : undefined;
  return { clouds, home, github, s3, sides, imds };
}

function environment(servers: Servers, front: BootingFront): NodeJS.ProcessEnv {
  return {
    GITHUB_API_URL: front.url,
    GITHUB_REPOSITORY: REPOSITORY,
    GITHUB_RUN_ATTEMPT: '1',
    HOME: servers.home,
    ...Object.fromEntries(
      [...servers.sides.values()].flatMap((parts) => Object.entries(parts.env)),
    ),
  };
}

/** `env` as a job whose login steps for `dropped` did not run would have it. */
function without(servers: Servers, env: NodeJS.ProcessEnv, dropped: readonly AnyParts[]) {
  const signIn = signInVariables(dropped);
  const azure = servers.sides.get('azure');
  return {
    ...Object.fromEntries(Object.entries(env).filter(([key]) => !signIn.has(key))),
    ...(azure !== undefined && dropped.includes(azure) && servers.imds
      ? { AZURE_POD_IDENTITY_AUTHORITY_HOST: servers.imds.url }
      : {}),
  };
}

/** A cloud's share of the harness; an error naming the harness's clouds for another. */
function partsOf(servers: Servers): (cloud: CloudName) => AnyParts {
  return (cloud) => {
    const parts = servers.sides.get(cloud);
    if (parts === undefined)
      throw new Error(`${cloud} is not among the harness's clouds (${servers.clouds.join(', ')})`);
    return parts;
  };
}

export async function startMultiCloud(options: MultiCloudOptions = {}): Promise<MultiCloud> {
  const servers = await startServers(options);
  const { clouds, github, s3, sides } = servers;
  const admin = github.issueToken({ kind: 'admin' });
  const side = partsOf(servers);
  // Each request to GitHub first lets every VM up by then start its runner.
  const front = await startBootingFront(github, () => {
    if (!harness.booting) return;
    const vms = [...sides.values()].flatMap((parts) => parts.vms());
    bootRunners(
      github,
      vms.flatMap((vm) => (vm.running ? [vm.startupScript] : [])),
    );
  });
  const env = environment(servers, front);
  const harness: MultiCloud = {
    clouds,
    github,
    admin,
    get ec2() {
      return side('aws').ec2 as LocalEc2;
    },
    get compute() {
      return side('gcp').compute as ComputeEmulator;
    },
    get arm() {
      return side('azure').arm as AzureArm;
    },
    s3,
    env,
    envWithout: (...dropped) => without(servers, env, dropped.map(side)),
    inputs: launchInputs(clouds, sides, admin),
    storeInputs: {
      store: `s3://${s3.bucket}/spot-train`,
      's3-endpoint': s3.endpoint,
      's3-force-path-style': 'true',
    },
    regions: perCloudLines(clouds, (cloud) => sideOf(cloud, side(cloud)).regions.join(', ')),
    zones: perCloudLines(clouds, (cloud) => side(cloud).zones.join(', ')),
    booting: true,
    side: (cloud) => sideOf(cloud, side(cloud)),
    vms: (cloud) => side(cloud).vms(),
    noSpotCapacity: (cloud, zone) => sideOf(cloud, side(cloud)).noSpotCapacity(zone),
    close: async () => {
      const parts = [...sides.values()].map((each) => each.close());
      await Promise.all([
        front.close(),
        github.close(),
        s3.close(),
        servers.imds?.close(),
        ...parts,
      ]);
    },
  };
  return harness;
}

/**
 * A fresh multi-cloud harness for each test of the calling file, closed
 * after it: call at the top of a file or describe, read it in the tests.
 */
export function useMultiCloud(options: MultiCloudOptions = {}): () => MultiCloud {
  let current: MultiCloud | undefined;
  beforeEach(async () => {
    current = await startMultiCloud(options);
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return () => {
    if (current === undefined) throw new Error('the multi-cloud harness runs only during a test');
    return current;
  };
}
