/**
 * Metadata endpoints on a closed loopback port: with these, `cloud: auto`
 * finds no cloud at once, and tests and benchmarks never send traffic to the
 * real link-local metadata address.
 */
export const NO_CLOUD = {
  AWS_EC2_METADATA_SERVICE_ENDPOINT: 'http://127.0.0.1:9',
  GCE_METADATA_HOST: '127.0.0.1:9',
  SPOT_TRAIN_AZURE_METADATA_ENDPOINT: 'http://127.0.0.1:9',
} as const;
