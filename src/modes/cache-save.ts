import { readFile, writeFile } from 'node:fs/promises';
import { systemClock } from '../base/clock.js';
import { describeError } from '../base/errors.js';
import { openCacheBackend } from '../cache/open-backend.js';
import { specWithSecrets, type CacheSpec, type SaveReport } from '../cache/cache-spec.js';
import type { StoreOptions } from '../store/store-options.js';
import { saveOnce } from '../cache/save-once.js';

/**
 * dist/cache-save.js SPEC RESULT: the early save, in a process of its own.
 * Neither @actions/cache's saveCache nor a store upload can be stopped half
 * way from inside, and a notice must stop the save at once so it takes no
 * bandwidth from the checkpoint flush: killing this process's group (it and
 * the tar it runs) does that. `secrets` are the store's, from this
 * process's environment: the spec file holds none.
 */
export async function cacheSaveMain(
  argv: readonly string[],
  secrets: Pick<StoreOptions, 'azureConnectionString'>,
): Promise<number> {
  const [specFile, resultFile] = argv;
  if (specFile === undefined || resultFile === undefined) {
    process.stderr.write('usage: cache-save.js SPEC-FILE RESULT-FILE\n');
    return 2;
  }
  let report: SaveReport;
  try {
    const spec = specWithSecrets(
      JSON.parse(await readFile(specFile, 'utf8')) as CacheSpec,
      secrets,
    );
    report = await saveOnce(spec, await openCacheBackend(spec), systemClock);
  } catch (error) {
    report = { state: 'failed', message: describeError(error) };
  }
  await writeFile(resultFile, JSON.stringify(report));
  return 0;
}
