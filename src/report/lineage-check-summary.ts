import { countOf } from '../base/count.js';
import { markdownTable } from '../base/markdown-table.js';
import { cloudsWhenMixed } from '../history/attempt-clouds.js';
import type { AttemptHistory } from '../history/attempt-history.js';
import { formatAmount } from '../ledger/amount.js';
import {
  interruptionWord,
  reclaimCount,
  stepText,
  type LineageCheckFacts,
  type Progress,
} from './lineage-facts.js';

/**
 * Rows the check's table shows, newest last. Its summary must stay within
 * GitHub's 65,535 characters; a long lineage's early runs are in the
 * finalize summary and `spot-train ls`.
 */
const SHOWN = 30;

/** The check's Markdown: the lineage in one line, why it stands so, its runs, and where to look. */
export function checkSummary(facts: LineageCheckFacts, progress: Progress): string {
  const { phase } = facts;
  const because = phase.kind === 'ended' ? [`${capitalised(phase.verdict.because)}.`, ''] : [];
  return [headline(facts, progress), '', ...because, ...runTable(facts), '', ...where(facts)].join(
    '\n',
  );
}

function headline(facts: LineageCheckFacts, progress: Progress): string {
  const parts = [
    countOf(Math.max(facts.run.attempt, facts.history.length), 'attempt'),
    countOf(reclaimCount(facts.history), 'reclaim'),
    stepText(progress),
    facts.cost === undefined ? '' : `cost so far ${formatAmount(facts.cost)}`,
  ];
  return `Lineage \`${facts.lineage}\`: ${parts.filter((part) => part !== '').join(', ')}.`;
}

function runTable(facts: LineageCheckFacts): string[] {
  const entries = facts.history.some((entry) => entry.runId === facts.run.runId)
    ? facts.history
    : [...facts.history, undefined];
  const shown = entries.slice(-SHOWN);
  // A Cloud column only where the lineage's runs ran on more than one.
  const clouds = cloudsWhenMixed(facts.history);
  const named = clouds.size > 0;
  const rows = shown.map((entry) => {
    const runId = entry?.runId ?? facts.run.runId;
    const attempt = entry?.attempt ?? (entry ? undefined : facts.run.attempt);
    return [
      attempt === undefined ? '?' : String(attempt),
      runId === facts.run.runId ? `[${runId}](${facts.run.url})` : runId,
      ...(named ? [clouds.get(runId) ?? '-'] : []),
      runId === facts.run.runId ? ownEnd(facts, entry) : endOf(entry),
      entry ? steps(entry) : '',
    ];
  });
  const earlier = entries.length - shown.length;
  return [
    ...markdownTable(['Attempt', 'Run', ...(named ? ['Cloud'] : []), 'Ended', 'Steps'], rows),
    ...(earlier > 0 ? ['', `(${countOf(earlier, 'earlier attempt')} not shown)`] : []),
  ];
}

/** The writing run's end as it knows it, ahead of what its records say yet. */
function ownEnd(facts: LineageCheckFacts, entry: AttemptHistory | undefined): string {
  const { phase } = facts;
  if (phase.kind === 'training') return 'training';
  const word = entry ? interruptionWord(entry) : undefined;
  if (word) return word;
  const { ground } = phase.verdict;
  if (ground === 'completed') return 'completed';
  if (ground === 'failed') return 'failed';
  if (ground === 'stopped') return 'stopped';
  return entry ? endOf(entry) : 'ended';
}

function endOf(entry: AttemptHistory | undefined): string {
  if (!entry) return '';
  return interruptionWord(entry) ?? entry.outcome ?? '-';
}

function steps(entry: AttemptHistory): string {
  const { firstStep, lastStep, totalSteps } = entry;
  if (lastStep === undefined) return firstStep === undefined ? '' : `from ${firstStep}`;
  const range = firstStep === undefined ? `${lastStep}` : `${firstStep}..${lastStep}`;
  return totalSteps === undefined ? range : `${range} of ${totalSteps}`;
}

/** The latest run and its commit, beside the commit the check lives on; how to go on by hand. */
function where(facts: LineageCheckFacts): string[] {
  const { run, checkSha, phase } = facts;
  const commit =
    run.sha === '' || run.sha === checkSha
      ? ` on commit \`${short(checkSha)}\`, where the lineage started`
      : ` on commit \`${short(run.sha)}\`; this check stays on \`${short(checkSha)}\`, where the lineage started`;
  const lines = [`Latest run: [run ${run.runId}](${run.url})${commit}.`];
  const stuck =
    phase.kind === 'ended' &&
    (phase.verdict.ground === 'max-restarts' ||
      (phase.verdict.ground === 'restart' && phase.lastChance));
  if (stuck && phase.restart.kind !== 'dispatched' && phase.restart.kind !== 'claimed-elsewhere') {
    const file = facts.workflowFile ?? 'WORKFLOW.yml';
    lines.push(
      '',
      `To go on from where it stopped: \`gh workflow run ${file} -f _restart=${run.runId}\`.`,
    );
  }
  return lines;
}

function short(sha: string): string {
  return sha.slice(0, 7);
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
