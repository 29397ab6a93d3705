import type { Clock } from '../base/clock.js';
import type { NoticeSource } from '../notice/notice.js';
import { SignalNoticeSource } from '../notice/signals.js';
import type { SimulatedSpec } from '../notice/simulated-spec.js';
import { SimulatedNoticeSource } from '../notice/simulated.js';

/**
 * Every source a notice can come from for one attempt: a stop by signal
 * (SIGINT is a person's: the runner's cancel or Ctrl-C, not a reclaim), the
 * drill for the attempts it names, and the entry's own (the cloud's
 * metadata, the gang's other nodes).
 */
export function attemptSources(params: {
  readonly attempt: number;
  readonly signalGraceMs: number;
  /** Whether SIGTERM is a person's stop too (on a machine no cloud takes back) or a notice. */
  readonly sigtermIsUserStop: boolean;
  readonly drill: SimulatedSpec | undefined;
  readonly more: readonly NoticeSource[];
  readonly clock: Clock;
}): NoticeSource[] {
  const { clock, drill } = params;
  const sources: NoticeSource[] = [
    new SignalNoticeSource({
      clock,
      graceMs: params.signalGraceMs,
      sigintIsUserStop: true,
      sigtermIsUserStop: params.sigtermIsUserStop,
    }),
  ];
  // Only the attempts the drill names (DEFAULT_DRILL_ATTEMPTS): drilling every
  // restart again would run the lineage into max-restarts.
  if (drill && params.attempt <= drill.attempts) {
    sources.push(new SimulatedNoticeSource({ spec: drill, clock, startedAt: clock.now() }));
  }
  sources.push(...params.more);
  return sources;
}
