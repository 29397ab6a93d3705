import { randomBytes } from 'node:crypto';
import type { Clock } from '../../base/clock.js';

/** The few object operations the claim protocol needs, so it can be tested alone. */
export interface ClaimObjects {
  list(prefix: string): Promise<string[]>;
  put(key: string, body: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The object's text, or undefined when there is none. */
  read(key: string): Promise<string | undefined>;
}

/**
 * One winner for `key` on a server that ignores `If-None-Match: *` (some
 * S3-compatible servers do). Each contender
 *   1. gives up if `key` itself or any candidate for it exists (an object
 *      written without the protocol, such as a manifest, is never replaced),
 *      unless the candidate is its own: a try whose answer was lost wrote it,
 *      and the retry takes up from there (the body, unique to the caller,
 *      tells);
 *   2. writes its own candidate `<key>.candidates/<time>-<nonce>`;
 *   3. waits `settleMs`, longer than any contender can take between its step
 *      1 and its step 2, and lists the candidates again;
 *   4. wins only if its candidate sorts first, and then writes `key` itself.
 * Listings are strongly consistent (S3 since 2020), so after the wait every
 * contender sees the same set of candidates and agrees on the same first one;
 * a contender arriving later stops at step 1. The cost is `settleMs` once per
 * claim, paid only where conditional writes are not honoured.
 */
export async function claimByCandidates(
  objects: ClaimObjects,
  key: string,
  body: string,
  options: { clock: Clock; settleMs: number },
): Promise<boolean> {
  const prefix = `${key}.candidates/`;
  if (await objects.exists(key)) return false;
  const candidates = await objects.list(prefix);
  let mine: string | undefined;
  if (candidates.length > 0) {
    mine = await ownCandidate(objects, prefix, candidates, body);
    if (mine === undefined) return false;
  } else {
    mine = `${String(options.clock.now()).padStart(15, '0')}-${randomBytes(8).toString('hex')}`;
    await objects.put(`${prefix}${mine}`, body);
  }
  await options.clock.sleep(options.settleMs);
  const [first] = (await objects.list(prefix)).sort();
  if (first !== mine) return false;
  await objects.put(key, body);
  return true;
}

/** The candidate this caller wrote in an earlier try, if any (`candidates` as listed, names below `prefix`). */
async function ownCandidate(
  objects: ClaimObjects,
  prefix: string,
  candidates: readonly string[],
  body: string,
): Promise<string | undefined> {
  for (const name of candidates) {
    if ((await objects.read(`${prefix}${name}`)) === body) return name;
  }
  return undefined;
}
