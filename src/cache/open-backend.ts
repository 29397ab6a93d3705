import type { CacheBackend } from './backend.js';
import type { CacheSpec } from './cache-spec.js';

/** Loads the spec's backend; the GitHub one only when asked for, as it pulls in @actions/cache. */
export async function openCacheBackend(spec: CacheSpec): Promise<CacheBackend> {
  if (spec.backend === 'github') {
    const { GitHubCacheBackend } = await import('./github-backend.js');
    return new GitHubCacheBackend(spec);
  }
  const { openStoreCacheBackend } = await import('./store-backend.js');
  return openStoreCacheBackend(spec);
}
