/** The clouds spot-train runs training VMs on. */
export type CloudName = 'aws' | 'gcp' | 'azure';

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
