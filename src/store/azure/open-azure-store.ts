import { systemClock } from '../../base/clock.js';
import type { StoreLocation } from '../store-location.js';
import { S3_PART_CONCURRENCY, S3_PART_SIZE, type StoreOptions } from '../store-options.js';
import type { Store } from '../store.js';
import { openContainer } from './azure-container.js';
import { AzureBlobStore } from './azure-store.js';

/**
 * Opens an Azure Blob store from `az://ACCOUNT/CONTAINER/PREFIX` or the
 * container's https URL. Block size and blocks in flight are the S3 part
 * settings: one pair of knobs for every store that splits files.
 */
export async function openAzureStore(
  location: Extract<StoreLocation, { kind: 'azure' }>,
  options: StoreOptions,
  name = 'store',
): Promise<Store> {
  const { blob } = location;
  return new AzureBlobStore({
    container: await openContainer(blob, name, location.url, options.azureConnectionString),
    account: blob.account,
    prefix: blob.prefix,
    blockSizeBytes: options.s3PartSizeBytes ?? S3_PART_SIZE,
    blockConcurrency: options.s3PartConcurrency ?? S3_PART_CONCURRENCY,
    clock: systemClock,
  });
}
