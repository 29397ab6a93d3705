import { parseStoreUrl, type StoreLocation } from './store-location.js';

/**
 * The clouds a store can live in: `CloudName` of clouds/cloud.ts, spelled
 * out here because the store and the clouds stand on one floor and import
 * neither each other (docs/architecture.md). A unit test keeps the two the
 * same.
 */
export type StoreCloud = 'aws' | 'gcp' | 'azure';

/**
 * Each kind of store and the cloud whose egress its traffic pays. A record,
 * so a new kind of store must say whether it lives in a cloud.
 */
const CLOUD_OF_KIND: Readonly<Record<StoreLocation['kind'], StoreCloud | undefined>> = {
  s3: 'aws',
  gs: 'gcp',
  azure: 'azure',
  // A directory or a workflow artifact is in no cloud a VM pays to leave.
  file: undefined,
  artifact: undefined,
};

/**
 * The cloud a store URL's bytes live in, which bills what leaves it (a
 * restore to a VM in another cloud) and which a VM's uploads enter for free:
 * `s3://` is AWS, `gs://` GCP, `az://` or a container's
 * `https://ACCOUNT.blob.core.windows.net/` URL Azure; `file://`,
 * `artifact://` and anything that is not a store URL are in none. An S3
 * URL with an S3-compatible endpoint elsewhere (MinIO, R2) still reads as
 * AWS: the URL does not say where its endpoint is.
 */
export function storeCloudOf(url: string): StoreCloud | undefined {
  let kind: StoreLocation['kind'];
  try {
    // The one reader of store URLs decides the kind; a relative file:// needs some directory.
    kind = parseStoreUrl(url, 'store', '/').kind;
  } catch {
    return undefined;
  }
  return CLOUD_OF_KIND[kind];
}
