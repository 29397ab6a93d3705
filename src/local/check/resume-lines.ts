import { countOf } from '../../base/count.js';
import { stepsLostText } from '../../supervisor/progress.js';
import { describeExit } from '../../supervisor/trainer-exit.js';
import {
  beganAgain,
  listed,
  lostAfter,
  moreSteps,
  resumedProvably,
  type CardLine,
} from './card-lines.js';
import type { CheckedAttempt } from './check-run.js';
import type { Scenario } from './scenario-source.js';

const ATOMIC_SAVE =
  'write each checkpoint under a temporary name and rename it once complete, and resume from the newest complete one';

const RESUMES = 'resumes from the restart directory';

/** Where each attempt after the first began, against where the one before it stopped. */
export function resumeLine(attempts: readonly CheckedAttempt[]): CardLine {
  if (attempts.length < 2)
    return {
      status: 'skip',
      what: RESUMES,
      detail: 'training ended in the first attempt',
      fix: moreSteps(),
    };
  const said: string[] = [];
  for (const [index, after] of attempts.entries()) {
    const before = attempts[index - 1];
    // A save cut short by the second SIGINT is that line's to tell.
    if (!before || before.second) continue;
    const judged = judgeResume(attempts, before, after);
    if (typeof judged !== 'string') return judged;
    said.push(judged);
  }
  return { status: 'pass', what: RESUMES, detail: said.join('; ') || 'each attempt resumed' };
}

/** Where `after` began against where `before` stopped: a line that ends the judging, or what passed. */
function judgeResume(
  attempts: readonly CheckedAttempt[],
  before: CheckedAttempt,
  after: CheckedAttempt,
): CardLine | string {
  const what = RESUMES;
  const start = attempts[0]?.result.progress.firstStep;
  const stopped = before.result.progress.lastStep;
  const { resumedFrom, firstStep } = after.result.progress;
  const began = resumedFrom ?? firstStep;
  const n = after.result.identity.attempt;
  if (after.result.outcome === 'failed' && began === undefined)
    return { status: 'skip', what, detail: `attempt ${n} failed before it printed a step` };
  if (stopped === undefined || began === undefined)
    return {
      status: 'skip',
      what,
      detail: 'the trainer prints no steps, so where it resumed cannot be told',
      fix: 'print "step N" as it trains (or give --step-pattern), and "resumed from step N" after a restore',
    };
  const restored = after.result.restore.files.length;
  // Without a resume line, beginning at attempt 1's first step means starting
  // over, even when attempt 1 stopped there too (a trainer that prints its
  // step only at each eval): that is no "1 step done again".
  if (restored > 0 && resumedFrom === undefined && began === start)
    return {
      status: 'fix',
      what,
      detail: `attempt ${n} started from scratch although ${countOf(restored, 'file')} ${restored === 1 ? 'was' : 'were'} restored into $SPOT_TRAIN_RESTART_DIR: the trainer does not resume`,
      fix: "at start, load the newest checkpoint from os.environ['SPOT_TRAIN_RESTART_DIR'] when there is one; docs/recipes.md has the changes for common trainers",
    };
  if (began === start && (stopped !== start || resumedFrom === undefined))
    return restored > 0
      ? {
          status: 'fix',
          what,
          detail: `attempt ${n} was given ${countOf(restored, 'file')} in $SPOT_TRAIN_RESTART_DIR but began again at step ${began}`,
          fix: "at start, load the newest checkpoint from os.environ['SPOT_TRAIN_RESTART_DIR'] when there is one",
        }
      : {
          status: 'fix',
          what,
          detail: `attempt ${n} began again at step ${began}: attempt ${n - 1} left nothing in the store to restore`,
          fix: "save under os.environ['SPOT_TRAIN_OUTPUTS_DIR'], and at a notice too",
        };
  const lost = lostAfter(attempts, before);
  if (lost && lost.low > 0)
    return {
      status: 'fix',
      what,
      detail: `attempt ${n} began at step ${began} where attempt ${n - 1} stopped at step ${stopped}: ${stepsLostText(lost)} done again`,
      fix: 'save at the step where SIGINT came, not only every N steps',
    };
  const range = lost && lost.high > 0 ? `; ${stepsLostText(lost)} done again` : '';
  return `attempt ${n} ${resumedFrom === undefined ? 'began at' : 'resumed from'} step ${began} (attempt ${n - 1} stopped at step ${stopped}${range})`;
}

/** The attempt after the notice that came mid-save started from what was restored, and trained. */
export function midSaveLine(attempts: readonly CheckedAttempt[]): CardLine {
  return survivedLine(attempts, 'mid-save', 'survives a notice in the middle of a save');
}

/** The attempt after the second SIGINT found a whole save. */
export function secondSigintLine(attempts: readonly CheckedAttempt[]): CardLine {
  const line = survivedLine(attempts, 'second-sigint', 'survives a second SIGINT while saving');
  const interrupted = attempts.find((a) => a.scenario === 'second-sigint');
  if (line.status !== 'pass' || !interrupted) return line;
  // The situation never came: no save was there to cut short.
  if (!interrupted.second)
    return {
      status: 'skip',
      what: line.what,
      detail:
        interrupted.writesAfterSigint > 0
          ? 'it saved and exited before a second SIGINT could come'
          : 'it exited at the first SIGINT without saving, so no save was there to cut short',
    };
  const lost = lostAfter(attempts, interrupted)?.low ?? 0;
  const { exit } = interrupted.result;
  // A trainer that outlived the second SIGINT exits by itself, with 0.
  if (lost > 0 && (exit.signal === 'SIGINT' || exit.code !== 0))
    return {
      status: 'fix',
      what: line.what,
      detail: `the second SIGINT (${interrupted.second.trigger}) cut its save short: the next attempt did ${countOf(lost, 'step')} again`,
      fix: 'once saving, ignore further SIGINTs (signal.signal(signal.SIGINT, signal.SIG_IGN)) until the save is written',
    };
  return { ...line, detail: `${line.detail}; the second came ${interrupted.second.trigger}` };
}

function survivedLine(
  attempts: readonly CheckedAttempt[],
  scenario: Scenario,
  what: string,
): CardLine {
  const index = attempts.findIndex((a) => a.scenario === scenario);
  const interrupted = attempts[index];
  const next = attempts[index + 1];
  if (!interrupted?.trigger || !next) return notReached(attempts, what);
  if (/without a step or a save/.test(interrupted.trigger) && scenario === 'mid-save')
    return {
      status: 'skip',
      what,
      detail: `no save came in time (${interrupted.trigger})`,
      fix: 'save more often for the check (every few steps), or give --patience longer',
    };
  const n = next.result.identity.attempt;
  if (scenario === 'mid-save' && interrupted.saveInFlight === false)
    return {
      status: 'skip',
      what,
      detail: `its notice was timed by a write (${interrupted.trigger}), but that save had ended before the notice came, so no notice landed in a save`,
      fix: 'a checkpoint that takes longer to write than a few milliseconds gives the check time to land a notice in it',
    };
  if (next.result.outcome !== 'failed' && !resumedProvably(attempts, interrupted, next))
    return {
      status: 'skip',
      what,
      detail: beganAgain(attempts, interrupted, next)
        ? `attempt ${n} began again from the first step (the line "${RESUMES}"), so no save of attempt ${n - 1}'s was read`
        : `attempt ${n} did not show where it resumed (no resume line, no step past the first), so whether it read attempt ${n - 1}'s save cannot be told`,
    };
  if (next.result.outcome === 'failed')
    return {
      status: 'fix',
      what,
      detail: `attempt ${n} failed with ${describeExit(next.result.exit)} after restoring what attempt ${n - 1} saved (its notice came ${interrupted.trigger})`,
      fix: ATOMIC_SAVE,
    };
  return {
    status: 'pass',
    what,
    detail: `its notice came ${interrupted.trigger}; attempt ${n} restored ${countOf(next.result.restore.files.length, 'file')} and trained on`,
  };
}

/** A scenario the check never got to: the trainer failed, or finished first. */
function notReached(attempts: readonly CheckedAttempt[], what: string): CardLine {
  const last = attempts.at(-1)?.result;
  if (last?.outcome === 'failed')
    return {
      status: 'skip',
      what,
      detail: `the check stopped before this notice: attempt ${last.identity.attempt} failed`,
    };
  if (last?.outcome !== 'completed')
    return { status: 'skip', what, detail: 'the check was stopped before this notice' };
  return {
    status: 'skip',
    what,
    detail: 'training completed before this notice',
    fix: moreSteps(),
  };
}

/** Files left outside the outputs: lost with the VM, and whether resuming needed them. */
export function outsideLine(attempts: readonly CheckedAttempt[], resumed: CardLine): CardLine {
  const what = 'needs nothing outside the outputs';
  const outside = [...new Set(attempts.flatMap((a) => a.outside))].sort();
  const fresh = `each attempt ran in a fresh copy of the directory`;
  if (outside.length === 0)
    return { status: 'pass', what, detail: `${fresh}; it wrote nothing outside the outputs` };
  if (resumed.status === 'fix')
    return {
      status: 'fix',
      what,
      detail: `it wrote ${listed(outside)} outside the outputs, which the next attempt (a new VM) did not have`,
      fix: "write what resuming needs under os.environ['SPOT_TRAIN_OUTPUTS_DIR']",
    };
  return {
    status: 'pass',
    what,
    detail: `${fresh}; it also wrote ${listed(outside)} outside the outputs (lost with a VM, not needed to resume)`,
  };
}

/** An attempt that failed by itself, before or without a notice: what the rest of the card rests on. */
export function failureLine(attempts: readonly CheckedAttempt[]): CardLine | undefined {
  const failed = attempts.find((a) => a.result.outcome === 'failed');
  if (!failed) return undefined;
  const n = failed.result.identity.attempt;
  return {
    status: 'fix',
    what: n === 1 ? 'runs in a fresh copy' : 'starts from what it saved',
    detail: `attempt ${n} failed with ${describeExit(failed.result.exit)} (see its output above)`,
    fix:
      n === 1
        ? 'it ran in a fresh copy of the files git would check out, as on a new VM: give what git ignores but it needs (a dataset) with --keep PATH'
        : ATOMIC_SAVE,
  };
}
