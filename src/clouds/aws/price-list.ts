import { createHash, createHmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AwsCredentialIdentity, Provider, SourceData } from '@smithy/types';
import { jsonOrThrow, LOOKUP_TIMEOUT_MS } from '../price-lookup.js';
import { knownRate, unknownRate, type Rate } from '../rate.js';

export const PRICE_LIST_SOURCE = 'AWS Price List';

/**
 * The Price List Query API answers in us-east-1 (also eu-central-1 and
 * ap-south-1, with the same prices).
 */
export const PUBLIC_PRICE_LIST = 'https://api.pricing.us-east-1.amazonaws.com';

export interface PriceListParams {
  readonly endpoint: string;
  readonly credentials: Provider<AwsCredentialIdentity>;
}

/** SHA-256 (plain or keyed) over node:crypto, in the shape the signer takes. */
class Sha256 {
  private readonly hash: ReturnType<typeof createHash> | ReturnType<typeof createHmac>;
  constructor(secret?: SourceData) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(secret));
  }
  update(data: SourceData): void {
    this.hash.update(bytes(data));
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(this.hash.digest());
  }
}

function bytes(data: SourceData): Buffer {
  if (typeof data === 'string') return Buffer.from(data);
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return Buffer.from(data);
}

/**
 * The Linux, shared-tenancy on-demand price of a type in a region, from
 * GetProducts. Sent as a plain signed request: @aws-sdk/client-pricing is
 * not among the dependencies, and the call is one JSON POST.
 */
export async function awsOnDemandRate(
  params: PriceListParams,
  type: string,
  region: string,
): Promise<Rate> {
  const prices = new Set<number>();
  let token: string | undefined;
  do {
    const page = await getProducts(params, type, region, token);
    for (const item of page.PriceList ?? []) {
      for (const price of onDemandPrices(item, type, region)) prices.add(price);
    }
    token = page.NextToken || undefined;
  } while (token !== undefined);
  if (prices.size === 1) return knownRate([...prices][0] ?? 0, PRICE_LIST_SOURCE);
  if (prices.size === 0)
    return unknownRate(`${PRICE_LIST_SOURCE} has no Linux price for ${type} in ${region}`);
  return unknownRate(
    `${PRICE_LIST_SOURCE} lists ${prices.size} Linux prices for ${type} in ${region}`,
  );
}

interface GetProductsOutput {
  readonly PriceList?: readonly string[];
  readonly NextToken?: string;
}

const MATCH = (Field: string, Value: string) => ({ Type: 'TERM_MATCH', Field, Value });

async function getProducts(
  params: PriceListParams,
  type: string,
  region: string,
  token: string | undefined,
): Promise<GetProductsOutput> {
  const url = new URL(params.endpoint);
  const body = JSON.stringify({
    ServiceCode: 'AmazonEC2',
    FormatVersion: 'aws_v1',
    MaxResults: 100,
    Filters: [
      MATCH('instanceType', type),
      MATCH('regionCode', region),
      MATCH('operatingSystem', 'Linux'),
      MATCH('tenancy', 'Shared'),
      MATCH('preInstalledSw', 'NA'),
      MATCH('capacitystatus', 'Used'),
    ],
    ...(token === undefined ? {} : { NextToken: token }),
  });
  const signer = new SignatureV4({
    service: 'pricing',
    region: 'us-east-1',
    credentials: params.credentials,
    sha256: Sha256,
  });
  const signed = await signer.sign({
    method: 'POST',
    protocol: url.protocol,
    hostname: url.hostname,
    ...(url.port === '' ? {} : { port: Number(url.port) }),
    path: url.pathname,
    query: {},
    headers: {
      host: url.host,
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSPriceListService.GetProducts',
    },
    body,
  });
  const response = await fetch(url, {
    method: 'POST',
    headers: signed.headers,
    body,
    signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
  });
  const operation = `${PRICE_LIST_SOURCE} GetProducts for ${type} in ${region}`;
  return (await jsonOrThrow(response, operation)) as GetProductsOutput;
}

interface Product {
  product?: { attributes?: Record<string, string> };
  terms?: { OnDemand?: Record<string, { priceDimensions?: Record<string, Dimension> }> };
}
interface Dimension {
  unit?: string;
  pricePerUnit?: { USD?: string };
}

/**
 * The hourly USD prices of one PriceList entry (a JSON document of its
 * own), when it is the product asked for: the filters already narrow it,
 * and the attributes are checked again so a looser server cannot widen it.
 */
function onDemandPrices(item: string, type: string, region: string): number[] {
  let product: Product;
  try {
    product = JSON.parse(item) as Product;
  } catch {
    return [];
  }
  const attributes = product.product?.attributes ?? {};
  if (attributes.instanceType !== type || attributes.regionCode !== region) return [];
  if (attributes.operatingSystem !== 'Linux' || attributes.tenancy !== 'Shared') return [];
  if ((attributes.preInstalledSw ?? 'NA') !== 'NA') return [];
  if ((attributes.capacitystatus ?? 'Used') !== 'Used') return [];
  const prices: number[] = [];
  for (const term of Object.values(product.terms?.OnDemand ?? {})) {
    for (const dimension of Object.values(term.priceDimensions ?? {})) {
      const price = Number(dimension.pricePerUnit?.USD);
      if (dimension.unit === 'Hrs' && Number.isFinite(price) && price > 0) prices.push(price);
    }
  }
  return prices;
}
