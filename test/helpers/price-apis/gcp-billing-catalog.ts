// GCP Cloud Billing Catalog, services.skus.list for Compute Engine
// (GET /v1/services/6F81-5844-456A/skus), as its reference describes it:
// pageSize (at most 5000) and pageToken, answered with skus and
// nextPageToken ('' on the last page); each SKU with its description,
// category (resourceFamily, resourceGroup, usageType: OnDemand or
// Preemptible for Spot), serviceRegions and pricingInfo whose
// pricingExpression has tieredRates of unitPrice {currencyCode, units (an
// int64 as a string), nanos}. `pageSize` here caps a page smaller, so a test
// makes paging happen; `failWith` answers with that status. The
// Authorization header of each request is kept.
import { sendJson, serve, type PriceServer } from './serve.js';

export interface CatalogSku {
  readonly description: string;
  readonly usageType: 'OnDemand' | 'Preemptible' | 'Commit1Yr';
  readonly regions: readonly string[];
  readonly usd: number;
  readonly unit: 'h' | 'GiBy.h';
}

export interface GcpBillingCatalog extends PriceServer {
  readonly skus: CatalogSku[];
  readonly authorizations: (string | undefined)[];
  pageSize: number;
}

export async function startGcpBillingCatalog(skus: CatalogSku[]): Promise<GcpBillingCatalog> {
  const extra = { skus, pageSize: 5000, authorizations: [] as (string | undefined)[] };
  const started = await serve(
    (request, _body, response, server) => {
      const self = server as GcpBillingCatalog;
      self.authorizations.push(request.headers.authorization);
      const url = new URL(request.url ?? '/', self.url);
      if (request.method !== 'GET' || url.pathname !== '/v1/services/6F81-5844-456A/skus') {
        return sendJson(response, 404, {
          error: { code: 404, message: 'not found', status: 'NOT_FOUND' },
        });
      }
      const start = Number(url.searchParams.get('pageToken') || '0');
      const size = Math.min(
        self.pageSize,
        Number(url.searchParams.get('pageSize') ?? '5000'),
        5000,
      );
      const page = self.skus.slice(start, start + size);
      sendJson(response, 200, {
        skus: page.map((sku, index) => resource(sku, start + index)),
        nextPageToken: start + size < self.skus.length ? String(start + size) : '',
      });
    },
    (response, status) =>
      sendJson(response, status, {
        error: { code: status, message: 'backend error', status: 'INTERNAL' },
      }),
  );
  return Object.assign(started, extra);
}

function resource(sku: CatalogSku, index: number): object {
  const id = `0000-0000-${String(index).padStart(4, '0')}`;
  const units = Math.floor(sku.usd);
  return {
    name: `services/6F81-5844-456A/skus/${id}`,
    skuId: id,
    description: sku.description,
    category: {
      serviceDisplayName: 'Compute Engine',
      resourceFamily: 'Compute',
      resourceGroup: sku.unit === 'h' ? 'CPU' : 'RAM',
      usageType: sku.usageType,
    },
    serviceRegions: sku.regions,
    pricingInfo: [
      {
        effectiveTime: '2026-11-30T00:00:00Z',
        summary: '',
        pricingExpression: {
          usageUnit: sku.unit,
          displayQuantity: 1,
          tieredRates: [
            {
              startUsageAmount: 0,
              unitPrice: {
                currencyCode: 'USD',
                units: String(units),
                nanos: Math.round((sku.usd - units) * 1e9),
              },
            },
          ],
        },
        currencyConversionRate: 1,
      },
    ],
    serviceProviderName: 'Google',
  };
}
