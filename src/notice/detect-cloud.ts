import type { CloudName } from '../clouds/cloud.js';
import type { MetadataEndpoints } from './endpoints.js';
import { headerValue, metadataRequest } from './metadata-http.js';

/**
 * Which cloud this machine runs on, asked of all three metadata servers at
 * once with a short timeout each. Each probe needs an answer only its own
 * cloud gives (AWS issues an IMDSv2 token, GCE answers with
 * `Metadata-Flavor: Google`, Azure serves its instance document), so a
 * machine on none of them (a laptop, a GitHub-hosted runner) is known as such
 * within `timeoutMs` and nothing waits on a metadata server afterwards.
 */
export async function detectCloud(
  endpoints: MetadataEndpoints,
  timeoutMs = 1500,
): Promise<CloudName | undefined> {
  const probes: Record<CloudName, () => Promise<boolean>> = {
    aws: async () => {
      const r = await metadataRequest(`${endpoints.aws.replace(/\/+$/, '')}/latest/api/token`, {
        method: 'PUT',
        headers: { 'X-aws-ec2-metadata-token-ttl-seconds': '60' },
        timeoutMs,
      });
      return r.status === 200 && r.body !== '';
    },
    gcp: async () => {
      const host = endpoints.gcp.replace(/^https?:\/\//, '').replace(/\/+$/, '');
      const r = await metadataRequest(`http://${host}/computeMetadata/v1/instance/id`, {
        headers: { 'Metadata-Flavor': 'Google' },
        timeoutMs,
      });
      return r.status === 200 && headerValue(r, 'metadata-flavor') === 'Google';
    },
    azure: async () => {
      const r = await metadataRequest(
        `${endpoints.azure.replace(/\/+$/, '')}/metadata/instance/compute/azEnvironment?api-version=2021-02-01&format=text`,
        { headers: { Metadata: 'true' }, timeoutMs },
      );
      return r.status === 200 && r.body.trim() !== '';
    },
  };
  const answers = await Promise.all(
    (Object.keys(probes) as CloudName[]).map(async (cloud) =>
      (await probes[cloud]().catch(() => false)) ? cloud : undefined,
    ),
  );
  return answers.find((cloud) => cloud !== undefined);
}
