import type { Clock } from '../base/clock.js';
import type { Logger } from '../base/log.js';
import type { CloudName, Rung } from '../clouds/cloud.js';
import { formatDuration } from '../base/duration.js';
import { climbLadder, NoRoomError, type ClimbResult, type Skipped } from './ladder.js';
import type { RungLauncher } from './rung-launcher.js';

/** How often the spot rungs are tried again while waiting for room. */
export const SPOT_RETRY_MS = 2 * 60_000;

/**
 * Climbs the spot rungs; when none has room and `waitUntil` is still ahead
 * (the deadline policy found the lineage ahead of its pace), waits on the
 * hosted runner, where waiting is free, and tries them again every two
 * minutes; then the on-demand rungs. Every refusal is kept, so the launch
 * record teaches the next launch where room was short.
 */
export async function climbWaitingForSpot(params: {
  readonly launcher: RungLauncher;
  readonly rungs: readonly Rung[];
  readonly nodes: number;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly waitUntil?: number;
}): Promise<ClimbResult> {
  const { launcher, nodes, clock, logger } = params;
  const spot = params.rungs.filter((rung) => rung.market === 'spot');
  const onDemand = params.rungs.filter((rung) => rung.market === 'on-demand');
  const refused: Skipped[] = [];
  // A cloud that failed otherwise than for room stays passed over while the launch waits.
  const failed = new Map<CloudName, unknown>();
  const climb = async (rungs: readonly Rung[]): Promise<ClimbResult | undefined> => {
    if (rungs.length === 0) return undefined;
    try {
      const now = () => clock.now();
      const climbed = await climbLadder(launcher, rungs, logger, nodes, now, failed);
      return { ...climbed, skipped: [...refused, ...climbed.skipped] };
    } catch (error) {
      if (!(error instanceof NoRoomError)) throw error;
      refused.push(...error.skipped);
      return undefined;
    }
  };
  let climbed = await climb(spot);
  while (climbed === undefined && spot.length > 0 && clock.now() < (params.waitUntil ?? 0)) {
    const wait = Math.min(SPOT_RETRY_MS, (params.waitUntil ?? 0) - clock.now());
    logger.info(
      `no spot room on any rung; the lineage is ahead of its deadline's pace, so waiting ${formatDuration(wait)} for spot (until ${new Date(params.waitUntil ?? 0).toISOString()}) before on-demand`,
    );
    await clock.sleep(wait);
    climbed = await climb(spot);
  }
  climbed ??= await climb(onDemand);
  if (climbed === undefined) throw new NoRoomError(refused, failed);
  return climbed;
}
