import type { CloudName } from '../clouds/cloud.js';
import type { MetadataEndpoints } from './endpoints.js';
import { headerValue, metadataRequest, MetadataRequestError } from './metadata-http.js';

/** What a probe of one cloud's metadata server found. */
type Answer = 'yes' | 'no' | 'unsure';

/** What one round of probes found: the cloud, or the clouds whose servers were there but failed. */
export interface Detection {
  readonly cloud?: CloudName;
  /** Clouds whose metadata server answered with an error or took the connection and stayed silent. */
  readonly unsure: readonly CloudName[];
}

/**
 * Which cloud this machine runs on, asked of all three metadata servers at
 * once with a short timeout each. Each probe needs an answer only its own
 * cloud gives (AWS issues an IMDSv2 token, GCE answers with
 * `Metadata-Flavor: Google`, Azure serves its instance document), so a
 * machine on none of them (a laptop, a GitHub-hosted runner) is known as such
 * within `timeoutMs` and nothing waits on a metadata server afterwards. A
 * server that is there but fails (a 500, a silent connection) leaves it
 * unsure, for the caller to ask again.
 */
export async function detectCloud(
  endpoints: MetadataEndpoints,
  timeoutMs = 1500,
): Promise<Detection> {
  const probes: Record<CloudName, () => Promise<Answer>> = {
    aws: async () => {
      const r = await metadataRequest(`${endpoints.aws.replace(/\/+$/, '')}/latest/api/token`, {
        method: 'PUT',
        headers: { 'X-aws-ec2-metadata-token-ttl-seconds': '60' },
        timeoutMs,
      });
      return r.status === 200 && r.body !== '' ? 'yes' : failing(r.status);
    },
    gcp: async () => {
      const host = endpoints.gcp.replace(/^https?:\/\//, '').replace(/\/+$/, '');
      const r = await metadataRequest(`http://${host}/computeMetadata/v1/instance/id`, {
        headers: { 'Metadata-Flavor': 'Google' },
        timeoutMs,
      });
      if (headerValue(r, 'metadata-flavor') !== 'Google') return failing(r.status);
      return r.status === 200 ? 'yes' : failing(r.status);
    },
    azure: async () => {
      const r = await metadataRequest(
        `${endpoints.azure.replace(/\/+$/, '')}/metadata/instance/compute/azEnvironment?api-version=2021-02-01&format=text`,
        { headers: { Metadata: 'true' }, timeoutMs },
      );
      return r.status === 200 && r.body.trim() !== '' ? 'yes' : failing(r.status);
    },
  };
  const clouds = Object.keys(probes) as CloudName[];
  const answers = await Promise.all(
    clouds.map((cloud) =>
      probes[cloud]().catch((error: unknown) =>
        error instanceof MetadataRequestError && error.connected ? 'unsure' : 'no',
      ),
    ),
  );
  const cloud = clouds.find((_, i) => answers[i] === 'yes');
  return {
    ...(cloud ? { cloud } : {}),
    unsure: clouds.filter((_, i) => answers[i] === 'unsure'),
  };
}

/** A status that says a server is there and failing (it may answer later), or that it is not this cloud. */
function failing(status: number): Answer {
  return status >= 500 || status === 429 ? 'unsure' : 'no';
}
