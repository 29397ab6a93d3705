import { restoreCache, saveCache } from '@actions/cache';
import type { CacheBackend } from './backend.js';
import type { CacheSpec } from './cache-spec.js';

/**
 * GitHub's cache service through @actions/cache (tar + zstd, uploaded to the
 * URL the service signs). Paths are given as the user wrote them: the
 * service files an entry under a version made from them, so the save and
 * the restore must pass the same strings.
 */
export class GitHubCacheBackend implements CacheBackend {
  readonly where = 'GitHub cache';

  constructor(private readonly spec: CacheSpec) {}

  async restore(): Promise<{ matchedKey: string } | undefined> {
    const matchedKey = await this.inWorkspace(() =>
      restoreCache([...this.spec.paths], this.spec.key, [...this.spec.restoreKeys]),
    );
    return matchedKey === undefined ? undefined : { matchedKey };
  }

  async has(): Promise<boolean> {
    const found = await this.inWorkspace(() =>
      restoreCache([...this.spec.paths], this.spec.key, [], { lookupOnly: true }),
    );
    return found === this.spec.key;
  }

  async save(): Promise<{ archiveBytes?: number }> {
    // saveCache reports a refused or failed upload in the log and returns -1.
    const id = await this.inWorkspace(() => saveCache([...this.spec.paths], this.spec.key));
    if (id === -1) {
      throw new Error(
        `the cache service did not keep ${this.spec.key}; its reason is in the log above`,
      );
    }
    return {};
  }

  /**
   * @actions/cache globs relative paths from the current directory and
   * writes tar entries relative to GITHUB_WORKSPACE, else the current
   * directory; both must be the workspace. `spec.cwd` is GITHUB_WORKSPACE
   * where it is set (the settings read it from there, and the save process
   * is started with it), so only the directory is changed here.
   * Process-wide, which is safe where this runs: the warm step and the save
   * process, each doing nothing else meanwhile.
   */
  private async inWorkspace<T>(task: () => Promise<T>): Promise<T> {
    const before = process.cwd();
    process.chdir(this.spec.cwd);
    try {
      return await task();
    } finally {
      process.chdir(before);
    }
  }
}
