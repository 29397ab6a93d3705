/**
 * A save is a burst of uploads; it counts up when an upload starts with
 * none under way and its file began changing after the last burst went
 * quiet (see startsSave).
 */
export class SaveBursts {
  private save = 0;
  /** Clock time at which the last upload under way finished. */
  private quietAt: number | undefined;

  constructor(private readonly settleMs: number) {}

  /** The number of the save under way (0 before the first). */
  current(): number {
    return this.save;
  }

  /** Counts the save that the upload about to start begins. */
  begin(): void {
    this.save++;
  }

  /** The last upload under way finished at `at`. */
  quiet(at: number): void {
    this.quietAt = at;
  }

  /**
   * Whether an upload of a version first seen at `since` begins a new save.
   * A trainer's files of one save can straddle scans (the model seen one
   * scan, the optimizer the next), and a small file's upload can be done
   * before the rest settle: the burst then has a gap. Files that began
   * changing before the last burst went quiet, or within the settle time
   * after, belong to it; counting them as a save of their own would make
   * retention keep fewer saves than asked.
   */
  startsSave(since: number, uploading: boolean): boolean {
    return !uploading && !this.inLastBurst(since);
  }

  /** Whether a time is before the last burst went quiet, or within the settle time after. */
  inLastBurst(at: number): boolean {
    return this.quietAt !== undefined && at < this.quietAt + this.settleMs;
  }
}
