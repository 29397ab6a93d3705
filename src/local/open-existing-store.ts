import { stat } from 'node:fs/promises';
import type { Logger } from '../base/log.js';
import { UserError } from '../base/errors.js';
import { errorCode } from '../base/error-code.js';
import type { StoreSettings } from '../settings/store.js';
import { openStore } from '../store/open-store.js';
import type { Store } from '../store/store.js';

/**
 * Opens the store a command looks into. A directory store that does not
 * exist is a mistyped path, not an empty store: saying "no lineages" there
 * would send the user looking for runs that were never lost.
 */
export async function openExistingStore(settings: StoreSettings, logger: Logger): Promise<Store> {
  const { location } = settings;
  if (location.kind === 'file') {
    const found = await stat(location.dir).catch((error: unknown) => {
      if (errorCode(error) === 'ENOENT') return undefined;
      throw error;
    });
    if (!found)
      throw new UserError(
        `--store: ${location.dir} does not exist; 'spot-train run' writes to .spot-train/store in the directory it runs in unless given --store`,
      );
    if (!found.isDirectory()) throw new UserError(`--store: ${location.dir} is not a directory`);
  }
  return openStore(location, { ...settings.options, logger });
}
