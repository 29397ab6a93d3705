import { describe, expect, it } from 'vitest';
import { CacheEntries } from '../helpers/cache-service/entries.js';

const DAY = 86_400_000;

/** Entries on a clock the test moves, each finalized with `size` bytes. */
function service(limit = 1000) {
  let now = Date.parse('2026-12-01T00:00:00Z');
  const entries = new CacheEntries(() => now, limit);
  const save = (key: string, size = 10, version = 'v1') => {
    const entry = entries.create(key, version);
    if (!entry) throw new Error(`${key} exists`);
    entries.finalize(entry, size);
    now += 1000;
  };
  const found = (key: string, restoreKeys: string[] = [], version = 'v1') =>
    entries.lookup(key, restoreKeys, version)?.key;
  return { entries, save, found, pass: (ms: number) => (now += ms) };
}

describe("the cache service stand-in follows GitHub's documented rules", () => {
  it('matches the key exactly first, then the newest entry it prefixes, then each restore key', () => {
    const { save, found } = service();
    save('deps-a1');
    save('deps-a1-extra');
    save('deps-b2');
    expect(found('deps-a1')).toBe('deps-a1');
    expect(found('deps-')).toBe('deps-b2');
    expect(found('other', ['nope-', 'deps-a'])).toBe('deps-a1-extra');
    expect(found('deps-a1', [], 'v2')).toBeUndefined();
  });

  it('never overwrites an entry, finished or under way', () => {
    const { entries, save } = service();
    save('deps-a1');
    expect(entries.create('deps-a1', 'v1')).toBeUndefined();
    expect(entries.create('deps-c3', 'v1')).toBeDefined();
    expect(entries.create('deps-c3', 'v1')).toBeUndefined();
    expect(entries.create('deps-a1', 'v2')).toBeDefined();
  });

  it('evicts entries not accessed for 7 days, and the least recently accessed above the limit', () => {
    const { save, found, pass } = service(25);
    save('old');
    pass(6 * DAY);
    save('kept');
    expect(found('old')).toBe('old');
    pass(6 * DAY);
    expect(found('kept')).toBe('kept');
    pass(2 * DAY);
    // 'old' was read 8 days ago, 'kept' 2 days ago.
    expect(found('old')).toBeUndefined();
    save('a');
    expect(found('kept')).toBe('kept');
    save('b');
    // 30 bytes over a 25-byte limit: 'a', read least recently, goes.
    expect(found('a')).toBeUndefined();
    expect(found('kept')).toBe('kept');
    expect(found('b')).toBe('b');
  });
});
