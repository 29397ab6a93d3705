import { afterEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/base/clock.js';
import { openGangChannel, type GangChannel } from '../../src/notice/gang/channel.js';
import type { GangEvent } from '../../src/notice/gang/gang-end.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { eventually } from '../helpers/wait.js';

const GANG = 'lineage-1/run-7';
const open: GangChannel[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((channel) => channel.close()));
});

async function node(id: number, port: number, replacements: boolean, nodes = 3) {
  const logger = new RecordingLogger();
  const channel = await openGangChannel({
    node: id,
    nodes,
    replacements,
    host: '127.0.0.1',
    listenHost: '127.0.0.1',
    port,
    gangId: GANG,
    heartbeatMs: 100,
    lossAfterMs: 500,
    joinTimeoutMs: 5000,
    clock: systemClock,
    logger,
  });
  open.push(channel);
  const events: GangEvent[] = [];
  channel.onEvent((event) => events.push(event));
  return { channel, events, logger };
}

describe('replacements on the gang channel', () => {
  it('seats a replacement in an elastic gang, tells everyone it joined, tells it who left, and relays its own notice later', async () => {
    const n0 = await node(0, 0, true);
    const n1 = await node(1, n0.channel.port, true);
    const n2 = await node(2, n0.channel.port, true);
    await n0.channel.ready;
    n2.channel.announceNotice(Date.now() + 120_000, 'terminate');
    await eventually(() => expect(n1.events).toMatchObject([{ kind: 'notice', node: 2 }]));
    n2.channel.announceDone('interrupted');
    await n2.channel.close();

    const n3 = await node(3, n0.channel.port, true);
    await n3.channel.ready;
    const joined = { kind: 'joined', node: 3, reason: 'node 3 joined as a replacement' };
    await eventually(() => expect(n1.events).toContainEqual(joined));
    expect(n0.events).toContainEqual(joined);
    expect(n3.events).toMatchObject([{ kind: 'notice', node: 2 }]);
    expect(n0.logger.text('info')).toMatch(/node 3 \(127\.0\.0\.1:\d+\) joined as a replacement/);

    n3.channel.announceNotice(Date.now() + 30_000, 'preempted');
    await eventually(() =>
      expect(n1.events).toMatchObject([
        { kind: 'notice', node: 2 },
        joined,
        { kind: 'notice', node: 3, reason: 'preempted' },
      ]),
    );
  });

  it('refuses a replacement where the gang is not elastic, and one past the ids a gang hands out', async () => {
    const n0 = await node(0, 0, false);
    const refused = await node(3, n0.channel.port, true);
    await refused.channel.ready;
    expect(refused.events).toMatchObject([{ kind: 'lost', node: 0 }]);
    expect(n0.logger.text('error')).toMatch(
      /node 3, but the other nodes are 1-2 and the gang is not elastic/,
    );
    expect(n0.events).toEqual([]);

    const elastic = await node(0, 0, true);
    const tooFar = await node(67, elastic.channel.port, true, 70);
    await tooFar.channel.ready;
    expect(tooFar.events).toMatchObject([{ kind: 'lost', node: 0 }]);
    expect(elastic.logger.text('error')).toMatch(/replacements are nodes 3-66/);
  });
});
