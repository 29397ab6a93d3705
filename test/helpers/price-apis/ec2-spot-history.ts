// EC2 DescribeSpotPriceHistory (Query API, XML), as the API Reference
// describes it: filters InstanceType.N, AvailabilityZone and
// ProductDescription.N; with StartTime and EndTime it returns the price
// changes inside the window plus the last one before StartTime (the price in
// effect then); newest first; pages of MaxResults (and of `pageSize` here, so
// a test can make paging happen) linked by NextToken. A failure is EC2's XML
// error document with the status `failWith` names.
import type { ServerResponse } from 'node:http';
import { serve, type PriceServer } from './serve.js';

export interface SpotPricePoint {
  readonly type: string;
  readonly zone: string;
  readonly at: string;
  readonly price: string;
  readonly product?: string;
}

export interface Ec2SpotHistory extends PriceServer {
  readonly history: SpotPricePoint[];
  pageSize: number;
}

export async function startEc2SpotHistory(history: SpotPricePoint[]): Promise<Ec2SpotHistory> {
  const extra = { history, pageSize: 1000 };
  const started = await serve(
    (request, body, response, server) => {
      const self = server as Ec2SpotHistory;
      const params = new URLSearchParams(body);
      if (params.get('Action') !== 'DescribeSpotPriceHistory') {
        return ec2Error(
          response,
          400,
          'InvalidAction',
          `not served here: ${params.get('Action') ?? ''}`,
        );
      }
      const matching = select(self.history, params);
      const start = Number(params.get('NextToken') ?? '0');
      const size = Math.min(self.pageSize, Number(params.get('MaxResults') ?? '1000'));
      const page = matching.slice(start, start + size);
      const next = start + size < matching.length ? String(start + size) : '';
      const items = page
        .map(
          (point) =>
            `<item><instanceType>${point.type}</instanceType><productDescription>${point.product ?? 'Linux/UNIX'}</productDescription><spotPrice>${point.price}</spotPrice><timestamp>${point.at}</timestamp><availabilityZone>${point.zone}</availabilityZone></item>`,
        )
        .join('');
      response.writeHead(200, { 'content-type': 'text/xml' });
      response.end(
        `<DescribeSpotPriceHistoryResponse xmlns="http://ec2.amazonaws.com/doc/2016-11-15/"><requestId>r-${String(request.url)}</requestId><spotPriceHistorySet>${items}</spotPriceHistorySet><nextToken>${next}</nextToken></DescribeSpotPriceHistoryResponse>`,
      );
    },
    (response, status) =>
      ec2Error(response, status, 'InternalError', 'An internal error has occurred'),
  );
  return Object.assign(started, extra);
}

function select(history: readonly SpotPricePoint[], params: URLSearchParams): SpotPricePoint[] {
  const types = [...params].filter(([key]) => key.startsWith('InstanceType.')).map(([, v]) => v);
  const products = [...params]
    .filter(([key]) => key.startsWith('ProductDescription.'))
    .map(([, v]) => v);
  const zone = params.get('AvailabilityZone');
  const from = Date.parse(params.get('StartTime') ?? '1970-01-01T00:00:00Z');
  const to = Date.parse(params.get('EndTime') ?? '9999-01-01T00:00:00Z');
  const wanted = history
    .filter((point) => types.length === 0 || types.includes(point.type))
    .filter((point) => products.length === 0 || products.includes(point.product ?? 'Linux/UNIX'))
    .filter((point) => zone === null || point.zone === zone)
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  const inside = wanted.filter(
    (point) => Date.parse(point.at) >= from && Date.parse(point.at) <= to,
  );
  // The last change before the window, per type and zone: the price in effect at StartTime.
  const before = new Map<string, SpotPricePoint>();
  for (const point of wanted) {
    const key = `${point.type}/${point.zone}/${point.product ?? ''}`;
    if (Date.parse(point.at) < from && !before.has(key)) before.set(key, point);
  }
  return [...inside, ...before.values()];
}

function ec2Error(response: ServerResponse, status: number, code: string, message: string): void {
  response.writeHead(status, { 'content-type': 'text/xml' });
  response.end(
    `<Response><Errors><Error><Code>${code}</Code><Message>${message}</Message></Error></Errors><RequestID>r</RequestID></Response>`,
  );
}
