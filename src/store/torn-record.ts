import type { Clock } from '../base/clock.js';
import type { Logger } from '../base/log.js';
import type { Store } from './store.js';

/**
 * How long a record that is empty or unreadable is given to become whole
 * before it counts as torn. Where the file system refuses hard links the
 * file store creates a record with O_EXCL and writes its text after, so a
 * reader can catch a live writer between the two (milliseconds); a record
 * still torn after this long was left by a writer killed in between.
 */
export const TORN_RECHECK_MS = 2000;

/** What settledRecord says of a record its writer never finished. */
export const TORN = Symbol('torn');

/** Generations of a record tried past torn ones, as claims have: each is a writer that died. */
export const MAX_RECORD_GENERATIONS = 5;

/** The key of generation `generation` of a record (1: the key itself). */
export function generationKey(key: string, generation: number): string {
  return generation === 1 ? key : `${key}.${generation}`;
}

/**
 * The text of a record another writer created, or TORN when it stays
 * empty or unreadable after a pause: its writer died between creating and
 * writing it, and nothing it says can be trusted, or kept as a block.
 */
export async function settledRecord(
  store: Store,
  key: string,
  whole: (text: string) => boolean,
  options: { readonly clock: Clock; readonly logger: Logger },
): Promise<string | undefined | typeof TORN> {
  const first = await store.readText(key);
  if (first === undefined || whole(first)) return first;
  await options.clock.sleep(TORN_RECHECK_MS);
  const again = await store.readText(key);
  if (again === undefined || whole(again)) return again;
  options.logger.warning(
    `${key} in ${store.url} is ${again.trim() === '' ? 'empty' : 'unreadable'}: whoever created it was stopped before writing it, so it holds nothing and is passed over`,
  );
  return TORN;
}

/** Whether a record's text is JSON of an object: what every record but the successor's is. */
export function jsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null;
  } catch {
    return false;
  }
}
