import type { Clock } from '../base/clock.js';
import { describeError } from '../base/errors.js';
import type { GitHubApi } from '../github/github-api.js';
import type { RunContext } from '../github/run-context.js';
import { readRunTimes } from './run-times.js';
import { readLineageHistory } from './read-history.js';
import type { GangChangeRecord } from './gang-changes.js';
import { HistoryRecorder } from './recorder.js';
import { isoTime, type HistoryRecords } from './records.js';
import { resumeTimelines, type ResumeTimeline } from './resume-timeline.js';
import type { Logger } from '../base/log.js';
import type { Notice } from '../notice/notice.js';
import type { RunIdentity } from '../records/identity.js';
import type { Store } from '../store/store.js';
import type { AttemptMilestones, AttemptResult } from '../supervisor/attempt-types.js';
import type { Progress } from '../supervisor/progress.js';

/** How long the end of a train step waits for its history records before the summary reads them back. */
const SETTLE_MS = 10_000;

/** After a notice the deadline is near: the records get only this long. */
const NOTICE_SETTLE_MS = 2000;

/** Interruptions the summary shows, newest last: a long lineage's earliest ones are in `spot-train ls`. */
const SHOWN = 5;

/**
 * The train step's part of the run's history: when it started, GitHub's
 * times for the run and job, the restore, the first step, the notice and
 * how the attempt ended. Every record is written in the background.
 */
export class TrainHistory {
  private readonly recorder: HistoryRecorder;
  /** Whether this node left an elastic gang that trains on (set once the gang is joined). */
  private leftGang: () => boolean = () => false;

  constructor(
    private readonly params: {
      readonly store: Store;
      readonly identity: RunIdentity;
      readonly stepStartedAt: number;
      readonly clock: Clock;
      readonly logger: Logger;
    },
  ) {
    const { store, identity, clock, logger } = params;
    this.recorder = new HistoryRecorder({
      store,
      lineage: identity.lineage,
      runId: identity.runId,
      clock,
      logger,
    });
    this.recorder.note('train-step-started', { at: isoTime(params.stepStartedAt) });
  }

  /** Asks GitHub for the run's and this job's start, if there is a token (an API) to ask with. */
  readGitHubTimes(api: GitHubApi | undefined, context: RunContext): void {
    const { repo, runId, runnerName } = context;
    if (!api || repo.owner === '' || runId === '') return;
    const { logger } = this.params;
    const thisJob = (job: { readonly runner_name?: unknown }) =>
      runnerName !== undefined && job.runner_name === runnerName;
    void readRunTimes(api.withAttempts(3), repo, runId, thisJob).then(
      (times) => this.recorder.note('github', times),
      (error: unknown) =>
        logger.warning(`could not read this run's times from GitHub: ${describeError(error)}`),
    );
  }

  get milestones(): AttemptMilestones {
    return {
      restored: (restore, at) =>
        this.recorder.note('restore-done', {
          at: isoTime(at),
          ...(restore.fromRunId ? { fromRunId: restore.fromRunId } : {}),
          bytes: restore.bytes,
        }),
      firstStep: (step, at) => this.recorder.note('first-step', { at: isoTime(at), step }),
    };
  }

  /**
   * A node that leaves an elastic gang which trains on ends its own attempt,
   * not the gang's run: its notice and end are not the run's (the first
   * writer keeps a record, and the run goes on), and node 0 records its
   * leaving as a change of members instead.
   */
  leavesGangWhen(left: () => boolean): void {
    this.leftGang = left;
  }

  /** An elastic gang formed: node 0 records its size and floor, which tell a reader to look for its changes. */
  gangFormed(nodes: number, minNodes: number, at: number): void {
    this.recorder.note('elastic', { at: isoTime(at), nodes, minNodes });
  }

  /** One change of an elastic gang's members, as node 0 heard it. */
  gangChanged(change: GangChangeRecord): void {
    this.recorder.noteGangChange(change);
  }

  /** A person's stop or a gang peer's failure is not the cloud taking the VM: not recorded as a notice. */
  noticed(notice: Notice): void {
    if (notice.userRequested === true || notice.peerFailed === true || this.leftGang()) return;
    const node = notice.node ?? this.params.identity.node?.index;
    this.recorder.note('notice', {
      at: isoTime(notice.receivedAt),
      source: notice.source,
      reason: notice.reason,
      deadline: isoTime(notice.deadline),
      ...(node === undefined ? {} : { node }),
    });
  }

  ended(result: AttemptResult): void {
    const { sync, notice } = result;
    // Before the gang check: a node that left still restored and uploaded, and paid for it.
    this.recorder.noteTraffic(this.params.identity.node?.index ?? 0, {
      at: isoTime(result.endedAt),
      restoredBytes: result.restore.bytes,
      uploadedBytes: sync.bytesUploaded,
    });
    if (this.leftGang()) return;
    const durable =
      result.noticeToDurableMs !== undefined && notice
        ? notice.receivedAt + result.noticeToDurableMs
        : !notice && result.seal.sealed && result.seal.notSaved.length === 0
          ? result.endedAt
          : undefined;
    this.recorder.note('attempt-ended', {
      at: isoTime(result.endedAt),
      outcome: result.outcome,
      ...(durable === undefined ? {} : { durableAt: isoTime(durable) }),
      ...(sync.lastDurableAt === undefined ? {} : { lastDurableAt: isoTime(sync.lastDurableAt) }),
      ...(sync.filesUploaded > 0 ? { maxLagMs: sync.maxLagMs } : {}),
      ...(sync.lastLagMs === undefined ? {} : { lastLagMs: sync.lastLagMs }),
      ...stepsOf(result.progress),
    });
  }

  /** Waits for this run's records, at most SETTLE_MS. */
  settled(): Promise<void> {
    return this.recorder.settled(SETTLE_MS);
  }

  /**
   * The lineage's resume timelines for the summary, up to this run, after
   * this run's records settled. None after a notice: the machine is going,
   * and the next run's summary shows this interruption anyway.
   */
  async timelines(result: AttemptResult): Promise<ResumeTimeline[]> {
    await this.recorder.settled(result.notice ? NOTICE_SETTLE_MS : SETTLE_MS);
    if (result.notice) return [];
    const { store, identity, logger } = this.params;
    try {
      const history = await readLineageHistory(store, identity.lineage, {
        warn: (message) => logger.warning(message),
      });
      const upToThisRun = history.slice(
        0,
        history.findIndex((h) => h.runId === identity.runId) + 1,
      );
      return resumeTimelines(upToThisRun).slice(-SHOWN);
    } catch (error) {
      logger.warning(`could not read the lineage's history: ${describeError(error)}`);
      return [];
    }
  }
}

/** The steps the deadline policy reads back: how far the trainer got, of how many. */
function stepsOf(
  progress: Progress,
): Pick<HistoryRecords['attempt-ended'], 'lastStep' | 'totalSteps'> {
  return {
    ...(progress.lastStep === undefined ? {} : { lastStep: progress.lastStep }),
    ...(progress.totalSteps === undefined ? {} : { totalSteps: progress.totalSteps }),
  };
}
