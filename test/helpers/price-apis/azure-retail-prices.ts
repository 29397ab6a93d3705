// Azure Retail Prices (GET /api/retail/prices, no credentials), as its
// overview page describes it: an OData $filter of `field eq 'value'` terms
// joined by `and` (serviceName, armRegionName, armSkuName, priceType, ...;
// values case-sensitive, as from API version 2023-01-01-preview on); the
// answer's Items in pages (100 a page by the docs; `pageSize` here) with
// NextPageLink pointing at the next ($skip) or null at the end. priceType
// filters the items' `type` field. `failWith` answers with that status;
// `linkOrigin` makes NextPageLink name another server, as the real API's name
// prices.azure.com whoever proxies it.
import { sendJson, serve, type PriceServer } from './serve.js';

export interface RetailItem {
  readonly armSkuName: string;
  readonly armRegionName: string;
  readonly retailPrice: number;
  readonly skuName: string;
  readonly meterName: string;
  readonly productName: string;
  readonly type?: string;
  readonly unitOfMeasure?: string;
  readonly isPrimaryMeterRegion?: boolean;
}

export interface AzureRetailPrices extends PriceServer {
  readonly items: RetailItem[];
  pageSize: number;
  /** The origin NextPageLink names; the stand-in's own unless set (the real API names https://prices.azure.com). */
  linkOrigin: string | undefined;
}

const FIELDS: Readonly<Record<string, string>> = { priceType: 'type' };

export async function startAzureRetailPrices(items: RetailItem[]): Promise<AzureRetailPrices> {
  const extra = { items, pageSize: 100, linkOrigin: undefined as string | undefined };
  const started = await serve(
    (request, _body, response, server) => {
      const self = server as AzureRetailPrices;
      const url = new URL(request.url ?? '/', self.url);
      if (request.method !== 'GET' || url.pathname !== '/api/retail/prices') {
        return sendJson(response, 404, { error: 'not found' });
      }
      const terms = parseFilter(url.searchParams.get('$filter') ?? '');
      if (terms === undefined) return sendJson(response, 400, { error: 'bad $filter' });
      const matching = self.items
        .map((item) => ({
          currencyCode: 'USD',
          unitPrice: item.retailPrice,
          serviceName: 'Virtual Machines',
          location: item.armRegionName,
          type: 'Consumption',
          unitOfMeasure: '1 Hour',
          isPrimaryMeterRegion: true,
          ...item,
        }))
        .filter((item) =>
          terms.every(
            ([field, value]) =>
              String((item as Record<string, unknown>)[FIELDS[field] ?? field]) === value,
          ),
        );
      const skip = Number(url.searchParams.get('$skip') ?? '0');
      const page = matching.slice(skip, skip + self.pageSize);
      let next: string | null = null;
      if (skip + self.pageSize < matching.length) {
        url.searchParams.set('$skip', String(skip + self.pageSize));
        next =
          self.linkOrigin === undefined
            ? url.toString()
            : `${self.linkOrigin}${url.pathname}${url.search}`;
      }
      sendJson(response, 200, {
        BillingCurrency: 'USD',
        CustomerEntityId: 'Default',
        CustomerEntityType: 'Retail',
        Items: page,
        NextPageLink: next,
        Count: page.length,
      });
    },
    (response, status) => sendJson(response, status, { error: { code: 'InternalServerError' } }),
  );
  return Object.assign(started, extra);
}

/** `a eq 'x' and b eq 'y'` as pairs; undefined for anything else. Quotes are doubled inside a value. */
function parseFilter(filter: string): [string, string][] | undefined {
  const terms: [string, string][] = [];
  const term = /^\s*(\w+) eq '((?:[^']|'')*)'\s*(?:and\s+|$)/;
  let rest = filter;
  while (rest.trim() !== '') {
    const match = term.exec(rest);
    if (!match) return undefined;
    terms.push([match[1] ?? '', (match[2] ?? '').replaceAll("''", "'")]);
    rest = rest.slice(match[0].length);
  }
  return terms;
}

/** The meters a size has in a region: Linux regular and spot, Windows, and Low Priority (Batch). */
export function vmMeters(
  size: string,
  region: string,
  prices: { regular: number; spot: number; windows?: number; lowPriority?: number },
): RetailItem[] {
  const short = size.replace(/^Standard_/, '');
  const series = `Virtual Machines ${short.split('_')[0] ?? short} Series`;
  const meter = short.replaceAll('_', ' ');
  const item = (
    skuName: string,
    meterName: string,
    productName: string,
    retailPrice: number,
  ): RetailItem => ({
    armSkuName: size,
    armRegionName: region,
    retailPrice,
    skuName,
    meterName,
    productName,
  });
  return [
    item(short, meter, series, prices.regular),
    item(`${short} Spot`, `${meter} Spot`, series, prices.spot),
    item(short, meter, `${series} Windows`, prices.windows ?? prices.regular * 1.8),
    item(
      `${short} Spot`,
      `${meter} Spot`,
      `${series} Windows`,
      (prices.windows ?? prices.regular * 1.8) / 4,
    ),
    item(
      `${short} Low Priority`,
      `${meter} Low Priority`,
      series,
      prices.lowPriority ?? prices.spot / 2,
    ),
  ];
}
