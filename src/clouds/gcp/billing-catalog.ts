import { jsonOrThrow, LOOKUP_TIMEOUT_MS } from '../price-lookup.js';
import { knownRate, unknownRate, type Rate } from '../rate.js';
import { machineShape } from './machine-shape.js';

export const CATALOG_SOURCE = 'GCP Cloud Billing Catalog';
/** The Compute Engine service in the catalogue. */
const COMPUTE_SERVICE = '6F81-5844-456A';

/**
 * How each family's vCPU and memory SKUs begin their description, after a
 * "Spot Preemptible " for the spot ones: "N2 Instance Core running in
 * Americas", "N2 Instance Ram running in Americas".
 */
const DESCRIPTION_STEMS: Readonly<Record<string, string>> = {
  n1: 'N1 Predefined Instance',
  n2: 'N2 Instance',
  n2d: 'N2D AMD Instance',
  n4: 'N4 Instance',
  e2: 'E2 Instance',
  c2: 'Compute optimized',
  c2d: 'C2D AMD Instance',
  c3: 'C3 Instance',
  t2d: 'T2D AMD Instance',
};

export interface CatalogSku {
  readonly description?: string;
  readonly category?: { readonly resourceFamily?: string; readonly usageType?: string };
  readonly serviceRegions?: readonly string[];
  readonly pricingInfo?: readonly {
    readonly pricingExpression?: {
      readonly usageUnit?: string;
      readonly tieredRates?: readonly {
        readonly startUsageAmount?: number;
        readonly unitPrice?: { readonly units?: string; readonly nanos?: number };
      }[];
    };
  }[];
}

export interface CatalogParams {
  readonly endpoint: string;
  /** Headers that authorize a request; none for a local stand-in. */
  readonly authHeaders: () => Promise<Record<string, string>>;
}

/** Every Compute Engine SKU, page by page (up to 5000 a page). */
export async function computeSkus(params: CatalogParams): Promise<CatalogSku[]> {
  const skus: CatalogSku[] = [];
  let token = '';
  do {
    const url = new URL(`/v1/services/${COMPUTE_SERVICE}/skus`, params.endpoint);
    url.searchParams.set('currencyCode', 'USD');
    url.searchParams.set('pageSize', '5000');
    if (token !== '') url.searchParams.set('pageToken', token);
    const response = await fetch(url, {
      headers: await params.authHeaders(),
      signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
    });
    const page = (await jsonOrThrow(
      response,
      `${CATALOG_SOURCE} services/${COMPUTE_SERVICE}/skus`,
    )) as {
      skus?: CatalogSku[];
      nextPageToken?: string;
    };
    skus.push(...(page.skus ?? []));
    token = page.nextPageToken ?? '';
  } while (token !== '');
  return skus;
}

/** A machine type's price per hour: its vCPUs and its memory at the region's rates. */
export function gcpRate(
  skus: readonly CatalogSku[],
  type: string,
  region: string,
  spot: boolean,
): Rate {
  const shape = machineShape(type);
  const stem = shape && DESCRIPTION_STEMS[shape.family];
  if (shape === undefined || stem === undefined) {
    return unknownRate(`${type} is not a predefined type whose price is vCPUs and memory alone`);
  }
  const market = spot ? 'spot' : 'on-demand';
  const core = resourcePrice(skus, `${stem} Core running in `, region, spot);
  const ram = resourcePrice(skus, `${stem} Ram running in `, region, spot);
  if (typeof core === 'string' || typeof ram === 'string') {
    const why = typeof core === 'string' ? core : String(ram);
    return unknownRate(`${CATALOG_SOURCE}: ${why} for ${market} ${type} in ${region}`);
  }
  return knownRate(shape.vcpus * core + shape.memoryGiB * ram, CATALOG_SOURCE);
}

/** The one unit price of a vCPU-hour or GiB-hour, or what went wrong finding it. */
function resourcePrice(
  skus: readonly CatalogSku[],
  prefix: string,
  region: string,
  spot: boolean,
): number | string {
  const prices = new Set<number>();
  for (const sku of skus) {
    if (sku.category?.resourceFamily !== 'Compute') continue;
    if (sku.category.usageType !== (spot ? 'Preemptible' : 'OnDemand')) continue;
    if (!(sku.serviceRegions ?? []).includes(region)) continue;
    const description = (sku.description ?? '').replace(/^(Spot )?Preemptible /, '');
    if (!description.startsWith(prefix)) continue;
    const price = unitPrice(sku);
    if (price !== undefined) prices.add(price);
  }
  const what = prefix.replace(/ running in $/, '').toLowerCase();
  if (prices.size === 0) return `no ${what} SKU`;
  if (prices.size > 1) return `${prices.size} prices for ${what}`;
  return [...prices][0] ?? 0;
}

/** The first tier's price (Compute has one tier): units plus nanos. */
function unitPrice(sku: CatalogSku): number | undefined {
  const tiers = sku.pricingInfo?.[0]?.pricingExpression?.tieredRates ?? [];
  const tier = tiers.find((rate) => (rate.startUsageAmount ?? 0) === 0) ?? tiers[0];
  const price = tier?.unitPrice;
  if (price === undefined) return undefined;
  const value = Number(price.units ?? '0') + (price.nanos ?? 0) / 1e9;
  return Number.isFinite(value) && value > 0 ? value : undefined;
}
