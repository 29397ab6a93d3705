import type { Clock } from '../base/clock.js';
import { CutHistory } from './cut-history.js';
import type { FileStability } from './file-stability.js';
import type { NamedVersions } from './named-versions.js';
import type { SaveBursts } from './save-bursts.js';
import type { FileSignature } from './scan.js';
import type { SyncCounters } from './sync-stats.js';
import type { UploadPool } from './upload-pool.js';

export interface HeldReleaseParams {
  readonly versions: NamedVersions;
  readonly pool: UploadPool;
  readonly bursts: SaveBursts;
  readonly stability: FileStability;
  readonly counters: SyncCounters;
  readonly clock: Clock;
  readonly settleMs: number;
}

/** What one scan saw, for deciding whether held versions may be named. */
export interface ScanMoment {
  /** The trainer exited: every file was taken as it stands. */
  readonly final: boolean;
  /** The watches saw nothing change since the scan before. */
  readonly still: boolean;
  /** Every file now. */
  readonly files: ReadonlyMap<string, FileSignature>;
  /**
   * The files whose version now is not durable, and since when each was seen
   * (clock time); gathered only while versions are held or a deletion waits.
   */
  readonly pending: ReadonlyMap<string, { signature: FileSignature; since: number }>;
  /** A deletion waits to be mirrored. */
  readonly deleting: boolean;
}

/**
 * Decides when held versions (new versions of files the manifest already
 * names, uploaded but not yet named) are named. A trainer that rewrites a
 * checkpoint (latest/, or the same step saved again on a notice) replaces
 * every file of a save that is already durable; naming each new version as
 * its upload lands would leave the manifest with a mix of the two saves
 * whenever an upload fails or the VM dies between them.
 *
 * The usual moment: the uploads went quiet and nothing changed for the
 * settle time, the pause that tells one save from the next. A trainer that
 * saves more often than that never pauses so long; its held versions would
 * wait for a final flush that a VM dying without notice never reaches, and
 * hold back every deletion until then, so the restore set would grow with
 * each such death. For it, a past scan serves: once every version that scan
 * saw is in the store (or was never whole: rewritten in place before it
 * held still), the manifest names the outputs as they were then, and the
 * deletions seen by then may follow. A scan at which a rewritten file was
 * fresh (seen within the settle time) may have caught a save half-done, so
 * it serves only when the outputs had stood still since the scan before.
 */
export class HeldRelease {
  private readonly history = new CutHistory();
  private whole: number | undefined;
  private confirm = false;

  constructor(private readonly params: HeldReleaseParams) {}

  /** When the newest moment named whole was seen (clock time): deletions seen by then may go. */
  wholeAt(): number | undefined {
    return this.whole;
  }

  /** An upload of this version began. */
  taking(path: string, signature: FileSignature): void {
    this.history.taking(path, signature);
  }

  /**
   * Whether the next scan should come soon: this one saw changes while
   * versions are held, and the one after it may find the outputs still.
   */
  confirmSoon(): boolean {
    return this.confirm;
  }

  /** The trainer exited and every file was taken: the held versions are named unless one may be torn. */
  finalRelease(): void {
    const { versions, pool, counters } = this.params;
    if (versions.holding() && pool.settled() && !counters.anySuspect()) this.releaseAll();
  }

  /** Names held versions if this scan, or one before it, allows it. */
  consider(moment: ScanMoment): void {
    const { versions, pool, clock } = this.params;
    this.confirm = !moment.final && !moment.still && (versions.holding() || moment.deleting);
    if (moment.final) {
      this.finalRelease();
      return;
    }
    if (versions.holding() || moment.deleting) this.remember(moment);
    if (!versions.holding() && !moment.deleting) return;
    if (versions.holding() && pool.settled() && this.quietForSettle()) {
      this.releaseAll();
      return;
    }
    // Uploads under way do not matter here: the moment's versions are stored or they are not.
    const cut = this.history.newestWhole({
      stored: (path, signature) =>
        versions.isDurable(path, signature) || versions.isHeld(path, signature),
      current: (path) => moment.files.get(path),
    });
    if (!cut) return;
    versions.releaseAt(cut.then, clock.now());
    this.whole = Math.max(this.whole ?? cut.at, cut.at);
  }

  private remember(moment: ScanMoment): void {
    const { versions, pool, clock, settleMs } = this.params;
    const now = clock.now();
    if (!moment.still) {
      for (const [path, { since }] of moment.pending)
        if (versions.hasDurable(path) && now - since < settleMs) return;
    }
    this.history.record(
      now,
      moment.pending,
      (path, signature) => pool.uploading(path) || versions.isHeld(path, signature),
    );
  }

  private releaseAll(): void {
    this.params.versions.releaseAll(this.params.clock.now());
    this.history.clear();
  }

  /** The last burst of uploads is over, and nothing of it is still being written. */
  private quietForSettle(): boolean {
    const { bursts, stability, clock } = this.params;
    if (bursts.inLastBurst(clock.now())) return false;
    return !stability.anyChangedWithin((at) => bursts.inLastBurst(at));
  }
}
