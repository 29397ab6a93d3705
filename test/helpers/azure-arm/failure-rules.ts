import { object, str, type Json } from './json.js';

// The failures a test tells the stand-in to answer a VM create with
// (AzureArm.failCreate, capVms, failQuota), and which creates they hit: by
// region, zone, VM size and market, as a placement rung names them. The
// codes are Azure's (SkuNotAvailable, AllocationFailed, OperationNotAllowed
// for quota, SpotPriceGreaterThanProvidedMaxPrice), answered at the request
// (409) or in the operation as Azure does; the description declares none of
// them (its `default` response is any CloudError), so when and how often
// they come is the test's choice.

/** Which create requests a failure rule hits; an absent field matches anything. */
export interface Match {
  readonly region?: string;
  readonly zone?: string;
  readonly size?: string;
  readonly market?: 'spot' | 'on-demand';
}

export interface FailureRule {
  readonly match: Match;
  readonly code: string;
  readonly message: string;
  /** 'request': ARM refuses the PUT (409); 'operation': the async operation fails. */
  readonly stage: 'request' | 'operation';
  /** Fail only once this many matching VMs hold an allocation (creating or running). */
  readonly cap?: number;
}

/** What a create asks for, as failure rules match it. */
export interface Placement {
  readonly location: string;
  readonly zones: readonly string[];
  readonly size: string;
  readonly market: 'spot' | 'on-demand';
}

export function fits(match: Match, placement: Placement): boolean {
  return (
    (match.region === undefined || match.region === placement.location) &&
    (match.zone === undefined || placement.zones.includes(match.zone)) &&
    (match.size === undefined || match.size === placement.size) &&
    (match.market === undefined || match.market === placement.market)
  );
}

export function placementOf(request: Json): Placement {
  const properties = object(request.properties);
  return {
    location: str(request.location) ?? '',
    zones: Array.isArray(request.zones) ? request.zones.map(String) : [],
    size: str(object(properties.hardwareProfile).vmSize) ?? '',
    market: str(properties.priority) === 'Spot' ? 'spot' : 'on-demand',
  };
}
