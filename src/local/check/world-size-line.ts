import { countOf } from '../../base/count.js';
import type { TrainerCommand } from '../../supervisor/trainer-process.js';
import { describeExit, exitCause } from '../../supervisor/trainer-exit.js';
import { lostAfter, type CardLine } from './card-lines.js';
import type { CheckedAttempt } from './check-run.js';

const WHAT = 'resumes at another world size';

const LOAD_ANY_SIZE =
  'load a checkpoint whatever world size wrote it: a replicated (DDP) model and optimizer load as they are, a sharded one through torch.distributed.checkpoint, which reshards; rank-local state (random number generators, data position) is reseeded when the size differs';

/**
 * The last attempt, run with `--resume-with` (another world size, say),
 * against where the one before it stopped. An elastic gang and a restart
 * with another `nodes` both resume at another size. Without the flag, a
 * torchrun command gets a line saying how to check it; any other, none.
 */
export function worldSizeLine(
  attempts: readonly CheckedAttempt[],
  command: TrainerCommand,
): CardLine | undefined {
  const after = attempts.at(-1);
  if (after?.resumedWith === undefined) return torchrunHint(command);
  const before = attempts.at(-2);
  const n = after.result.identity.attempt;
  const how = `attempt ${n}, with ${after.resumedWith},`;
  const stopped = before?.result.progress.lastStep;
  const { resumedFrom, firstStep } = after.result.progress;
  const began = resumedFrom ?? firstStep;
  // Its exit says more than its steps: the line a trainer dies with may name one.
  const { code } = after.result.exit;
  if (after.result.outcome === 'failed' || (code !== null && code !== 0)) {
    const cause = exitCause(after.result.exit);
    return {
      status: 'fix',
      what: WHAT,
      detail: `${how} failed with ${describeExit(after.result.exit)}${cause ? ` (${cause})` : ''}; attempt ${n - 1} stopped at step ${stopped ?? '?'}`,
      fix: LOAD_ANY_SIZE,
    };
  }
  if (before === undefined || stopped === undefined || began === undefined)
    return { status: 'skip', what: WHAT, detail: `${how} printed no step to judge by` };
  const lost = lostAfter(attempts, before)?.low ?? 0;
  if (lost > 0 || (began === attempts[0]?.result.progress.firstStep && began !== stopped))
    return {
      status: 'fix',
      what: WHAT,
      detail: `${how} began at step ${began} where attempt ${n - 1} stopped at step ${stopped}: ${countOf(Math.max(lost, 1), 'step')} done again`,
      fix: LOAD_ANY_SIZE,
    };
  return {
    status: 'pass',
    what: WHAT,
    detail: `${how} ${resumedFrom === undefined ? 'began at' : 'resumed from'} step ${began} (attempt ${n - 1} stopped at step ${stopped})`,
  };
}

function torchrunHint(command: TrainerCommand): CardLine | undefined {
  const text = command.kind === 'argv' ? command.argv.join(' ') : command.script;
  if (!/\btorchrun\b|torch\.distributed\.(run|launch)\b/.test(text)) return undefined;
  return {
    status: 'skip',
    what: WHAT,
    detail: 'not checked: every attempt ran at the same size',
    fix: 'give --nproc_per_node "${NPROC:-2}" in the command and --resume-with NPROC=1, so the last attempt resumes with one process fewer',
  };
}
