/** Where a notice came from; written into the manifest and the job summary. */
export type NoticeSourceKind = 'simulated' | 'signal' | 'aws' | 'gcp' | 'azure' | 'cloud' | 'gang';

export interface Notice {
  readonly source: NoticeSourceKind;
  /** What the source saw, for the log: "SIGTERM", "after 30s", "instance-action terminate". */
  readonly reason: string;
  readonly receivedAt: number;
  /** When the machine is expected to disappear (epoch ms). */
  readonly deadline: number;
  /** A stop the user asked for (Ctrl-C locally): flush, but do not start another attempt. */
  readonly userRequested?: boolean;
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
}
