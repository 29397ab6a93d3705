import type { NoticeSourceKind } from '../records/notice-kind.js';

export interface Notice {
  readonly source: NoticeSourceKind;
  /** What the source saw, for the log: "SIGTERM", "after 30s", "instance-action terminate". */
  readonly reason: string;
  readonly receivedAt: number;
  /** When the machine is expected to disappear (epoch ms). */
  readonly deadline: number;
  /** A stop the user asked for (Ctrl-C locally): flush, but do not start another attempt. */
  readonly userRequested?: boolean;
  /** A gang's notice heard from another node: that node's id, for the history. */
  readonly node?: number;
  /** Another node of the gang failed: this node stops too, and the run failed rather than was interrupted. */
  readonly peerFailed?: boolean;
  /** Tells the cloud we are done (Azure scheduled events); called after the final flush. */
  readonly acknowledge?: () => Promise<void>;
}

/** A signal short of a notice: the machine is at higher risk, nothing is scheduled yet. */
export interface EarlyWarning {
  readonly source: NoticeSourceKind;
  readonly kind: 'rebalance-recommendation';
  readonly receivedAt: number;
  readonly detail: string;
}

/**
 * A place a preemption notice can come from. `watch` resolves with the first
 * notice it sees, or never; it stops when `signal` aborts. A source that
 * fails to reach its metadata server keeps retrying: an error is never a notice.
 */
export interface NoticeSource {
  readonly kind: NoticeSourceKind;
  watch(signal: AbortSignal): Promise<Notice>;
  /** How long a notice from here leaves before the machine goes, once that is known. */
  window?(): NoticeWindow | undefined;
}

/** The time a source's notices give: AWS's 2 minutes, GCP's and Azure's 30 s, a drill's own. */
export interface NoticeWindow {
  readonly ms: number;
  /** Who gives it, for a message: "AWS", "GCP", "Azure", "the drill". */
  readonly from: string;
}

/** The shortest window among the sources that know theirs: the one a save must fit. */
export function shortestWindow(sources: readonly NoticeSource[]): NoticeWindow | undefined {
  let shortest: NoticeWindow | undefined;
  for (const source of sources) {
    const window = source.window?.();
    if (window && (!shortest || window.ms < shortest.ms)) shortest = window;
  }
  return shortest;
}
