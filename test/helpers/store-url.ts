import { openStore } from '../../src/store/open-store.js';
import { parseStoreUrl } from '../../src/store/store-location.js';
import type { StoreOptions } from '../../src/store/store-options.js';
import type { Store } from '../../src/store/store.js';

/**
 * Opens a store from its URL as a user gives it: read as the settings read
 * it (an Azure connection string from the environment too), then opened.
 */
export async function openStoreUrl(url: string, options: StoreOptions = {}): Promise<Store> {
  const azure = process.env.AZURE_STORAGE_CONNECTION_STRING;
  return openStore(parseStoreUrl(url, 'store', process.cwd()), {
    ...(azure ? { azureConnectionString: azure } : {}),
    ...options,
  });
}
