import { jsonOrThrow, LOOKUP_TIMEOUT_MS } from '../price-lookup.js';
import { knownRate, unknownRate, type Rate } from '../rate.js';

export const RETAIL_SOURCE = 'Azure Retail Prices';
export const PUBLIC_RETAIL_PRICES = 'https://prices.azure.com';

/** A size's two Linux pay-as-you-go prices in one region. */
export interface AzureRates {
  readonly spot: Rate;
  readonly regular: Rate;
}

interface RetailItem {
  readonly armSkuName?: string;
  readonly armRegionName?: string;
  readonly retailPrice?: number;
  readonly unitOfMeasure?: string;
  readonly type?: string;
  readonly skuName?: string;
  readonly meterName?: string;
  readonly productName?: string;
  readonly isPrimaryMeterRegion?: boolean;
}
interface RetailPage {
  readonly Items?: readonly RetailItem[];
  readonly NextPageLink?: string | null;
}

/**
 * Both prices of a VM size from the Retail Prices API (no credentials): one
 * filtered query answers spot and regular together. Windows meters (their
 * product name ends in "Windows") and Low Priority ones (Batch) are not the
 * Linux VMs spot-train starts.
 */
export async function azureRates(base: string, size: string, region: string): Promise<AzureRates> {
  const filter = [
    `serviceName eq 'Virtual Machines'`,
    `armRegionName eq '${quoted(region)}'`,
    `armSkuName eq '${quoted(size)}'`,
    `priceType eq 'Consumption'`,
  ].join(' and ');
  const first = new URL('/api/retail/prices', base);
  first.searchParams.set('$filter', filter);
  const items: RetailItem[] = [];
  let next: URL | undefined = first;
  while (next !== undefined) {
    const response = await fetch(next, { signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) });
    const page = (await jsonOrThrow(
      response,
      `${RETAIL_SOURCE} for ${size} in ${region}`,
    )) as RetailPage;
    items.push(...(page.Items ?? []));
    next = nextPage(page.NextPageLink, first);
  }
  const linux = items.filter(
    (item) =>
      item.armSkuName === size &&
      item.armRegionName === region &&
      item.type === 'Consumption' &&
      item.unitOfMeasure === '1 Hour' &&
      !(item.productName ?? '').endsWith('Windows') &&
      !`${item.skuName ?? ''} ${item.meterName ?? ''}`.includes('Low Priority'),
  );
  const isSpot = (item: RetailItem) =>
    `${item.skuName ?? ''} ${item.meterName ?? ''}`.includes('Spot');
  return {
    spot: oneRate(linux.filter(isSpot), `spot ${size} in ${region}`),
    regular: oneRate(
      linux.filter((item) => !isSpot(item)),
      `${size} in ${region}`,
    ),
  };
}

/**
 * The next page, always from the server configured: the API's links name
 * prices.azure.com, which a proxy in its place must serve too.
 */
function nextPage(link: string | null | undefined, first: URL): URL | undefined {
  if (!link) return undefined;
  const url = new URL(link, first);
  return new URL(`${url.pathname}${url.search}`, first);
}

function oneRate(items: readonly RetailItem[], what: string): Rate {
  const primary = items.some((item) => item.isPrimaryMeterRegion === true)
    ? items.filter((item) => item.isPrimaryMeterRegion === true)
    : items;
  const prices = new Set(
    primary
      .map((item) => item.retailPrice)
      .filter((price): price is number => typeof price === 'number' && price > 0),
  );
  const [price] = prices;
  if (prices.size === 1 && price !== undefined) return knownRate(price, RETAIL_SOURCE);
  if (prices.size === 0) return unknownRate(`${RETAIL_SOURCE} has no Linux price for ${what}`);
  return unknownRate(`${RETAIL_SOURCE} lists ${prices.size} Linux prices for ${what}`);
}

/** An OData string literal doubles its quotes. */
const quoted = (value: string): string => value.replaceAll("'", "''");
