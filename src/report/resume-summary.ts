import type { ResumePoint, ResumeTimeline } from '../history/resume-timeline.js';
import { formatDuration } from '../base/duration.js';
import { markdownTable } from '../base/markdown-table.js';
import { textTable } from '../base/text-table.js';

/** What a point shows where nothing recorded it: never a guess. */
export const UNKNOWN = 'unknown';

/** The resume timelines as Markdown, for the train and finalize summaries; empty without one. */
export function resumeMarkdown(timelines: readonly ResumeTimeline[]): string {
  if (timelines.length === 0) return '';
  return timelines
    .flatMap((timeline) => [
      `#### ${heading(timeline)}`,
      '',
      ...markdownTable(['Point', 'At (UTC)', 'Since interruption', 'Gap'], rowsOf(timeline)),
      '',
    ])
    .join('\n');
}

/** The same for a terminal (`spot-train ls LINEAGE`). */
export function resumeText(timelines: readonly ResumeTimeline[]): string {
  return timelines
    .map(
      (timeline) =>
        `\n${heading(timeline)}\n${textTable(['POINT', 'AT', 'SINCE', 'GAP'], rowsOf(timeline)).join('\n')}\n`,
    )
    .join('');
}

function heading(timeline: ResumeTimeline): string {
  const what = timeline.kind === 'notice' ? 'notice' : 'VM lost without a notice';
  const total =
    timeline.totalMs === null ? UNKNOWN : formatSigned(timeline.totalMs).replace(/^\+/, '');
  return `Resume after run ${timeline.runId}${onCloud(timeline.cloud)} (${what}) by run ${timeline.nextRunId}${onCloud(timeline.nextCloud)}: first step ${total} after the interruption`;
}

/** A run's cloud, named only where the lineage's runs span clouds (the timeline then carries it). */
function onCloud(cloud: string | null | undefined): string {
  return cloud ? ` on ${cloud}` : '';
}

function rowsOf(timeline: ResumeTimeline): string[][] {
  const day = timeline.points.find((point) => point.at !== null)?.at ?? undefined;
  return timeline.points.map((point: ResumePoint) => [
    point.point,
    point.at === null ? UNKNOWN : utcTime(point.at, day),
    point.sinceStartMs === null ? UNKNOWN : formatSigned(point.sinceStartMs),
    point.at === null ? UNKNOWN : point.gapMs === null ? '' : formatSigned(point.gapMs),
  ]);
}

function formatSigned(ms: number): string {
  return ms < 0 ? `-${formatDuration(-ms)}` : `+${formatDuration(ms)}`;
}

/** The time of day, with the date when it is not the day the timeline began. */
function utcTime(ms: number, first: number | undefined): string {
  const iso = new Date(ms).toISOString();
  const sameDay =
    first !== undefined && new Date(first).toISOString().slice(0, 10) === iso.slice(0, 10);
  return sameDay ? iso.slice(11, 23) : `${iso.slice(0, 10)} ${iso.slice(11, 23)}`;
}
