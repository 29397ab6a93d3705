import { formatDuration } from '../base/duration.js';
import type { LineageRun } from '../records/lineage.js';
import type { Manifest } from '../records/manifest.js';
import { markdownTable } from '../base/markdown-table.js';

export interface ChainRun {
  readonly run: LineageRun;
  /** The run dispatched to continue this one, if any. */
  readonly restartRunId?: string;
  /** The cloud it ran on, given only when the lineage's runs span clouds (history/attempt-clouds.ts). */
  readonly cloud?: string;
}

export interface ChainLinks {
  /** `https://github.com/owner/repo`: where run pages live. */
  readonly repoUrl: string;
}

/**
 * The finalize mode's picture of a lineage: every attempt so far, what
 * ended it and the work it lost, as a table and a mermaid timeline.
 */
export function chainSummary(
  lineage: string,
  runs: readonly ChainRun[],
  links: ChainLinks,
): string {
  const sealed = runs
    .flatMap((entry) =>
      typeof entry.run.manifest === 'string' ? [] : [{ ...entry, manifest: entry.run.manifest }],
    )
    .sort((a, b) => a.manifest.attempt - b.manifest.attempt);
  if (sealed.length === 0) return `No attempt of lineage \`${lineage}\` left a manifest.\n`;
  // A one-cloud lineage's table stays as it was: the column only where clouds differ.
  const clouds = runs.some((entry) => entry.cloud !== undefined);
  const rows = sealed.map(({ manifest, restartRunId, cloud }) => {
    const lost = workLostMs(manifest);
    return [
      String(manifest.attempt),
      runLink(manifest.runId, links),
      ...(clouds ? [cloud ?? '-'] : []),
      manifest.startedAt.replace('T', ' ').replace(/\.\d+Z$|Z$/, ' UTC'),
      formatDuration(endedAt(manifest) - Date.parse(manifest.startedAt)),
      endedBy(manifest),
      lost === undefined ? '-' : formatDuration(lost),
      restartRunId ? runLink(restartRunId, links) : '-',
    ];
  });
  const interruptions = sealed.filter(({ manifest }) => manifest.state !== 'completed').length;
  const totalLost = sealed.reduce((sum, { manifest }) => sum + (workLostMs(manifest) ?? 0), 0);
  return [
    `#### Lineage \`${lineage}\`: ${sealed.length} attempts, ${interruptions} ended early, ${formatDuration(totalLost)} of work lost`,
    '',
    ...markdownTable(
      [
        'Attempt',
        'Run',
        ...(clouds ? ['Cloud'] : []),
        'Started',
        'Ran for',
        'Ended by',
        'Work lost',
        'Continued by',
      ],
      rows,
    ),
    '',
    '```mermaid',
    'gantt',
    `  title Lineage ${mermaidText(lineage)}`,
    '  dateFormat YYYY-MM-DDTHH:mm:ss',
    '  axisFormat %H:%M',
    '  section Attempts',
    ...sealed.flatMap(({ manifest }) => ganttTask(manifest)),
    '```',
    '',
  ].join('\n');
}

/**
 * The attempt's bar, or none when its manifest's times are not dates: the
 * table still lists it, and one bad manifest must not cost the whole summary.
 */
function ganttTask(manifest: Manifest): string[] {
  const start = Date.parse(manifest.startedAt);
  const end = endedAt(manifest);
  if (!Number.isFinite(start) || !Number.isFinite(end)) return [];
  const tag =
    manifest.state === 'completed' ? 'done' : manifest.state === 'running' ? 'active' : 'crit';
  return [
    `  ${manifest.attempt} ${manifest.state} :${tag}, a${manifest.attempt}, ${mermaidTime(start)}, ${mermaidTime(end)}`,
  ];
}

/** When the run stopped making progress: the notice, or its last word. */
function endedAt(manifest: Manifest): number {
  return Date.parse(manifest.notice?.receivedAt ?? manifest.updatedAt);
}

function endedBy(manifest: Manifest): string {
  switch (manifest.state) {
    case 'completed':
      return 'completed';
    case 'interrupted':
      return `${manifest.notice?.source ?? 'a'} notice (${manifest.notice?.reason ?? 'no reason given'}), saved`;
    case 'failed':
      return `trainer failed (exit ${manifest.exitCode ?? 'by a signal'})`;
    case 'sealed':
      return 'sealed';
    case 'running':
      return 'lost without a notice';
    case 'launched':
      return 'lost before its train step started';
  }
}

/**
 * Training done after the last checkpoint that became durable, which the
 * next attempt repeats; undefined for a run that completed.
 */
function workLostMs(manifest: Manifest): number | undefined {
  if (manifest.state === 'completed') return undefined;
  const own = manifest.files.filter((file) => file.key.includes(`/${manifest.runId}/`));
  const lastDurable = Math.max(
    Date.parse(manifest.startedAt),
    ...own.map((file) => Date.parse(file.uploadedAt)),
  );
  return Math.max(0, endedAt(manifest) - lastDurable);
}

function runLink(runId: string, links: ChainLinks): string {
  const workflowRun = /^(\d+)(?:-\d+)?$/.exec(runId)?.[1];
  return workflowRun ? `[${runId}](${links.repoUrl}/actions/runs/${workflowRun})` : runId;
}

/**
 * A name from the store as plain mermaid text: a line break ends a mermaid
 * statement, `%%` starts a comment or a directive that would restyle the
 * figure, `#...;` an entity and `<` markup. The table above the figure shows
 * the name as it is, so the figure may lose what is not a letter, a digit or
 * plain punctuation.
 */
function mermaidText(name: string): string {
  return name.replace(/[^\p{L}\p{N} _.,:/@+=()-]+/gu, '_');
}

function mermaidTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}
