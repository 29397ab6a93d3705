export interface SyncStats {
  readonly filesUploaded: number;
  readonly bytesUploaded: number;
  readonly uploadErrors: number;
  /** Longest time from a file's last change (as seen) to durable. */
  readonly maxLagMs: number;
  /** That time for the most recent upload. */
  readonly lastLagMs: number | undefined;
  readonly afterNotice: { readonly files: number; readonly bytes: number };
  readonly lastDurableAt: number | undefined;
  /** Files left out of the final flush because the trainer was killed while writing them. */
  readonly suspectFiles: readonly string[];
  /** Said before any notice: a save this size would not be durable inside the notice's window. */
  readonly saveTooBig?: string;
}

/** What live outputs report: what became durable, how late, and what was left out as torn. */
export class SyncCounters {
  private noticeAt: number | undefined;
  private readonly stats = {
    filesUploaded: 0,
    bytesUploaded: 0,
    uploadErrors: 0,
    maxLagMs: 0,
    lastLagMs: undefined as number | undefined,
    afterNotice: { files: 0, bytes: 0 },
    lastDurableAt: undefined as number | undefined,
    suspectFiles: [] as string[],
  };

  /** From now on, uploads count as "saved after the notice". */
  markNotice(at: number): void {
    this.noticeAt = at;
  }

  uploadFailed(): void {
    this.stats.uploadErrors++;
  }

  count(bytes: number, lagMs: number, now: number): void {
    const stats = this.stats;
    stats.filesUploaded++;
    stats.bytesUploaded += bytes;
    stats.lastLagMs = lagMs;
    stats.maxLagMs = Math.max(stats.maxLagMs, lagMs);
    stats.lastDurableAt = now;
    if (this.noticeAt !== undefined && now >= this.noticeAt) {
      stats.afterNotice.files++;
      stats.afterNotice.bytes += bytes;
    }
  }

  /** Records a file left out because it may be torn; false if it already was. */
  addSuspect(path: string): boolean {
    if (this.stats.suspectFiles.includes(path)) return false;
    this.stats.suspectFiles.push(path);
    return true;
  }

  isSuspect(path: string): boolean {
    return this.stats.suspectFiles.includes(path);
  }

  anySuspect(): boolean {
    return this.stats.suspectFiles.length > 0;
  }

  snapshot(): SyncStats {
    return {
      ...this.stats,
      afterNotice: { ...this.stats.afterNotice },
      suspectFiles: [...this.stats.suspectFiles],
    };
  }
}
