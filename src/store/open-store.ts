import { resolve } from 'node:path';
import { UserError } from '../errors.js';
import type { Store } from './store.js';

/**
 * Turns a `store` value into a Store. Adapters are imported lazily: a run
 * that writes to a local directory never loads a cloud SDK.
 */
export async function openStore(url: string, name = 'store'): Promise<Store> {
  const text = url.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(text)?.[1]?.toLowerCase();
  if (scheme === 'file') {
    const path = text.slice('file://'.length);
    if (path === '')
      throw new UserError(`${name}: "${url}" names no directory; expected file://DIR`);
    const { FileStore } = await import('./file-store.js');
    return new FileStore(resolve(path));
  }
  if (scheme === 's3' || scheme === 'artifact') {
    throw new UserError(
      `${name}: "${url}" uses the ${scheme}:// store, which this version of spot-train does not include yet; use file://DIR`,
    );
  }
  throw new UserError(`${name}: "${url}" is not a store URL; expected file://DIR`);
}
