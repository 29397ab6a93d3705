import {
  CapacityError,
  CLOUD_TITLES,
  type CloudName,
  type Launched,
  type Rung,
} from '../clouds/cloud.js';
import { describeError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import type { RungLauncher } from './rung-launcher.js';

/** One cloud's part of a ladder: where to try there, and what its VMs are made of. */
export interface CloudLadder {
  readonly cloud: CloudName;
  readonly instanceTypes: readonly string[];
  /** Zones (or AWS subnets); empty lets the cloud choose in each region. */
  readonly zones: readonly string[];
  readonly regions: readonly string[];
  /** Image: AMI id, GCP image URL or family, Azure image URN or id. */
  readonly image: string;
  /** `key=value` lines of `cloud-options` for this cloud. */
  readonly options: Readonly<Record<string, string>>;
}

export interface LadderInput {
  /** Each cloud's part, in the user's order of clouds. */
  readonly ladders: readonly Pick<CloudLadder, 'cloud' | 'instanceTypes' | 'zones' | 'regions'>[];
  /** Append on-demand rungs after every spot rung. */
  readonly onDemandFallback: boolean;
  /** Only on-demand: the lineage asked for it (on-demand-after). */
  readonly onDemandOnly: boolean;
}

/**
 * The order rungs are tried in: for each cloud in the order given, for
 * each region, each instance type in the order given (the user's
 * preference), in each zone; spot everywhere before on-demand anywhere,
 * on any cloud, since a spot VM elsewhere is still cheaper.
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
    for (const { cloud, regions, zones: allZones, instanceTypes } of input.ladders) {
      for (const region of regions) {
        const zones = allZones.filter((zone) => zoneFitsRegion(zone, region));
        for (const instanceType of instanceTypes) {
          if (zones.length === 0) rungs.push({ cloud, instanceType, region, market });
          for (const zone of zones) rungs.push({ cloud, instanceType, region, zone, market });
        }
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

/**
 * No rung of the ladder had room: each with the cloud's reason; and, on a
 * ladder across clouds, each cloud that failed otherwise (a refused
 * permission, a bad image) and was passed over.
 */
export class NoRoomError extends Error {
  constructor(
    readonly skipped: readonly Skipped[],
    readonly failed: ReadonlyMap<CloudName, unknown> = new Map(),
  ) {
    const onCloud = failed.size > 0 || new Set(skipped.map((s) => s.rung.cloud)).size > 1;
    const room = `no capacity on any of ${skipped.length} rungs: ${skipped.map((s) => `${describeRung(s.rung, onCloud)} (${describeError(s.reason)})`).join('; ')}`;
    const clouds = [...failed].map(([cloud, error]) => `${cloud} failed: ${describeError(error)}`);
    super([...clouds, ...(skipped.length > 0 || clouds.length === 0 ? [room] : [])].join('; '));
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
 * Tries each rung until one launches. No capacity or no price moves on.
 * Anything else (quota, permissions, a bad image) would fail every rung of
 * that cloud the same way: within one cloud it stops the launch at once;
 * on a ladder across clouds it passes over that cloud's other rungs, with
 * a warning, and goes on to the other clouds. `failed` keeps those clouds
 * across calls (a wait for spot room climbs again).
 */
export async function climbLadder(
  launcher: RungLauncher,
  rungs: readonly Rung[],
  logger: Logger,
  nodes = 1,
  now: () => number = Date.now,
  failed: Map<CloudName, unknown> = new Map(),
): Promise<ClimbResult> {
  const skipped: Skipped[] = [];
  const acrossClouds = new Set(rungs.map((rung) => rung.cloud)).size > 1;
  for (const rung of rungs) {
    if (failed.has(rung.cloud)) continue;
    const where = describeRung(rung, acrossClouds);
    logger.info(`trying ${where}`);
    const requestedAt = now();
    try {
      const [cloud, spec] = [launcher.cloudOf(rung), launcher.specOf(rung)];
      const gang =
        nodes === 1 ? [await cloud.launch(spec, rung)] : await cloud.launchGang(spec, rung, nodes);
      const launched = gang[0];
      if (!launched) throw new Error(`the cloud started no VM for ${where}`);
      return { launched, gang, rung, skipped, requestedAt, runningAt: now() };
    } catch (error) {
      if (!(error instanceof CapacityError)) {
        if (!acrossClouds) throw error;
        failed.set(rung.cloud, error);
        logger.warning(
          `${where} failed, so no other ${rung.cloud} rung is tried: ${describeError(error)}`,
        );
        continue;
      }
      const what = nodes === 1 ? 'capacity' : `capacity for all ${nodes} nodes`;
      logger.info(`no ${rung.market} ${what} for ${where}: ${error.message}`);
      skipped.push({ rung, reason: error.message, at: now() });
    }
  }
  throw new NoRoomError(skipped, failed);
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

/** A rung for people; its cloud is named only where the ladder spans clouds (`onCloud`). */
export function describeRung(rung: Rung, onCloud = false): string {
  const cloud = onCloud ? ` on ${CLOUD_TITLES[rung.cloud]}` : '';
  return `${rung.market} ${rung.instanceType} in ${placeName(rung.region, rung.zone)}${cloud}`;
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
