import { readFile, writeFile } from 'node:fs/promises';
import { systemClock } from '../base/clock.js';
import { describeError } from '../base/errors.js';
import { openCacheBackend } from './open-backend.js';
import type { CacheSpec, SaveReport } from './cache-spec.js';
import { saveOnce } from './save-once.js';

/**
 * dist/cache-save.js SPEC RESULT: the early save, in a process of its own.
 * Neither @actions/cache's saveCache nor a store upload can be stopped half
 * way from inside, and a notice must stop the save at once so it takes no
 * bandwidth from the checkpoint flush: killing this process's group (it and
 * the tar it runs) does that.
 */
export async function cacheSaveMain(argv: readonly string[]): Promise<number> {
  const [specFile, resultFile] = argv;
  if (specFile === undefined || resultFile === undefined) {
    process.stderr.write('usage: cache-save.js SPEC-FILE RESULT-FILE\n');
    return 2;
  }
  let report: SaveReport;
  try {
    const spec = JSON.parse(await readFile(specFile, 'utf8')) as CacheSpec;
    report = await saveOnce(spec, await openCacheBackend(spec), systemClock);
  } catch (error) {
    report = { state: 'failed', message: describeError(error) };
  }
  await writeFile(resultFile, JSON.stringify(report));
  return 0;
}
