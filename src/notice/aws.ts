import { sleepUnlessAborted, type Clock } from '../base/clock.js';
import type { Logger } from '../base/log.js';
import { formatDuration } from '../base/duration.js';
import { metadataRequest } from './metadata-http.js';
import type { EarlyWarning, Notice, NoticeSource } from './notice.js';
import { SourceErrors } from './source-errors.js';
import { statedDeadline } from './stated-deadline.js';

/** AWS gives two minutes, best effort; used when instance-action's time cannot be read. */
export const AWS_NOTICE_MS = 120_000;
const TOKEN_TTL_S = 21_600;
/** A token is replaced this long before it expires, so a poll never carries a dead one. */
const TOKEN_REFRESH_MARGIN_MS = 300_000;
const REBALANCE_EVERY = 5;
/** The actions instance-action documents. */
const ACTIONS = new Set(['terminate', 'stop', 'hibernate']);
/**
 * How long unreadable instance-action answers must persist, while
 * termination-time cannot be read either, before they are taken for a
 * notice: 20 s of the two minutes. A garbling proxy or a restarting IMDS
 * gives such answers for a few seconds, and a notice believed wrongly stops
 * a healthy run; a real one still leaves 100 s to save.
 */
const GARBLED_BELIEVED_MS = 20_000;

export interface AwsNoticeParams {
  /** IMDS base URL; AWS_EC2_METADATA_SERVICE_ENDPOINT in the SDKs. */
  readonly baseUrl: string;
  readonly clock: Clock;
  readonly logger: Logger;
  /** Under 2 s, as AWS advises for a two-minute notice. */
  readonly pollMs?: number;
  /** A rebalance recommendation counts as a notice. */
  readonly interruptOnRebalance: boolean;
  readonly onWarning?: (warning: EarlyWarning) => void;
  readonly requestTimeoutMs?: number;
  /** GARBLED_BELIEVED_MS; a test's own. */
  readonly garbledBelievedMs?: number;
}

/**
 * Watches EC2's instance metadata (IMDSv2) for a spot interruption
 * (`spot/instance-action`: 404 until AWS schedules the stop, then JSON whose
 * `time` is the deadline) and for a rebalance recommendation, the earlier
 * and weaker signal that the instance is at elevated risk.
 */
export class AwsNoticeSource implements NoticeSource {
  readonly kind = 'aws' as const;
  private token: { value: string; expiresAt: number } | undefined;
  private rebalanceSeen = false;
  /** Since when instance-action has answered 200 with no action, if it does. */
  private unreadableSince: number | undefined;
  private polls = 0;
  private readonly base: string;

  constructor(private readonly params: AwsNoticeParams) {
    this.base = params.baseUrl.replace(/\/+$/, '');
  }

  async watch(signal: AbortSignal): Promise<Notice> {
    const { clock, logger } = this.params;
    const errors = new SourceErrors('AWS instance metadata', logger, clock);
    while (!signal.aborted) {
      try {
        const notice =
          (await this.checkInterruption(signal)) ?? (await this.checkRebalance(signal));
        errors.succeeded();
        if (notice) return notice;
        await sleepUnlessAborted(clock, this.params.pollMs ?? 1000, signal);
      } catch (error) {
        await errors.failed(error, signal);
      }
    }
    return new Promise<Notice>(() => undefined);
  }

  private async checkInterruption(signal: AbortSignal): Promise<Notice | undefined> {
    const response = await this.get('/latest/meta-data/spot/instance-action', signal);
    if (response === undefined) {
      if (this.unreadableSince !== undefined)
        this.params.logger.info(
          'AWS instance-action answers 404 again: the unreadable answer before was no notice',
        );
      this.unreadableSince = undefined;
      return undefined;
    }
    const { action, time } = parseObject(response);
    if (typeof action === 'string' && ACTIONS.has(action))
      return this.notice(`spot instance-action ${action}`, this.params.clock.now(), time);
    return this.unreadableAction(response, signal);
  }

  /**
   * instance-action answered 200 with no action in it: a 200 where nothing
   * is scheduled would be a 404, but a garbling proxy gives such answers too.
   * termination-time, the older path AWS still sets with it, settles it: a
   * 404 is no notice, a time is one. When it cannot be read either, the
   * answers are believed once they have persisted for GARBLED_BELIEVED_MS.
   */
  private async unreadableAction(
    response: string,
    signal: AbortSignal,
  ): Promise<Notice | undefined> {
    const { clock, logger } = this.params;
    const now = clock.now();
    if (this.unreadableSince === undefined) {
      this.unreadableSince = now;
      logger.warning(
        `AWS instance-action answered 200 with ${JSON.stringify(response.slice(0, 80))}, which names no action; asking termination-time`,
      );
    }
    let termination: string | undefined;
    try {
      termination = await this.get('/latest/meta-data/spot/termination-time', signal);
      if (termination === undefined) return undefined;
    } catch {
      // Unreadable too: only time tells.
    }
    const stated = Date.parse(termination?.trim() ?? '');
    if (Number.isFinite(stated))
      return this.notice('spot termination-time', now, termination?.trim());
    const since = this.unreadableSince;
    if (now - since < (this.params.garbledBelievedMs ?? GARBLED_BELIEVED_MS)) return undefined;
    return this.notice(`spot instance-action unreadable for ${formatDuration(now - since)}`, since);
  }

  private notice(
    reason: string,
    receivedAt: number,
    time?: unknown,
    what = 'AWS instance-action',
  ): Notice {
    return {
      source: 'aws',
      reason,
      receivedAt,
      deadline: statedDeadline({
        what,
        receivedAt,
        stated: typeof time === 'string' ? Date.parse(time) : Number.NaN,
        noticeMs: AWS_NOTICE_MS,
        longestMs: AWS_NOTICE_MS,
        logger: this.params.logger,
      }),
    };
  }

  private async checkRebalance(signal: AbortSignal): Promise<Notice | undefined> {
    if (this.rebalanceSeen && !this.params.interruptOnRebalance) return undefined;
    // A recommendation comes minutes ahead of any interruption: every fifth
    // poll is soon enough, and halves what watching costs.
    if (this.polls++ % REBALANCE_EVERY !== 0) return undefined;
    const response = await this.get('/latest/meta-data/events/recommendations/rebalance', signal);
    if (response === undefined) return undefined;
    const receivedAt = this.params.clock.now();
    const { noticeTime } = parseObject(response);
    if (!this.rebalanceSeen) {
      this.rebalanceSeen = true;
      this.params.onWarning?.({
        source: 'aws',
        kind: 'rebalance-recommendation',
        receivedAt,
        detail: typeof noticeTime === 'string' ? `noticeTime ${noticeTime}` : 'no noticeTime',
      });
    }
    if (!this.params.interruptOnRebalance) return undefined;
    return {
      source: 'aws',
      reason: 'rebalance recommendation',
      receivedAt,
      deadline: receivedAt + AWS_NOTICE_MS,
    };
  }

  /** The body of a metadata path, or undefined on 404 (nothing scheduled). */
  private async get(path: string, signal: AbortSignal): Promise<string | undefined> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.currentToken(signal);
      const response = await metadataRequest(`${this.base}${path}`, {
        headers: { 'X-aws-ec2-metadata-token': token },
        timeoutMs: this.params.requestTimeoutMs ?? 2000,
        signal,
      });
      if (response.status === 404) return undefined;
      if (response.status === 200) return response.body;
      // 401: the token expired or the IMDS restarted; fetch a new one once.
      if (response.status === 401 && attempt === 0) {
        this.token = undefined;
        continue;
      }
      throw new Error(`GET ${path} answered ${response.status}`);
    }
  }

  private async currentToken(signal: AbortSignal): Promise<string> {
    const now = this.params.clock.now();
    if (this.token && now < this.token.expiresAt - TOKEN_REFRESH_MARGIN_MS) return this.token.value;
    const response = await metadataRequest(`${this.base}/latest/api/token`, {
      method: 'PUT',
      headers: { 'X-aws-ec2-metadata-token-ttl-seconds': String(TOKEN_TTL_S) },
      timeoutMs: this.params.requestTimeoutMs ?? 2000,
      signal,
    });
    if (response.status !== 200 || response.body === '') {
      throw new Error(`PUT /latest/api/token answered ${response.status}`);
    }
    this.token = { value: response.body, expiresAt: now + TOKEN_TTL_S * 1000 };
    return response.body;
  }
}

function parseObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
