// The one bundle behind dist/main.js, dist/post.js and dist/cli.js. Each
// entry is a chunk loaded on demand: the CLI never loads @actions/core (and
// the HTTP client under it), and a cloud SDK is loaded only by its adapter.
import './base/esm-globals.js';
import { enlargeThreadPool } from './base/thread-pool.js';
import type { Mode } from './settings/input-names.js';

enlargeThreadPool();

/** The action's main step; `mode` is fixed by a per-mode action (`launch/action.yml`, ...). */
export async function main(mode?: Mode): Promise<void> {
  await (await import('./main.js')).main(mode);
}

export async function post(): Promise<void> {
  await (await import('./post.js')).post();
}

export async function cli(argv?: readonly string[]): Promise<number> {
  return (await import('./cli.js')).cli(argv);
}

/** dist/cache-save.js: the warm caches' early save, in a process a notice can kill. */
export async function cacheSave(argv: readonly string[]): Promise<number> {
  const [{ cacheSaveMain }, { storeSecrets }] = await Promise.all([
    import('./modes/cache-save.js'),
    import('./settings/store-secrets.js'),
  ]);
  return cacheSaveMain(argv, storeSecrets(process.env));
}
