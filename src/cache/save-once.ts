import type { Clock } from '../base/clock.js';
import { describeError } from '../base/errors.js';
import type { CacheBackend } from './backend.js';
import type { CacheSpec, SaveReport } from './cache-spec.js';
import { pathsSize } from './path-size.js';

/**
 * One save of the warm paths: refused when they outgrow cache-max-size,
 * skipped when an entry for the key exists (entries are never replaced, in
 * GitHub's service as in the store backend), otherwise archived and sent.
 */
export async function saveOnce(
  spec: CacheSpec,
  backend: CacheBackend,
  clock: Pick<Clock, 'now'>,
): Promise<SaveReport> {
  try {
    const bytes = await pathsSize(spec.paths, spec.cwd);
    if (bytes > spec.maxSizeBytes) return { state: 'too-big', bytes, limit: spec.maxSizeBytes };
    if (await backend.has()) {
      return { state: 'cached', why: `${backend.where} already holds ${spec.key}` };
    }
    const started = clock.now();
    const { archiveBytes } = await backend.save();
    return {
      state: 'saved',
      bytes,
      ...(archiveBytes === undefined ? {} : { archiveBytes }),
      ms: clock.now() - started,
    };
  } catch (error) {
    return { state: 'failed', message: describeError(error) };
  }
}
