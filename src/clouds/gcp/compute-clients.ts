// The SDK's clients are imported by their own paths, not from the package
// root, which would load every Compute API (see compute-sdk.d.ts).
import {
  InstancesClient,
  type ComputeClientOptions,
} from '@google-cloud/compute/build/src/v1/instances_client.js';
import { ZoneOperationsClient } from '@google-cloud/compute/build/src/v1/zone_operations_client.js';
import { endpointOptions } from './compute-endpoint.js';

export interface ComputeClients {
  readonly instances: InstancesClient;
  readonly operations: ZoneOperationsClient;
}

/**
 * Both clients over the REST transport (HTTP/1.1 and JSON, no gRPC), at
 * `endpoint`, or compute.googleapis.com. The first client
 * costs about a second and a half: the SDK builds its protobuf description
 * of all of Compute; the second reuses it.
 */
export function computeClients(
  endpoint: string | undefined,
  authClient: ComputeClientOptions['authClient'],
): ComputeClients {
  const options: ComputeClientOptions = {
    fallback: true,
    ...(endpoint === undefined ? {} : endpointOptions(endpoint)),
    ...(authClient === undefined ? {} : { authClient }),
  };
  const instances = new InstancesClient(options);
  // Sharing the first client's auth resolves credentials once for both.
  const operations = new ZoneOperationsClient({ ...options, auth: instances.auth });
  return { instances, operations };
}
