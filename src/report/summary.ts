import { formatDuration } from '../base/duration.js';
import type { AttemptResult } from '../supervisor/attempt-types.js';
import { describeExit } from '../supervisor/trainer-exit.js';
import type { RestartReport } from '../restart/once.js';
import type { GangSealReport } from '../checkpoints/gang-seal.js';
import { formatBytes } from '../base/bytes.js';
import { countOf } from '../base/count.js';
import { markdownTable } from '../base/markdown-table.js';

const TITLE: Record<AttemptResult['outcome'], string> = {
  completed: 'training completed',
  interrupted: 'training interrupted, progress saved',
  failed: 'training failed',
};

/** The title when something the trainer wrote is not durable: never "progress saved". */
const TITLE_NOT_SAVED: Record<AttemptResult['outcome'], string> = {
  completed: 'training completed',
  interrupted: 'training interrupted',
  failed: 'training failed',
};

/** The train mode's job summary, as Markdown: what a person checks after a run. */
export function trainSummary(
  result: AttemptResult,
  storeUrl: string,
  restart: RestartReport = { kind: 'not-needed' },
  gangSeal?: GangSealReport,
): string {
  const { identity, sync, restore, notice } = result;
  const rows: [string, string][] = [
    ['Outcome', outcomeText(result)],
    ['Attempt', `${identity.attempt} (lineage \`${identity.lineage}\`)`],
    ...gangRows(result, gangSeal),
    ['Restored', restoredText(restore)],
    ['Uploaded', `${countOf(sync.filesUploaded, 'file')}, ${formatBytes(sync.bytesUploaded)}`],
    [
      'Upload lag',
      sync.filesUploaded === 0
        ? '-'
        : `max ${formatDuration(sync.maxLagMs)}, last ${formatDuration(sync.lastLagMs ?? 0)} (from a file's last write to durable)`,
    ],
    ['Training time', formatDuration(result.endedAt - result.startedAt)],
  ];
  if (notice) {
    const margin = notice.deadline - result.endedAt;
    const uploaded = `${countOf(sync.afterNotice.files, 'file')} (${formatBytes(sync.afterNotice.bytes)}) saved`;
    rows.push([
      'After the notice',
      result.noticeToDurableMs === undefined
        ? `${uploaded}; **not everything became durable**, see NOT saved`
        : `${uploaded}; durable ${formatDuration(result.noticeToDurableMs)} after the notice, ` +
          (margin >= 0
            ? `${formatDuration(margin)} before the deadline`
            : `**${formatDuration(-margin)} after the deadline**`),
    ]);
  }
  if (sync.saveTooBig) rows.push(['Save vs notice', `**too big to fit**: ${sync.saveTooBig}`]);
  if (sync.uploadErrors > 0) rows.push(['Upload errors', `**${sync.uploadErrors}**, see the log`]);
  if (!result.seal.sealed) {
    rows.push([
      'Seal',
      `**the manifest could not be sealed**: ${result.seal.error ?? 'unknown error'}`,
    ]);
  }
  if (result.seal.notSaved.length > 0) {
    rows.push([
      'NOT saved',
      result.seal.notSaved.map((file) => `\`${file.path}\`: ${file.reason}`).join('<br>'),
    ]);
  }
  const restartText = restartRow(restart);
  if (restartText !== undefined) rows.push(['Restart', restartText]);
  rows.push(['Manifest', `\`${storeUrl.replace(/\/$/, '')}/${result.manifestKey}\``]);
  return [`### spot-train: ${titleOf(result)}`, '', ...markdownTable(['', ''], rows), ''].join(
    '\n',
  );
}

function titleOf(result: AttemptResult): string {
  const unsaved = result.seal.notSaved.length;
  if (unsaved > 0)
    return `${TITLE_NOT_SAVED[result.outcome]}, ${countOf(unsaved, 'file')} NOT saved`;
  const handedBack = result.outcome === 'interrupted' && result.notice?.source === 'hand-back';
  return handedBack ? 'handed back to spot, progress saved' : TITLE[result.outcome];
}

function restoredText(restore: AttemptResult['restore']): string {
  return restore.fromRunId
    ? `${countOf(restore.files.length, 'file')} (${formatBytes(restore.bytes)}) from run \`${restore.fromRunId}\` in ${formatDuration(restore.durationMs)}`
    : 'nothing: a fresh start';
}

/** A gang node's place, and whether the gang's run is sealed yet (with any conflict between nodes). */
function gangRows(result: AttemptResult, seal: GangSealReport | undefined): [string, string][] {
  const node = result.identity.node;
  if (!node) return [];
  const rows: [string, string][] = [['Node', `${node.index} of a gang of ${node.count}`]];
  if (!seal) return rows;
  if (!seal.sealed) {
    rows.push(['Gang seal', `not yet: ${seal.reason}; the gang's last node or finalize seals it`]);
    return rows;
  }
  const { manifest } = seal;
  rows.push([
    'Gang seal',
    `${manifest.state}: ${countOf(manifest.files.length, 'file')} from ${node.count} nodes (sealed by ${manifest.gang?.sealedBy ?? '?'})`,
  ]);
  for (const conflict of manifest.gang?.conflicts ?? []) {
    rows.push([
      '**Conflict**',
      `\`${conflict.path}\` uploaded by node ${conflict.nodes.join(' and node ')} with different content; node ${conflict.nodes[0]}'s copy is kept`,
    ]);
  }
  return rows;
}

function restartRow(report: RestartReport): string | undefined {
  switch (report.kind) {
    case 'not-needed':
      return undefined;
    case 'not-dispatched':
      return `not dispatched: ${report.reason}`;
    case 'failed':
      return `**dispatch failed**: ${report.error}; the finalize job will try again`;
    case 'claimed-elsewhere':
      return report.claim?.restartRunId
        ? `dispatched by ${report.claim.by}: ${runLink(report.claim.restartRunId, report.claim.restartUrl)}`
        : `claimed by ${report.claim?.by ?? 'another job'}`;
    case 'dispatched':
      return report.run.runId
        ? `dispatched ${runLink(report.run.runId, report.run.url)}, which resumes from this run`
        : 'dispatched a new run of this workflow, which resumes from this run';
  }
}

function runLink(runId: string, url: string | undefined): string {
  return url ? `[run ${runId}](${url})` : `run ${runId}`;
}

function outcomeText(result: AttemptResult): string {
  if (result.notice) {
    const escalation =
      result.escalation === 'none'
        ? 'the trainer saved and exited'
        : `the trainer had to be stopped with ${result.escalation}`;
    if (result.notice.peerFailed) return `failed: ${result.notice.reason}; ${escalation}`;
    if (result.notice.source === 'hand-back') {
      return `handed back to spot: ${result.notice.reason}; ${escalation}`;
    }
    return `interrupted: ${result.notice.source} notice (${result.notice.reason}); ${escalation}`;
  }
  return result.outcome === 'completed'
    ? 'the trainer exited with code 0'
    : `the trainer exited with ${describeExit(result.exit)}`;
}
