/**
 * EC2's GetSpotPlacementScores and DescribeAvailabilityZones as the API
 * Reference gives them: scores of 1 to 10 for the top ten regions or zones,
 * zones named by their ids (use1-az1), which DescribeAvailabilityZones maps
 * to the account's zone names. Departs from EC2 in two ways: the ids are
 * the names' letters in order (a real account's mapping is shuffled), and a
 * type or zone the test gave no score is left out, as EC2 leaves out those
 * below its top ten.
 */

/** A score a test gives one type in one zone (or region). */
export interface GivenScore {
  readonly region: string;
  readonly zone?: string;
  readonly score: number;
}

const ZONE_LETTERS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** use1-az1 for us-east-1a: the region's initials and number, then the zone's letter as a number. */
export function zoneIdOf(zone: string): string {
  const region = zone.slice(0, -1);
  const [area = '', direction = '', number = ''] = region.split('-');
  return `${area}${direction[0] ?? ''}${number}-az${ZONE_LETTERS.indexOf(zone.slice(-1)) + 1}`;
}

export function placementScoresXml(
  scores: ReadonlyMap<string, readonly GivenScore[]>,
  params: URLSearchParams,
): string {
  const types: string[] = [];
  for (let n = 1; params.has(`InstanceType.${n}`); n++)
    types.push(params.get(`InstanceType.${n}`) ?? '');
  const regions: string[] = [];
  for (let n = 1; params.has(`RegionName.${n}`); n++)
    regions.push(params.get(`RegionName.${n}`) ?? '');
  const zonal = params.get('SingleAvailabilityZone') === 'true';
  const items = types
    .flatMap((type) => scores.get(type) ?? [])
    .filter((given) => regions.includes(given.region) && (given.zone !== undefined) === zonal)
    .sort((a, b) => b.score - a.score)
    .slice(0, 10)
    .map(
      (given) =>
        `<item><region>${given.region}</region>${given.zone === undefined ? '' : `<availabilityZoneId>${zoneIdOf(given.zone)}</availabilityZoneId>`}<score>${given.score}</score></item>`,
    );
  return `<GetSpotPlacementScoresResponse><requestId>r</requestId><spotPlacementScoreSet>${items.join('')}</spotPlacementScoreSet></GetSpotPlacementScoresResponse>`;
}

/** The zones of the client's region (the endpoint serves every region alike: the Host names none here). */
export function availabilityZonesXml(region: string): string {
  const letters = region === 'us-east-1' ? ZONE_LETTERS : ZONE_LETTERS.slice(0, 3);
  const items = letters.map((letter) => {
    const zone = `${region}${letter}`;
    return `<item><zoneName>${zone}</zoneName><zoneId>${zoneIdOf(zone)}</zoneId><regionName>${region}</regionName><zoneState>available</zoneState><zoneType>availability-zone</zoneType></item>`;
  });
  return `<DescribeAvailabilityZonesResponse><requestId>r</requestId><availabilityZoneInfo>${items.join('')}</availabilityZoneInfo></DescribeAvailabilityZonesResponse>`;
}
