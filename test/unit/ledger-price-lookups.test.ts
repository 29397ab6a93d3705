import { EC2Client } from '@aws-sdk/client-ec2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CloudName } from '../../src/clouds/cloud.js';
import type { AttemptUsage } from '../../src/ledger/attempt-usage.js';
import { AwsPrices } from '../../src/clouds/aws/aws-prices.js';
import { AzurePrices } from '../../src/clouds/azure/azure-prices.js';
import type { CloudPrices } from '../../src/clouds/cloud-prices.js';
import { defaultCatalogParams, GcpPrices } from '../../src/clouds/gcp/gcp-prices.js';
import { PriceBook } from '../../src/ledger/price-book.js';
import { cloudPricesLoader } from '../../src/clouds/load-cloud-prices.js';
import { readCloudEnvironment } from '../../src/settings/cloud-environment.js';
import { parseUserPrices } from '../../src/ledger/user-prices.js';
import { startAwsPriceList, linuxProduct } from '../helpers/price-apis/aws-price-list.js';
import { startAzureRetailPrices, vmMeters } from '../helpers/price-apis/azure-retail-prices.js';
import { startEc2SpotHistory } from '../helpers/price-apis/ec2-spot-history.js';
import {
  startGcpBillingCatalog,
  type CatalogSku,
} from '../helpers/price-apis/gcp-billing-catalog.js';
import type { PriceServer } from '../helpers/price-apis/serve.js';
import { RecordingLogger } from '../helpers/recording-logger.js';

const credentials = { accessKeyId: 'AKIDTEST', secretAccessKey: 'pricing-secret' };
const at = (time: string) => Date.parse(`2026-11-30T${time}:00Z`);
const servers: PriceServer[] = [];
afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

function usage(
  overrides: Partial<AttemptUsage> & Pick<AttemptUsage, 'cloud' | 'type' | 'region'>,
): AttemptUsage {
  return { runId: 'r1', attempt: 1, market: 'spot', nodes: 1, ...overrides };
}

function book(
  sources: Partial<Record<CloudName, CloudPrices>>,
  logger = new RecordingLogger(),
  prices = '',
) {
  return new PriceBook({
    sourceFor: (cloud) => {
      const source = sources[cloud];
      return source ? Promise.resolve(source) : Promise.reject(new Error(`no ${cloud} source`));
    },
    userPrices: parseUserPrices(prices, 'prices'),
    logger,
  });
}

async function awsServers() {
  const ec2 = await startEc2SpotHistory([
    { type: 'g5.xlarge', zone: 'us-east-1a', at: '2026-11-30T08:00:00Z', price: '0.9000' },
    { type: 'g5.xlarge', zone: 'us-east-1a', at: '2026-11-30T09:00:00Z', price: '0.4000' },
    { type: 'g5.xlarge', zone: 'us-east-1a', at: '2026-11-30T10:30:00Z', price: '0.5000' },
    { type: 'g5.xlarge', zone: 'us-east-1b', at: '2026-11-30T09:00:00Z', price: '0.3000' },
    {
      type: 'g5.xlarge',
      zone: 'us-east-1a',
      at: '2026-11-30T10:45:00Z',
      price: '2.0',
      product: 'Windows',
    },
  ]);
  const list = await startAwsPriceList(
    [
      linuxProduct('g5.xlarge', 'us-east-1', '1.0060000000'),
      linuxProduct('g5.xlarge', 'us-east-1', '1.0060000000', {
        licenseModel: 'Bring your own license',
      }),
      linuxProduct('g5.xlarge', 'us-east-1', '0.0000000000', {
        capacitystatus: 'UnusedCapacityReservation',
      }),
      linuxProduct('g5.xlarge', 'us-east-1', '1.8100000000', { operatingSystem: 'Windows' }),
      linuxProduct('g5.xlarge', 'eu-west-1', '1.1230000000'),
    ],
    credentials.secretAccessKey,
  );
  servers.push(ec2, list);
  const prices = new AwsPrices({
    clientFor: (region) =>
      new EC2Client({ region, endpoint: ec2.url, credentials, maxAttempts: 1 }),
    priceList: { endpoint: list.url, credentials: () => Promise.resolve(credentials) },
  });
  return { ec2, list, prices };
}

describe('AWS prices', () => {
  it('prices a spot attempt at the mean of the price history over its hours, page by page', async () => {
    const { ec2, prices } = await awsServers();
    ec2.pageSize = 1;
    const [rates] = await book({ aws: prices }).ratesFor([
      usage({
        cloud: 'aws',
        type: 'g5.xlarge',
        region: 'us-east-1',
        zone: 'us-east-1a',
        vmStartedAt: at('10:00'),
        vmEndedAt: at('12:00'),
      }),
    ]);
    // 0.40 from 10:00 to 10:30, 0.50 from 10:30 to 12:00: (0.5 × 0.40 + 1.5 × 0.50) / 2
    expect(rates?.paid).toEqual({
      known: true,
      usdPerHour: 0.475,
      source: 'EC2 spot price history',
    });
    expect(ec2.requests.length).toBe(2);
  });

  it('takes the on-demand price of Linux on shared tenancy from the Price List, signed, page by page', async () => {
    const { list, prices } = await awsServers();
    list.pageSize = 1;
    const [rates] = await book({ aws: prices }).ratesFor([
      usage({
        cloud: 'aws',
        type: 'g5.xlarge',
        region: 'us-east-1',
        zone: 'us-east-1a',
        market: 'on-demand',
      }),
    ]);
    expect(rates?.onDemand).toEqual({ known: true, usdPerHour: 1.006, source: 'AWS Price List' });
    expect(rates?.paid).toEqual(rates?.onDemand);
    expect(list.requests).toEqual(['POST /', 'POST /']);
  });

  it('asks once per type and place, however many attempts ran there', async () => {
    const { ec2, list, prices } = await awsServers();
    const priced = book({ aws: prices });
    const attempts = [
      usage({
        cloud: 'aws',
        type: 'g5.xlarge',
        region: 'us-east-1',
        zone: 'us-east-1a',
        vmStartedAt: at('10:00'),
        vmEndedAt: at('10:30'),
      }),
      usage({
        cloud: 'aws',
        type: 'g5.xlarge',
        region: 'us-east-1',
        zone: 'us-east-1a',
        attempt: 2,
        vmStartedAt: at('11:00'),
        vmEndedAt: at('12:00'),
      }),
      usage({
        cloud: 'aws',
        type: 'g5.xlarge',
        region: 'us-east-1',
        zone: 'us-east-1b',
        attempt: 3,
        vmStartedAt: at('12:00'),
        vmEndedAt: at('13:00'),
      }),
    ];
    const rates = await priced.ratesFor(attempts);
    await priced.ratesFor(attempts);
    expect(rates.map((rate) => (rate.paid.known ? rate.paid.usdPerHour : undefined))).toEqual([
      0.4, 0.5, 0.3,
    ]);
    expect(ec2.requests.length).toBe(2);
    expect(list.requests.length).toBe(1);
  });

  it('shows a price the lists do not have as unknown, and one whose zone was not recorded', async () => {
    const { ec2, prices } = await awsServers();
    const logger = new RecordingLogger();
    const [missing, noZone] = await book({ aws: prices }, logger).ratesFor([
      usage({
        cloud: 'aws',
        type: 'p5.48xlarge',
        region: 'us-east-1',
        zone: 'us-east-1a',
        vmStartedAt: at('10:00'),
        vmEndedAt: at('11:00'),
      }),
      usage({
        cloud: 'aws',
        type: 'g5.xlarge',
        region: 'us-east-1',
        vmStartedAt: at('10:00'),
        vmEndedAt: at('11:00'),
      }),
    ]);
    expect(missing?.paid).toEqual({
      known: false,
      why: 'EC2 spot price history has no price for p5.48xlarge in us-east-1a',
    });
    expect(missing?.onDemand).toEqual({
      known: false,
      why: 'AWS Price List has no Linux price for p5.48xlarge in us-east-1',
    });
    expect(noZone?.paid.known).toBe(false);
    expect(noZone?.paid.known === false && noZone.paid.why).toMatch(
      /zone of g5.xlarge was not recorded/,
    );
    expect(ec2.requests.length).toBe(1);
    expect(logger.text('warning')).toBe('');
  });

  it('warns and shows unknown when a price server fails, and asks it only once', async () => {
    const { ec2, list, prices } = await awsServers();
    ec2.failWith = 500;
    list.failWith = 503;
    const logger = new RecordingLogger();
    const priced = book({ aws: prices }, logger);
    const attempt = usage({
      cloud: 'aws',
      type: 'g5.xlarge',
      region: 'us-east-1',
      zone: 'us-east-1a',
      vmStartedAt: at('10:00'),
      vmEndedAt: at('11:00'),
    });
    const [rates] = await priced.ratesFor([attempt, attempt]);
    expect(rates?.paid.known).toBe(false);
    expect(rates?.onDemand.known).toBe(false);
    expect(logger.text('warning')).toContain(
      'Could not look up the spot price of g5.xlarge in us-east-1a (EC2 DescribeSpotPriceHistory for g5.xlarge in us-east-1a: ',
    );
    expect(logger.text('warning')).toContain(
      'AWS Price List GetProducts for g5.xlarge in us-east-1: HTTP 503',
    );
    expect(ec2.requests.length + list.requests.length).toBe(2);
  });

  it('refuses a wrongly signed Price List request', async () => {
    const { list } = await awsServers();
    const prices = new AwsPrices({
      clientFor: () => new EC2Client({ region: 'us-east-1', credentials }),
      priceList: {
        endpoint: list.url,
        credentials: () => Promise.resolve({ ...credentials, secretAccessKey: 'wrong' }),
      },
    });
    await expect(prices.onDemand('g5.xlarge', 'us-east-1')).rejects.toThrow(/HTTP 403/);
  });

  it('takes the prices input over any list, a zone before its region', async () => {
    const { ec2, list, prices } = await awsServers();
    const [rates] = await book(
      { aws: prices },
      new RecordingLogger(),
      'aws:us-east-1:g5.xlarge:spot=0.2\naws:us-east-1a:g5.xlarge:spot=0.25\naws:us-east-1:g5.xlarge:on-demand=0.9',
    ).ratesFor([
      usage({
        cloud: 'aws',
        type: 'g5.xlarge',
        region: 'us-east-1',
        zone: 'us-east-1a',
        vmStartedAt: at('10:00'),
        vmEndedAt: at('11:00'),
      }),
    ]);
    expect(rates).toEqual({
      paid: { known: true, usdPerHour: 0.25, source: 'your prices input' },
      onDemand: { known: true, usdPerHour: 0.9, source: 'your prices input' },
    });
    expect(ec2.requests.length + list.requests.length).toBe(0);
  });
});

describe('Azure prices', () => {
  const size = 'Standard_NC4as_T4_v3';

  it('takes spot and regular Linux prices from one paged query, not Windows or Low Priority', async () => {
    const retail = await startAzureRetailPrices([
      ...vmMeters(size, 'eastus', { regular: 0.526, spot: 0.0789 }),
      ...vmMeters(size, 'westeurope', { regular: 0.61, spot: 0.09 }),
    ]);
    servers.push(retail);
    retail.pageSize = 2;
    const priced = book({ azure: new AzurePrices(retail.url) });
    const attempts = [
      usage({
        cloud: 'azure',
        type: size,
        region: 'eastus',
        vmStartedAt: at('10:00'),
        vmEndedAt: at('11:00'),
      }),
      usage({
        cloud: 'azure',
        type: size,
        region: 'eastus',
        attempt: 2,
        vmStartedAt: at('12:00'),
        vmEndedAt: at('13:00'),
      }),
    ];
    const [rates] = await priced.ratesFor(attempts);
    expect(rates).toEqual({
      paid: { known: true, usdPerHour: 0.0789, source: 'Azure Retail Prices' },
      onDemand: { known: true, usdPerHour: 0.526, source: 'Azure Retail Prices' },
    });
    // Five meters in eastus, two a page: three pages, once for both attempts and markets.
    expect(retail.requests.length).toBe(3);
    const filter = new URL(retail.requests[0]?.split(' ')[1] ?? '', retail.url).searchParams.get(
      '$filter',
    );
    expect(filter).toBe(
      `serviceName eq 'Virtual Machines' and armRegionName eq 'eastus' and armSkuName eq '${size}' and priceType eq 'Consumption'`,
    );
  });

  it('shows a size the API does not list as unknown, and a failed query as unknown with a warning', async () => {
    const retail = await startAzureRetailPrices(
      vmMeters(size, 'eastus', { regular: 0.526, spot: 0.0789 }),
    );
    servers.push(retail);
    const logger = new RecordingLogger();
    const [missing] = await book({ azure: new AzurePrices(retail.url) }, logger).ratesFor([
      usage({
        cloud: 'azure',
        type: 'Standard_ND96asr_v4',
        region: 'eastus',
        vmStartedAt: at('10:00'),
      }),
    ]);
    expect(missing?.paid).toEqual({
      known: false,
      why: 'Azure Retail Prices has no Linux price for spot Standard_ND96asr_v4 in eastus',
    });
    expect(logger.text('warning')).toBe('');
    retail.failWith = 500;
    const [failed] = await book({ azure: new AzurePrices(retail.url) }, logger).ratesFor([
      usage({ cloud: 'azure', type: size, region: 'eastus', vmStartedAt: at('10:00') }),
    ]);
    expect(failed?.onDemand.known).toBe(false);
    expect(logger.text('warning')).toMatch(
      /Could not look up the on-demand price of Standard_NC4as_T4_v3 in eastus \(Azure Retail Prices for Standard_NC4as_T4_v3 in eastus: HTTP 500/,
    );
  });

  it("follows the API's next-page links on the server it was given, and prices an attempt whose start is unknown", async () => {
    const retail = await startAzureRetailPrices(
      vmMeters(size, 'eastus', { regular: 0.526, spot: 0.0789 }),
    );
    servers.push(retail);
    retail.pageSize = 2;
    retail.linkOrigin = 'https://prices.azure.com';
    const [rates] = await book({ azure: new AzurePrices(retail.url) }).ratesFor([
      usage({ cloud: 'azure', type: size, region: 'eastus' }),
    ]);
    expect(rates?.paid).toEqual({ known: true, usdPerHour: 0.0789, source: 'Azure Retail Prices' });
    expect(retail.requests.length).toBe(3);
  });
});

describe('GCP prices', () => {
  const sku = (
    description: string,
    usageType: CatalogSku['usageType'],
    usd: number,
    regions = ['us-central1'],
  ): CatalogSku => ({
    description,
    usageType,
    usd,
    regions,
    unit: description.includes(' Ram ') ? 'GiBy.h' : 'h',
  });
  const catalogue = [
    sku('N2 Instance Core running in Americas', 'OnDemand', 0.031611),
    sku('N2 Instance Ram running in Americas', 'OnDemand', 0.004237),
    sku('Spot Preemptible N2 Instance Core running in Americas', 'Preemptible', 0.007587),
    sku('Spot Preemptible N2 Instance Ram running in Americas', 'Preemptible', 0.001017),
    sku('N2 Instance Core running in EMEA', 'OnDemand', 0.034806, ['europe-west4']),
    sku('N2 Instance Ram running in EMEA', 'OnDemand', 0.004664, ['europe-west4']),
    sku('N2 Custom Instance Core running in Americas', 'OnDemand', 0.033191),
    sku('N2 Sole Tenancy Instance Core running in Americas', 'OnDemand', 0.0348),
    sku('Commitment v1: N2 Cpu in Americas for 1 Year', 'Commit1Yr', 0.019915),
    sku('E2 Instance Core running in Americas', 'OnDemand', 0.021811),
    sku('E2 Instance Ram running in Americas', 'OnDemand', 0.002923),
  ];

  it('prices a predefined type as its vCPUs and memory, from the whole catalogue read once', async () => {
    const catalog = await startGcpBillingCatalog(catalogue);
    servers.push(catalog);
    catalog.pageSize = 4;
    const priced = book({
      gcp: new GcpPrices({ endpoint: catalog.url, authHeaders: () => Promise.resolve({}) }),
    });
    const [n2, e2] = await priced.ratesFor([
      usage({
        cloud: 'gcp',
        type: 'n2-standard-8',
        region: 'us-central1',
        zone: 'us-central1-a',
        vmStartedAt: at('10:00'),
      }),
      usage({
        cloud: 'gcp',
        type: 'e2-highcpu-16',
        region: 'us-central1',
        market: 'on-demand',
        attempt: 2,
      }),
    ]);
    // 8 vCPUs and 32 GiB: 8 × 0.007587 + 32 × 0.001017 spot, 8 × 0.031611 + 32 × 0.004237 on demand
    expect(n2?.paid.known && n2.paid.usdPerHour).toBeCloseTo(0.09324, 9);
    expect(n2?.onDemand.known && n2.onDemand.usdPerHour).toBeCloseTo(0.388472, 9);
    // 16 vCPUs and 16 GiB: 16 × 0.021811 + 16 × 0.002923
    expect(e2?.paid.known && e2.paid.usdPerHour).toBeCloseTo(0.395744, 9);
    expect(catalog.requests.length).toBe(3);
    expect(catalog.authorizations).toEqual([undefined, undefined, undefined]);
  });

  it('shows types priced otherwise, regions without SKUs, and a failing catalogue as unknown', async () => {
    const catalog = await startGcpBillingCatalog(catalogue);
    servers.push(catalog);
    const logger = new RecordingLogger();
    const gcp = new GcpPrices({ endpoint: catalog.url, authHeaders: () => Promise.resolve({}) });
    const [gpu, elsewhere] = await book({ gcp }, logger).ratesFor([
      usage({
        cloud: 'gcp',
        type: 'a2-highgpu-1g',
        region: 'us-central1',
        vmStartedAt: at('10:00'),
      }),
      usage({
        cloud: 'gcp',
        type: 'n2-standard-8',
        region: 'asia-east1',
        vmStartedAt: at('10:00'),
      }),
    ]);
    expect(gpu?.paid).toEqual({
      known: false,
      why: 'a2-highgpu-1g is not a predefined type whose price is vCPUs and memory alone',
    });
    expect(elsewhere?.onDemand).toEqual({
      known: false,
      why: 'GCP Cloud Billing Catalog: no n2 instance core SKU for on-demand n2-standard-8 in asia-east1',
    });
    catalog.failWith = 500;
    const [failed] = await book(
      { gcp: new GcpPrices({ endpoint: catalog.url, authHeaders: () => Promise.resolve({}) }) },
      logger,
    ).ratesFor([
      usage({
        cloud: 'gcp',
        type: 'n2-standard-8',
        region: 'us-central1',
        vmStartedAt: at('10:00'),
      }),
    ]);
    expect(failed?.paid.known).toBe(false);
    expect(logger.text('warning')).toContain('services/6F81-5844-456A/skus: HTTP 500');
  });

  it('sends no credentials to a custom catalogue endpoint', async () => {
    const { billingEndpoint } = readCloudEnvironment({
      SPOT_TRAIN_GCP_BILLING_ENDPOINT: 'http://127.0.0.1:9',
    }).gcp;
    const params = defaultCatalogParams(billingEndpoint);
    expect(params.endpoint).toBe('http://127.0.0.1:9');
    expect(await params.authHeaders()).toEqual({});
  });
});

describe('the default lookups', () => {
  it("find each cloud's price server from the SDK's and spot-train's endpoint variables", async () => {
    const { ec2, list } = await awsServers();
    const azure = await startAzureRetailPrices(
      vmMeters('Standard_D4s_v5', 'eastus', { regular: 0.192, spot: 0.0384 }),
    );
    const gcp = await startGcpBillingCatalog([
      {
        description: 'E2 Instance Core running in Americas',
        usageType: 'OnDemand',
        usd: 0.021811,
        regions: ['us-central1'],
        unit: 'h',
      },
      {
        description: 'E2 Instance Ram running in Americas',
        usageType: 'OnDemand',
        usd: 0.002923,
        regions: ['us-central1'],
        unit: 'GiBy.h',
      },
    ]);
    servers.push(azure, gcp);
    for (const [name, value] of Object.entries({
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      AWS_EC2_METADATA_DISABLED: 'true',
      AWS_ENDPOINT_URL_EC2: ec2.url,
      AWS_ENDPOINT_URL_PRICING: list.url,
      SPOT_TRAIN_AZURE_PRICES_ENDPOINT: azure.url,
      SPOT_TRAIN_GCP_BILLING_ENDPOINT: gcp.url,
    })) {
      vi.stubEnv(name, value);
    }
    const rates = await new PriceBook({
      sourceFor: cloudPricesLoader(readCloudEnvironment(process.env)),
    }).ratesFor([
      usage({
        cloud: 'aws',
        type: 'g5.xlarge',
        region: 'us-east-1',
        zone: 'us-east-1b',
        vmStartedAt: at('10:00'),
        vmEndedAt: at('11:00'),
      }),
      usage({
        cloud: 'azure',
        type: 'Standard_D4s_v5',
        region: 'eastus',
        vmStartedAt: at('10:00'),
      }),
      usage({ cloud: 'gcp', type: 'e2-standard-2', region: 'us-central1', market: 'on-demand' }),
    ]);
    const known = rates.map(({ paid, onDemand }) =>
      [paid, onDemand].map((rate) => (rate.known ? rate.usdPerHour : rate.why)),
    );
    // e2-standard-2: 2 × 0.021811 + 8 × 0.002923
    expect(known).toEqual([
      [0.3, 1.006],
      [0.0384, 0.192],
      [0.067006, 0.067006],
    ]);
    expect(gcp.authorizations).toEqual([undefined]);
  });
});
