import { AWS_METADATA_DEFAULT } from './aws.js';
import { AZURE_METADATA_DEFAULT } from './azure.js';
import { GCP_METADATA_DEFAULT_HOST } from './gcp.js';

/** Where each cloud's metadata server is, from the variables each cloud's own tools read. */
export interface MetadataEndpoints {
  readonly aws: string;
  /** host[:port] */
  readonly gcp: string;
  readonly azure: string;
}

export function metadataEndpoints(env: NodeJS.ProcessEnv): MetadataEndpoints {
  return {
    aws: env.AWS_EC2_METADATA_SERVICE_ENDPOINT || AWS_METADATA_DEFAULT,
    gcp: env.GCE_METADATA_HOST || env.GCE_METADATA_IP || GCP_METADATA_DEFAULT_HOST,
    azure: env.SPOT_TRAIN_AZURE_METADATA_ENDPOINT || AZURE_METADATA_DEFAULT,
  };
}
