import { describe, expect, it } from 'vitest';
import type { FileSignature } from '../../src/checkpoints/scan.js';
import { WriterHabits } from '../../src/checkpoints/writer-habits.js';

const version = (ino: number, born: number, size = 10, mtimeMs = born): FileSignature => ({
  ino,
  birthtimeMs: born,
  size,
  mtimeMs,
  ctimeMs: mtimeMs,
});

function scans(habits: WriterHabits, path: string, versions: readonly FileSignature[]): void {
  for (const signature of versions) habits.learn(new Map([[path, signature]]));
}

describe('how a path is written', () => {
  it('is renamed into after two replacements, though the file system hands the two inode numbers back and forth', () => {
    const habits = new WriterHabits();
    // ext4 gives the next temp file the number the replaced one freed: 7, 8, 7, 8, ...
    const versions = [version(7, 1), version(8, 2), version(7, 3), version(8, 4)];
    scans(habits, 'latest.pt', versions.slice(0, 2));
    expect(habits.renamedInto('latest.pt', versions[1] as FileSignature)).toBe(false);
    scans(habits, 'latest.pt', versions.slice(2));
    expect(habits.renamedInto('latest.pt', versions[3] as FileSignature)).toBe(true);
  });

  it('is never trusted once one inode was seen growing', () => {
    const habits = new WriterHabits();
    scans(habits, 'latest.pt', [
      version(7, 1),
      version(8, 2),
      version(8, 2, 20, 3),
      version(9, 4),
      version(10, 5),
    ]);
    expect(habits.renamedInto('latest.pt', version(10, 5))).toBe(false);
  });

  it('starts over for a path that was deleted and written again', () => {
    const habits = new WriterHabits();
    scans(habits, 'a.pt', [version(1, 1), version(2, 2), version(3, 3)]);
    habits.learn(new Map());
    scans(habits, 'a.pt', [version(4, 4)]);
    expect(habits.renamedInto('a.pt', version(4, 4))).toBe(false);
  });
});
