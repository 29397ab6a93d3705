import { countOf } from '../../base/count.js';
import { formatBytes } from '../../base/bytes.js';
import { formatDuration } from '../../base/duration.js';
import { stepsLost, type StepsLost } from '../../supervisor/progress.js';
import type { CheckedAttempt } from './check-run.js';

/** One line of the report card: it passed, it needs a fix, or the check could not tell. */
export interface CardLine {
  readonly status: 'pass' | 'fix' | 'skip';
  readonly what: string;
  readonly detail: string;
  /** What to change, for a fix (or how to make a skipped line checkable). */
  readonly fix?: string;
}

/** GCP's and Azure's notice is about 30 s; a save must leave room for the upload and the manifest. */
const SHORT_WINDOW_MS = 30_000;
const AWS_WINDOW_MS = 120_000;

const SAVE_ON_SIGINT =
  'save when SIGINT comes: in Python, catch KeyboardInterrupt (or signal.signal(signal.SIGINT, handler) and stop after the step), save, then exit';

/** The trainer's writes: it saved into $SPOT_TRAIN_OUTPUTS_DIR, or it saved elsewhere. */
export function outputsLine(attempts: readonly CheckedAttempt[], outputs: string): CardLine {
  const files = attempts.reduce((sum, a) => sum + a.result.sync.filesUploaded, 0);
  const bytes = attempts.reduce((sum, a) => sum + a.result.sync.bytesUploaded, 0);
  const what = 'writes into the outputs directory';
  if (files > 0)
    return {
      status: 'pass',
      what,
      detail: `${countOf(files, 'file')}, ${formatBytes(bytes)} uploaded from ${outputs}/`,
    };
  const elsewhere = attempts[0]?.outside ?? [];
  return {
    status: 'fix',
    what,
    detail:
      `it wrote nothing into $SPOT_TRAIN_OUTPUTS_DIR (${outputs}/)` +
      (elsewhere.length > 0
        ? `, but ${listed(elsewhere)} elsewhere, which a new VM does not have`
        : ''),
    fix: "save checkpoints under os.environ['SPOT_TRAIN_OUTPUTS_DIR']: only that directory is uploaded",
  };
}

/** Everything the trainer wrote reached the store, every manifest was sealed, and the store still holds them. */
export function durableLine(
  attempts: readonly CheckedAttempt[],
  gone: readonly string[] = [],
): CardLine {
  const what = 'what it wrote is uploaded';
  if (gone.length > 0)
    return {
      status: 'fix',
      what,
      detail: `the store no longer holds ${countOf(gone.length, 'object')} the attempts saved (first: ${gone[0] ?? ''}): something deleted them while the check ran`,
      fix: "keep the trainer from deleting or writing in the check's store (--store, .spot-train/ by default): a wipe of the working tree takes the saves with it",
    };
  const unsealed = attempts.filter((a) => !a.result.seal.sealed);
  const notSaved = attempts.flatMap((a) => a.result.seal.notSaved);
  const files = attempts.reduce((sum, a) => sum + a.result.sync.filesUploaded, 0);
  if (unsealed.length === 0 && notSaved.length === 0)
    return files > 0
      ? { status: 'pass', what, detail: `every attempt's save is durable in the store` }
      : {
          status: 'skip',
          what,
          detail: 'it wrote nothing into the outputs, so nothing was to upload',
        };
  const first = notSaved[0];
  return {
    status: 'fix',
    what,
    detail:
      (notSaved.length > 0 ? `${countOf(notSaved.length, 'file')} not saved` : '') +
      (first ? ` (${first.path}: ${first.reason})` : '') +
      (unsealed.length > 0
        ? `${notSaved.length > 0 ? '; ' : ''}attempt ${unsealed.map((a) => a.result.identity.attempt).join(', ')} left no sealed manifest`
        : ''),
    fix: 'see the log above for the store errors; a file still being written at the deadline is not saved, so finish writes sooner',
  };
}

/** Each notice's SIGINT: the trainer saved, exited by itself, and how long that took. */
export function sigintLine(attempts: readonly CheckedAttempt[]): CardLine {
  const what = 'exits on SIGINT, saving first';
  const noticed = attempts.filter((a) => a.result.notice && a.result.trainerExitedAt);
  if (noticed.length === 0)
    return { status: 'skip', what, detail: 'no notice reached the trainer', fix: moreSteps() };
  const forced = noticed.filter((a) => a.result.escalation !== 'none');
  if (forced.length > 0) {
    const a = forced[0] as CheckedAttempt;
    return {
      status: 'fix',
      what,
      detail: `attempt ${a.result.identity.attempt} did not exit after SIGINT and was sent ${a.result.escalation}`,
      fix: SAVE_ON_SIGINT,
    };
  }
  // Nothing written after the SIGINT and nothing uploaded after the notice: no save came.
  const unsaved = noticed.filter(
    (a) =>
      a.writesAfterSigint === 0 &&
      a.result.sync.afterNotice.files === 0 &&
      (lostAfter(attempts, a)?.high ?? 1) > 0,
  );
  const times = noticed.map((a) => `${formatDuration(saveMs(a))} (${a.scenario})`).join(', ');
  if (unsaved.length > 0)
    return {
      status: 'fix',
      what,
      detail: `it exited in ${times} but wrote nothing after SIGINT in attempt ${unsaved.map((a) => a.result.identity.attempt).join(', ')}, so the steps since its last save were lost`,
      fix: SAVE_ON_SIGINT,
    };
  // A save is only shown to be the SIGINT's by the next attempt resuming from it.
  const unread = noticed.filter((a) => {
    const next = attempts[attempts.indexOf(a) + 1];
    return next !== undefined && !resumedProvably(attempts, a, next);
  });
  if (unread.length > 0)
    return {
      status: 'skip',
      what,
      detail: `it exited in ${times}, but attempt ${unread.map((a) => a.result.identity.attempt + 1).join(', ')} did not show it resumed (it began again, or printed no step to tell by), so whether it saved where SIGINT came cannot be told`,
    };
  // Steps lost although the next attempt resumed: what it wrote was not the stop's step.
  const older = noticed.filter((a) => (lostAfter(attempts, a)?.low ?? 0) > 0);
  if (older.length > 0)
    return {
      status: 'skip',
      what,
      detail: `it exited in ${times}, but the attempt after ${older.map((a) => a.result.identity.attempt).join(', ')} resumed from an older step (the line "resumes from the restart directory" has the fix)`,
    };
  return { status: 'pass', what, detail: `saved and exited in ${times}` };
}

/** The save and its upload against each cloud's window. */
export function windowLine(attempts: readonly CheckedAttempt[]): CardLine {
  const what = "saves within the cloud's notice";
  // Only a save the trainer made after its SIGINT is timed: without one, the
  // figure is the upload of saves made before the notice.
  const timed = attempts.filter(
    (a) => a.result.noticeToDurableMs !== undefined && savedAtSigint(attempts, a),
  );
  if (timed.length === 0)
    return {
      status: 'skip',
      what,
      detail: attempts.some((a) => a.result.noticeToDurableMs !== undefined)
        ? 'no save was shown to come at a notice (the line "exits on SIGINT, saving first"), so none was timed against one'
        : 'no notice ended with a durable save',
    };
  const longest = Math.max(...timed.map((a) => a.result.noticeToDurableMs ?? 0));
  const took = `notice to durable took at most ${formatDuration(longest)}`;
  if (longest < SHORT_WINDOW_MS * 0.8)
    return { status: 'pass', what, detail: `${took}: fits GCP's and Azure's 30 s and AWS's 2 min` };
  return {
    status: 'fix',
    what,
    detail:
      longest < AWS_WINDOW_MS
        ? `${took}: fits AWS's 2 min, not GCP's and Azure's 30 s`
        : `${took}: longer than any cloud's notice`,
    fix: 'save less at a notice (the model and optimizer state), or save often and at a notice only finish the step',
  };
}

/**
 * The attempt wrote after its SIGINT, and the next one (if any) resumed
 * from that with nothing done again: a save the SIGINT made.
 */
function savedAtSigint(attempts: readonly CheckedAttempt[], a: CheckedAttempt): boolean {
  if (a.writesAfterSigint === 0) return false;
  const next = attempts[attempts.indexOf(a) + 1];
  if (!next) return true;
  return resumedProvably(attempts, a, next) && (lostAfter(attempts, a)?.low ?? 0) === 0;
}

/** Milliseconds from the notice's SIGINT to the trainer's exit. */
function saveMs(a: CheckedAttempt): number {
  return (a.result.trainerExitedAt ?? a.result.endedAt) - (a.result.notice?.receivedAt ?? 0);
}

/** Steps the attempt after `a` repeated (a range for a trainer printing every Nth step), when both printed steps. */
export function lostAfter(
  attempts: readonly CheckedAttempt[],
  a: CheckedAttempt,
): StepsLost | undefined {
  const next = attempts[attempts.indexOf(a) + 1];
  return next ? stepsLost(a.result.progress, next.result.progress) : undefined;
}

/**
 * Whether `after` began again at the lineage's first step where `before`
 * had got further, or (saying nothing of a resume) although files were
 * restored: it loaded nothing of what `before` saved.
 */
export function beganAgain(
  attempts: readonly CheckedAttempt[],
  before: CheckedAttempt,
  after: CheckedAttempt,
): boolean {
  const start = attempts[0]?.result.progress.firstStep;
  const stopped = before.result.progress.lastStep;
  const { resumedFrom, firstStep } = after.result.progress;
  const began = resumedFrom ?? firstStep;
  if (began === undefined || began !== start) return false;
  return stopped !== start || (resumedFrom === undefined && after.result.restore.files.length > 0);
}

/**
 * Whether `after` shows it picked up what `before` saved: a resume line
 * naming its step, or a first step past the lineage's first. A trainer that
 * prints neither cannot be told apart from one that starts over.
 */
export function resumedProvably(
  attempts: readonly CheckedAttempt[],
  before: CheckedAttempt,
  after: CheckedAttempt,
): boolean {
  if (beganAgain(attempts, before, after)) return false;
  const start = attempts[0]?.result.progress.firstStep;
  const { resumedFrom, firstStep } = after.result.progress;
  return (
    resumedFrom !== undefined ||
    (firstStep !== undefined && start !== undefined && firstStep > start)
  );
}

export function moreSteps(): string {
  return 'give the trainer enough work for the check to reach each notice (more steps, or --patience longer)';
}

export function listed(paths: readonly string[]): string {
  const shown = paths.slice(0, 3).join(', ');
  return paths.length > 3 ? `${shown} and ${paths.length - 3} more` : shown;
}
