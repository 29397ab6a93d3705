// Compute's Spot Placement Score, as Microsoft's REST reference gives it
// (POST /subscriptions/{sub}/providers/Microsoft.Compute/locations/{location}
// /placementScores/spot/generate, api-version 2025-06-05): the body names
// desiredLocations, desiredSizes ({sku}), desiredCount and availabilityZones;
// the answer echoes them with placementScores, one per sku and location (and
// zone, when zonal), each scored High, Medium or Low, or DataNotFoundOrStale
// where there is nothing to say. Departs from Azure in that the scores are
// what the test gives (nothing given: DataNotFoundOrStale), not Azure's
// capacity, and in the limits it checks: at most 8 locations and 5 sizes a
// request, as Microsoft's spot placement score article states, and a count
// of at least 1.
import { error as armError, type Reply } from './arm-error.js';

/** A score a test gives one size in one location (and zone). */
export interface GivenSpotScore {
  readonly region: string;
  readonly zone?: string;
  readonly score: 'High' | 'Medium' | 'Low' | 'RestrictedSkuNotAvailable';
}

export const SPOT_SCORES =
  /^\/subscriptions\/([^/]+)\/providers\/Microsoft\.Compute\/locations\/([^/]+)\/placementScores\/spot\/generate$/i;

const FIELDS = new Set(['desiredLocations', 'desiredSizes', 'desiredCount', 'availabilityZones']);

export function spotScores(
  given: ReadonlyMap<string, readonly GivenSpotScore[]>,
  query: URLSearchParams,
  body: unknown,
): Reply {
  if (query.get('api-version') !== '2025-06-05') {
    return armError(
      400,
      'InvalidApiVersionParameter',
      'Spot placement scores take api-version 2025-06-05.',
    );
  }
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const unknown = Object.keys(input).find((key) => !FIELDS.has(key));
  if (unknown !== undefined) {
    return armError(
      400,
      'InvalidRequestContent',
      `The request content has an unknown property '${unknown}'.`,
    );
  }
  const locations = strings(input.desiredLocations);
  const sizes = Array.isArray(input.desiredSizes)
    ? input.desiredSizes.map((size) => (size as { sku?: unknown }).sku)
    : [];
  const count = input.desiredCount;
  const zonal = input.availabilityZones === true;
  if (locations.length === 0 || locations.length > 8) {
    return armError(400, 'InvalidParameter', 'desiredLocations must name 1 to 8 locations.');
  }
  if (sizes.length === 0 || sizes.length > 5 || sizes.some((sku) => typeof sku !== 'string')) {
    return armError(
      400,
      'InvalidParameter',
      'desiredSizes must name 1 to 5 VM sizes, each as {"sku": ...}.',
    );
  }
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) {
    return armError(400, 'InvalidParameter', 'desiredCount must be a whole number of at least 1.');
  }
  const placementScores = (sizes as string[]).flatMap((sku) =>
    locations.flatMap((region) => {
      const scores = (given.get(sku) ?? []).filter(
        (s) => s.region === region && (s.zone !== undefined) === zonal,
      );
      if (scores.length === 0)
        return [{ sku, region, score: 'DataNotFoundOrStale', isQuotaAvailable: true }];
      return scores.map((s) => ({
        sku,
        region,
        ...(s.zone === undefined ? {} : { availabilityZone: s.zone }),
        score: s.score,
        isQuotaAvailable: true,
      }));
    }),
  );
  return {
    status: 200,
    body: {
      desiredLocations: locations,
      desiredSizes: sizes.map((sku) => ({ sku })),
      desiredCount: count,
      availabilityZones: zonal,
      placementScores,
    },
  };
}

function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}
