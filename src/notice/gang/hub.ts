import { createServer, type Server, type Socket } from 'node:net';
import { sleepUnlessAborted } from '../../base/clock.js';
import { formatDuration } from '../../base/duration.js';
import {
  MAX_REPLACEMENTS,
  type GangConfig,
  type GangEnd,
  type GangEvent,
  type Outcome,
} from './gang-end.js';
import { sameKind, type EventFeed } from './feed.js';
import { Link } from './link.js';
import { eventFrame, frameEvent, readyReason, type Frame } from './wire.js';

/** Where each other node stands, as node 0 sees it. */
type Seat =
  | { state: 'waiting' }
  | { state: 'joined'; link: Link }
  | { state: 'done'; link: Link }
  | { state: 'gone'; why: string };

/**
 * Node 0's end: a TCP server every other node connects to, and a member
 * itself. It relays each node's first event to every other node at once and
 * keeps it for nodes that join later; it turns a member's silent or abrupt
 * departure, or a node that never joins, into `lost` for everyone.
 */
export class GangHub implements GangEnd {
  private readonly seats = new Map<number, Seat>();
  /** Each node's first departure, and each replacement's joining, for nodes that join later. */
  private readonly remembered: GangEvent[] = [];
  /** Connections that have not said hello yet. */
  private readonly strangers = new Set<Link>();
  private done: Outcome | undefined;
  private closing = false;
  private readonly stop = new AbortController();
  private markReady: () => void = () => undefined;
  readonly ready = new Promise<void>((resolve) => (this.markReady = resolve));

  private constructor(
    private readonly config: GangConfig,
    private readonly feed: EventFeed,
    private readonly server: Server,
  ) {
    for (let node = 1; node < config.nodes; node++) this.seats.set(node, { state: 'waiting' });
    server.on('connection', (socket) => this.accept(socket));
    server.on('error', (error) =>
      config.logger.error(`gang channel: node 0's server failed: ${error.message}`),
    );
    void this.watchJoins();
  }

  static async start(config: GangConfig, feed: EventFeed): Promise<GangHub> {
    const server = createServer({ noDelay: true });
    await new Promise<void>((resolve, reject) => {
      server.once('error', (error) =>
        reject(
          new Error(
            `gang channel: node 0 cannot listen on ${config.listenHost}:${config.port}: ${error.message}`,
          ),
        ),
      );
      server.listen(config.port, config.listenHost, resolve);
    });
    server.removeAllListeners('error');
    const hub = new GangHub(config, feed, server);
    config.logger.info(
      `gang channel: node 0 listening on ${config.listenHost}:${hub.port} for nodes 1-${config.nodes - 1} of gang ${config.gangId}`,
    );
    return hub;
  }

  get port(): number {
    const address = this.server.address();
    return typeof address === 'object' && address !== null ? address.port : this.config.port;
  }

  announceNotice(deadline: number, reason: string): void {
    this.record({ kind: 'notice', node: 0, deadline, reason });
  }

  announceRisk(reason: string): void {
    this.record({ kind: 'risk', node: 0, reason });
  }

  announceReady(replaces: number): void {
    this.record({ kind: 'ready', node: 0, replaces, reason: readyReason(0, replaces) });
  }

  announceDone(outcome: Outcome): void {
    if (this.done !== undefined) return;
    this.done = outcome;
    if (outcome === 'failed')
      this.record({ kind: 'failed', node: 0, reason: "node 0's trainer failed" });
    this.broadcast({ t: 'done', node: 0, outcome });
  }

  async close(): Promise<void> {
    this.closing = true;
    this.stop.abort();
    const links = [...this.strangers];
    for (const seat of this.seats.values()) if ('link' in seat) links.push(seat.link);
    const serverClosed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    await Promise.all(links.map((link) => link.close('node 0 is closing the channel')));
    await serverClosed;
  }

  private accept(socket: Socket): void {
    if (this.closing) {
      socket.destroy();
      return;
    }
    const address = `${socket.remoteAddress ?? '?'}:${socket.remotePort ?? '?'}`;
    let node: number | undefined;
    const link = new Link(
      socket,
      `a connection from ${address}`,
      this.config,
      (frame) => {
        if (node === undefined) node = this.hello(link, address, frame);
        else this.fromMember(node, link, frame);
      },
      (why) => {
        this.strangers.delete(link);
        if (node === undefined)
          this.config.logger.debug(`gang channel: ${link.peer} ended: ${why}`);
        else this.departed(node, why);
      },
    );
    this.strangers.add(link);
  }

  /** Seats a member that says hello rightly; refuses anything else. Returns the node seated. */
  private hello(link: Link, address: string, frame: Frame): number | undefined {
    const refusal = this.refusal(frame);
    if (refusal !== undefined) {
      this.config.logger.error(`gang channel: refused ${link.peer}: ${refusal}`);
      link.send({ t: 'refused', reason: refusal });
      void link.close('refused');
      return undefined;
    }
    const node = (frame as Extract<Frame, { t: 'hello' }>).node;
    this.strangers.delete(link);
    link.peer = `node ${node} (${address})`;
    const replacement = !this.seats.has(node);
    this.seats.set(node, { state: 'joined', link });
    this.config.logger.info(
      `gang channel: ${link.peer} joined${replacement ? ' as a replacement' : ''}`,
    );
    link.send({ t: 'welcome' });
    for (const event of this.remembered) if (event.node !== node) link.send(eventFrame(event));
    if (replacement)
      this.record({ kind: 'joined', node, reason: `node ${node} joined as a replacement` });
    if (this.done !== undefined) link.send({ t: 'done', node: 0, outcome: this.done });
    this.checkReady();
    return node;
  }

  private refusal(frame: Frame): string | undefined {
    if (frame.t !== 'hello') return `its first frame was "${frame.t}", not hello`;
    if (frame.gang !== this.config.gangId)
      return `it belongs to gang ${JSON.stringify(frame.gang)}, not ${JSON.stringify(this.config.gangId)}`;
    const seat = this.seats.get(frame.node);
    if (seat === undefined) return this.replacementRefusal(frame.node);
    if (seat.state === 'joined' || seat.state === 'done')
      return `node ${frame.node} is already connected (${seat.link.peer}); two nodes were given the same rank`;
    if (seat.state === 'gone')
      return `node ${frame.node} was already reported lost (${seat.why}); it cannot rejoin`;
    return undefined;
  }

  /** Why a node with no seat is refused; undefined for a replacement an elastic gang takes. */
  private replacementRefusal(node: number): string | undefined {
    const { nodes, replacements } = this.config;
    const others = `the other nodes are 1-${nodes - 1}`;
    if (node < nodes) return `it says it is node ${node}, but ${others}`;
    if (!replacements)
      return `it says it is node ${node}, but ${others} and the gang is not elastic, so it takes no replacements`;
    if (node >= nodes + MAX_REPLACEMENTS)
      return `it says it is node ${node}, but replacements are nodes ${nodes}-${nodes + MAX_REPLACEMENTS - 1}`;
    return undefined;
  }

  private fromMember(node: number, link: Link, frame: Frame): void {
    const fromItself = 'node' in frame && frame.node === node;
    if (frame.t === 'hb') return;
    if ((frame.t === 'notice' || frame.t === 'risk' || frame.t === 'ready') && fromItself) {
      const event = frameEvent(frame);
      if (event) this.record(event);
    } else if (frame.t === 'done' && fromItself) {
      this.seats.set(node, { state: 'done', link });
      this.config.logger.info(`gang channel: ${link.peer} is leaving (${frame.outcome})`);
      if (frame.outcome === 'failed')
        this.record({ kind: 'failed', node, reason: `node ${node}'s trainer failed` });
    } else {
      link.drop(`it sent a "${frame.t}" frame a member may not send (${JSON.stringify(frame)})`);
    }
  }

  private departed(node: number, why: string): void {
    const seat = this.seats.get(node);
    if (this.closing || seat?.state !== 'joined') return;
    const reason = `node ${node} is lost: ${why}`;
    this.seats.set(node, { state: 'gone', why });
    this.config.logger.warning(`gang channel: ${seat.link.peer} is lost: ${why}`);
    this.record({ kind: 'lost', node, reason });
  }

  /** Keeps a node's first event, tells node 0's listeners, and relays it to every other node. */
  private record(event: GangEvent): void {
    if (this.remembered.some((seen) => sameKind(seen, event))) return;
    this.remembered.push(event);
    if (event.kind === 'notice')
      this.config.logger.notice(
        `gang channel: node ${event.node} has a notice (deadline ${new Date(event.deadline).toISOString()}, ${event.reason}); telling the gang`,
      );
    this.feed.deliver(event);
    this.broadcast(eventFrame(event), event.node);
  }

  private broadcast(frame: Frame, except?: number): void {
    for (const [node, seat] of this.seats)
      if (node !== except && 'link' in seat) seat.link.send(frame);
  }

  private async watchJoins(): Promise<void> {
    const { clock, joinTimeoutMs } = this.config;
    await sleepUnlessAborted(clock, joinTimeoutMs, this.stop.signal);
    if (this.stop.signal.aborted) return;
    for (const [node, seat] of this.seats) {
      if (seat.state !== 'waiting') continue;
      const why = `it never joined within ${formatDuration(joinTimeoutMs)}`;
      this.seats.set(node, { state: 'gone', why });
      this.config.logger.warning(`gang channel: node ${node} is lost: ${why}`);
      this.record({ kind: 'lost', node, reason: `node ${node} is lost: ${why}` });
    }
    this.checkReady();
  }

  private checkReady(): void {
    if ([...this.seats.values()].every((seat) => seat.state !== 'waiting')) this.markReady();
  }
}
