import { randomBytes } from 'node:crypto';
import type { Clock } from '../../base/clock.js';

/** The few object operations the claim protocol needs, so it can be tested alone. */
export interface ClaimObjects {
  list(prefix: string): Promise<string[]>;
  put(key: string, body: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/**
 * One winner for `key` on a server that ignores `If-None-Match: *` (some
 * S3-compatible servers do). Each contender
 *   1. gives up if `key` itself or any candidate for it exists (an object
 *      written without the protocol, such as a manifest, is never replaced);
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
  if ((await objects.exists(key)) || (await objects.list(prefix)).length > 0) return false;
  const mine = `${String(options.clock.now()).padStart(15, '0')}-${randomBytes(8).toString('hex')}`;
  await objects.put(`${prefix}${mine}`, body);
  await options.clock.sleep(options.settleMs);
  const [first] = (await objects.list(prefix)).sort();
  if (first !== mine) return false;
  await objects.put(key, body);
  return true;
}
