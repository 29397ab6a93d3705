import { connect, createServer, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/base/clock.js';
import { openGangChannel, type GangChannel } from '../../src/notice/gang/channel.js';
import type { GangChannelOptions, GangEvent } from '../../src/notice/gang/gang-end.js';
import { encodeFrame, FrameReader, type Frame } from '../../src/notice/gang/wire.js';
import { freePort } from '../helpers/free-port.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { eventually } from '../helpers/wait.js';

const HEARTBEAT_MS = 100;
const LOSS_AFTER_MS = 500;
const GANG = 'lineage-1/run-7/attempt-2';

interface Node {
  readonly channel: GangChannel;
  readonly events: GangEvent[];
  readonly logger: RecordingLogger;
}

const open: GangChannel[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(open.splice(0).map((channel) => channel.close()));
});

async function start(
  node: number,
  nodes: number,
  port: number,
  options: Partial<GangChannelOptions> = {},
): Promise<Node> {
  const logger = new RecordingLogger();
  const channel = await openGangChannel({
    node,
    nodes,
    host: '127.0.0.1',
    listenHost: '127.0.0.1',
    port,
    gangId: GANG,
    heartbeatMs: HEARTBEAT_MS,
    lossAfterMs: LOSS_AFTER_MS,
    clock: systemClock,
    logger,
    ...options,
  });
  open.push(channel);
  const events: GangEvent[] = [];
  channel.onEvent((event) => events.push(event));
  return { channel, events, logger };
}

/**
 * Node 0 and then nodes 1..real-1, each joined; the nodes from `real` on are
 * left for the test to play by hand.
 */
async function gang(
  nodes: number,
  options: Partial<GangChannelOptions> = {},
  real = nodes,
): Promise<[Node, Node, ...Node[]]> {
  const hub = await start(0, nodes, 0, options);
  const members: Node[] = [];
  for (let node = 1; node < real; node++)
    members.push(await start(node, nodes, hub.channel.port, options));
  await Promise.all(members.map((member) => member.channel.ready));
  if (real === nodes) await hub.channel.ready;
  return [hub, ...(members as [Node, ...Node[]])];
}

/** A hand-driven connection to the hub, for peers that misbehave in ways a real member cannot. */
async function rawPeer(port: number): Promise<{ socket: Socket; frames: Frame[] }> {
  const socket = connect({ host: '127.0.0.1', port });
  sockets.push(socket);
  const frames: Frame[] = [];
  const reader = new FrameReader((frame) => frames.push(frame));
  socket.setEncoding('utf8');
  socket.on('data', (text: string) => reader.push(text));
  socket.on('error', () => undefined);
  await new Promise((resolve) => socket.once('connect', resolve));
  return { socket, frames };
}

async function rawMember(port: number, node: number): Promise<{ socket: Socket; frames: Frame[] }> {
  const peer = await rawPeer(port);
  peer.socket.write(encodeFrame({ t: 'hello', gang: GANG, node }));
  await eventually(() => expect(peer.frames).toContainEqual({ t: 'welcome' }));
  return peer;
}

/** Long enough for several heartbeats, so a wrongly reported loss would have shown. */
const quietly = (): Promise<unknown> => sleep(LOSS_AFTER_MS + 3 * HEARTBEAT_MS);

describe('gang notice channel', () => {
  it('relays a notice from node 2 of 3 to nodes 0 and 1, once, and not back to node 2', async () => {
    const [n0, n1, n2] = (await gang(3)) as [Node, Node, Node];
    const deadline = Date.now() + 120_000;
    n2.channel.announceNotice(deadline, 'instance-action terminate');
    n2.channel.announceNotice(deadline - 1000, 'a second notice is not news');
    const expected = { kind: 'notice', node: 2, deadline, reason: 'instance-action terminate' };
    await eventually(() => expect(n0.events).toEqual([expected]));
    await eventually(() => expect(n1.events).toEqual([expected]));
    await quietly();
    expect(n0.events).toHaveLength(1);
    expect(n1.events).toHaveLength(1);
    expect(n2.events).toEqual([]);
  });

  it("relays node 0's own notice to every member", async () => {
    const [n0, ...members] = await gang(4);
    n0.channel.announceNotice(1234, 'preempted');
    for (const member of members)
      await eventually(() =>
        expect(member.events).toEqual([
          { kind: 'notice', node: 0, deadline: 1234, reason: 'preempted' },
        ]),
      );
    expect(n0.events).toEqual([]);
  });

  it('reports a member whose connection drops without goodbye as lost to every other node', async () => {
    const [n0, n1] = await gang(3, { lossAfterMs: 60_000 }, 2);
    const killed = await rawMember(n0.channel.port, 2);
    killed.socket.destroy();
    for (const node of [n0, n1])
      await eventually(() => expect(node.events).toMatchObject([{ kind: 'lost', node: 2 }]), 2000);
    expect(n0.logger.text('warning')).toMatch(/node 2 \(127\.0\.0\.1:\d+\) is lost: /);
  });

  it('reports a member that stops talking as lost within lossAfterMs plus a heartbeat', async () => {
    const [n0, n1] = await gang(3, {}, 2);
    const silent = await rawMember(n0.channel.port, 2);
    const lastWord = Date.now();
    await eventually(() => expect(n1.events).toMatchObject([{ kind: 'lost', node: 2 }]), 5000);
    const after = Date.now() - lastWord;
    expect(after).toBeGreaterThanOrEqual(LOSS_AFTER_MS - 50);
    expect(after).toBeLessThanOrEqual(LOSS_AFTER_MS + HEARTBEAT_MS + 250);
    expect(n1.events[0]?.reason).toMatch(/silent for \d+ms/);
    expect(n0.events).toMatchObject([{ kind: 'lost', node: 2 }]);
    // It heard heartbeats from the hub all along; only its own silence counted.
    expect(silent.frames.filter((frame) => frame.t === 'hb').length).toBeGreaterThanOrEqual(3);
  });

  it('reports node 0 as lost to every member when the hub goes away without goodbye', async () => {
    const [n0, ...members] = await gang(3, { lossAfterMs: 60_000 });
    await n0.channel.close();
    for (const member of members)
      await eventually(
        () => expect(member.events).toMatchObject([{ kind: 'lost', node: 0 }]),
        2000,
      );
  });

  it('reports node 0 as lost to a member when the hub goes silent', async () => {
    const server = createServer((socket) => {
      sockets.push(socket);
      socket.write(encodeFrame({ t: 'welcome' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const member = await start(1, 2, port);
      await member.channel.ready;
      const welcomed = Date.now();
      await eventually(() => expect(member.events).toMatchObject([{ kind: 'lost', node: 0 }]));
      expect(Date.now() - welcomed).toBeLessThanOrEqual(LOSS_AFTER_MS + HEARTBEAT_MS + 250);
      expect(member.events[0]?.reason).toMatch(/node 0 is lost: silent for \d+ms/);
    } finally {
      for (const socket of sockets.splice(0)) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('gives a node that joins late the notice it missed', async () => {
    const n0 = await start(0, 3, 0);
    const n1 = await start(1, 3, n0.channel.port);
    await eventually(() => expect(n0.logger.text()).toMatch(/node 1 .* joined/));
    n1.channel.announceNotice(5000, 'preempted');
    await eventually(() => expect(n0.events).toHaveLength(1));
    const late = await start(2, 3, n0.channel.port);
    await eventually(() =>
      expect(late.events).toEqual([
        { kind: 'notice', node: 1, deadline: 5000, reason: 'preempted' },
      ]),
    );
  });

  it('keeps retrying until node 0 listens, and sends a notice said before it got through', async () => {
    const port = await freePort();
    const early = await start(1, 2, port);
    early.channel.announceNotice(777, 'noticed before the hub was up');
    await sleep(300);
    const hub = await start(0, 2, port);
    await eventually(() =>
      expect(hub.events).toEqual([
        { kind: 'notice', node: 1, deadline: 777, reason: 'noticed before the hub was up' },
      ]),
    );
    expect(early.logger.text()).toMatch(/cannot reach node 0 \(127\.0\.0\.1:\d+\) yet/);
  });

  it('refuses a node of another gang, and it learns so as the loss of node 0', async () => {
    const n0 = await start(0, 2, 0);
    const stranger = await start(1, 2, n0.channel.port, { gangId: 'lineage-1/run-6/attempt-1' });
    await eventually(() => expect(stranger.events).toMatchObject([{ kind: 'lost', node: 0 }]));
    expect(stranger.events[0]?.reason).toContain('refused');
    expect(n0.logger.text('error')).toMatch(
      /refused a connection from 127\.0\.0\.1:\d+: it belongs to gang "lineage-1\/run-6\/attempt-1", not "lineage-1\/run-7\/attempt-2"/,
    );
    const member = await start(1, 2, n0.channel.port);
    await member.channel.ready;
    member.channel.announceNotice(1, 'still works');
    await eventually(() => expect(n0.events).toMatchObject([{ kind: 'notice', node: 1 }]));
  });

  it('refuses a second node with the same rank and says which', async () => {
    const [n0, n1] = await gang(2);
    const twin = await start(1, 2, n0.channel.port);
    await eventually(() => expect(twin.events).toMatchObject([{ kind: 'lost', node: 0 }]));
    expect(n0.logger.text('error')).toMatch(
      /node 1 is already connected \(node 1 \(127\.0\.0\.1:\d+\)\); two nodes were given the same rank/,
    );
    await quietly();
    expect(n0.events).toEqual([]);
    expect(n1.events).toEqual([]);
  });

  it('drops garbage and oversized frames without harm to the gang', async () => {
    const [n0, n1] = await gang(2);
    const garbage = await rawPeer(n0.channel.port);
    garbage.socket.write('GET / HTTP/1.1\r\n\r\n');
    const flood = await rawPeer(n0.channel.port);
    flood.socket.write('{"t":"hello","gang":"' + 'x'.repeat(20_000));
    const nonsense = await rawPeer(n0.channel.port);
    nonsense.socket.write('{"t":"notice","node":1,"deadline":"soon"}\n');
    for (const peer of [garbage, flood, nonsense])
      await eventually(() => expect(peer.socket.readyState).toBe('closed'));
    const warnings = n0.logger.text('warning');
    expect(warnings).toMatch(
      /dropping a connection from 127\.0\.0\.1:\d+: it sent a frame that is not JSON/,
    );
    expect(warnings).toMatch(/it sent a frame of more than 4096 characters/);
    expect(warnings).toMatch(/it sent a frame of unknown shape/);
    n1.channel.announceNotice(42, 'after the garbage');
    await eventually(() => expect(n0.events).toMatchObject([{ kind: 'notice', node: 1 }]));
  });

  it('treats garbage from a joined member as that member lost', async () => {
    const [n0, n1] = await gang(3, { lossAfterMs: 60_000 }, 2);
    const broken = await rawMember(n0.channel.port, 2);
    broken.socket.write('\u0000\u0001 not a frame\n');
    await eventually(() => expect(n1.events).toMatchObject([{ kind: 'lost', node: 2 }]));
  });

  it('does not count a member that says done and closes as lost', async () => {
    const [n0, n1, n2] = (await gang(3)) as [Node, Node, Node];
    n2.channel.announceDone('completed');
    await n2.channel.close();
    await quietly();
    expect(n0.events).toEqual([]);
    expect(n1.events).toEqual([]);
  });

  it('does not count node 0 saying done and closing as lost', async () => {
    const [n0, n1, n2] = (await gang(3)) as [Node, Node, Node];
    n0.channel.announceDone('interrupted');
    await n0.channel.close();
    await quietly();
    expect(n1.events).toEqual([]);
    expect(n2.events).toEqual([]);
  });

  it("tells the others 'failed' when a node's trainer failed, and nothing more when it leaves", async () => {
    const [n0, n1, n2] = (await gang(3)) as [Node, Node, Node];
    n1.channel.announceDone('failed');
    await n1.channel.close();
    for (const node of [n0, n2])
      await eventually(() =>
        expect(node.events).toEqual([
          { kind: 'failed', node: 1, reason: "node 1's trainer failed" },
        ]),
      );
    n0.channel.announceDone('failed');
    await n0.channel.close();
    await eventually(() =>
      expect(n2.events).toMatchObject([
        { kind: 'failed', node: 1 },
        { kind: 'failed', node: 0 },
      ]),
    );
    await quietly();
    expect(n2.events).toHaveLength(2);
  });

  it('reports a node that never joins, and a hub never reached, as lost after the join timeout', async () => {
    const n0 = await start(0, 3, 0, { joinTimeoutMs: 400 });
    const n1 = await start(1, 3, n0.channel.port, { joinTimeoutMs: 400 });
    await n0.channel.ready;
    expect(n0.events).toMatchObject([{ kind: 'lost', node: 2 }]);
    expect(n0.events[0]?.reason).toBe('node 2 is lost: it never joined within 400ms');
    await eventually(() => expect(n1.events).toMatchObject([{ kind: 'lost', node: 2 }]));

    const orphan = await start(1, 2, await freePort(), { joinTimeoutMs: 400 });
    await orphan.channel.ready;
    expect(orphan.events).toMatchObject([{ kind: 'lost', node: 0 }]);
    expect(orphan.events[0]?.reason).toMatch(
      /^node 0 \(127\.0\.0\.1:\d+\) never answered within 400ms \(last try: connection error: connect ECONNREFUSED/,
    );
  });

  it('serves events as an async iterable that ends when the channel closes', async () => {
    const [n0, n1] = await gang(2);
    n1.channel.announceNotice(9, 'iterated');
    const seen: GangEvent[] = [];
    const reading = (async () => {
      for await (const event of n0.channel.events) seen.push(event);
    })();
    await eventually(() => expect(seen).toHaveLength(1));
    await n0.channel.close();
    await reading;
    expect(seen).toMatchObject([{ kind: 'notice', node: 1, reason: 'iterated' }]);
  });

  it('refuses options that cannot make a gang, naming the value', async () => {
    const base = {
      host: '127.0.0.1',
      port: 1,
      gangId: GANG,
      clock: systemClock,
      logger: new RecordingLogger(),
    };
    await expect(openGangChannel({ ...base, node: 0, nodes: 1 })).rejects.toThrow(
      /nodes must be an integer of at least 2, not 1/,
    );
    await expect(openGangChannel({ ...base, node: 3, nodes: 3 })).rejects.toThrow(
      /node must be an integer from 0 to 2, not 3/,
    );
    await expect(openGangChannel({ ...base, node: 1, nodes: 2, port: 0 })).rejects.toThrow(
      /port must be/,
    );
    await expect(openGangChannel({ ...base, node: 1, nodes: 2, gangId: '' })).rejects.toThrow(
      /gangId/,
    );
    await expect(
      openGangChannel({ ...base, node: 1, nodes: 2, heartbeatMs: 5000, lossAfterMs: 5000 }),
    ).rejects.toThrow(/lossAfterMs \(5000\) must be longer than heartbeatMs \(5000\)/);
  });

  it('says which address node 0 could not listen on', async () => {
    const n0 = await start(0, 2, 0);
    await expect(start(0, 2, n0.channel.port)).rejects.toThrow(
      /node 0 cannot listen on 127\.0\.0\.1:\d+: .*EADDRINUSE/,
    );
  });
});
