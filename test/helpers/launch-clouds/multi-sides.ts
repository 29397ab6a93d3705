// The pieces of the multi-cloud harness (multi.ts) that concern one cloud at
// a time: starting its share, reading it as a side of the launch, writing
// inputs that differ by cloud, and which of its variables are its sign-in.

import type { CloudName } from '../../../src/clouds/cloud.js';
import type { AzureArm } from '../azure-arm/index.js';
import type { LocalEc2 } from '../ec2.js';
import type { ComputeEmulator } from '../gcp-compute/index.js';
import { startServer, type LocalServer } from '../imds/server.js';
import type { LocalS3 } from '../s3.js';
import { startAwsParts } from './aws.js';
import { startAzureParts } from './azure.js';
import { startGcpParts } from './gcp.js';
import type {
  CloudParts,
  CloudRequest,
  CloudVm,
  CreateRequest,
  StandInOptions,
} from './stand-in.js';

export const REPOSITORY = 'acme/train';

/** The launch inputs that differ by cloud (src/settings/cloud-list.ts). */
const PER_CLOUD_INPUTS = ['instance-types', 'regions', 'zones', 'image', 'cloud-options'];

/**
 * What a cloud's share puts in the environment besides its sign-in: where
 * its API is, its region and subscription (a workflow's own env, not its
 * login, sets those), the ARM stand-in's certificate. The rest is what the
 * login step exports.
 */
const NOT_SIGN_IN = new Set([
  'AWS_ENDPOINT_URL_EC2',
  'AWS_REGION',
  'SPOT_TRAIN_GCP_COMPUTE_ENDPOINT',
  'SPOT_TRAIN_AZURE_ARM_ENDPOINT',
  'NODE_EXTRA_CA_CERTS',
  'AZURE_SUBSCRIPTION_ID',
]);

/** One cloud of the harness, in the vocabulary of stand-in.ts. */
export interface CloudSide {
  readonly cloud: CloudName;
  /** The zones of its ladder, in order, as its zones input names them. */
  readonly zones: readonly string[];
  /** The regions of its ladder (GCP's from its zones), as a one-cloud finalize or janitor takes them. */
  readonly regions: readonly string[];
  /** Its inputs as a one-cloud launch takes them (cloud, instance-types, zones, image, ...). */
  readonly inputs: Readonly<Record<string, string>>;
  requests(): CloudRequest[];
  creates(): CreateRequest[];
  deletes(): string[];
  /** The VMs it holds now (on EC2, not terminated). */
  vms(): CloudVm[];
  /** Spot creates fail for want of room, in `zone` or, without one, in every zone of its ladder. */
  noSpotCapacity(zone?: string): void;
}

/** A cloud's share as started: its parts, and its own stand-in. */
export type AnyParts = CloudParts<string> & {
  readonly ec2?: LocalEc2;
  readonly compute?: ComputeEmulator;
  readonly arm?: AzureArm;
};

export function startParts(
  cloud: CloudName,
  options: StandInOptions,
  home: string,
  s3: LocalS3,
): Promise<AnyParts> {
  // The store's keys: one AWS sign-in reaches both EC2 and S3, as in a workflow.
  const keys = {
    AWS_ACCESS_KEY_ID: s3.env.AWS_ACCESS_KEY_ID ?? '',
    AWS_SECRET_ACCESS_KEY: s3.env.AWS_SECRET_ACCESS_KEY ?? '',
  };
  if (cloud === 'aws') return startAwsParts(options, keys);
  if (cloud === 'gcp') return startGcpParts(options, home, REPOSITORY);
  return startAzureParts(options, home);
}

/**
 * Azure's instance metadata service on a VM with no managed identity, as a
 * GitHub-hosted runner (an Azure VM) has it: a token request gets 400
 * Identity not found. Without the managed identity endpoint of the sign-in,
 * DefaultAzureCredential asks IMDS; this one stands for the link-local
 * address (no-cloud.ts keeps tests off it), and answers at once, where a
 * closed port would be retried for some 20 s.
 */
export function startAzureImdsWithoutIdentity(): Promise<LocalServer> {
  return startServer((_req, res) => {
    res.writeHead(400, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error: 'invalid_request', error_description: 'Identity not found' }));
  });
}

/** The variables of these clouds' sign-in: what their login steps export. */
export function signInVariables(dropped: readonly AnyParts[]): Set<string> {
  return new Set(
    dropped.flatMap((parts) => Object.keys(parts.env)).filter((key) => !NOT_SIGN_IN.has(key)),
  );
}

/** An input that differs by cloud: a line per cloud and item line, in the clouds' order. */
export function perCloudLines(
  clouds: readonly CloudName[],
  valueOf: (cloud: CloudName) => string | undefined,
): string {
  return clouds
    .flatMap((cloud) =>
      (valueOf(cloud) ?? '')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => `${cloud}: ${line.trim()}`),
    )
    .join('\n');
}

/** Where a cloud's VMs may be, for finalize and the janitor (GCP's from its zones). */
function regionsOf(parts: AnyParts): string[] {
  const given = parts.inputs.regions;
  if (given !== undefined) return given.split(',').map((region) => region.trim());
  return [...new Set(parts.zones.map((zone) => zone.replace(/-[a-z]$/, '')))];
}

export function sideOf(cloud: CloudName, parts: AnyParts): CloudSide {
  return {
    cloud,
    zones: parts.zones,
    regions: regionsOf(parts),
    inputs: parts.inputs,
    requests: () => parts.requests(),
    creates: () => parts.creates(),
    deletes: () => parts.deletes(),
    vms: () => parts.vms(),
    noSpotCapacity: (zone) => {
      for (const each of zone === undefined ? parts.zones : [zone]) parts.noSpotCapacity(each);
    },
  };
}

/** Each side's one-cloud launch inputs, merged as one launch across the clouds. */
export function launchInputs(
  clouds: readonly CloudName[],
  sides: ReadonlyMap<CloudName, AnyParts>,
  admin: string,
): Record<string, string> {
  const inputs: Record<string, string> = { mode: 'launch', cloud: clouds.join(', ') };
  for (const name of PER_CLOUD_INPUTS) {
    const value = perCloudLines(clouds, (cloud) => sides.get(cloud)?.inputs[name]);
    if (value !== '') inputs[name] = value;
  }
  return {
    ...inputs,
    'runner-token': admin,
    'runner-version': '2.330.0',
    'runner-sha256': 'a'.repeat(64),
    // A runner that never comes online fails the launch well inside a test's timeout.
    'online-timeout': '20s',
  };
}
