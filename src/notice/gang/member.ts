import { connect } from 'node:net';
import { sleepUnlessAborted } from '../../base/clock.js';
import { formatDuration } from '../../base/duration.js';
import type { GangConfig, GangEnd, Outcome } from './gang-end.js';
import type { EventFeed } from './feed.js';
import { Link } from './link.js';
import { frameEvent, readyReason, type Frame } from './wire.js';

const FIRST_RETRY_MS = 100;
const LONGEST_RETRY_MS = 2000;

/**
 * The end of every node but 0: one connection to the hub, retried with
 * backoff until the hub welcomes it or the join timeout passes. Once
 * welcomed, the connection is the gang: if it closes or goes silent before
 * node 0 said it was done, node 0 is lost, and with it the c10d store.
 */
export class GangMember implements GangEnd {
  private link: Link | undefined;
  private welcomed = false;
  private hubDone = false;
  private closing = false;
  /** What this node announced, sent after hello on every connection until one is welcomed. */
  private readonly said: Frame[] = [];
  private readonly stop = new AbortController();
  private markReady: () => void = () => undefined;
  readonly ready = new Promise<void>((resolve) => (this.markReady = resolve));

  private constructor(
    private readonly config: GangConfig,
    private readonly feed: EventFeed,
  ) {}

  static start(config: GangConfig, feed: EventFeed): GangMember {
    const member = new GangMember(config, feed);
    void member.join();
    return member;
  }

  get port(): number {
    return this.config.port;
  }

  private get hub(): string {
    return `node 0 (${this.config.host}:${this.config.port})`;
  }

  announceNotice(deadline: number, reason: string): void {
    this.say({ t: 'notice', node: this.config.node, deadline, reason });
  }

  announceRisk(reason: string): void {
    this.say({ t: 'risk', node: this.config.node, reason });
  }

  announceReady(replaces: number): void {
    const { node } = this.config;
    this.say({ t: 'ready', node, replaces, reason: readyReason(node, replaces) });
  }

  announceDone(outcome: Outcome): void {
    if (!this.said.some((frame) => frame.t === 'done'))
      this.say({ t: 'done', node: this.config.node, outcome });
  }

  async close(): Promise<void> {
    this.closing = true;
    this.stop.abort();
    await this.link?.close(`node ${this.config.node} is closing the channel`);
  }

  /** A call, not a property read, so the check after an await is not narrowed away. */
  private stopped(): boolean {
    return this.stop.signal.aborted;
  }

  private say(frame: Frame): void {
    this.said.push(frame);
    this.link?.send(frame);
  }

  /** Connects until welcomed, refused, closed, or out of time. */
  private async join(): Promise<void> {
    const { clock, joinTimeoutMs, logger, node } = this.config;
    const giveUpAt = clock.now() + joinTimeoutMs;
    for (
      let wait = FIRST_RETRY_MS, tries = 1;
      ;
      wait = Math.min(wait * 2, LONGEST_RETRY_MS), tries++
    ) {
      const failure = await this.connectOnce();
      if (failure === undefined || this.closing) return;
      const left = giveUpAt - clock.now();
      if (left <= 0) {
        logger.warning(
          `gang channel: node ${node} gives up on ${this.hub} after ${tries} tries: ${failure}`,
        );
        this.lose(
          `${this.hub} never answered within ${formatDuration(joinTimeoutMs)} (last try: ${failure})`,
        );
        return;
      }
      const line = `gang channel: node ${node} cannot reach ${this.hub} yet (${failure}); retrying`;
      if (tries === 1) logger.info(line);
      else logger.debug(line);
      await sleepUnlessAborted(clock, Math.min(wait, left), this.stop.signal);
      if (this.stopped()) return;
    }
  }

  /** One connection: resolves with why it failed before a welcome, or undefined once it is settled. */
  private connectOnce(): Promise<string | undefined> {
    const { host, port, gangId, node } = this.config;
    return new Promise((resolve) => {
      const socket = connect({ host, port, noDelay: true });
      const link = new Link(
        socket,
        this.hub,
        this.config,
        (frame) => {
          if (this.fromHub(frame)) resolve(undefined);
        },
        (why) => {
          if (!this.welcomed) resolve(why);
          else if (!this.closing && !this.hubDone) {
            this.config.logger.warning(`gang channel: lost ${this.hub}: ${why}`);
            this.lose(`node 0 is lost: ${why}`);
          }
        },
      );
      this.link = link;
      link.send({ t: 'hello', gang: gangId, node });
      for (const frame of this.said) link.send(frame);
    });
  }

  /** Handles one frame from the hub; true once this connection is settled (welcomed or refused). */
  private fromHub(frame: Frame): boolean {
    const event = frameEvent(frame);
    if (event !== undefined) {
      this.feed.deliver(event);
    } else if (frame.t === 'welcome') {
      this.welcomed = true;
      this.config.logger.info(`gang channel: node ${this.config.node} joined ${this.hub}`);
      this.markReady();
      return true;
    } else if (frame.t === 'refused') {
      this.config.logger.error(
        `gang channel: ${this.hub} refused node ${this.config.node}: ${frame.reason}`,
      );
      this.closing = true;
      void this.link?.close('refused');
      this.lose(`${this.hub} refused this node: ${frame.reason}`);
      return true;
    } else if (frame.t === 'done' && frame.node === 0) {
      this.hubDone = true;
    } else if (frame.t !== 'hb') {
      this.link?.drop(`it sent a "${frame.t}" frame the hub may not send`);
    }
    return false;
  }

  private lose(reason: string): void {
    this.feed.deliver({ kind: 'lost', node: 0, reason });
    this.markReady();
  }
}
