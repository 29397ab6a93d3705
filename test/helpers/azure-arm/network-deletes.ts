import type { NetworkResource } from './compute.js';
import type { Operations } from './operations.js';

interface Reply {
  readonly status: number;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

/** Network's own operation URLs: Azure-AsyncOperation (`operations`) and Location (`operationResults`). */
export const NETWORK_OPERATION =
  /^\/subscriptions\/([^/]+)\/providers\/Microsoft\.Network\/locations\/([^/]+)\/(operations|operationResults)\/([^/]+)$/i;

/**
 * NetworkInterfaces_Delete and PublicIPAddresses_Delete as the Network
 * 2024-05-01 description (../shared/specs/azure/network-2024-05-01.json) has
 * them: long-running, 202 with a Location (final state via location) and an
 * Azure-AsyncOperation, Retry-After; 204 when there is nothing to delete. A
 * Location poll answers 202 while the delete runs, 200 once it is done, and
 * the error (CloudError, `{error: {code, message}}`) with a 4xx or 5xx when
 * it failed. Departures: the delete of a NIC still attached to a VM is taken
 * (Azure refuses it with NicInUse), and a failure is always a 500
 * InternalServerError, the one failure tests ask for.
 */
export class NetworkDeletes {
  /** Resource id (lowercase) -> how many more deletes of it fail. */
  private readonly failures = new Map<string, number>();

  constructor(
    private readonly network: Map<string, NetworkResource>,
    private readonly operations: Operations,
    private readonly url: (location: string, id: string, results: boolean) => string,
  ) {}

  failNext(id: string, times: number): void {
    this.failures.set(id.toLowerCase(), times);
  }

  /** Whether a delete of this resource fails now (counting it): a cascade from its VM's delete too. */
  takeFailure(id: string): boolean {
    const left = this.failures.get(id.toLowerCase()) ?? 0;
    if (left > 0) this.failures.set(id.toLowerCase(), left - 1);
    return left > 0;
  }

  delete(path: string): Reply {
    const resource = this.network.get(path.toLowerCase());
    if (resource === undefined) return { status: 204 };
    const fails = this.takeFailure(resource.id);
    const operation = this.operations.start(() => {
      if (fails)
        return {
          code: 'InternalServerError',
          message: `An error occurred deleting ${resource.name}; the emulator was told to fail this delete`,
        };
      this.network.delete(path.toLowerCase());
      return undefined;
    });
    return {
      status: 202,
      headers: {
        'Azure-AsyncOperation': this.url(resource.location, operation, false),
        Location: this.url(resource.location, operation, true),
        'Retry-After': '10',
      },
    };
  }

  poll(kind: string, id: string): Reply {
    if (kind.toLowerCase() === 'operations') {
      const status = this.operations.poll(id);
      return status === undefined ? notFound() : { status: 200, body: status };
    }
    const result = this.operations.monitor(id);
    if (result === undefined) return notFound();
    if (!result.done) return { status: 202, headers: { 'Retry-After': '10' } };
    return result.error === undefined
      ? { status: 200 }
      : { status: 500, body: { error: result.error } };
  }
}

function notFound(): Reply {
  return { status: 404, body: { error: { code: 'NotFound', message: 'no such operation' } } };
}
