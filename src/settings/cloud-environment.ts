import type { CloudEnvironment } from '../clouds/cloud-environment.js';
import type { MetadataEndpoints } from '../notice/endpoints.js';

// Every cloud's instance metadata is at the link-local address; the
// variables move it (an emulator, a proxy), as each cloud's own tools allow.
const METADATA_HOST = '169.254.169.254';

// google-github-actions/auth exports all three; gcloud users have the second.
const GCP_PROJECT = ['GOOGLE_CLOUD_PROJECT', 'CLOUDSDK_CORE_PROJECT', 'GCLOUD_PROJECT'];
// Compute has no endpoint variable of its own in the client libraries, so
// spot-train has one, then takes gcloud's override: a private endpoint or a
// proxy a user already set up for gcloud then serves spot-train too.
const GCP_COMPUTE = ['SPOT_TRAIN_GCP_COMPUTE_ENDPOINT', 'CLOUDSDK_API_ENDPOINT_OVERRIDES_COMPUTE'];
// ARM has no endpoint variable in the Azure SDK: spot-train's own points every
// call at another base URL (an emulator, a proxy).
const AZURE_ARM = ['SPOT_TRAIN_AZURE_ARM_ENDPOINT'];
// The SDK's own endpoint variables, so a proxy set up for the AWS CLI
// serves the Price List lookups too.
const AWS_PRICE_LIST = ['AWS_ENDPOINT_URL_PRICING', 'AWS_ENDPOINT_URL'];

/**
 * The clouds' environment defaults, read once for every adapter. An empty
 * variable counts as not set, as an empty input does.
 */
export function readCloudEnvironment(env: NodeJS.ProcessEnv): CloudEnvironment {
  const first = (names: readonly string[]): string | undefined =>
    names.map((name) => env[name]?.trim()).find((value) => value !== undefined && value !== '');
  return {
    aws: present({
      region: first(['AWS_REGION', 'AWS_DEFAULT_REGION']),
      priceListEndpoint: first(AWS_PRICE_LIST),
    }),
    gcp: present({
      project: first(GCP_PROJECT),
      computeEndpoint: first(GCP_COMPUTE),
      billingEndpoint: first(['SPOT_TRAIN_GCP_BILLING_ENDPOINT']),
    }),
    azure: present({
      subscriptionId: first(['AZURE_SUBSCRIPTION_ID']),
      armEndpoint: first(AZURE_ARM),
      pricesEndpoint: first(['SPOT_TRAIN_AZURE_PRICES_ENDPOINT']),
    }),
  };
}

/** The fields that have a value (the types are exact about optional fields). */
function present<T extends Record<string, string | undefined>>(
  fields: T,
): { [K in keyof T]?: string } {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: string;
  };
}

/** Where each cloud's metadata server is, from the variables each cloud's own tools read. */
export function readMetadataEndpoints(env: NodeJS.ProcessEnv): MetadataEndpoints {
  return {
    aws: env.AWS_EC2_METADATA_SERVICE_ENDPOINT || `http://${METADATA_HOST}`,
    gcp: env.GCE_METADATA_HOST || env.GCE_METADATA_IP || METADATA_HOST,
    azure: env.SPOT_TRAIN_AZURE_METADATA_ENDPOINT || `http://${METADATA_HOST}`,
  };
}
