import type { StoreLocation } from './store-location.js';
import type { StoreOptions } from './store-options.js';
import type { Store } from './store.js';

/**
 * Opens the store at `location`. Each adapter is imported when its kind is
 * opened: a run that writes to a local directory never loads the AWS SDK.
 */
export async function openStore(
  location: StoreLocation,
  options: StoreOptions = {},
): Promise<Store> {
  switch (location.kind) {
    case 'file': {
      const { FileStore } = await import('./file/file-store.js');
      return new FileStore(location.dir, options.logger);
    }
    case 's3':
      return (await import('./s3/open-s3-store.js')).openS3Store(location, options);
    case 'gs':
      return (await import('./gcs/open-gcs-store.js')).openGcsStore(location, options);
    case 'azure':
      return (await import('./azure/open-azure-store.js')).openAzureStore(location, options);
    case 'artifact':
      return (await import('./artifact/open-artifact-store.js')).openArtifactStore(
        location,
        options,
      );
  }
}
