import type { ComputeManagementContext } from '@azure/arm-compute/api';
import type { PlacementQuery, PlacementScore } from '../cloud.js';
import { restErrorOf, text } from './arm-response.js';

/** Compute's Spot Placement Score API (Microsoft.Compute/locations/placementScores/spot/generate). */
const API_VERSION = '2025-06-05';

/** Microsoft's spot placement score article allows at most this many of each in one request. */
const MAX_LOCATIONS = 8;
const MAX_SIZES = 5;

/**
 * Azure's words on a scale of 0 to 1, beside AWS's 1 to 10 read as tenths:
 * High and Low sit where AWS's upper and lower scores do; a size Azure
 * restricts there scores nothing; DataNotFoundOrStale gives no score.
 */
const SCORES: Readonly<Record<string, number>> = {
  High: 0.9,
  Medium: 0.5,
  Low: 0.2,
  RestrictedSkuNotAvailable: 0,
};

/**
 * Azure's spot placement scores for the ladder's sizes in its regions (by
 * zone when the ladder names zones), asked in the first region. The call
 * goes through the compute client's own pipeline, as the activity log
 * does, so no further SDK is bundled.
 */
export async function azureSpotPlacementScores(
  context: ComputeManagementContext,
  query: PlacementQuery,
): Promise<PlacementScore[]> {
  const [home] = query.regions;
  if (home === undefined) return [];
  const path = `/subscriptions/${encodeURIComponent(context.subscriptionId)}/providers/Microsoft.Compute/locations/${encodeURIComponent(home)}/placementScores/spot/generate`;
  const response = await context.pathUnchecked(path).post({
    queryParameters: { 'api-version': API_VERSION },
    contentType: 'application/json',
    body: {
      desiredLocations: query.regions.slice(0, MAX_LOCATIONS),
      desiredSizes: query.types.slice(0, MAX_SIZES).map((sku) => ({ sku })),
      desiredCount: query.nodes,
      availabilityZones: query.zonal,
    },
  });
  const status = Number(response.status);
  const body: unknown = response.body;
  if (status !== 200) throw restErrorOf(status, body, 'the spot placement scores');
  const scores = (body as { placementScores?: unknown } | null)?.placementScores;
  return (Array.isArray(scores) ? scores : []).flatMap((item: unknown): PlacementScore[] => {
    const fields = (typeof item === 'object' && item !== null ? item : {}) as Record<
      string,
      unknown
    >;
    const [type, region, word] = [text(fields.sku), text(fields.region), text(fields.score)];
    const score = word === undefined ? undefined : SCORES[word];
    if (type === undefined || region === undefined || score === undefined) return [];
    const zone = text(fields.availabilityZone);
    return [{ type, region, ...(zone === undefined ? {} : { zone }), score }];
  });
}
