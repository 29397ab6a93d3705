import { countOf } from '../base/count.js';
import type { CheckConclusion, CheckRunState } from '../github/check-runs.js';
import { restartRunId } from '../restart/once.js';
import { checkSummary } from './lineage-check-summary.js';
import {
  interruptionWord,
  progressOf,
  reclaimCount,
  stepText,
  type LineageCheckFacts,
} from './lineage-facts.js';

export type { CheckPhase, LineageCheckFacts } from './lineage-facts.js';

/** How the check stands and what it says: status, conclusion, title, summary and link. */
export function lineageCheckState(facts: LineageCheckFacts): CheckRunState {
  const { status, conclusion, title } = standing(facts);
  return {
    status,
    ...(conclusion === undefined ? {} : { conclusion }),
    title,
    summary: checkSummary(facts, progressOf(facts.history)),
    detailsUrl: facts.run.url,
  };
}

interface Standing {
  readonly status: CheckRunState['status'];
  readonly conclusion?: CheckConclusion;
  readonly title: string;
}

/**
 * The state machine: in progress while a run trains or a restart is on its
 * way; concluded by the run after which the lineage goes no further.
 */
function standing(facts: LineageCheckFacts): Standing {
  const { phase, run } = facts;
  const step = stepText(progressOf(facts.history));
  const reclaims = reclaimCount(facts.history);
  const attempt = `attempt ${run.attempt}`;
  if (phase.kind === 'training') {
    const after = reclaims > 0 ? `, after ${countOf(reclaims, 'reclaim')}` : '';
    return { status: 'in_progress', title: `${attempt} training${after}${from(step)}` };
  }
  const next = restartRunId(phase.restart);
  const underway =
    phase.restart.kind === 'dispatched' || phase.restart.kind === 'claimed-elsewhere';
  const ended = `${attempt} ${endedWord(facts)}${at(step)}`;
  if (underway) {
    return {
      status: 'in_progress',
      title: `${ended}; ${next ? `run ${next}` : 'a new run'} continues`,
    };
  }
  const { ground } = phase.verdict;
  if (ground === 'completed') {
    const attempts = countOf(run.attempt, 'attempt');
    const after = reclaims > 0 ? ` after ${countOf(reclaims, 'reclaim')}` : '';
    return {
      status: 'completed',
      conclusion: 'success',
      title: `completed in ${attempts}${after}${at(step)}`,
    };
  }
  if (ground === 'failed')
    return concluded('failure', `the trainer failed in ${attempt}${at(step)}`);
  if (ground === 'stopped') return concluded('cancelled', `stopped in ${attempt}${at(step)}`);
  if (ground === 'max-restarts') {
    return concluded(
      'action_required',
      `gave up after ${countOf(run.attempt, 'attempt')}: max-restarts reached`,
    );
  }
  if (ground === 'restart') {
    return phase.lastChance
      ? concluded('action_required', `${ended}; not restarted, restart it by hand`)
      : { status: 'in_progress', title: `${ended}; finalize restarts it` };
  }
  return concluded('failure', `${attempt} did not train to its end`);
}

function concluded(conclusion: CheckConclusion, title: string): Standing {
  return { status: 'completed', conclusion, title };
}

/** How the writing run ended, in a word a person scanning the commit reads. */
function endedWord(facts: LineageCheckFacts): string {
  const own = facts.history.find((entry) => entry.runId === facts.run.runId);
  return own ? (interruptionWord(own) ?? 'ended') : 'ended';
}

const at = (step: string) => (step === '' ? '' : ` at ${step}`);
const from = (step: string) => (step === '' ? '' : `, from ${step}`);
