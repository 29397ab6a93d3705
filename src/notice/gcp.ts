import { sleepUnlessAborted, type Clock } from '../base/clock.js';
import { describeError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import { headerValue, metadataRequest } from './metadata-http.js';
import type { Notice, NoticeSource } from './notice.js';
import { SourceErrors } from './source-errors.js';

const HANG_S = 60;
/**
 * The plain read of `preempted` beside the hanging GETs. A hanging GET that
 * a hung server never answers is stuck until its timeout, a minute, while
 * GCP gives thirty seconds: the read sees a server that is back, and a
 * preemption, within this long whatever happened to the hanging GET.
 */
const POLL_MS = 1000;
const POLL_TIMEOUT_MS = 1500;

export interface GcpNoticeParams {
  readonly host: string;
  readonly clock: Clock;
  readonly logger: Logger;
  /** Longer when the VM was created with a longer preemption notice. */
  readonly noticeMs: number;
}

interface Watched {
  readonly path: string;
  /** The reason to report when the value means the VM is going away. */
  readonly isNotice: (value: string) => string | undefined;
}

const PREEMPTED: Watched = {
  path: 'instance/preempted',
  isNotice: (v) => (v === 'TRUE' ? 'instance/preempted is TRUE' : undefined),
};

const WATCHED: readonly Watched[] = [
  PREEMPTED,
  {
    path: 'instance/maintenance-event',
    isNotice: (v) => (v === 'TERMINATE_ON_HOST_MAINTENANCE' ? `maintenance-event ${v}` : undefined),
  },
];

/**
 * Watches GCE metadata with hanging GETs (`wait_for_change=true`): the server
 * answers the moment a value changes, so the notice arrives within a round
 * trip. Each watch first reads the value and its ETag, then hangs on that
 * ETag, so a change between two requests is never missed.
 */
export class GcpNoticeSource implements NoticeSource {
  readonly kind = 'gcp' as const;
  private readonly base: string;

  constructor(private readonly params: GcpNoticeParams) {
    this.base = `http://${params.host.replace(/^https?:\/\//, '').replace(/\/+$/, '')}/computeMetadata/v1/`;
  }

  watch(signal: AbortSignal): Promise<Notice> {
    return Promise.race([
      ...WATCHED.map((watched) => this.watchOne(watched, signal)),
      this.poll(PREEMPTED, signal),
    ]);
  }

  /** The plain read every second; the hanging GETs report what fails, so this one only at debug. */
  private async poll(watched: Watched, signal: AbortSignal): Promise<Notice> {
    const { clock, logger } = this.params;
    while (!signal.aborted) {
      try {
        const response = await metadataRequest(`${this.base}${watched.path}`, {
          headers: { 'Metadata-Flavor': 'Google' },
          timeoutMs: POLL_TIMEOUT_MS,
          signal,
        });
        const reason = response.status === 200 ? watched.isNotice(response.body.trim()) : undefined;
        if (reason) return this.notice(reason);
      } catch (error) {
        logger.debug(`GCE metadata poll of ${watched.path}: ${describeError(error)}`);
      }
      await sleepUnlessAborted(clock, POLL_MS, signal);
    }
    return new Promise<Notice>(() => undefined);
  }

  private notice(reason: string): Notice {
    const receivedAt = this.params.clock.now();
    return { source: 'gcp', reason, receivedAt, deadline: receivedAt + this.params.noticeMs };
  }

  private async watchOne(watched: Watched, signal: AbortSignal): Promise<Notice> {
    const { clock, logger } = this.params;
    const errors = new SourceErrors(`GCE metadata ${watched.path}`, logger, clock);
    let etag: string | undefined;
    while (!signal.aborted) {
      const query =
        etag === undefined
          ? ''
          : `?wait_for_change=true&timeout_sec=${HANG_S}&last_etag=${encodeURIComponent(etag)}`;
      try {
        const response = await metadataRequest(`${this.base}${watched.path}${query}`, {
          headers: { 'Metadata-Flavor': 'Google' },
          timeoutMs: (HANG_S + 10) * 1000,
          signal,
        });
        if (response.status !== 200)
          throw new Error(`GET ${watched.path} answered ${response.status}`);
        const reason = watched.isNotice(response.body.trim());
        if (reason) return this.notice(reason);
        // Without an ETag the next GET cannot hang on this value and is
        // answered at once: asking again with no pause spun at 45 requests a
        // second against such a server. It is a bad answer like any other.
        const answered = headerValue(response, 'etag');
        if (!answered) throw new Error(`GET ${watched.path} answered 200 without an ETag`);
        errors.succeeded();
        etag = answered;
      } catch (error) {
        await errors.failed(error, signal);
      }
    }
    return new Promise<Notice>(() => undefined);
  }
}
