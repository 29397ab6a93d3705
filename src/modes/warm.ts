import { join } from 'node:path';
import { Output } from '../action/outputs.js';
import { openCacheBackend } from '../cache/open-backend.js';
import type { CacheSpec, RestoreReport } from '../cache/cache-spec.js';
import { pathsSize } from '../cache/path-size.js';
import { warmRecordPath, writeWarmRecord } from '../cache/warm-record.js';
import type { Clock } from '../base/clock.js';
import { describeError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import { formatBytes } from '../base/bytes.js';
import { formatDuration } from '../base/duration.js';
import type { ModeDeps } from './mode-deps.js';

/**
 * Mode `warm`, a step before the user's setup steps: restores the named
 * cache paths, and leaves the train step of this job what it needs to save
 * them early (see warm-record.ts). A cache is an optimisation: a failed
 * restore is a warning and a cold start, never a failed job; a bad input
 * still fails the step.
 */
export async function warmMode(spec: CacheSpec, deps: ModeDeps): Promise<RestoreReport> {
  const { context, logger, clock } = deps;
  const restore = await restoreWarm(spec, clock, logger);
  const temp = join(context.runnerTemp ?? context.workspace, 'spot-train');
  await writeWarmRecord(warmRecordPath(temp), { spec, restore });
  const matched = restore.state === 'restored' ? restore.matchedKey : '';
  deps.setOutput(Output.cacheHit, String(matched === spec.key));
  deps.setOutput(Output.cacheMatchedKey, matched);
  return restore;
}

async function restoreWarm(spec: CacheSpec, clock: Clock, logger: Logger): Promise<RestoreReport> {
  const started = clock.now();
  try {
    const backend = await openCacheBackend(spec);
    logger.info(`restoring warm caches under ${spec.key} from ${backend.where}`);
    const found = await backend.restore();
    const ms = clock.now() - started;
    if (!found) {
      logger.info(
        `no warm cache under ${spec.key} yet; the train step saves one at its first step`,
      );
      return { state: 'miss', ms };
    }
    const bytes = await pathsSize(spec.paths, spec.cwd);
    logger.info(
      `warm caches restored from ${found.matchedKey}: ${formatBytes(bytes)} in ${formatDuration(ms)}`,
    );
    return { state: 'restored', matchedKey: found.matchedKey, bytes, ms, ...withArchive(found) };
  } catch (error) {
    const message = describeError(error);
    logger.warning(`could not restore the warm caches (starting cold): ${message}`);
    return { state: 'failed', message, ms: clock.now() - started };
  }
}

function withArchive(found: { archiveBytes?: number }): { archiveBytes?: number } {
  return found.archiveBytes === undefined ? {} : { archiveBytes: found.archiveBytes };
}
