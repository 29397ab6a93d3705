import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { systemClock, type Clock } from '../../src/base/clock.js';
import { openGangChannel, type GangChannel } from '../../src/notice/gang/channel.js';
import type { GangEvent } from '../../src/notice/gang/gang-end.js';
import { RecordingLogger } from '../helpers/recording-logger.js';

const HEARTBEAT_MS = 100;
const LOSS_AFTER_MS = 500;

const open: GangChannel[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((channel) => channel.close()));
});

/** A wall clock a test can step, as NTP or a host's time sync steps a VM's. */
function steppableClock(): Clock & { step(ms: number): void } {
  let offset = 0;
  return {
    now: () => systemClock.now() + offset,
    sleep: (ms, signal) => systemClock.sleep(ms, signal),
    step: (ms) => {
      offset += ms;
    },
  };
}

async function pair(clock: Clock): Promise<GangEvent[]> {
  const events: GangEvent[] = [];
  const options = {
    nodes: 2,
    host: '127.0.0.1',
    listenHost: '127.0.0.1',
    gangId: 'lineage-1/run-7/attempt-1',
    heartbeatMs: HEARTBEAT_MS,
    lossAfterMs: LOSS_AFTER_MS,
    clock,
  };
  const hub = await openGangChannel({
    ...options,
    node: 0,
    port: 0,
    logger: new RecordingLogger(),
  });
  open.push(hub);
  const member = await openGangChannel({
    ...options,
    node: 1,
    port: hub.port,
    logger: new RecordingLogger(),
  });
  open.push(member);
  await Promise.all([hub.ready, member.ready]);
  for (const channel of [hub, member]) channel.onEvent((event) => events.push(event));
  return events;
}

/** Blocks this process's event loop, as a paused VM or a stopped process would. */
function freeze(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // Busy: no timer, no socket read runs meanwhile.
  }
}

describe('gang link silence, counted in time awake', () => {
  it('loses no one when the whole machine pauses for longer than lossAfterMs', async () => {
    const events = await pair(systemClock);
    await sleep(3 * HEARTBEAT_MS);
    // Both ends stop together; on waking their timers are due before the socket data is read.
    freeze(4 * LOSS_AFTER_MS);
    await sleep(LOSS_AFTER_MS + 3 * HEARTBEAT_MS);
    expect(events).toEqual([]);
  });

  it('loses no one when the wall clock steps a minute forward', async () => {
    const clock = steppableClock();
    const events = await pair(clock);
    clock.step(60_000);
    await sleep(LOSS_AFTER_MS + 3 * HEARTBEAT_MS);
    expect(events).toEqual([]);
  });
});
