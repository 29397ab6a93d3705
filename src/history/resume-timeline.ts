import { cloudsWhenMixed } from './attempt-clouds.js';
import type { AttemptHistory, TimelinePoints } from './attempt-history.js';

/** One point of a resume: what happened, and when, if anything recorded it. */
export interface ResumePoint {
  readonly point: string;
  /** Epoch ms; null when nothing recorded it. */
  readonly at: number | null;
  /** From the interruption (the notice, or finalize finding the VM gone). */
  readonly sinceStartMs: number | null;
  /** From the previous point that is known. */
  readonly gapMs: number | null;
}

/** From one interruption to the first step of the attempt that continued it. */
export interface ResumeTimeline {
  readonly runId: string;
  readonly attempt: number | null;
  readonly kind: 'notice' | 'vanished';
  readonly nextRunId: string;
  /**
   * The clouds the interrupted run and the next one ran on (null where no
   * launch record says), only when the lineage's runs span clouds.
   */
  readonly cloud?: string | null;
  readonly nextCloud?: string | null;
  /** Interruption to the next first step; null when either is unknown. */
  readonly totalMs: number | null;
  readonly points: readonly ResumePoint[];
}

type Pick = (run: TimelinePoints) => number | undefined;

const BEFORE: readonly (readonly [string, Pick])[] = [
  ['durable', (p) => p.durable],
  ['dispatched', (p) => p.dispatched],
];

const AFTER: readonly (readonly [string, Pick])[] = [
  ['next run created', (p) => p.runCreated],
  ['next run started', (p) => p.runStarted],
  ['VM requested', (p) => p.vmRequested],
  ['VM running', (p) => p.vmRunning],
  ['runner online', (p) => p.runnerOnline],
  ['train job started', (p) => p.trainJobStarted],
  ['train step started', (p) => p.trainStepStarted],
  ['restore done', (p) => p.restoreDone],
  ['first step', (p) => p.firstStep],
];

/**
 * Each interruption of a lineage that a later attempt continued, with the
 * moments in between: where the time to resume went. `history` is in
 * lineage order, as readLineageHistory gives it.
 */
export function resumeTimelines(history: readonly AttemptHistory[]): ResumeTimeline[] {
  const clouds = cloudsWhenMixed(history);
  return history.flatMap((run, index) => {
    const next = history[index + 1];
    // A hand-back's restart is timed as a notice's: it is one the deadline must allow for.
    const kind = run.interrupted ?? (run.handedBack ? 'notice' : undefined);
    if (kind === undefined || next === undefined) return [];
    const timeline = timelineOf(run, kind, next);
    if (clouds.size === 0) return [timeline];
    return [
      {
        ...timeline,
        cloud: clouds.get(run.runId) ?? null,
        nextCloud: clouds.get(next.runId) ?? null,
      },
    ];
  });
}

function timelineOf(
  run: AttemptHistory,
  kind: 'notice' | 'vanished',
  next: AttemptHistory,
): ResumeTimeline {
  const start = kind === 'notice' ? run.points.notice : run.points.finalized;
  const raw: [string, number | undefined][] = [
    [kind === 'notice' ? 'notice' : 'VM found gone (finalize)', start],
    ...BEFORE.map(([name, pick]): [string, number | undefined] => [name, pick(run.points)]),
    ...AFTER.map(([name, pick]): [string, number | undefined] => [name, pick(next.points)]),
  ];
  let previous: number | undefined;
  const points = raw.map(([point, at]): ResumePoint => {
    const gap = at === undefined || previous === undefined ? null : at - previous;
    if (at !== undefined) previous = at;
    return {
      point,
      at: at ?? null,
      sinceStartMs: at === undefined || start === undefined ? null : at - start,
      gapMs: gap,
    };
  });
  const first = next.points.firstStep;
  return {
    runId: run.runId,
    attempt: run.attempt ?? null,
    kind,
    nextRunId: next.runId,
    totalMs: first === undefined || start === undefined ? null : first - start,
    points,
  };
}
