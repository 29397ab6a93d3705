import type { AzureArm } from '../azure-arm/index.js';
import type { ComputeEmulator } from '../gcp-compute/index.js';
import type { GitHubApi } from '../github-api/index.js';

// What a test of the built action's launch on GCP or Azure holds: the
// stand-ins it runs against, the environment and inputs that point the
// action at them, and what the cloud was asked and holds, in one vocabulary
// for both clouds (the stand-in itself for anything cloud-specific).

export type LaunchCloud = 'gcp' | 'azure';
export type Market = 'spot' | 'on-demand';

/** A VM create the cloud received, refused or not, in the order received. */
export interface CreateRequest {
  readonly name: string;
  readonly region: string;
  /** As the zones input names it: us-central1-b on GCP, 2 on Azure. */
  readonly zone: string;
  readonly instanceType: string;
  readonly market: Market;
}

/** A request the cloud's API received. */
export interface CloudRequest {
  readonly method: string;
  readonly path: string;
  /** It carried the token the credential chain hands out. */
  readonly authorized: boolean;
}

/** A VM the cloud holds now. */
export interface CloudVm extends CreateRequest {
  /** GCP's status (RUNNING) or Azure's provisioning state (Succeeded). */
  readonly state: string;
  readonly running: boolean;
  readonly startupScript: string;
}

/** One request of the credential chain to its token stand-in. */
export interface TokenStep {
  /** github-oidc, sts, iam-credentials on GCP; app-service-identity on Azure. */
  readonly step: string;
  readonly granted: boolean;
}

/** How each cloud says a zone has no room (for spot VMs). */
export type GcpCapacityCode =
  'ZONE_RESOURCE_POOL_EXHAUSTED' | 'ZONE_RESOURCE_POOL_EXHAUSTED_WITH_DETAILS';
export type AzureCapacityCode =
  | 'SkuNotAvailable'
  | 'AllocationFailed'
  | 'ZonalAllocationFailed'
  | 'OverconstrainedAllocationRequest'
  | 'OverconstrainedZonalAllocationRequest';

/** One cloud's share of the harness (gcp.ts, azure.ts). */
export interface CloudParts<Code extends string> {
  /** The cloud's endpoint, project or subscription, and credentials, for the action's process. */
  readonly env: Readonly<Record<string, string>>;
  /** Launch inputs on the cloud but the runner's (the ladder, image, cloud-options). */
  readonly inputs: Readonly<Record<string, string>>;
  readonly zones: readonly string[];
  requests(): CloudRequest[];
  creates(): CreateRequest[];
  /** Names of the VMs the action asked to delete, in order. */
  deletes(): string[];
  vms(): CloudVm[];
  tokenSteps(): TokenStep[];
  noSpotCapacity(zone: string, code?: Code): void;
  close(): Promise<void>;
}

/** Where a harness's ladder goes; each cloud has a default two-zone ladder. */
export interface StandInOptions {
  /** The zones input, in ladder order: GCP zone names, or Azure zone numbers. */
  readonly zones?: readonly string[];
  readonly instanceTypes?: readonly string[];
  /** Azure only (GCP's regions follow from its zones): westeurope by default. */
  readonly regions?: readonly string[];
}

interface StandInBase {
  readonly github: GitHubApi;
  /** An admin-scoped token; already the inputs' runner-token. */
  readonly admin: string;
  /** Add to runAction's env (HOME is a fresh directory: no gcloud or az login is found). */
  readonly env: NodeJS.ProcessEnv;
  /** mode launch on the cloud, with runner-token, runner-version and runner-sha256. */
  readonly inputs: Readonly<Record<string, string>>;
  /** The ladder's zones, in order, as the zones input names them. */
  readonly zones: readonly string[];
  /** False: VMs never start their runner, which then never comes online. */
  booting: boolean;
  /** Every request the cloud's API received, in order. */
  requests(): CloudRequest[];
  /** Every VM create, refused or not, in order. */
  creates(): CreateRequest[];
  /** Names of the VMs the action asked to delete, in order. */
  deletes(): string[];
  /** The VMs the cloud holds now. */
  vms(): CloudVm[];
  /** The requests of the credential chain to its token stand-in, across every process. */
  tokenSteps(): TokenStep[];
  close(): Promise<void>;
}

export interface GcpStandIn extends StandInBase {
  readonly cloud: 'gcp';
  readonly compute: ComputeEmulator;
  /** Spot inserts in the zone fail in their operation, as Compute reports a stockout. */
  noSpotCapacity(zone: string, code?: GcpCapacityCode): void;
}

export interface AzureStandIn extends StandInBase {
  readonly cloud: 'azure';
  readonly arm: AzureArm;
  /**
   * Spot creates in the zone (of any region) fail: SkuNotAvailable (the
   * default) at the request, the allocation codes in the operation.
   */
  noSpotCapacity(zone: string, code?: AzureCapacityCode): void;
}

export type CloudStandIn = GcpStandIn | AzureStandIn;

/** The stand-in of `C`: GcpStandIn, AzureStandIn, or either for LaunchCloud. */
export type StandInOf<C extends LaunchCloud> = Extract<CloudStandIn, { readonly cloud: C }>;
