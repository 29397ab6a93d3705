import { describe, expect, it } from 'vitest';
import { CutHistory, type VersionState } from '../../src/checkpoints/cut-history.js';
import type { FileSignature } from '../../src/checkpoints/scan.js';

const version = (ino: number, mtimeMs = 1): FileSignature => ({ size: 10, mtimeMs, ino });

/** What a scan saw not durable, by path. */
const pending = (entries: Iterable<readonly [string, FileSignature]>) =>
  new Map([...entries].map(([path, signature]) => [path, { signature }] as const));

/** The store holds `stored`; the outputs hold `now`. */
function state(stored: [string, FileSignature][], now: [string, FileSignature][]): VersionState {
  const held = new Map(stored.map(([path, v]) => [`${path}:${v.ino}:${v.mtimeMs}`, true]));
  const current = new Map(now);
  return {
    stored: (path, v) => held.has(`${path}:${v.ino}:${v.mtimeMs}`),
    current: (path) => current.get(path),
  };
}

describe('the moments a manifest may name', () => {
  it('is the newest scan whose versions are all stored; older scans go with it', () => {
    const history = new CutHistory();
    history.record(1, pending([['a', version(1)]]), () => true);
    history.record(
      2,
      pending([
        ['a', version(2)],
        ['b', version(3)],
      ]),
      () => true,
    );
    // b's version of scan 2 is not in the store yet: scan 1 is the moment.
    const cut = history.newestWhole(
      state(
        [
          ['a', version(1)],
          ['a', version(2)],
        ],
        [],
      ),
    );
    expect(cut?.at).toBe(1);
    expect([...(cut?.then ?? [])]).toEqual([['a', version(1)]]);
    // Scan 1 is forgotten; scan 2 waits for b.
    expect(history.newestWhole(state([['a', version(1)]], []))).toBeUndefined();
    expect(
      history.newestWhole(
        state(
          [
            ['a', version(2)],
            ['b', version(3)],
          ],
          [],
        ),
      )?.at,
    ).toBe(2);
  });

  it('passes over a version never whole (rewritten before it held still), but waits for one that may yet be', () => {
    const history = new CutHistory();
    history.record(
      5,
      pending([
        ['latest.bin', version(7, 1)],
        ['ckpt.pt', version(8)],
      ]),
      () => false,
    );
    const stored: [string, FileSignature][] = [['ckpt.pt', version(8)]];
    // latest.bin is as it was: it may still settle and be uploaded.
    expect(history.newestWhole(state(stored, [['latest.bin', version(7, 1)]]))).toBeUndefined();
    // Rewritten since, never uploaded: it was never whole, the moment holds without it.
    const cut = history.newestWhole(state(stored, [['latest.bin', version(7, 2)]]));
    expect(cut?.at).toBe(5);
    expect([...(cut?.then.keys() ?? [])]).toEqual(['ckpt.pt']);
  });

  it('never passes over a version whose upload began: it was whole, and must be in the store', () => {
    const history = new CutHistory();
    history.record(5, pending([['latest/model.bin', version(7, 1)]]), () => false);
    history.taking('latest/model.bin', version(7, 1));
    expect(history.newestWhole(state([], [['latest/model.bin', version(9, 3)]]))).toBeUndefined();
  });

  it('forgets the oldest scans past 100,000 versions in all', () => {
    const history = new CutHistory();
    const files = (prefix: string) =>
      pending(Array.from({ length: 60_000 }, (_, i) => [`${prefix}${i}`, version(i)] as const));
    history.record(1, files('a'), () => true);
    history.record(2, files('b'), () => true);
    // Only scan 1's versions are stored, but scan 1 went to keep the total under the bound.
    const onlyFirst = { stored: (path: string) => path.startsWith('a'), current: () => undefined };
    expect(history.newestWhole(onlyFirst)).toBeUndefined();
    const small = new CutHistory();
    small.record(1, pending([['a0', version(0)]]), () => true);
    small.record(2, pending([['b0', version(0)]]), () => true);
    expect(small.newestWhole(onlyFirst)?.at).toBe(1);
  });
});
