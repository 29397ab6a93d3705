import type { ComputeClientOptions } from '@google-cloud/compute/build/src/v1/instances_client.js';
import { UserError } from '../../base/errors.js';

/**
 * Client options for an endpoint URL such as http://127.0.0.1:8085 or
 * https://compute.example.internal/compute/v1/. The client adds /compute/v1/
 * to every path itself, so a URL may end there (as gcloud's override does)
 * but may not point anywhere else.
 */
export function endpointOptions(
  url: string,
): Pick<ComputeClientOptions, 'apiEndpoint' | 'port' | 'protocol'> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UserError(
      `GCP Compute endpoint "${url}" is not a URL; expected the form https://host[:port] or http://host:port`,
    );
  }
  const protocol = parsed.protocol.replace(/:$/, '');
  if (protocol !== 'http' && protocol !== 'https') {
    throw new UserError(`GCP Compute endpoint "${url}" must start with http:// or https://`);
  }
  if (!/^\/(compute\/v1\/?)?$/.test(parsed.pathname)) {
    throw new UserError(
      `GCP Compute endpoint "${url}" has the path ${parsed.pathname}; give the server only (https://host[:port]), optionally followed by /compute/v1/`,
    );
  }
  const port = parsed.port === '' ? (protocol === 'https' ? 443 : 80) : Number(parsed.port);
  return { apiEndpoint: parsed.hostname, port, protocol };
}
