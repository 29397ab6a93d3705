import { resolve } from 'node:path';
import { UserError } from '../base/errors.js';
import { invalidBaseName } from './artifact/artifact-names.js';
import { parseAzureBlobUrl, type AzureBlobLocation } from './azure/azure-url.js';

/** Where a store is, read once from its URL; each kind is opened by its own adapter. */
export type StoreLocation =
  | { readonly kind: 'file'; readonly url: string; /** Absolute. */ readonly dir: string }
  | { readonly kind: 's3'; readonly url: string; readonly bucket: string; readonly prefix: string }
  | { readonly kind: 'gs'; readonly url: string; readonly bucket: string; readonly prefix: string }
  | { readonly kind: 'azure'; readonly url: string; readonly blob: AzureBlobLocation }
  | { readonly kind: 'artifact'; readonly url: string; readonly base: string };

/** The other spelling of an Azure Blob store: its container's own https URL. */
const AZURE_BLOB_HTTPS = /^https:\/\/[a-z0-9]{3,24}\.blob\.core\.windows\.net\//i;

/** What an error says a store URL may look like. */
const STORE_URL_FORMS =
  's3://BUCKET/PREFIX, gs://BUCKET/PREFIX, az://ACCOUNT/CONTAINER/PREFIX, artifact://NAME or file://DIR';

/** S3's rules for a bucket's name. */
const S3_BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
/** GCS bucket names: 3-63 characters of lowercase letters, digits, `-`, `_` and `.` (dotted names up to 222). */
const GCS_BUCKET = /^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/;

/**
 * Reads a store URL, checking everything that can be checked without the
 * network (the scheme, bucket and account names, the artifact name), so a
 * typo fails before anything starts. `name` is how the user named the
 * setting; a relative `file://` directory is resolved against `cwd`.
 */
export function parseStoreUrl(value: string, name: string, cwd: string): StoreLocation {
  const url = value.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(url)?.[1]?.toLowerCase();
  if (scheme === 'az' || AZURE_BLOB_HTTPS.test(url))
    return { kind: 'azure', url, blob: parseAzureBlobUrl(url, name) };
  switch (scheme) {
    case 'file':
      return fileLocation(url, value, name, cwd);
    case 's3':
    case 'gs':
      return bucketLocation(scheme, url, name);
    case 'artifact':
      return artifactLocation(url, name);
    default:
      throw new UserError(`${name}: "${value}" is not a store URL; expected ${STORE_URL_FORMS}`);
  }
}

function fileLocation(url: string, value: string, name: string, cwd: string): StoreLocation {
  const path = url.slice('file://'.length);
  if (path === '')
    throw new UserError(`${name}: "${value}" names no directory; expected file://DIR`);
  return { kind: 'file', url, dir: resolve(cwd, path) };
}

function bucketLocation(scheme: 's3' | 'gs', url: string, name: string): StoreLocation {
  const [bucket = '', ...rest] = url.slice(`${scheme}://`.length).split('/');
  const prefix = rest.filter((part) => part !== '').join('/');
  if (scheme === 's3') {
    if (!S3_BUCKET.test(bucket)) {
      throw new UserError(
        `${name}: "${bucket}" in "${url}" is not an S3 bucket name; expected s3://BUCKET/PREFIX`,
      );
    }
    return { kind: 's3', url, bucket, prefix };
  }
  if (!GCS_BUCKET.test(bucket) || (bucket.length > 63 && !bucket.includes('.'))) {
    throw new UserError(
      `${name}: "${bucket}" in "${url}" is not a GCS bucket name; expected gs://BUCKET/PREFIX with a bucket of 3-63 lowercase letters, digits, '-', '_' or '.'`,
    );
  }
  return { kind: 'gs', url, bucket, prefix };
}

function artifactLocation(url: string, name: string): StoreLocation {
  const base = url.slice('artifact://'.length).replace(/\/$/, '');
  const invalid = invalidBaseName(base);
  if (invalid !== undefined) {
    throw new UserError(`${name}: "${base}" in "${url}" cannot name artifacts; ${invalid}`);
  }
  return { kind: 'artifact', url, base };
}
