import { lsCommand } from './store-ls.js';
import { pruneCommand } from './store-prune.js';
import { restoreCommand } from './store-restore.js';

/** The commands that look into a store from outside a run, loaded together when one is asked for. */
export function storeCommand(
  command: 'ls' | 'restore' | 'prune',
  args: readonly string[],
): Promise<number> {
  switch (command) {
    case 'ls':
      return lsCommand(args);
    case 'restore':
      return restoreCommand(args);
    case 'prune':
      return pruneCommand(args);
  }
}
