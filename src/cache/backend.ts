/**
 * Where warm caches are kept: GitHub's cache service or the run's own
 * store. Each restores the spec's paths from its key and saves them under it.
 */
export interface CacheBackend {
  /** Where, for logs and the summary: the service, or the store's URL. */
  readonly where: string;
  /** Restores the entry into the spec's paths; the key it came from, or undefined when there is none. */
  restore(): Promise<{ readonly matchedKey: string; readonly archiveBytes?: number } | undefined>;
  /** Whether an entry exists under exactly the spec's key. */
  has(): Promise<boolean>;
  /** Saves the paths under the key; throws when the backend did not keep them. */
  save(): Promise<{ readonly archiveBytes?: number }>;
}
