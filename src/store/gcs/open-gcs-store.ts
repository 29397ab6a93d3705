import { systemClock } from '../../base/clock.js';
import type { StoreLocation } from '../store-location.js';
import { S3_PART_CONCURRENCY, S3_PART_SIZE, type StoreOptions } from '../store-options.js';
import type { Store } from '../store.js';

/**
 * Opens a `gs://BUCKET/PREFIX` store. Credentials come from Application
 * Default Credentials alone (google-github-actions/auth, a VM's service
 * account, GOOGLE_APPLICATION_CREDENTIALS), looked up on the first request.
 * Against a custom endpoint (gcs-endpoint, else STORAGE_EMULATOR_HOST) the
 * client sends none, as an emulator expects.
 */
export async function openGcsStore(
  location: Extract<StoreLocation, { kind: 'gs' }>,
  options: StoreOptions,
): Promise<Store> {
  const { bucket, prefix } = location;
  const given = options.gcsEndpoint;
  // Emulators are often named by host:port alone (Go's and Python's clients
  // take STORAGE_EMULATOR_HOST so); they speak plain HTTP.
  const endpoint = given?.replace(/\/+$/, '').replace(/^(?![a-z][a-z0-9+.-]*:\/\/)/i, 'http://');
  const { Storage } = await import('@google-cloud/storage');
  const storage = new Storage({
    ...(endpoint ? { apiEndpoint: endpoint } : {}),
    // Every request is retried by the store itself (gcs-errors.ts), with its
    // clock and never on a 412; the client's own retries would multiply them.
    retryOptions: { autoRetry: false },
  });
  // With STORAGE_EMULATOR_HOST set, the client sends JSON API calls to that
  // host without the /storage/v1 path its uploads and every real endpoint
  // use; one base for both keeps gcs-endpoint and the variable equivalent.
  if (endpoint) storage.baseUrl = `${endpoint}/storage/v1`;
  const { GcsStore } = await import('./gcs-store.js');
  const { GcsMedia } = await import('./gcs-media.js');
  const media = new GcsMedia({
    endpoint: endpoint ?? storage.apiEndpoint,
    bucket,
    authHeaders: endpoint
      ? () => Promise.resolve({})
      : async () => Object.fromEntries(await storage.authClient.getRequestHeaders()),
  });
  return new GcsStore({
    bucket: storage.bucket(bucket),
    media,
    prefix,
    partSizeBytes: options.s3PartSizeBytes ?? S3_PART_SIZE,
    partConcurrency: options.s3PartConcurrency ?? S3_PART_CONCURRENCY,
    clock: systemClock,
  });
}
