import { parseManifest } from '../../records/manifest.js';
import type { Store } from '../../store/store.js';
import type { CheckedAttempt } from './check-run.js';

/**
 * What the store no longer holds of what the attempts made durable: each
 * sealed manifest, and each object it names (where the store can list).
 * A trainer that deletes the check's store (a wipe of its working tree, a
 * `rm -rf` of a cache) leaves the attempts' reports saying "durable" about
 * bytes that are gone; the card reads the store again before it says so.
 */
export async function missingFromStore(
  store: Store,
  lineage: string,
  attempts: readonly CheckedAttempt[],
): Promise<string[]> {
  const sealed = attempts.filter((attempt) => attempt.result.seal.sealed);
  if (sealed.length === 0) return [];
  const listed = store.listKeys
    ? new Set(await store.listKeys(`${lineage}/`).catch(() => []))
    : undefined;
  const missing: string[] = [];
  for (const { result } of sealed) {
    const text = await store.readText(result.manifestKey).catch(() => undefined);
    const manifest = text === undefined ? undefined : parseManifest(text);
    if (manifest === undefined || typeof manifest === 'string') {
      missing.push(result.manifestKey);
      continue;
    }
    if (!listed) continue;
    for (const file of manifest.files) if (!listed.has(file.key)) missing.push(file.key);
  }
  return [...new Set(missing)];
}
