import type { GivenSpotScore } from './spot-scores.js';
import type { ActivityEvent } from './activity-log.js';
import type { EmulatedVm, Match, NetworkResource } from './compute.js';

// What a test holds of the ARM stand-in (startAzureArm in index.ts): its
// address and credentials, what it recorded, and the failures it can be told
// to answer with. No Azure description applies here: the answers themselves
// are made (and their departures named) in the files index.ts routes to.

export interface ArmRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
  readonly authorization: string | undefined;
}

export interface AzureArmOptions {
  readonly subscriptionId?: string;
  readonly resourceGroups?: readonly string[];
  /** Polls each long-running operation answers InProgress before it ends. */
  readonly pollsUntilDone?: number;
  /** Entries per page of a listing; smaller values exercise nextLink. */
  readonly pageSize?: number;
  /** Where Microsoft's descriptions are (default ../shared/specs/azure); without them VM PUTs are read less strictly. */
  readonly specs?: string;
}

/**
 * A local Azure Resource Manager for the calls the Azure adapter makes:
 * Microsoft.Compute virtual machines (PUT, GET with instance view, DELETE,
 * list by location), the network resources a VM creates for itself
 * (GET, with a NIC's private address; DELETE), the subscription activity
 * log, and ARM's asynchronous operation protocol. It checks the bearer token
 * and the api-version, records every request, and can be told to fail
 * creates (or cap how many VMs fit), fail deletes, or evict a VM.
 */
export interface AzureArm {
  readonly url: string;
  /** The certificate to trust: the emulator speaks https, as the SDK requires. */
  readonly ca: string;
  readonly token: string;
  readonly subscriptionId: string;
  readonly requests: ArmRequest[];
  readonly vms: ReadonlyMap<string, EmulatedVm>;
  readonly network: ReadonlyMap<string, NetworkResource>;
  readonly events: ActivityEvent[];
  vm(group: string, name: string): EmulatedVm | undefined;
  /** Spot Placement Score answers by VM size; a size or place not here scores DataNotFoundOrStale. */
  readonly spotScores: Map<string, GivenSpotScore[]>;
  /** Creates that match fail: SkuNotAvailable and price codes at the request, allocation codes in the operation. */
  failCreate(match: Match, code: string, message?: string): void;
  /**
   * Where `match` applies, `cap` VMs can hold an allocation at once: the next
   * create fails with `code` (AllocationFailed in the operation, leaving a
   * Failed VM with its NIC, as Azure does; SkuNotAvailable, or the
   * OperationNotAllowed of a used-up vCPU quota, at the request).
   */
  capVms(match: Match, cap: number, code?: string): void;
  /** The next `times` deletes of this VM fail in their operation (InternalExecutionError). */
  failDelete(group: string, name: string, times?: number): void;
  /** Creates that match exceed a vCPU quota (409 OperationNotAllowed, as Compute answers). */
  failQuota(match: Match): void;
  /** Calls needing this action (like Microsoft.Compute/virtualMachines/write) get AuthorizationFailed. */
  deny(action: string): void;
  /**
   * The next `times` deletes of this NIC or public IP (by name) fail after
   * their 202, in the operation; one cascaded from its VM's delete fails
   * too, leaving it in place.
   */
  failNetworkDelete(
    group: string,
    type: 'networkInterfaces' | 'publicIPAddresses',
    name: string,
    times?: number,
  ): void;
  /** The next activity-log query fails with this status and code, in the API's own ErrorResponse. */
  failActivityLog(status: number, code: string, message: string): void;
  /** Evicts a spot VM: records evictSpotVM/action, then deletes (or deallocates) it per its policy. */
  evict(group: string, name: string, stage?: 'deleting' | 'done'): void;
  close(): Promise<void>;
}
