import type { StoreOptions } from '../store/store-options.js';

/**
 * What a store takes from the environment as a secret: never written to a
 * file, so a process that opens the store from a file (the warm caches'
 * save) reads it again from its own environment. A file of its own, so
 * that process loads nothing else of the settings.
 */
export function storeSecrets(env: NodeJS.ProcessEnv): Pick<StoreOptions, 'azureConnectionString'> {
  const azure = env.AZURE_STORAGE_CONNECTION_STRING;
  return azure ? { azureConnectionString: azure } : {};
}
