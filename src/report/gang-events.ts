import type { AttemptHistory } from '../history/attempt-history.js';
import type { GangChange } from '../history/gang-changes.js';
import type { GangRunTally, GangTally } from '../history/gang-tally.js';

/**
 * `spot-train ls LINEAGE`'s lines on its gangs: for each elastic run a
 * count of its changes of members and the time it trained short, then each
 * change; for the lineage, whole-gang restarts by whose loss against the
 * reclaims the gang trained on through. Empty when the lineage had no gang.
 */
export function gangEventsText(history: readonly AttemptHistory[], tally: GangTally): string {
  const restarts = tally.hostRestarts + tally.otherRestarts + tally.unknownRestarts;
  if (tally.runs.length === 0 && restarts === 0) return '';
  const lines: string[] = [];
  for (const run of tally.runs) {
    const gang = history.find((h) => h.runId === run.runId)?.gang;
    const size = gang ? ` (${gang.nodes} nodes, min-nodes ${gang.minNodes})` : '';
    lines.push(`run ${run.runId}${attemptText(run)}${size}: ${runCountsText(run)}`);
    for (const change of gang?.changes ?? [])
      lines.push(`  ${timeText(change.at)}  ${changeText(change)}`);
  }
  lines.push(lineageCountsText(tally));
  return `\nelastic gang\n${lines.join('\n')}\n`;
}

/** The per-run figure, e.g. "elastic: 1 left, 1 joined, 3.0 node-min short, trained again 7.7 and 3.2 s after them". */
export function runCountsText(run: GangRunTally): string {
  const again =
    run.trainedAgain.length === 0
      ? ''
      : `, trained again ${run.trainedAgain.map((s) => s.toFixed(1)).join(', ')} s after ${run.trainedAgain.length === 1 ? 'it' : 'them'}`;
  return `elastic: ${run.left} left, ${run.joined} joined, ${run.shortNodeMinutes.toFixed(1)} node-min short${again}`;
}

/** How often the rendezvous host's loss restarted the gang, against the reclaims it trained on through. */
export function lineageCountsText(tally: GangTally): string {
  const unknown =
    tally.unknownRestarts === 0 ? '' : `, ${tally.unknownRestarts} with no node known`;
  return (
    `whole-gang restarts: ${tally.hostRestarts} from losing node 0 (the rendezvous host), ` +
    `${tally.otherRestarts} from other nodes${unknown}; ` +
    `${plural(tally.reclaimsSurvived, 'departure')} the gang trained on through without a restart`
  );
}

function changeText(change: GangChange): string {
  const seat = change.seat === undefined ? '' : ` (seat ${change.seat})`;
  switch (change.kind) {
    case 'left': {
      const why = change.why === 'notice' ? `notice (${change.reason})` : `lost (${change.reason})`;
      const after = change.trainsOn ? '' : '; the gang stopped whole';
      return `node ${change.node}${seat} left: ${why}${after}`;
    }
    case 'asked':
      return `replacement node ${change.node}${seat} asked for node ${change.replaces}${runText(change.run)}`;
    case 'joined':
      return `node ${change.node}${seat} joined as a replacement`;
    case 'trained':
      return `node 0 trained again, ${change.seconds.toFixed(1)} s after node ${change.node} ${change.after}`;
  }
}

/** The dispatched run: its URL, or its id when GitHub gave no URL. */
const runText = (run: string | undefined) =>
  run === undefined ? '' : run.includes('://') ? `: ${run}` : `: run ${run}`;

const attemptText = (run: GangRunTally) =>
  run.attempt === undefined ? '' : ` (attempt ${run.attempt})`;

const timeText = (ms: number) => `${new Date(ms).toISOString().slice(0, 19).replace('T', ' ')}Z`;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
