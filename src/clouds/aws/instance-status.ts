import type { Instance, SpotInstanceRequest } from '@aws-sdk/client-ec2';
import type { InstanceState, InstanceStatus } from '../cloud.js';

// 'shutting-down' is EC2's way to 'terminated'. The interface has no such
// word; 'stopping' keeps it out of the end states, so a caller waiting for the
// VM to be over keeps waiting, and terminating it once more is harmless.
const STATES: Readonly<Record<string, InstanceState>> = {
  pending: 'pending',
  running: 'running',
  'shutting-down': 'stopping',
  stopping: 'stopping',
  stopped: 'stopped',
  terminated: 'terminated',
};

// StateReason codes with which EC2 records that it, not the account, ended or
// stopped the instance (API reference, StateReason). Launch-time errors such as
// Server.InsufficientInstanceCapacity are failures, not reclaims.
const RECLAIM_REASONS: ReadonlySet<string> = new Set([
  'Server.SpotInstanceTermination',
  'Server.SpotInstanceShutdown',
  // A scheduled retirement also takes the VM away from a run that did nothing
  // wrong; its training deserves the same restart.
  'Server.ScheduledStop',
]);

// Spot request status codes that say EC2 interrupted the instance (User Guide,
// "Spot request status codes"). EC2 sets instance-terminated-no-capacity the
// moment it sends the two-minute notice, while the instance still runs, so
// this also tells a reclaim from a shutdown the VM did itself in that window.
// marked-for-stop is left out: a user's stop passes through it too.
const RECLAIM_SPOT_STATUSES: ReadonlySet<string> = new Set([
  'instance-terminated-by-price',
  'instance-terminated-no-capacity',
  'instance-terminated-capacity-oversubscribed',
  'instance-terminated-launch-group-constraint',
  'instance-stopped-by-price',
  'instance-stopped-no-capacity',
  'marked-for-termination',
]);

interface Reason {
  readonly code: string;
  readonly message: string;
}

function reasonOf(
  from: { Code?: string | undefined; Message?: string | undefined } | undefined,
): Reason | undefined {
  const code = from?.Code;
  if (code === undefined || code === '') return undefined;
  // EC2 repeats the code at the head of StateReason messages.
  const message = (from?.Message ?? '').replace(`${code}: `, '').trim();
  return { code, message };
}

function show(reason: Reason): string {
  return reason.message === '' ? reason.code : `${reason.code} (${reason.message})`;
}

/**
 * An EC2 state name in the interface's words. One this table does not know
 * counts as running: whatever it is, the VM may still cost money, and
 * callers then terminate it.
 */
export function stateOf(ec2State: string | undefined): InstanceState {
  return STATES[ec2State ?? ''] ?? 'running';
}

/** The state reason alone proves a reclaim, so the spot request need not be asked. */
export function reclaimedByStateReason(instance: Instance): boolean {
  return RECLAIM_REASONS.has(instance.StateReason?.Code ?? '');
}

export function isReclaimedRequest(request: SpotInstanceRequest): boolean {
  return RECLAIM_SPOT_STATUSES.has(request.Status?.Code ?? '');
}

/** What an instance EC2 still describes is, given its spot request if it has one. */
export function instanceStatus(instance: Instance, spot?: SpotInstanceRequest): InstanceStatus {
  const ec2State = instance.State?.Name ?? 'unknown';
  const state = stateOf(ec2State);
  const stateReason = reasonOf(instance.StateReason);
  if (stateReason !== undefined && RECLAIM_REASONS.has(stateReason.code)) {
    return {
      state,
      reclaimed: true,
      detail: `${ec2State}, reclaimed by AWS: ${show(stateReason)}`,
    };
  }
  const spotStatus = reasonOf(spot?.Status);
  if (spotStatus !== undefined && RECLAIM_SPOT_STATUSES.has(spotStatus.code)) {
    return { state, reclaimed: true, detail: `${ec2State}, reclaimed by AWS: ${show(spotStatus)}` };
  }
  const detail = stateReason === undefined ? ec2State : `${ec2State}: ${show(stateReason)}`;
  return { state, reclaimed: false, detail };
}

/**
 * What an instance EC2 no longer describes was. Terminated instances drop out
 * of DescribeInstances after about an hour; their spot requests stay a few
 * hours longer and may still say who ended them.
 */
export function goneStatus(region: string, spot?: SpotInstanceRequest): InstanceStatus {
  const where = `gone from EC2 in ${region}`;
  const spotStatus = reasonOf(spot?.Status);
  if (spotStatus === undefined) {
    return { state: 'gone', reclaimed: false, detail: `${where}; no spot request left to say why` };
  }
  if (RECLAIM_SPOT_STATUSES.has(spotStatus.code)) {
    return {
      state: 'gone',
      reclaimed: true,
      detail: `${where}, reclaimed by AWS: ${show(spotStatus)}`,
    };
  }
  const id = spot?.SpotInstanceRequestId ?? 'its spot request';
  return { state: 'gone', reclaimed: false, detail: `${where}; ${id}: ${show(spotStatus)}` };
}
