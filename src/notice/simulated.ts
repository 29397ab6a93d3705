import { sleepUnlessAborted, type Clock } from '../base/clock.js';
import { formatDuration } from '../base/duration.js';
import type { Notice, NoticeSource, NoticeWindow } from './notice.js';
import type { SimulatedSpec } from './simulated-spec.js';

/**
 * A drill: a notice at a chosen moment, so a training script's interruption
 * path is exercised before money is spent on it. Time counts from `startedAt`
 * (the supervisor's start), so a drill of `after:10m` means ten minutes of training.
 */
export class SimulatedNoticeSource implements NoticeSource {
  readonly kind = 'simulated' as const;

  constructor(
    private readonly params: {
      /** Which attempts get a drill is the caller's choice; a source drills its own once. */
      readonly spec: Omit<SimulatedSpec, 'attempts'>;
      readonly clock: Clock;
      readonly startedAt: number;
      readonly random?: () => number;
    },
  ) {}

  /** Milliseconds from `startedAt` to the notice. */
  delayMs(): number {
    const { schedule } = this.params.spec;
    switch (schedule.kind) {
      case 'after':
        return schedule.afterMs;
      case 'at':
        return Math.max(0, schedule.at - this.params.startedAt);
      case 'random': {
        // Exponential inter-arrival times: reclaims behave like a Poisson process.
        const u = (this.params.random ?? Math.random)();
        return Math.round(-Math.log(1 - u) * schedule.meanMs);
      }
    }
  }

  window(): NoticeWindow {
    return { ms: this.params.spec.noticeMs, from: 'the drill' };
  }

  async watch(signal: AbortSignal): Promise<Notice> {
    const delay = this.delayMs();
    const { clock, spec } = this.params;
    await sleepUnlessAborted(clock, this.params.startedAt + delay - clock.now(), signal);
    if (signal.aborted) return new Promise<Notice>(() => undefined);
    const receivedAt = clock.now();
    return {
      source: 'simulated',
      reason: `drill after ${formatDuration(delay)}`,
      receivedAt,
      deadline: receivedAt + spec.noticeMs,
    };
  }
}
