/** The URL schemes a `store` may use, each opened by its own adapter (see openStore). */
export const STORE_SCHEMES = ['file', 's3', 'gs', 'az', 'artifact'] as const;

/** The other spelling of an Azure Blob store: its container's own https URL. */
export const AZURE_BLOB_HTTPS = /^https:\/\/[a-z0-9]{3,24}\.blob\.core\.windows\.net\//i;

/** What an error says a store URL may look like. */
export const STORE_URL_FORMS =
  's3://BUCKET/PREFIX, gs://BUCKET/PREFIX, az://ACCOUNT/CONTAINER/PREFIX, artifact://NAME or file://DIR';
