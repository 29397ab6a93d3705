import { describe, expect, it } from 'vitest';
import { parseManifest, serializeManifest, type Manifest } from '../../src/records/manifest.js';

const packed = (offset: number, size: number, packSize: number) => ({
  path: `shards/${offset}`,
  key: 'lin/run1/files/.pack/1',
  seq: 1,
  size,
  sha256: 'a'.repeat(64),
  uploadedAt: '2026-12-02T00:00:00.000Z',
  pack: { offset, size: packSize, sha256: 'b'.repeat(64) },
});

const manifest = (files: readonly unknown[]): string =>
  JSON.stringify({
    format: 1,
    lineage: 'lin',
    runId: 'run1',
    attempt: 1,
    state: 'completed',
    startedAt: '2026-12-02T00:00:00.000Z',
    updatedAt: '2026-12-02T00:00:00.000Z',
    files,
  });

describe('a manifest naming slices of packs', () => {
  it('reads back what it wrote, each slice with its pack', () => {
    const text = manifest([packed(0, 10, 30), packed(10, 20, 30)]);
    const parsed = parseManifest(text) as Manifest;
    expect(typeof parsed).toBe('object');
    expect(parseManifest(serializeManifest(parsed))).toEqual(parsed);
    expect(parsed.files[1]?.pack).toEqual({ offset: 10, size: 30, sha256: 'b'.repeat(64) });
  });

  it.each([
    ['a slice that runs past the end of its pack', packed(25, 10, 30)],
    ['a negative offset', packed(-1, 1, 30)],
    ['a pack without its digest', { ...packed(0, 1, 30), pack: { offset: 0, size: 30 } }],
  ])('is refused when a file names %s, with the file named', (_what, file) => {
    expect(parseManifest(manifest([packed(0, 1, 30), file]))).toBe('files[1] is malformed');
  });
});
