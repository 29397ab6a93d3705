import {
  CapacityError,
  type LaunchSpec,
  type LaunchingCloud,
  type Launched,
  type Rung,
} from '../clouds/cloud.js';
import { describeError } from '../base/errors.js';
import type { Logger } from '../base/log.js';

export interface LadderInput {
  readonly instanceTypes: readonly string[];
  /** Zones (or AWS subnets); empty lets the cloud choose in each region. */
  readonly zones: readonly string[];
  readonly regions: readonly string[];
  /** Append on-demand rungs after every spot rung. */
  readonly onDemandFallback: boolean;
  /** Only on-demand: the lineage asked for it (on-demand-after). */
  readonly onDemandOnly: boolean;
}

/**
 * The order rungs are tried in: for each region, each instance type in
 * the order given (the user's preference), in each zone; spot everywhere
 * before on-demand anywhere, since a spot VM elsewhere is still cheaper.
 * A zone names its region (`us-east-1a`, `europe-west4-b`, a subnet is
 * taken as it is), so zones are matched to regions by prefix.
 */
export function ladderRungs(input: LadderInput): Rung[] {
  const markets: Rung['market'][] = input.onDemandOnly
    ? ['on-demand']
    : input.onDemandFallback
      ? ['spot', 'on-demand']
      : ['spot'];
  const rungs: Rung[] = [];
  for (const market of markets) {
    for (const region of input.regions) {
      const zones = input.zones.filter((zone) => zoneFitsRegion(zone, region));
      for (const instanceType of input.instanceTypes) {
        if (zones.length === 0) rungs.push({ instanceType, region, market });
        for (const zone of zones) rungs.push({ instanceType, region, zone, market });
      }
    }
  }
  return rungs;
}

export interface Skipped {
  readonly rung: Rung;
  readonly reason: string;
  /** When the cloud refused it (epoch ms). */
  readonly at: number;
}

/** No rung of the ladder had room: each with the cloud's reason. */
export class NoRoomError extends Error {
  constructor(readonly skipped: readonly Skipped[]) {
    super(
      `no capacity on any of ${skipped.length} rungs: ${skipped.map((s) => `${describeRung(s.rung)} (${describeError(s.reason)})`).join('; ')}`,
    );
  }
}

export interface ClimbResult {
  /** Node 0's VM (the only one, for one node). */
  readonly launched: Launched;
  /** Every VM of the gang in node order; `[launched]` for one node. */
  readonly gang: readonly Launched[];
  readonly rung: Rung;
  /** Rungs that had no capacity, with the cloud's reason and when it said so, in order. */
  readonly skipped: readonly Skipped[];
  /** When the create call of the rung that started was sent, and when it returned (epoch ms). */
  readonly requestedAt: number;
  readonly runningAt: number;
}

/**
 * Tries each rung until one launches. No capacity or no price moves on;
 * anything else (quota, permissions, a bad image) stops at once, since the
 * next rung would fail the same way.
 */
export async function climbLadder(
  cloud: LaunchingCloud,
  spec: LaunchSpec,
  rungs: readonly Rung[],
  logger: Logger,
  nodes = 1,
  now: () => number = Date.now,
): Promise<ClimbResult> {
  const skipped: Skipped[] = [];
  for (const rung of rungs) {
    const where = describeRung(rung);
    logger.info(`trying ${where}`);
    const requestedAt = now();
    try {
      const gang =
        nodes === 1 ? [await cloud.launch(spec, rung)] : await cloud.launchGang(spec, rung, nodes);
      const launched = gang[0];
      if (!launched) throw new Error(`the cloud started no VM for ${where}`);
      return { launched, gang, rung, skipped, requestedAt, runningAt: now() };
    } catch (error) {
      if (!(error instanceof CapacityError)) throw error;
      const what = nodes === 1 ? 'capacity' : `capacity for all ${nodes} nodes`;
      logger.info(`no ${rung.market} ${what} for ${where}: ${error.message}`);
      skipped.push({ rung, reason: error.message, at: now() });
    }
  }
  throw new NoRoomError(skipped);
}

/**
 * A zone named after a region (`us-east-1a`, `europe-west4-b`) belongs to
 * it; anything else (an AWS subnet id, an Azure zone number) applies to
 * every region given.
 */
function zoneFitsRegion(zone: string, region: string): boolean {
  if (zone.startsWith(region) || zone.startsWith('subnet-')) return true;
  return !/^[a-z]+-[a-z]+[0-9]*-?[0-9]*[a-z]?$/.test(zone);
}

/**
 * The zone a rung names as a zone: undefined when it names none, or names
 * an AWS subnet, which is a place to launch but no zone a price list or a
 * placement score knows.
 */
export function namedZone(rung: Rung): string | undefined {
  return rung.zone === undefined || rung.zone.startsWith('subnet-') ? undefined : rung.zone;
}

export function describeRung(rung: Rung): string {
  return `${rung.market} ${rung.instanceType} in ${placeName(rung.region, rung.zone)}`;
}

/**
 * Where a rung or a VM is, for people: its zone where the zone names its
 * region (us-east-1a, europe-west4-b) or is an AWS subnet, else the region
 * with it: Azure's zones are 1, 2 and 3 in every region.
 */
export function placeName(region: string, zone: string | undefined): string {
  if (zone === undefined || zone === '') return region;
  return /^\d+$/.test(zone) ? `${region} zone ${zone}` : zone;
}
