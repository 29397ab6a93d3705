/** The clouds spot-train runs training VMs on. */
export type CloudName = 'aws' | 'gcp' | 'azure';

/** Every cloud, in the order messages list them. */
export const CLOUD_NAMES: readonly CloudName[] = ['aws', 'gcp', 'azure'];

/** Each cloud as people write it, in logs and summaries. */
export const CLOUD_TITLES: Readonly<Record<CloudName, string>> = {
  aws: 'AWS',
  gcp: 'GCP',
  azure: 'Azure',
};

/** A VM as the launch mode reported it (its outputs), enough to find it again. */
export interface InstanceRef {
  readonly cloud: CloudName;
  /** AWS instance id, GCP instance name, Azure VM name. */
  readonly id: string;
  /** AWS region, Azure resource group's region; for GCP the zone's region. */
  readonly region?: string;
  /** GCP zone (instances are zonal there). */
  readonly zone?: string;
  /** Azure resource group, GCP project. */
  readonly group?: string;
}

export type InstanceState =
  | 'pending'
  | 'running'
  | 'stopping'
  | 'stopped'
  | 'terminated'
  /** The cloud no longer knows the instance (deleted, or terminated long ago). */
  | 'gone';

export interface InstanceStatus {
  readonly state: InstanceState;
  /**
   * The cloud took the VM back (spot interruption, preemption, eviction),
   * as opposed to a person, a shutdown from inside or an error: a reclaimed
   * VM's training is restarted.
   */
  readonly reclaimed: boolean;
  /** What the cloud says about it, for the log and the summary. */
  readonly detail: string;
}

/**
 * What the finalize and janitor modes need from a cloud. Each adapter
 * imports its SDK only when loaded, so an AWS user never loads Azure's.
 */
export interface Cloud {
  readonly name: CloudName;
  describe(instance: InstanceRef): Promise<InstanceStatus>;
  /** Terminates (deletes) the VM; one that is already gone is not an error. */
  terminate(instance: InstanceRef): Promise<void>;
}

/** One step of the launch ladder: where and what to try. */
export interface Rung {
  /** A ladder may span clouds; a gang's rungs each stay within one. */
  readonly cloud: CloudName;
  readonly instanceType: string;
  readonly region: string;
  /** A zone (GCP, AWS) or, on AWS, a subnet id; undefined lets the cloud choose. */
  readonly zone?: string;
  readonly market: 'spot' | 'on-demand';
}

/** What every cloud's VM is given, whatever the rung. */
export interface LaunchSpec {
  /** Unique and valid on every cloud: lowercase letters, digits and '-', at most 60 characters. */
  readonly name: string;
  /**
   * Tags (AWS), labels (GCP) or tags (Azure): repo, run, lineage, attempt,
   * expiry, and `spot-train: "1"` so the janitor finds them. Keys and values
   * are already valid GCP labels (lowercase, digits, '-', '_'; at most 63).
   */
  readonly labels: Readonly<Record<string, string>>;
  /** A bash script run as root at first boot (user data, startup-script, customData). */
  readonly startupScript: string;
  /**
   * A gang's scripts one per node, in node order: node i's holds only node
   * i's runner configuration. `startupScript` then is the gang's shared
   * script, which holds every node's and picks its own at boot. A cloud
   * that starts the VMs one call per node gives each its own, so no VM
   * holds another's runner credentials; one whose single call gives every
   * VM the same data uses the shared one. Absent for one VM.
   */
  readonly nodeStartupScripts?: readonly string[];
  /**
   * A gang's node 0's market on a spot rung (`host-market`): `on-demand`
   * starts node 0 on-demand and the other nodes spot, since node 0 hosts
   * the rendezvous whose loss restarts the whole gang. Absent, or on an
   * on-demand rung, every node is on the rung's market (nodeRung).
   */
  readonly hostMarket?: Rung['market'];
  /** Image: AMI id, GCP image URL or family, Azure image URN or id. */
  readonly image: string;
  readonly diskGb: number;
  /** Highest spot price in USD per hour; undefined caps it at the on-demand price. */
  readonly maxPrice?: number;
  /** The VM is gone after this long whatever happens (GCP maxRunDuration; the script's power-off elsewhere). */
  readonly maxLifetimeMs: number;
  /** Cloud-specific settings from the inputs: subnet, security groups, network, service account, resource group... */
  readonly options: Readonly<Record<string, string>>;
}

export interface Launched {
  readonly instance: InstanceRef;
  readonly instanceType: string;
  readonly market: 'spot' | 'on-demand';
  /** The price asked or paid per hour, when the cloud says. */
  readonly pricePerHour?: number;
  /** The VM's private IPv4 address, when the cloud says (a gang's node 0 serves the rendezvous on it). */
  readonly privateAddress?: string;
}

/** A VM spot-train started, as listing by its labels finds it (for the janitor). */
export interface TaggedInstance {
  readonly instance: InstanceRef;
  readonly state: InstanceState;
  readonly labels: Readonly<Record<string, string>>;
  readonly launchedAt?: string;
}

/** No capacity or price on this rung: the ladder moves to the next one. */
export class CapacityError extends Error {
  override readonly name = 'CapacityError';
}

/** Where a cloud's placement scores are asked for: the ladder's types and regions, zone by zone or not. */
export interface PlacementQuery {
  readonly types: readonly string[];
  readonly regions: readonly string[];
  /** Score single zones (the ladder names zones), not whole regions. */
  readonly zonal: boolean;
  /** VMs wanted at once: a gang's size. */
  readonly nodes: number;
}

/** A cloud's own word on how likely a spot request for a type succeeds in a region or zone now. */
export interface PlacementScore {
  readonly type: string;
  readonly region: string;
  readonly zone?: string;
  /** From 0 (unlikely) to 1 (very likely), whatever the cloud's own scale. */
  readonly score: number;
}

/** What launch, janitor and the post-step cleanup need besides `Cloud`. */
export interface LaunchingCloud extends Cloud {
  /**
   * Gets the credentials its calls will be signed with, and throws when
   * there are none (or they are refused): a ladder across clouds asks
   * first, to pass over a cloud the workflow is not trusted by.
   */
  signIn?(): Promise<void>;
  /**
   * The cloud's spot placement scores, where it has them: a prior for the
   * ladder's order before the store has history. A cloud without them
   * leaves this out.
   */
  placementScores?(query: PlacementQuery): Promise<PlacementScore[]>;
  /** Starts one VM on one rung; CapacityError moves the ladder on, any other error stops it. */
  launch(spec: LaunchSpec, rung: Rung): Promise<Launched>;
  /**
   * Starts `nodes` VMs (2 or more) on one rung, all or nothing: either every
   * one is created, returned in node order (node i is the i-th), each with
   * its private address, or none is left behind and CapacityError (too few
   * could start) or another error is thrown. Each VM runs
   * `spec.nodeStartupScripts[i]` when the cloud starts them one by one,
   * else the shared `spec.startupScript`, which finds its node index
   * itself; VM names are `${spec.name}-${i}`
   * where the cloud names VMs, and every VM also carries the label
   * `spot-train-node: i`. Node i runs on `nodeRung(spec, rung, i)`'s
   * market (node 0 on-demand with `spec.hostMarket`), and its `Launched`
   * says that market.
   */
  launchGang(spec: LaunchSpec, rung: Rung, nodes: number): Promise<Launched[]>;
  /** Every VM in `region` (every zone of it) that carries all of `labels`. */
  listByLabels(region: string, labels: Readonly<Record<string, string>>): Promise<TaggedInstance[]>;
}
