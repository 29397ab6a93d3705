import type { Clock } from '../base/clock.js';
import type { InstanceStatus } from '../clouds/cloud.js';
import { describeError } from '../base/errors.js';
import type { GitHubApi } from '../github/github-api.js';
import type { RunContext } from '../github/run-context.js';
import { readRunTimes } from '../history/run-times.js';
import type { AttemptHistory } from '../history/attempt-history.js';
import { readLineageHistory } from '../history/read-history.js';
import { HistoryRecorder } from '../history/recorder.js';
import { isoTime } from '../history/records.js';
import { resumeTimelines } from '../history/resume-timeline.js';
import type { Logger } from '../base/log.js';
import { resumeMarkdown } from '../report/resume-summary.js';
import type { Manifest } from '../records/manifest.js';
import type { Store } from '../store/store.js';

export interface FinalizeRun {
  readonly store: Store;
  readonly lineage: string;
  readonly runKey: string;
  readonly manifest: Manifest | undefined;
}

/**
 * Finalize's part of the run's history, once the VM is removed: what the
 * cloud said of it (a VM reclaimed while its train step recorded no notice
 * vanished), GitHub's times for the run if its train step could not record
 * them, and then the lineage's history and its resume timelines for the summary.
 */
export async function finalizeHistory(params: {
  readonly run: FinalizeRun;
  readonly vm: InstanceStatus | undefined;
  readonly github?: {
    readonly api: GitHubApi;
    readonly context: RunContext;
    readonly trainJob: string;
  };
  readonly clock: Clock;
  readonly logger: Logger;
}): Promise<{
  /** The resume timelines of the lineage's interruptions, as a summary section. */
  readonly resume: string;
  /** The lineage's history, oldest first; undefined when it could not be read. */
  readonly history: readonly AttemptHistory[] | undefined;
}> {
  const { run, vm, clock, logger } = params;
  const recorder = new HistoryRecorder({
    store: run.store,
    lineage: run.lineage,
    runId: run.runKey,
    clock,
    logger,
  });
  const noticed = run.manifest?.notice !== undefined;
  recorder.note('finalize', {
    at: isoTime(clock.now()),
    ...(vm ? { vmState: vm.state, reclaimed: vm.reclaimed } : {}),
    vanished: vm?.reclaimed === true && !noticed,
  });
  if (params.github) await recordRunTimes(recorder, params.github, logger);
  await recorder.settled(10_000);
  try {
    const history = await readLineageHistory(run.store, run.lineage, {
      warn: (message) => logger.warning(message),
    });
    return { resume: resumeMarkdown(resumeTimelines(history)), history };
  } catch (error) {
    logger.warning(`could not read the lineage's history: ${describeError(error)}`);
    return { resume: '', history: undefined };
  }
}

/** The train step's own record, when it made one, is kept: a record is created once. */
async function recordRunTimes(
  recorder: HistoryRecorder,
  github: { readonly api: GitHubApi; readonly context: RunContext; readonly trainJob: string },
  logger: Logger,
): Promise<void> {
  const { repo, runId } = github.context;
  if (repo.owner === '' || runId === '') return;
  const name = github.trainJob;
  try {
    const times = await readRunTimes(github.api, repo, runId, (job) => {
      const jobName = typeof job.name === 'string' ? job.name : '';
      return jobName === name || jobName.startsWith(`${name} (`);
    });
    recorder.note('github', times);
  } catch (error) {
    logger.warning(`could not read this run's times from GitHub: ${describeError(error)}`);
  }
}
