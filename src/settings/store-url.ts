import { resolve } from 'node:path';
import { UserError } from '../base/errors.js';
import { AZURE_BLOB_HTTPS, STORE_SCHEMES, STORE_URL_FORMS } from '../store/store-schemes.js';

/** A `store` value as the settings see it, before any store is opened. */
export interface StoreLocation {
  readonly url: string;
  /** For a `file://` store, its directory, absolute: outputs must stay out of it. */
  readonly fileDir?: string;
}

/**
 * Checks the form of a store URL without opening it, so a typo fails before
 * anything starts; the adapter checks the rest (bucket and artifact names)
 * when it opens, still before anything is written. A relative `file://`
 * directory is resolved against `cwd`, as the file store resolves it.
 */
export function readStoreLocation(value: string, name: string, cwd: string): StoreLocation {
  const url = value.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(url)?.[1]?.toLowerCase();
  if (AZURE_BLOB_HTTPS.test(url)) return { url };
  if (scheme === undefined || !(STORE_SCHEMES as readonly string[]).includes(scheme)) {
    throw new UserError(`${name}: "${value}" is not a store URL; expected ${STORE_URL_FORMS}`);
  }
  if (scheme !== 'file') return { url };
  const path = url.slice('file://'.length);
  if (path === '')
    throw new UserError(`${name}: "${value}" names no directory; expected file://DIR`);
  return { url, fileDir: resolve(cwd, path) };
}
