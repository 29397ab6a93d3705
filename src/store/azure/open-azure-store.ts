import { systemClock } from '../../base/clock.js';
import { S3_PART_CONCURRENCY, S3_PART_SIZE, type StoreOptions } from '../open-store.js';
import type { Store } from '../store.js';
import { openContainer } from './azure-container.js';
import { AzureBlobStore } from './azure-store.js';
import { parseAzureBlobUrl } from './azure-url.js';

/**
 * Opens an Azure Blob store from `az://ACCOUNT/CONTAINER/PREFIX` or the
 * container's https URL. Block size and blocks in flight are the S3 part
 * settings: one pair of knobs for every store that splits files.
 */
export async function openAzureStore(
  url: string,
  name: string,
  options: StoreOptions,
): Promise<Store> {
  const location = parseAzureBlobUrl(url, name);
  return new AzureBlobStore({
    container: await openContainer(location, name, url),
    account: location.account,
    prefix: location.prefix,
    blockSizeBytes: options.s3PartSizeBytes ?? S3_PART_SIZE,
    blockConcurrency: options.s3PartConcurrency ?? S3_PART_CONCURRENCY,
    clock: systemClock,
  });
}
