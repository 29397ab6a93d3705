// GCP's share of the launch harness: the Compute stand-in, reached over
// SPOT_TRAIN_GCP_COMPUTE_ENDPOINT with Application Default Credentials from
// the credential file Workload Identity Federation leaves (gcp-federation.ts),
// and what the stand-in was asked and holds, read into the harness's terms.

import { randomBytes } from 'node:crypto';
import type { ComputeEmulator, LoggedRequest } from '../gcp-compute/index.js';
import { startComputeEmulator } from '../gcp-compute/index.js';
import { startGcpFederation } from './gcp-federation.js';
import type {
  CloudParts,
  CloudVm,
  CreateRequest,
  GcpCapacityCode,
  StandInOptions,
} from './stand-in.js';

type Json = Record<string, unknown>;

const PROJECT = 'train-project';
const SERVICE_ACCOUNT = `spot-train-launch@${PROJECT}.iam.gserviceaccount.com`;
const INSERT = /\/zones\/([^/]+)\/instances(\/bulkInsert)?$/;
const DELETE = /\/zones\/[^/]+\/instances\/([^/]+)$/;
const DEFAULT_ZONES = ['us-central1-a', 'us-central1-b'];

const last = (link: unknown): string => String(link).split('/').pop() ?? '';
const regionOf = (zone: string): string => zone.replace(/-[a-z]$/, '');

function marketOf(properties: Json): CreateRequest['market'] {
  const scheduling = (properties.scheduling ?? {}) as Json;
  return scheduling.provisioningModel === 'SPOT' ? 'spot' : 'on-demand';
}

function startupScriptOf(properties: Json): string {
  const items = ((properties.metadata ?? {}) as { items?: Json[] }).items ?? [];
  const item = items.find((entry) => entry.key === 'startup-script');
  return typeof item?.value === 'string' ? item.value : '';
}

/** The VMs an insert or bulkInsert asked for. */
function createsOf(request: LoggedRequest): CreateRequest[] {
  const match = request.method === 'POST' ? INSERT.exec(request.path) : null;
  if (match === null || request.body === undefined) return [];
  const zone = match[1] ?? '';
  const body = request.body;
  const properties = match[2] === undefined ? body : ((body.instanceProperties ?? {}) as Json);
  const names =
    match[2] === undefined ? [String(body.name)] : Object.keys(body.perInstanceProperties ?? {});
  return names.map((name) => ({
    name,
    region: regionOf(zone),
    zone,
    instanceType: last(properties.machineType),
    market: marketOf(properties),
  }));
}

function vmOf(instance: Json): CloudVm {
  const zone = last(instance.zone);
  return {
    name: String(instance.name),
    region: regionOf(zone),
    zone,
    instanceType: last(instance.machineType),
    market: marketOf(instance),
    state: String(instance.status),
    running: instance.status === 'RUNNING',
    startupScript: startupScriptOf(instance),
  };
}

export async function startGcpParts(
  options: StandInOptions,
  home: string,
  repository: string,
): Promise<CloudParts<GcpCapacityCode> & { readonly compute: ComputeEmulator }> {
  const zones = options.zones ?? DEFAULT_ZONES;
  const compute = await startComputeEmulator({
    project: PROJECT,
    // Only the chain below hands this out: a request carrying it came through federation.
    token: `ya29.${randomBytes(12).toString('base64url')}`,
    zones: [...new Set([...zones, 'us-central1-a', 'us-central1-b', 'us-central1-c'])],
  });
  const federation = await startGcpFederation({
    accessToken: compute.token,
    serviceAccount: SERVICE_ACCOUNT,
    dir: home,
    repository,
  });
  return {
    compute,
    zones,
    env: {
      ...federation.env,
      // What google-github-actions/auth exports with project_id.
      GOOGLE_CLOUD_PROJECT: PROJECT,
      CLOUDSDK_CORE_PROJECT: PROJECT,
      CLOUDSDK_PROJECT: PROJECT,
      GCLOUD_PROJECT: PROJECT,
      GCP_PROJECT: PROJECT,
      SPOT_TRAIN_GCP_COMPUTE_ENDPOINT: compute.endpoint,
    },
    inputs: {
      cloud: 'gcp',
      'instance-types': (options.instanceTypes ?? ['g2-standard-4']).join(', '),
      zones: zones.join(', '),
      image: 'projects/ubuntu-os-cloud/global/images/family/ubuntu-2404-lts-amd64',
      'cloud-options': `service-account=spot-train-runner@${PROJECT}.iam.gserviceaccount.com`,
    },
    requests: () =>
      compute.requests.map(({ method, path, authorization }) => ({
        method,
        path,
        authorized: authorization === `Bearer ${compute.token}`,
      })),
    creates: () => compute.requests.flatMap(createsOf),
    deletes: () =>
      compute.requests
        .filter((request) => request.method === 'DELETE')
        .map((request) => DELETE.exec(request.path)?.[1] ?? request.path),
    vms: () => [...compute.state.instances.values()].map(vmOf),
    tokenSteps: () => [...federation.steps],
    noSpotCapacity: (zone, code) =>
      compute.stockout({
        zone,
        provisioningModel: 'SPOT',
        withDetails: code === 'ZONE_RESOURCE_POOL_EXHAUSTED_WITH_DETAILS',
      }),
    close: async () => {
      await Promise.all([compute.close(), federation.close()]);
    },
  };
}
