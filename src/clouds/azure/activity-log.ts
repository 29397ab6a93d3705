import type { ComputeManagementContext } from '@azure/arm-compute/api';
import { restErrorOf, text } from './arm-response.js';

/** A spot eviction of one VM as the subscription's activity log records it. */
export interface Eviction {
  readonly operation: string;
  readonly status: string;
  readonly at?: string;
  /** `az vm simulate-eviction` (VirtualMachines_SimulateEviction), as people test with. */
  readonly simulated: boolean;
}

// Azure writes an event named Microsoft.Compute/virtualMachines/evictSpotVM/action
// when it evicts a spot VM, whatever the eviction policy; with policy Delete it
// is all that is left of the VM. Field reports show the scale-set form
// (virtualMachineScaleSets/evictSpotVM/action) too, so any Compute operation
// ending in evictSpotVM/action counts. A simulated eviction records its own
// operation first.
function isEviction(operation: string): boolean {
  return operation.startsWith('microsoft.compute/') && operation.endsWith('/evictspotvm/action');
}
const SIMULATE = 'microsoft.compute/virtualmachines/simulateeviction/action';

// ActivityLogs_List, the subscription's activity log (Azure Monitor REST API).
const API_VERSION = '2015-04-01';

interface Event {
  readonly operation: string;
  readonly status: string;
  readonly at?: string;
}

function valueOf(field: unknown): string | undefined {
  if (typeof field !== 'object' || field === null) return undefined;
  return text((field as { value?: unknown }).value);
}

function eventsOf(body: unknown): { events: Event[]; nextLink?: string } {
  if (typeof body !== 'object' || body === null) return { events: [] };
  const { value, nextLink } = body as { value?: unknown; nextLink?: unknown };
  const events = (Array.isArray(value) ? (value as unknown[]) : []).flatMap((raw): Event[] => {
    if (typeof raw !== 'object' || raw === null) return [];
    const entry = raw as { operationName?: unknown; status?: unknown; eventTimestamp?: unknown };
    const operation = valueOf(entry.operationName);
    if (operation === undefined) return [];
    const at = text(entry.eventTimestamp);
    return [
      {
        operation,
        status: valueOf(entry.status) ?? 'unknown',
        ...(at === undefined ? {} : { at }),
      },
    ];
  });
  const next = text(nextLink);
  return next === undefined || next === '' ? { events } : { events, nextLink: next };
}

/**
 * The eviction of the VM with this resource id between `from` and `to`, if
 * the activity log has one. The query goes through the compute client's own
 * pipeline (credential, retries, endpoint), so it needs no monitor SDK.
 */
export async function findEviction(
  context: ComputeManagementContext,
  resourceId: string,
  from: Date,
  to: Date,
): Promise<Eviction | undefined> {
  const filter = `eventTimestamp ge '${from.toISOString()}' and eventTimestamp le '${to.toISOString()}' and resourceUri eq '${resourceId}'`;
  const path = `/subscriptions/${encodeURIComponent(context.subscriptionId)}/providers/Microsoft.Insights/eventtypes/management/values`;
  let response = await context.pathUnchecked(path).get({
    queryParameters: {
      'api-version': API_VERSION,
      $filter: filter,
      $select: 'operationName,status,eventTimestamp,resourceId',
    },
  });
  let simulated: Eviction | undefined;
  for (;;) {
    const status = Number(response.status);
    const body: unknown = response.body;
    if (status !== 200) throw restErrorOf(status, body, 'the activity log');
    const page = eventsOf(body);
    for (const event of page.events) {
      const operation = event.operation.toLowerCase();
      if (isEviction(operation) && event.status.toLowerCase() !== 'failed') {
        return { ...event, simulated: simulated !== undefined };
      }
      if (operation === SIMULATE && event.status.toLowerCase() !== 'failed') {
        simulated = { ...event, simulated: true };
      }
    }
    if (page.nextLink === undefined) return simulated;
    response = await context.pathUnchecked(page.nextLink).get();
  }
}
