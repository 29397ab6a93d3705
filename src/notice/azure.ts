import { sleepUnlessAborted, type Clock } from '../base/clock.js';
import type { Logger } from '../base/log.js';
import { overlappingRequest } from './overlapping-request.js';
import { metadataRequest } from './metadata-http.js';
import type { Notice, NoticeSource } from './notice.js';
import { SourceErrors } from './source-errors.js';
import { statedDeadline } from './stated-deadline.js';

const EVENTS_PATH = '/metadata/scheduledevents?api-version=2020-07-01';
const NAME_PATH = '/metadata/instance/compute/name?api-version=2021-02-01&format=text';
/** Azure promises at least 30 s before a Preempt; used when NotBefore is empty or doubtful. */
export const AZURE_NOTICE_MS = 30_000;
/**
 * The longest lead a NotBefore can have: a Preempt's is its 30 s (a minute
 * allowed), a Terminate's what the VM's termination notification sets (at
 * most 15 minutes).
 */
const LONGEST_LEAD_MS: Readonly<Record<string, number>> = {
  Preempt: 60_000,
  Terminate: 15 * 60_000,
};
/**
 * The first call switches Scheduled Events on for the VM and can take
 * minutes to answer; later calls are quick.
 */
const FIRST_CALL_TIMEOUT_MS = 300_000;
/**
 * A poll unanswered for a second is sent again beside it (see
 * overlappingRequest), as many times as its 10 s timeout holds: a held
 * request then never keeps the watch from asking.
 */
const POLL_OVERLAP = { patienceMs: 1_000, most: 10 };
const NOTICE_TYPES = new Set(['Preempt', 'Terminate']);

export interface AzureNoticeParams {
  readonly baseUrl: string;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly pollMs?: number;
  /** Approve the event (StartRequests) after the final flush, so Azure need not wait out NotBefore. */
  readonly acknowledge: boolean;
}

interface ScheduledEvent {
  readonly EventId: string;
  readonly EventType: string;
  readonly Resources?: readonly string[];
  readonly NotBefore?: string;
}

/**
 * Polls Azure Scheduled Events every second. A Preempt (spot eviction) or
 * Terminate event for this VM is a notice whose deadline is the event's
 * NotBefore. Events for other VMs of a scale set are ignored.
 */
export class AzureNoticeSource implements NoticeSource {
  readonly kind = 'azure' as const;
  private readonly base: string;
  private vmName: string | undefined;
  /** Events passed over while this VM's name was unknown, each said once. */
  private readonly unplaced = new Set<string>();
  private primed: Promise<void> | undefined;

  constructor(private readonly params: AzureNoticeParams) {
    this.base = params.baseUrl.replace(/\/+$/, '');
  }

  /**
   * Makes the first Scheduled Events call now, without waiting for its
   * answer: the service switches on for the VM at its first call, which can
   * take minutes, so the supervisor primes it before the restore rather than
   * after it.
   */
  prime(): void {
    if (this.primed) return;
    this.primed = metadataRequest(`${this.base}${EVENTS_PATH}`, {
      headers: { Metadata: 'true' },
      timeoutMs: FIRST_CALL_TIMEOUT_MS,
    }).then(
      () => undefined,
      () => undefined,
    );
  }

  async watch(signal: AbortSignal): Promise<Notice> {
    const { clock, logger } = this.params;
    // Events scheduled meanwhile are in the answer watch() gets anyway.
    await this.primed;
    const errors = new SourceErrors('Azure scheduled events', logger, clock);
    let first = true;
    while (!signal.aborted) {
      try {
        // Asked again every poll until IMDS says: without it no event is known to be this VM's.
        this.vmName ??= await this.readVmName(signal);
        const url = `${this.base}${EVENTS_PATH}`;
        const options = { headers: { Metadata: 'true' }, signal };
        // The first call may take minutes (the service switching on); later
        // ones answer in milliseconds, and one held is not waited on.
        const response = first
          ? await metadataRequest(url, { ...options, timeoutMs: FIRST_CALL_TIMEOUT_MS })
          : await overlappingRequest(url, { ...options, timeoutMs: 10_000 }, POLL_OVERLAP);
        if (response.status !== 200)
          throw new Error(`GET scheduledevents answered ${response.status}`);
        first = false;
        errors.succeeded();
        const event = parseEvents(response.body).find(
          (e) => NOTICE_TYPES.has(e.EventType) && this.isForThisVm(e),
        );
        if (event) return this.toNotice(event);
        await sleepUnlessAborted(clock, this.params.pollMs ?? 1000, signal);
      } catch (error) {
        await errors.failed(error, signal);
      }
    }
    return new Promise<Notice>(() => undefined);
  }

  /**
   * Whether an event is known to be this VM's: its resources name it. An
   * event of a scale set names the VMs it affects; one that comes while this
   * VM's name is unknown is not acted on (stopping a healthy VM for a
   * neighbour's eviction costs a restart; a missed one is finalize's to
   * catch), and the log says so once.
   */
  private isForThisVm(event: ScheduledEvent): boolean {
    if (this.vmName !== undefined)
      return (
        !event.Resources || event.Resources.length === 0 || event.Resources.includes(this.vmName)
      );
    if (!this.unplaced.has(event.EventId)) {
      this.unplaced.add(event.EventId);
      this.params.logger.warning(
        `Azure ${event.EventType} event ${event.EventId} for ${event.Resources?.join(', ') ?? 'no named VM'} came while this VM's name is unknown (IMDS did not say); not acting on it until the name is known`,
      );
    }
    return false;
  }

  private toNotice(event: ScheduledEvent): Notice {
    const receivedAt = this.params.clock.now();
    return {
      source: 'azure',
      reason: `scheduled event ${event.EventType} ${event.EventId}`,
      receivedAt,
      deadline: statedDeadline({
        what: `Azure's ${event.EventType} event`,
        receivedAt,
        stated: event.NotBefore ? Date.parse(event.NotBefore) : Number.NaN,
        noticeMs: AZURE_NOTICE_MS,
        longestMs: LONGEST_LEAD_MS[event.EventType] ?? AZURE_NOTICE_MS,
        logger: this.params.logger,
      }),
      ...(this.params.acknowledge ? { acknowledge: () => this.approve(event.EventId) } : {}),
    };
  }

  private async approve(eventId: string): Promise<void> {
    const response = await metadataRequest(`${this.base}${EVENTS_PATH}`, {
      method: 'POST',
      headers: { Metadata: 'true', 'Content-Type': 'application/json' },
      body: JSON.stringify({ StartRequests: [{ EventId: eventId }] }),
      timeoutMs: 10_000,
    });
    if (response.status !== 200)
      throw new Error(`approving scheduled event ${eventId} answered ${response.status}`);
  }

  /** This VM's name, to tell its events from its neighbours'; undefined if IMDS will not say. */
  private async readVmName(signal: AbortSignal): Promise<string | undefined> {
    const response = await metadataRequest(`${this.base}${NAME_PATH}`, {
      headers: { Metadata: 'true' },
      timeoutMs: 10_000,
      signal,
    });
    return response.status === 200 && response.body.trim() !== ''
      ? response.body.trim()
      : undefined;
  }
}

function parseEvents(text: string): ScheduledEvent[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error('scheduledevents answered something that is not JSON');
  }
  const events = (data as { Events?: unknown } | null)?.Events;
  if (!Array.isArray(events)) return [];
  return events.filter(
    (e): e is ScheduledEvent =>
      typeof e === 'object' &&
      e !== null &&
      typeof (e as ScheduledEvent).EventId === 'string' &&
      typeof (e as ScheduledEvent).EventType === 'string',
  );
}
