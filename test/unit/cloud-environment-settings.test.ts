import { describe, expect, it } from 'vitest';
import { readCloudEnvironment } from '../../src/settings/cloud-environment.js';

describe("the clouds' environment defaults", () => {
  it('are read from the variables each cloud and its tools set, in their order', () => {
    expect(
      readCloudEnvironment({
        AWS_REGION: 'eu-west-1',
        AWS_DEFAULT_REGION: 'us-east-1',
        AWS_ENDPOINT_URL: 'http://127.0.0.1:4566',
        CLOUDSDK_CORE_PROJECT: 'from-gcloud',
        GCLOUD_PROJECT: 'older',
        CLOUDSDK_API_ENDPOINT_OVERRIDES_COMPUTE: 'https://compute.internal/compute/v1/',
        SPOT_TRAIN_GCP_BILLING_ENDPOINT: 'http://127.0.0.1:9',
        AZURE_SUBSCRIPTION_ID: 'sub-1',
        SPOT_TRAIN_AZURE_ARM_ENDPOINT: 'https://127.0.0.1:8443',
        SPOT_TRAIN_AZURE_PRICES_ENDPOINT: 'http://127.0.0.1:7',
      }),
    ).toEqual({
      aws: { region: 'eu-west-1', priceListEndpoint: 'http://127.0.0.1:4566' },
      gcp: {
        project: 'from-gcloud',
        computeEndpoint: 'https://compute.internal/compute/v1/',
        billingEndpoint: 'http://127.0.0.1:9',
      },
      azure: {
        subscriptionId: 'sub-1',
        armEndpoint: 'https://127.0.0.1:8443',
        pricesEndpoint: 'http://127.0.0.1:7',
      },
    });
  });

  it("prefer spot-train's and the service's own variable to the general one", () => {
    const read = readCloudEnvironment({
      AWS_ENDPOINT_URL_PRICING: 'http://pricing:1',
      AWS_ENDPOINT_URL: 'http://all:2',
      GOOGLE_CLOUD_PROJECT: 'from-auth',
      CLOUDSDK_CORE_PROJECT: 'from-gcloud',
      SPOT_TRAIN_GCP_COMPUTE_ENDPOINT: 'http://127.0.0.1:8085',
      CLOUDSDK_API_ENDPOINT_OVERRIDES_COMPUTE: 'https://compute.internal/',
    });
    expect(read.aws.priceListEndpoint).toBe('http://pricing:1');
    expect(read.gcp.project).toBe('from-auth');
    expect(read.gcp.computeEndpoint).toBe('http://127.0.0.1:8085');
  });

  it('take an empty or blank variable as not set, and fall through to the next', () => {
    expect(
      readCloudEnvironment({
        AWS_REGION: '',
        AWS_DEFAULT_REGION: 'us-west-2',
        AZURE_SUBSCRIPTION_ID: ' ',
      }),
    ).toEqual({ aws: { region: 'us-west-2' }, gcp: {}, azure: {} });
    expect(readCloudEnvironment({})).toEqual({ aws: {}, gcp: {}, azure: {} });
  });
});
