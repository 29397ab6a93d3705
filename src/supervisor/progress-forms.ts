/**
 * The forms in which everyday trainers print their progress, read without a
 * user's pattern. A step is read only from a step-shaped token (`step N`,
 * `iter N`, `global_step N`, a progress bar's `N/M`), never from a path:
 * a checkpoint folder or a lineage id in a path holds digits too
 * ("Resuming training from /runs/20261205-1/out" is no step 20261205).
 */

/** A step the line shows, and the total where the line gives one. */
export interface StepReading {
  readonly step: number;
  readonly total?: number;
  /** Set for a progress bar: bars of another total (evaluation's) are not the training's. */
  readonly bar?: boolean;
}

/**
 * A token that names a file or a folder: text with a slash or a backslash
 * and a letter, a dot, an underscore or a dash in it. `5/100` is a
 * fraction, not a path.
 */
const PATH_TOKEN = /[^\s'"`()[\]{},;]*[/\\][^\s'"`()[\]{},;]*/g;

/** The line with every path taken out, so no digit of a path can be read as a step. */
export function withoutPaths(line: string): string {
  return line.replace(PATH_TOKEN, (token) => (/[A-Za-z._-]/.test(token) ? ' ' : token));
}

/** `global_step 500`, `global_step=500`, `'global_step': 500`, "global step 500" (Hugging Face). */
const GLOBAL_STEP = /\bglobal[_ ]step['"]?[\s:=#]*(\d{1,15})\b/i;
/** `step 1200`, `Step: 1200`, `step=1200`, `step 1200/5000`; not `steps`, not `step-000040`. */
const STEP = /\bstep[\s:=#]*(\d{1,15})(?![\w-])/i;
/** nanoGPT's `iter 100: loss ...`, `iteration 100`. */
const ITER = /\biter(?:ation)?[\s:=#]*(\d{1,15})(?![\w-])/i;
/** What may follow a step's number to give the total: `/ 5000`, ` of 5000`. */
const TOTAL = /^\s*(?:\/|of\b)\s*(\d{1,15})/i;
/** Lightning's bar: `Epoch 3:  45%|████▌     | 45/100 [00:05<00:06, 8.5it/s, ...]`. */
const EPOCH_BAR = /\bEpoch (\d{1,9}):\s*\d{1,3}%\|[^|]{0,200}\|\s*(\d{1,15})\/(\d{1,15})\b/;
/** A bare tqdm bar, as Hugging Face's Trainer draws its optimizer steps: ` 45%|████▌ | 450/1000 [00:30<...]`. */
const BARE_BAR = /^\s*\d{1,3}%\|[^|]{0,200}\|\s*(\d{1,15})\/(\d{1,15})\s*\[/;

/** The step, with the total `rest` gives right after it (`/ 5000`, ` of 5000`) when it is one. */
export function withTotal(step: number, rest: string): StepReading {
  const total = Number(TOTAL.exec(rest)?.[1]);
  return Number.isSafeInteger(total) && total >= step && total > 0 ? { step, total } : { step };
}

/** The step a line shows in one of the everyday forms, the most specific first. */
export function readStep(raw: string): StepReading | undefined {
  const line = withoutPaths(raw);
  for (const pattern of [GLOBAL_STEP, STEP, ITER]) {
    const match = pattern.exec(line);
    if (!match?.[1]) continue;
    return withTotal(Number(match[1]), line.slice(match.index + match[0].length));
  }
  const epoch = EPOCH_BAR.exec(line);
  if (epoch?.[1] && epoch[2] && epoch[3]) {
    // Steps within the epoch: the global step counts the epochs before it, each of `perEpoch`.
    const perEpoch = Number(epoch[3]);
    return { step: Number(epoch[1]) * perEpoch + Number(epoch[2]), bar: true };
  }
  const bar = BARE_BAR.exec(line);
  if (bar?.[1] && bar[2]) return { step: Number(bar[1]), total: Number(bar[2]), bar: true };
  return undefined;
}

/**
 * A line in which the trainer says it picked up saved work: "resumed from
 * step 1150", nanoGPT's "Resuming training from out", Hugging Face's
 * "Continuing training from global step 500", Lightning's "Restored all
 * states from the checkpoint at ...".
 */
const RESUME_WORDS =
  /\b(?:resum(?:e|ed|es|ing)\b|continu(?:e|ed|ing) training from\b|restor(?:ed|ing) (?:all )?states?\b)/i;

/** Whether the line says the trainer resumed. */
export function saysResumed(line: string): boolean {
  return RESUME_WORDS.test(line);
}

/** A bare number right after "from" or "at": "resumed from 1150". */
const BARE_FROM = /\b(?:from|at)\s+(\d{1,15})(?![\w./-])/i;

/** The step a resume line names, from a step-shaped token only; undefined when it names none. */
export function resumedStep(line: string): number | undefined {
  const text = withoutPaths(line);
  const at = text.search(RESUME_WORDS);
  if (at < 0) return undefined;
  const words = text.slice(at);
  for (const pattern of [GLOBAL_STEP, STEP, ITER, BARE_FROM]) {
    const match = pattern.exec(words);
    if (match?.[1]) return Number(match[1]);
  }
  return undefined;
}
