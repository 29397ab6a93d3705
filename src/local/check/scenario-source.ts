import { sleepUnlessAborted, type Clock } from '../../base/clock.js';
import { formatDuration } from '../../base/duration.js';
import type { Notice, NoticeSource, NoticeWindow } from '../../notice/notice.js';
import type { OutputsActivity } from './outputs-activity.js';

/**
 * What one attempt of a check puts the trainer through: a notice as soon as
 * it trains, one while it writes a save, one followed by a second SIGINT
 * while it saves, or (the last attempt) a person's stop once it shows where
 * it resumed.
 */
export type Scenario = 'early' | 'mid-save' | 'second-sigint' | 'resume';

/** The longest window a cloud gives (AWS's 2 minutes): saves are timed against each cloud's after. */
export const CHECK_NOTICE_MS = 120_000;

export interface FirstStep {
  readonly step: number;
  readonly at: number;
}

/** A notice timed by what the trainer does rather than by the clock alone. */
export class ScenarioSource implements NoticeSource {
  readonly kind = 'simulated' as const;
  /** What the notice was timed by, for the report: "at step 3", "while out/ckpt.pt was written". */
  trigger = '';
  /** For a notice timed by a save: the file whose write it was timed by. */
  savePath = '';

  constructor(
    private readonly params: {
      readonly scenario: Scenario;
      readonly firstStep: Promise<FirstStep>;
      /** When the trainer started (epoch ms): the restore's writes before it are not the trainer's. */
      readonly trainerStarted: Promise<number>;
      readonly activity: OutputsActivity;
      readonly patienceMs: number;
      readonly clock: Clock;
    },
  ) {}

  window(): NoticeWindow {
    return { ms: CHECK_NOTICE_MS, from: 'the check' };
  }

  async watch(signal: AbortSignal): Promise<Notice> {
    const { scenario, clock } = this.params;
    this.trigger = await (scenario === 'mid-save'
      ? this.inASave(signal)
      : this.onceTraining(signal));
    if (signal.aborted) return new Promise<Notice>(() => undefined);
    const receivedAt = clock.now();
    return {
      source: 'simulated',
      reason: `check: ${scenario} notice ${this.trigger}`,
      receivedAt,
      deadline: receivedAt + CHECK_NOTICE_MS,
      ...(scenario === 'resume' ? { userRequested: true } : {}),
    };
  }

  /**
   * The first step, or (but for the last attempt, which must show where it
   * resumed) the first write: training has begun. Else the patience runs out.
   */
  private async onceTraining(signal: AbortSignal): Promise<string> {
    const { firstStep, activity, scenario } = this.params;
    const started = await this.params.trainerStarted;
    return this.first(signal, started, [
      firstStep.then(({ step }) => `at step ${step}`),
      ...(scenario === 'resume'
        ? []
        : [activity.nextWrite(started).then(({ path }) => `at its first write (${path})`)]),
    ]);
  }

  /** Once training, the next write into the outputs: the notice lands while a save is written. */
  private async inASave(signal: AbortSignal): Promise<string> {
    const { firstStep, activity, clock } = this.params;
    const started = await this.params.trainerStarted;
    const since = await this.first(signal, started, [firstStep.then(({ at }) => String(at))]);
    const from = Number(since) || clock.now();
    return this.first(signal, from, [
      activity.nextWrite(from).then(({ path }) => {
        this.savePath = path;
        return `while ${path} was being written`;
      }),
    ]);
  }

  /** Whichever comes first of `events` and the patience (counted from `from`). */
  private async first(
    signal: AbortSignal,
    from: number,
    events: readonly Promise<string>[],
  ): Promise<string> {
    const { clock, patienceMs } = this.params;
    const waited = sleepUnlessAborted(clock, from + patienceMs - clock.now(), signal).then(
      () => `after ${formatDuration(patienceMs)} without a step or a save`,
    );
    return Promise.race([...events, waited]);
  }
}
