import {
  DescribeAvailabilityZonesCommand,
  GetSpotPlacementScoresCommand,
  type EC2Client,
} from '@aws-sdk/client-ec2';
import { describeError } from '../../base/errors.js';
import type { PlacementQuery, PlacementScore } from '../cloud.js';

/**
 * Each GetSpotPlacementScores call with a new set of types is a new
 * configuration, and AWS allows an account only a few of those a day; five
 * types cover a ladder's preferences and stay well inside that.
 */
const MAX_TYPES = 5;

/**
 * EC2's Spot placement scores (1 to 10) for each type of the ladder, one
 * call per type since a call scores its types together as one flexible
 * fleet. Zonal scores name zones by id (use1-az1), which differ between
 * accounts, so each region's zone names are read to match the ladder's.
 */
export async function spotPlacementScores(
  clientIn: (region: string) => EC2Client,
  query: PlacementQuery,
): Promise<PlacementScore[]> {
  const [home] = query.regions;
  if (home === undefined) return [];
  const zoneNames = query.zonal
    ? await zoneNamesById(clientIn, query.regions)
    : new Map<string, string>();
  const scored = await Promise.all(
    query.types.slice(0, MAX_TYPES).map(async (type) => {
      const command = new GetSpotPlacementScoresCommand({
        InstanceTypes: [type],
        TargetCapacity: query.nodes,
        TargetCapacityUnitType: 'units',
        SingleAvailabilityZone: query.zonal,
        RegionNames: [...query.regions],
        MaxResults: 10,
      });
      const answer = await ec2Call('GetSpotPlacementScores', () => clientIn(home).send(command));
      return (answer.SpotPlacementScores ?? []).flatMap((item): PlacementScore[] => {
        if (item.Region === undefined || item.Score === undefined) return [];
        const id = item.AvailabilityZoneId;
        const zone = id === undefined ? undefined : zoneNames.get(id);
        if (query.zonal && zone === undefined) return [];
        const where = zone === undefined ? {} : { zone };
        return [{ type, region: item.Region, ...where, score: item.Score / 10 }];
      });
    }),
  );
  return scored.flat();
}

async function zoneNamesById(
  clientIn: (region: string) => EC2Client,
  regions: readonly string[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  await Promise.all(
    regions.map(async (region) => {
      const command = new DescribeAvailabilityZonesCommand({});
      const answer = await ec2Call('DescribeAvailabilityZones', () =>
        clientIn(region).send(command),
      );
      for (const zone of answer.AvailabilityZones ?? []) {
        if (zone.ZoneId !== undefined && zone.ZoneName !== undefined)
          names.set(zone.ZoneId, zone.ZoneName);
      }
    }),
  );
  return names;
}

/** One call, its failure naming the action and EC2's error code (UnauthorizedOperation says which permission). */
async function ec2Call<T>(action: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const code = error instanceof Error ? error.name : 'Error';
    throw new Error(`EC2 ${action} answered ${code}: ${describeError(error)}`, { cause: error });
  }
}
