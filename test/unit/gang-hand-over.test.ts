import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { systemClock, type Clock } from '../../src/base/clock.js';
import { askForReplacement, gangReplacements } from '../../src/modes/gang-replacements.js';
import { announceReadyAfterStart, READY_WITHOUT_PROC_MS } from '../../src/modes/gang-hand-over.js';
import { GangNoticeSource } from '../../src/notice/gang-notices.js';
import { openGangChannel, type GangChannel } from '../../src/notice/gang/channel.js';
import type { GangEvent } from '../../src/notice/gang/gang-end.js';
import { HAND_OVER_MS, HandOverSource } from '../../src/notice/gang/hand-over.js';
import { GangMembership } from '../../src/notice/gang/membership.js';
import type { Notice } from '../../src/notice/notice.js';
import { readJoinRecord } from '../../src/records/gang-join.js';
import type { RestartDispatcher } from '../../src/restart/dispatcher.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { connectedTo } from '../../src/supervisor/rendezvous-connected.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { eventually } from '../helpers/wait.js';

const clock = { now: () => 1_000_000 } as Clock;

/** A channel whose events the test sends. */
function fakeChannel() {
  const listeners: ((event: GangEvent) => void)[] = [];
  return {
    onEvent: (listener: (event: GangEvent) => void) => {
      listeners.push(listener);
      return () => undefined;
    },
    send: async (event: GangEvent) => {
      for (const listener of listeners) listener(event);
      await Promise.resolve();
    },
  };
}

const risk = (node: number): GangEvent => ({
  kind: 'risk',
  node,
  reason: 'rebalance recommendation',
});
const ready = (node: number, replaces: number): GangEvent => ({
  kind: 'ready',
  node,
  replaces,
  reason: `replacement node ${node} waits`,
});

describe('a member at risk of an elastic gang', () => {
  it('steps out as on a notice once the replacement for its own seat waits, and not for another', async () => {
    const channel = fakeChannel();
    let noticed: Notice | undefined;
    void new HandOverSource(channel, 2, clock)
      .watch(new AbortController().signal)
      .then((notice) => (noticed = notice));
    await channel.send(risk(2));
    await channel.send(ready(4, 1));
    expect(noticed).toBeUndefined();
    await channel.send(ready(3, 2));
    expect(noticed).toEqual({
      source: 'hand-over',
      node: 3,
      reason: "node 3 is ready to take this node's seat",
      receivedAt: 1_000_000,
      deadline: 1_000_000 + HAND_OVER_MS,
    });
  });

  it("is no notice to the gang's other nodes, and changes no one's membership", async () => {
    const channel = fakeChannel();
    const membership = new GangMembership(3, 2);
    let noticed: Notice | undefined;
    const logger = new RecordingLogger();
    void new GangNoticeSource(channel, clock, { membership, logger })
      .watch(new AbortController().signal)
      .then((notice) => (noticed = notice));
    await channel.send(risk(2));
    expect(membership.size).toBe(3);
    await channel.send({ kind: 'joined', node: 3, reason: 'node 3 joined as a replacement' });
    await channel.send(ready(3, 2));
    expect(noticed).toBeUndefined();
    // Node 2 has not stepped out yet: the log does not say torchrun restarts to admit node 3.
    expect(logger.text()).toContain(
      'node 3 joined the elastic gang to take the seat of a node at risk; its torchrun agent waits in the rendezvous until that node steps out',
    );
    await channel.send({ kind: 'notice', node: 2, deadline: 2_000_000, reason: 'hand-over' });
    expect(noticed).toBeUndefined();
    expect(membership.size).toBe(3);
  });

  it('may hand over only in an elastic gang, not node 0, and not once node 0 is gone', () => {
    expect(new GangMembership(3, 2).handsOver(2)).toBe(true);
    expect(new GangMembership(3, 2).handsOver(0)).toBe(false);
    expect(new GangMembership(3, 3).handsOver(2)).toBe(false);
    const headless = new GangMembership(4, 2);
    headless.leaves(0);
    expect(headless.handsOver(2)).toBe(false);
  });
});

describe("node 0's replacement for a member at risk", () => {
  it('is asked for at the risk, in its seat, and not again when the member leaves', async () => {
    const store = new FileStore(await mkdtemp(join(tmpdir(), 'hand-over-')));
    const dispatched: string[] = [];
    const dispatcher = {
      dispatch: (runKey: string) => {
        dispatched.push(runKey);
        return Promise.resolve({ runId: String(100 + dispatched.length) });
      },
    } as unknown as RestartDispatcher;
    const identity = { lineage: 'L', runId: 'R', attempt: 1, node: { index: 0, count: 3 } };
    const logger = new RecordingLogger();
    const replace = gangReplacements({
      store,
      identity,
      minNodes: 2,
      rendezvous: '10.0.0.1:29400',
      dispatcher,
      clock: systemClock,
      logger,
    });
    const membership = new GangMembership(3, 2);
    askForReplacement(risk(0), membership, replace);
    askForReplacement(risk(2), membership, replace);
    await eventually(() => expect(dispatched).toEqual(['R+node-3']));
    expect(await readJoinRecord(store, 'L', 'R', 3)).toMatchObject({ seat: 2, replaces: 2 });
    askForReplacement({ kind: 'joined', node: 3, reason: 'joined' }, membership, replace);
    askForReplacement(
      { kind: 'notice', node: 2, deadline: 0, reason: 'hand-over' },
      membership,
      replace,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(dispatched).toEqual(['R+node-3']);
    expect(membership.size).toBe(3);
    expect(logger.text()).toContain('asked for a replacement for node 2');
  });
});

describe('risk and ready on the gang channel', () => {
  const open: GangChannel[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((channel) => channel.close()));
  });

  it("relays a member's risk and a replacement's ready to every other node, once each", async () => {
    const events = new Map<number, GangEvent[]>();
    const start = async (node: number, port: number) => {
      const channel = await openGangChannel({
        node,
        nodes: 3,
        replacements: true,
        host: '127.0.0.1',
        listenHost: '127.0.0.1',
        port,
        gangId: 'L/R',
        heartbeatMs: 100,
        lossAfterMs: 500,
        clock: systemClock,
        logger: new RecordingLogger(),
      });
      open.push(channel);
      const heard: GangEvent[] = [];
      events.set(node, heard);
      channel.onEvent((event) => heard.push(event));
      return channel;
    };
    const hub = await start(0, 0);
    const one = await start(1, hub.port);
    const two = await start(2, hub.port);
    await hub.ready;
    two.announceRisk('rebalance recommendation');
    two.announceRisk('said twice');
    const three = await start(3, hub.port);
    await three.ready;
    three.announceReady(2);
    const expected = [
      { kind: 'risk', node: 2, reason: 'rebalance recommendation' },
      { kind: 'joined', node: 3, reason: 'node 3 joined as a replacement' },
      {
        kind: 'ready',
        node: 3,
        replaces: 2,
        reason: 'replacement node 3 waits in the rendezvous to take the seat of node 2',
      },
    ];
    for (const node of [0, 1]) await eventually(() => expect(events.get(node)).toEqual(expected));
    await eventually(() => expect(events.get(2)).toEqual(expected.slice(1)));
    expect(events.get(3)).toEqual(expected.slice(0, 1));
    expect(one).toBeDefined();
  });
});

describe("a replacement's ready", () => {
  const parts = (rendezvousPort: number | undefined) => {
    const said: number[] = [];
    const slept: number[] = [];
    const instant: Clock = {
      now: () => 0,
      sleep: (ms) => {
        slept.push(ms);
        return Promise.resolve();
      },
    };
    const gang = {
      channel: {
        announceReady: (replaces: number) => said.push(replaces),
      } as unknown as GangChannel,
      rendezvousPort,
      membership: new GangMembership(3, 2, 3),
      node: 3,
      clock: instant,
      logger: new RecordingLogger(),
    };
    return { gang, said, slept };
  };

  it('is said after the fixed wait where /proc cannot tell, and never by a node that replaces no one', async () => {
    const { gang, said, slept } = parts(undefined);
    announceReadyAfterStart(gang, 2, process.pid);
    await eventually(() => expect(said).toEqual([2]));
    expect(slept).toEqual([READY_WITHOUT_PROC_MS]);
    announceReadyAfterStart(gang, undefined, process.pid);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(said).toEqual([2]);
  });

  it('is not said when the trainer ends before its agent reaches the rendezvous', async () => {
    const { gang, said } = parts(1);
    // No process group 2^22 + 1 exists (pids stop below 2^22).
    announceReadyAfterStart(gang, 2, 4_194_305);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(said).toEqual([]);
    expect(gang.logger.text()).not.toContain('is in the rendezvous');
  });
});

describe("a replacement's agent in the rendezvous, as /proc shows it", () => {
  async function proc(connections: string) {
    const root = await mkdtemp(join(tmpdir(), 'proc-'));
    await mkdir(join(root, 'net'));
    const header =
      '  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode\n';
    await writeFile(join(root, 'net', 'tcp'), header + connections);
    // The agent, pid 200 in group 100, holds socket 5555 open.
    await mkdir(join(root, '200', 'fd'), { recursive: true });
    await writeFile(join(root, '200', 'stat'), '200 (python3) S 100 100 100 0');
    await writeFile(join(root, '200', 'cmdline'), 'python3\0-m\0torch.distributed.run\0');
    await symlink('socket:[5555]', join(root, '200', 'fd', '7'));
    return root;
  }
  // 127.0.0.1:51000 to 127.0.0.1:29400 (0x72D8), state 01 (established), inode 5555.
  const line = (state: string, port = '72D8') =>
    `   0: 0100007F:C738 0100007F:${port} ${state} 00000000:00000000 00:00000000 00000000     0        0 5555 1 0 20 4 30 10 -1\n`;

  it('is there once a process of its group holds a connection to the store', async () => {
    expect(connectedTo(100, 29400, await proc(line('01')))).toBe(true);
  });

  it('is not there before it connects, or with its connection to another port or closing', async () => {
    expect(connectedTo(100, 29400, await proc(''))).toBe(false);
    expect(connectedTo(100, 29400, await proc(line('01', '1F90')))).toBe(false);
    expect(connectedTo(100, 29400, await proc(line('08')))).toBe(false);
    expect(connectedTo(101, 29400, await proc(line('01')))).toBe(false);
  });

  it('cannot be told where there is no /proc', () => {
    expect(connectedTo(100, 29400, join(tmpdir(), 'no-such-proc'))).toBeUndefined();
  });
});
