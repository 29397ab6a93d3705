import { sameInode, sameSignature, type FileSignature } from './scan.js';

interface Habit {
  signature: FileSignature;
  /** Times a scan found a new inode at the path: a new version put in place whole. */
  replaced: number;
  /** A scan found the same inode with other contents: the path is written in place. */
  inPlace: boolean;
}

/** Replacements seen, none of them written in place, before a path counts as renamed into. */
const RENAMES_TO_TRUST = 2;

/**
 * How each path of the outputs gets written, learned from the scans. A
 * trainer that saves `latest.pt` by writing a temp file and renaming it
 * shows a new inode at every scan and never one that grows; once a path has
 * been replaced that way twice, a new inode there is a finished version the
 * moment it appears, however often it is replaced (more often than the
 * settle time, or the scan interval). A path ever seen changing in place
 * never earns that trust.
 */
export class WriterHabits {
  private readonly habits = new Map<string, Habit>();

  /** Takes in one scan's view of the outputs. */
  learn(files: ReadonlyMap<string, FileSignature>): void {
    for (const path of this.habits.keys()) if (!files.has(path)) this.habits.delete(path);
    for (const [path, signature] of files) {
      const habit = this.habits.get(path);
      if (!habit) this.habits.set(path, { signature, replaced: 0, inPlace: false });
      else if (!sameInode(habit.signature, signature)) {
        habit.replaced++;
        habit.signature = signature;
      } else if (!sameSignature(habit.signature, signature)) {
        habit.inPlace = true;
        habit.signature = signature;
      }
    }
  }

  /** Whether this version is a new inode at a path that is only ever replaced whole. */
  renamedInto(path: string, signature: FileSignature): boolean {
    const habit = this.habits.get(path);
    return (
      habit !== undefined &&
      !habit.inPlace &&
      habit.replaced >= RENAMES_TO_TRUST &&
      sameInode(habit.signature, signature)
    );
  }
}
