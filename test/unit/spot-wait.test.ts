import { describe, expect, it } from 'vitest';
import {
  CapacityError,
  type Launched,
  type LaunchingCloud,
  type Rung,
} from '../../src/clouds/cloud.js';
import { oneCloud } from '../../src/launch/rung-launcher.js';
import { climbWaitingForSpot, SPOT_RETRY_MS } from '../../src/launch/spot-wait.js';
import { NoRoomError } from '../../src/launch/ladder.js';
import { FakeClock } from '../helpers/fake-clock.js';
import { RecordingLogger } from '../helpers/recording-logger.js';

const spot: Rung = {
  cloud: 'aws',
  instanceType: 'g5.xlarge',
  region: 'us-east-1',
  zone: 'us-east-1a',
  market: 'spot',
};
const onDemand: Rung = { ...spot, market: 'on-demand' };

/** A cloud whose spot room opens at `spotOpensAt` (never when undefined); on-demand always has room. */
function cloudWith(clock: FakeClock, spotOpensAt?: number) {
  const tries: string[] = [];
  const cloud = {
    name: 'aws',
    launch: (_spec: unknown, rung: Rung): Promise<Launched> => {
      tries.push(rung.market);
      if (rung.market === 'spot' && (spotOpensAt === undefined || clock.now() < spotOpensAt))
        return Promise.reject(new CapacityError('InsufficientInstanceCapacity'));
      return Promise.resolve({
        instance: { cloud: 'aws', id: `i-${tries.length}`, region: 'us-east-1' },
        instanceType: rung.instanceType,
        market: rung.market,
      });
    },
  } as unknown as LaunchingCloud;
  return { cloud, tries };
}

async function climb(clock: FakeClock, cloud: LaunchingCloud, waitUntil?: number) {
  const logger = new RecordingLogger();
  const climbing = climbWaitingForSpot({
    launcher: oneCloud(cloud, {} as never),
    rungs: [spot, onDemand],
    nodes: 1,
    clock,
    logger,
    ...(waitUntil === undefined ? {} : { waitUntil }),
  });
  // Let time run until the climb ends, as a hosted runner's clock would.
  const state = { done: false };
  void climbing.finally(() => (state.done = true)).catch(() => undefined);
  while (!state.done) await clock.advance(SPOT_RETRY_MS);
  return { result: await climbing, logger };
}

describe('a launch that waits for spot room', () => {
  it('takes on-demand at once without a wait', async () => {
    const clock = new FakeClock();
    const { cloud, tries } = cloudWith(clock);
    const { result } = await climb(clock, cloud);
    expect(tries).toEqual(['spot', 'on-demand']);
    expect(result.rung.market).toBe('on-demand');
    expect(result.skipped.map((s) => s.rung.market)).toEqual(['spot']);
  });

  it('retries spot every two minutes while ahead of the pace, and takes it when room opens', async () => {
    const clock = new FakeClock();
    const opensAt = clock.now() + 5 * 60_000;
    const { cloud, tries } = cloudWith(clock, opensAt);
    const { result, logger } = await climb(clock, cloud, clock.now() + 30 * 60_000);
    expect(result.rung.market).toBe('spot');
    expect(result.runningAt).toBeGreaterThanOrEqual(opensAt);
    expect(tries.length).toBeGreaterThanOrEqual(3);
    expect(tries).not.toContain('on-demand');
    // Every refusal is kept for the launch record, so the next launch learns from them.
    expect(result.skipped).toHaveLength(tries.length - 1);
    expect(logger.lines.map((l) => l.message).join('\n')).toContain(
      'the lineage is ahead of its deadline',
    );
  });

  it('takes on-demand once the wait is over', async () => {
    const clock = new FakeClock();
    const start = clock.now();
    const { cloud, tries } = cloudWith(clock);
    const { result } = await climb(clock, cloud, start + 5 * 60_000);
    expect(result.rung.market).toBe('on-demand');
    expect(tries.filter((t) => t === 'spot').length).toBeGreaterThanOrEqual(3);
    expect(clock.now() - start).toBeGreaterThanOrEqual(5 * 60_000);
  });

  it('says which rungs had no room when nothing started', async () => {
    const clock = new FakeClock();
    const { cloud } = cloudWith(clock);
    const logger = new RecordingLogger();
    const error = await climbWaitingForSpot({
      launcher: oneCloud(cloud, {} as never),
      rungs: [spot],
      nodes: 1,
      clock,
      logger,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NoRoomError);
    expect(String(error)).toContain('no capacity on any of 1 rungs: spot g5.xlarge in us-east-1a');
  });
});
