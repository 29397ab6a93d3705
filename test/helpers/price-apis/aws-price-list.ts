// AWS Price List Query API GetProducts (JSON 1.1 over a POST to /, target
// AWSPriceListService.GetProducts), as its API Reference describes it:
// ServiceCode plus TERM_MATCH filters on product attributes, each entry of
// PriceList a JSON document of its own (product.attributes and
// terms.OnDemand.*.priceDimensions.*.pricePerUnit.USD per "Hrs"), pages of
// MaxResults (and `pageSize` here) linked by NextToken. The request must be
// signed with SigV4 for service "pricing" in us-east-1, checked against
// `secretAccessKey`; a bad signature gets 403. `failWith` answers with an
// InternalErrorException.
import { createHash } from 'node:crypto';
import { signatureMatches } from '../sigv4-check.js';
import { sendJson, serve, type PriceServer } from './serve.js';

export interface Ec2Product {
  readonly attributes: Readonly<Record<string, string>>;
  /** USD per hour, on demand. */
  readonly usdPerHour: string;
}

export interface AwsPriceList extends PriceServer {
  readonly products: Ec2Product[];
  pageSize: number;
}

interface Filter {
  Type?: string;
  Field?: string;
  Value?: string;
}

export async function startAwsPriceList(
  products: Ec2Product[],
  secretAccessKey: string,
): Promise<AwsPriceList> {
  const extra = { products, pageSize: 100 };
  const started = await serve(
    (request, body, response, server) => {
      const self = server as AwsPriceList;
      // SigV4 signs the body's hash; S3 sends it as a header, the JSON services do not.
      request.headers['x-amz-content-sha256'] ??= createHash('sha256').update(body).digest('hex');
      const scope = /Credential=[^/]+\/\d+\/([^/]+)\/([^/]+)\//.exec(
        request.headers.authorization ?? '',
      );
      if (
        !signatureMatches(request, secretAccessKey) ||
        scope?.[1] !== 'us-east-1' ||
        scope[2] !== 'pricing'
      ) {
        return sendJson(response, 403, {
          __type: 'InvalidSignatureException',
          message: 'bad signature',
        });
      }
      if (request.headers['x-amz-target'] !== 'AWSPriceListService.GetProducts') {
        return sendJson(response, 400, { __type: 'UnknownOperationException' });
      }
      const input = JSON.parse(body) as {
        ServiceCode?: string;
        Filters?: Filter[];
        MaxResults?: number;
        NextToken?: string;
      };
      const matching =
        input.ServiceCode === 'AmazonEC2'
          ? self.products.filter((product) => matches(product, input.Filters ?? []))
          : [];
      const start = Number(input.NextToken ?? '0');
      const size = Math.min(self.pageSize, input.MaxResults ?? 100);
      const page = matching.slice(start, start + size);
      sendJson(response, 200, {
        FormatVersion: 'aws_v1',
        PriceList: page.map((product, index) => JSON.stringify(document(product, start + index))),
        ...(start + size < matching.length ? { NextToken: String(start + size) } : {}),
      });
    },
    (response, status) =>
      sendJson(response, status, { __type: 'InternalErrorException', message: 'internal error' }),
  );
  return Object.assign(started, extra);
}

function matches(product: Ec2Product, filters: readonly Filter[]): boolean {
  return filters.every(
    (filter) =>
      filter.Type === 'TERM_MATCH' &&
      filter.Field !== undefined &&
      product.attributes[filter.Field]?.toLowerCase() === filter.Value?.toLowerCase(),
  );
}

function document(product: Ec2Product, index: number): object {
  const sku = `SKU${index}`;
  return {
    product: { productFamily: 'Compute Instance', attributes: product.attributes, sku },
    serviceCode: 'AmazonEC2',
    terms: {
      OnDemand: {
        [`${sku}.JRTCKXETXF`]: {
          offerTermCode: 'JRTCKXETXF',
          sku,
          priceDimensions: {
            [`${sku}.JRTCKXETXF.6YS6EN2CT7`]: {
              unit: 'Hrs',
              beginRange: '0',
              endRange: 'Inf',
              pricePerUnit: { USD: product.usdPerHour },
            },
          },
        },
      },
    },
  };
}

/** The attributes of a Linux, shared-tenancy product as the Price List names them. */
export function linuxProduct(
  type: string,
  region: string,
  usdPerHour: string,
  overrides: Record<string, string> = {},
): Ec2Product {
  return {
    attributes: {
      instanceType: type,
      regionCode: region,
      operatingSystem: 'Linux',
      tenancy: 'Shared',
      preInstalledSw: 'NA',
      capacitystatus: 'Used',
      licenseModel: 'No License required',
      ...overrides,
    },
    usdPerHour,
  };
}
