import type { ContainerClient, StoragePipelineOptions } from '@azure/storage-blob';
import { UserError } from '../../base/errors.js';
import type { AzureBlobLocation } from './azure-url.js';

/** The account Azurite and the storage emulator serve under `UseDevelopmentStorage=true`. */
const DEVELOPMENT_ACCOUNT = 'devstoreaccount1';

/**
 * The SDK's own retries, on top of which the store retries what it can
 * repeat: five tries, the first retry after half a second rather than the
 * default four, so a blip costs a restore seconds, not half a minute. The
 * SDK retries a 500, a 503 (Azure's throttling) and a dropped connection.
 */
const PIPELINE: StoragePipelineOptions = {
  retryOptions: { maxTries: 5, retryDelayInMs: 500, maxRetryDelayInMs: 8000 },
};

/**
 * A client of the store's container. With a connection string (the
 * settings read AZURE_STORAGE_CONNECTION_STRING: an emulator such as
 * Azurite, or a shared key), it gives the endpoint and the key, and must
 * name the URL's account: a store
 * URL that says one account while the bytes go to another would be read
 * back wrong by anyone with the URL alone. Otherwise the endpoint is the
 * account's public one and DefaultAzureCredential signs in (azure/login's
 * session or OIDC federation, a VM's managed identity, the environment).
 */
export async function openContainer(
  location: AzureBlobLocation,
  name: string,
  url: string,
  connectionString: string | undefined,
): Promise<ContainerClient> {
  const { BlobServiceClient } = await import('@azure/storage-blob');
  if (connectionString) {
    const named = connectionStringAccount(connectionString);
    if (named !== location.account) {
      throw new UserError(
        `${name}: "${url}" names storage account "${location.account}", but AZURE_STORAGE_CONNECTION_STRING is for ${named ? `"${named}"` : 'no account'}; use the connection string's account in the URL, or unset it to sign in with DefaultAzureCredential`,
      );
    }
    return BlobServiceClient.fromConnectionString(connectionString, PIPELINE).getContainerClient(
      location.container,
    );
  }
  // @azure/identity takes half a second to load: only a store that signs in loads it.
  const { DefaultAzureCredential } = await import('@azure/identity');
  return new BlobServiceClient(
    `https://${location.account}.blob.core.windows.net`,
    new DefaultAzureCredential(),
    PIPELINE,
  ).getContainerClient(location.container);
}

/** The AccountName of a connection string (never its key), or the emulator's for `UseDevelopmentStorage=true`. */
export function connectionStringAccount(connectionString: string): string | undefined {
  const fields = new Map<string, string>();
  for (const part of connectionString.split(';')) {
    const at = part.indexOf('=');
    if (at > 0) fields.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
  }
  if (fields.get('usedevelopmentstorage')?.toLowerCase() === 'true') return DEVELOPMENT_ACCOUNT;
  // A SAS connection string has no AccountName; its endpoint's host starts with the account.
  const endpointHost = /^https?:\/\/([^./:]+)\.blob\./i.exec(fields.get('blobendpoint') ?? '');
  return fields.get('accountname') ?? endpointHost?.[1]?.toLowerCase();
}
