import { UserError } from '../../errors.js';
import type { StoreOptions } from '../open-store.js';
import type { Store } from '../store.js';

/** Opens a Gcs store from its URL (placeholder until the adapter lands). */
export async function openGcsStore(
  url: string,
  name: string,
  options: StoreOptions,
): Promise<Store> {
  options.logger?.debug(`${url}: not available yet`);
  return Promise.reject(new UserError(`${name}: "${url}": this store is not available yet`));
}
