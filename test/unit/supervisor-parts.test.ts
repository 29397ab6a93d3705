import { describe, expect, it } from 'vitest';
import { firstNotice } from '../../src/notice/first-notice.js';
import type { Notice, NoticeSource } from '../../src/notice/notice.js';
import { SimulatedNoticeSource } from '../../src/notice/simulated.js';
import { SignalNoticeSource } from '../../src/notice/signals.js';
import { withRetry } from '../../src/base/retry.js';
import { THREAD_POOL_SIZE, trainerBaseEnv } from '../../src/base/thread-pool.js';
import { insistence } from '../../src/supervisor/insistence.js';
import { LineSplitter } from '../../src/base/line-splitter.js';
import { ProgressTracker, stepsLost } from '../../src/supervisor/progress.js';
import { fitToNotice, stopTrainer, type Stoppable } from '../../src/supervisor/stop-trainer.js';
import { FakeClock, flushMicrotasks } from '../helpers/fake-clock.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { EventEmitter } from 'node:events';

/** A trainer that exits after the given signal (or never). */
class FakeTrainer implements Stoppable {
  readonly received: NodeJS.Signals[] = [];
  private alive = true;
  constructor(private readonly exitsOn: NodeJS.Signals | 'never') {}
  signalGroup(signal: NodeJS.Signals): boolean {
    if (!this.alive) return false;
    this.received.push(signal);
    if (signal === this.exitsOn || signal === 'SIGKILL') this.alive = false;
    return true;
  }
  groupAlive(): boolean {
    return this.alive;
  }
}

describe('stopTrainer', () => {
  const options = (clock: FakeClock, logger = new RecordingLogger()) => ({
    deadline: clock.now() + 120_000,
    reserveMs: 20_000,
    killGraceMs: 10_000,
    clock,
    logger,
    pollMs: 1000,
  });

  it('asks with SIGINT first and stops there when the trainer saves and exits', async () => {
    const clock = new FakeClock();
    const trainer = new FakeTrainer('SIGINT');
    const result = await stopTrainer(trainer, options(clock));
    expect(result).toEqual({ escalation: 'none' });
    expect(trainer.received).toEqual(['SIGINT']);
  });

  it('sends SIGTERM at the deadline less the reserve, then SIGKILL after the grace', async () => {
    const clock = new FakeClock();
    const start = clock.now();
    const trainer = new FakeTrainer('never');
    const stopping = stopTrainer(trainer, options(clock));
    await clock.advance(89_000);
    expect(trainer.received).toEqual(['SIGINT']);
    await clock.advance(1_000);
    expect(trainer.received).toEqual(['SIGINT', 'SIGTERM']);
    await clock.advance(10_000);
    const result = await stopping;
    expect(trainer.received).toEqual(['SIGINT', 'SIGTERM', 'SIGKILL']);
    // SIGKILL lands 20 s before the deadline: the whole reserve is left for the final upload.
    expect(result).toEqual({ escalation: 'SIGKILL', killedAt: start + 90_000 });
    expect(clock.now()).toBe(start + 100_000);
  });

  it('on a 30 s notice, the reserve and grace shrink so the trainer still gets half of it', () => {
    expect(fitToNotice(120_000, 20_000, 10_000)).toEqual({
      reserveMs: 20_000,
      killGraceMs: 10_000,
    });
    expect(fitToNotice(30_000, 15_000, 10_000)).toEqual({ reserveMs: 9000, killGraceMs: 6000 });
  });

  it('goes straight on when a person insists', async () => {
    const clock = new FakeClock();
    const trainer = new FakeTrainer('never');
    let insist: () => void = () => undefined;
    const hurry = new Promise<void>((resolve) => (insist = resolve));
    const stopping = stopTrainer(trainer, { ...options(clock), hurry });
    await clock.advance(1000);
    insist();
    await flushMicrotasks();
    await clock.advance(1000);
    await clock.advance(1000);
    expect((await stopping).escalation).toBe('SIGKILL');
    expect(clock.now() - Date.parse('2026-11-30T12:00:00Z')).toBeLessThan(10_000);
  });
});

/** A torchrun trainer: interrupt() freezes an agent, whose workers save and leave on cue. */
class FakeTorchrunTrainer implements Stoppable {
  readonly events: string[] = [];
  workersGone = false;
  agentGone = false;
  private frozen = false;
  signalGroup(signal: NodeJS.Signals): boolean {
    this.events.push(`group ${signal}`);
    if (signal === 'SIGKILL') this.agentGone = this.workersGone = true;
    return true;
  }
  groupAlive(): boolean {
    return !this.agentGone;
  }
  interrupt() {
    this.frozen = true;
    this.events.push('interrupt');
    return {
      summary: 'froze 1 torchrun agent; sent SIGINT to 2 workers',
      resumeIfDone: () => {
        if (!this.frozen || !this.workersGone) return undefined;
        this.frozen = false;
        this.events.push('resumed');
        return 'resumed 1 torchrun agent';
      },
      release: () => {
        if (this.frozen) this.events.push('released');
        this.frozen = false;
      },
      departing: [],
    };
  }
}

describe('stopTrainer with torchrun agents', () => {
  const options = (clock: FakeClock, logger = new RecordingLogger()) => ({
    deadline: clock.now() + 120_000,
    reserveMs: 20_000,
    killGraceMs: 10_000,
    clock,
    logger,
    pollMs: 1000,
  });

  it('interrupts through the trainer, not the group, and resumes the agent once the workers left', async () => {
    const clock = new FakeClock();
    const logger = new RecordingLogger();
    const trainer = new FakeTorchrunTrainer();
    const stopping = stopTrainer(trainer, options(clock, logger));
    await clock.advance(40_000);
    trainer.workersGone = true;
    await clock.advance(1000);
    expect(trainer.events).toEqual(['interrupt', 'resumed']);
    trainer.agentGone = true;
    await clock.advance(1000);
    expect(await stopping).toEqual({ escalation: 'none' });
    expect(logger.text()).toContain(
      'froze 1 torchrun agent; sent SIGINT to 2 workers; it has 1m30s to save and exit',
    );
    expect(logger.text()).toContain('resumed 1 torchrun agent');
  });

  it('on escalation, resumes the frozen agent after SIGTERM, and SIGKILL ends it with the rest', async () => {
    const clock = new FakeClock();
    const trainer = new FakeTorchrunTrainer();
    const stopping = stopTrainer(trainer, options(clock));
    await clock.advance(100_000);
    expect((await stopping).escalation).toBe('SIGKILL');
    expect(trainer.events).toEqual(['interrupt', 'group SIGTERM', 'released', 'group SIGKILL']);
  });

  it('resumes the frozen agent when stopping fails', async () => {
    const clock = new FakeClock();
    const trainer = new FakeTorchrunTrainer();
    trainer.groupAlive = () => {
      throw new Error('cannot read /proc');
    };
    await expect(stopTrainer(trainer, options(clock))).rejects.toThrow('cannot read /proc');
    expect(trainer.events).toEqual(['interrupt', 'released']);
  });
});

describe('notice sources', () => {
  it('a drill fires once, after its delay, with the notice length as deadline', async () => {
    const clock = new FakeClock();
    const source = new SimulatedNoticeSource({
      spec: { schedule: { kind: 'after', afterMs: 600_000 }, noticeMs: 30_000 },
      clock,
      startedAt: clock.now(),
    });
    let notice: Notice | undefined;
    void source.watch(new AbortController().signal).then((n) => (notice = n));
    await clock.advance(599_999);
    expect(notice).toBeUndefined();
    await clock.advance(1);
    expect(notice?.source).toBe('simulated');
    expect(notice && notice.deadline - notice.receivedAt).toBe(30_000);
  });

  it('random drills average out to their mean interval', () => {
    const clock = new FakeClock();
    let seed = 1;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const source = new SimulatedNoticeSource({
      spec: { schedule: { kind: 'random', meanMs: 1000 }, noticeMs: 1 },
      clock,
      startedAt: 0,
      random,
    });
    const samples = Array.from({ length: 4000 }, () => source.delayMs());
    const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
    expect(mean).toBeGreaterThan(900);
    expect(mean).toBeLessThan(1100);
  });

  it('SIGTERM is a notice with the signal grace; SIGINT is a person asking to stop', async () => {
    const clock = new FakeClock();
    const proc = new EventEmitter();
    const make = () =>
      new SignalNoticeSource({
        clock,
        graceMs: 10_000,
        sigintIsUserStop: true,
        process: proc as unknown as NodeJS.Process,
      });
    const term = make().watch(new AbortController().signal);
    proc.emit('SIGTERM');
    expect(await term).toMatchObject({
      source: 'signal',
      reason: 'SIGTERM',
      deadline: clock.now() + 10_000,
    });
    expect((await term).userRequested).toBeUndefined();
    const int = make().watch(new AbortController().signal);
    proc.emit('SIGINT');
    expect((await int).userRequested).toBe(true);
    expect(proc.listenerCount('SIGTERM')).toBe(0);
  });

  it('reports the first notice only, and a failing source is logged, never a notice', async () => {
    const logger = new RecordingLogger();
    let fire: (n: Notice) => void = () => undefined;
    const broken: NoticeSource = {
      kind: 'aws',
      watch: () => Promise.reject(new Error('metadata server down')),
    };
    const twice: NoticeSource = {
      kind: 'simulated',
      watch: () => new Promise((resolve) => (fire = resolve)),
    };
    const late: NoticeSource = {
      kind: 'signal',
      watch: () => new Promise((resolve) => setTimeout(() => resolve(notice('signal')), 5)),
    };
    const got = firstNotice([broken, twice, late], new AbortController().signal, logger);
    await flushMicrotasks();
    expect(logger.text('warning')).toContain(
      'the aws notice source stopped: Error: metadata server down',
    );
    fire(notice('simulated'));
    expect((await got).source).toBe('simulated');
  });
});

function notice(source: Notice['source']): Notice {
  return { source, reason: 'test', receivedAt: 0, deadline: 1 };
}

describe('trainer output', () => {
  it('splits lines at \\n and \\r, across chunks and multibyte characters', () => {
    const lines: string[] = [];
    const splitter = new LineSplitter((line) => lines.push(line));
    const bytes = Buffer.from('step 1 lössß\r\nstep 2\rstep');
    splitter.push(bytes.subarray(0, 9));
    splitter.push(bytes.subarray(9));
    splitter.push(Buffer.from(' 3\n'));
    splitter.end();
    expect(lines).toEqual(['step 1 lössß', 'step 2', 'step 3']);
  });

  it('tracks steps and the step a restart resumed from', () => {
    const before = new ProgressTracker();
    for (const line of ['epoch 1 step 10 loss 3', 'Step: 20', 'interrupted: saved step 27'])
      before.onLine(line);
    expect(before.current()).toEqual({ firstStep: 10, lastStep: 27, stepEvery: 7 });
    const after = new ProgressTracker();
    for (const line of ['resumed from step 20 (ckpt)', 'step 30']) after.onLine(line);
    expect(after.current()).toEqual({
      resumedFrom: 20,
      resumeSaid: true,
      firstStep: 30,
      lastStep: 30,
    });
    // Printed 7 to 10 steps apart, the last step done may lie up to 6 after step 27.
    expect(stepsLost(before.current(), after.current())).toEqual({ low: 7, high: 13, every: 7 });
    expect(stepsLost({}, after.current())).toBeUndefined();
  });

  it('reads the total from step N/M and step N of M, and never one below the step', () => {
    const tracker = new ProgressTracker();
    tracker.onLine('step 10/5000 loss 3.1');
    expect(tracker.current()).toMatchObject({ lastStep: 10, totalSteps: 5000 });
    tracker.onLine('Step 20 of 6000');
    expect(tracker.current()).toMatchObject({ lastStep: 20, totalSteps: 6000 });
    // A ratio that is not a total (a batch 3/8 after the step, a total below it) changes nothing.
    tracker.onLine('step 30 batch 3/8');
    tracker.onLine('step 7000/100');
    expect(tracker.current()).toMatchObject({ lastStep: 7000, totalSteps: 6000 });
  });
});

describe('signals while saving', () => {
  it('a second SIGINT hurries the stop; SIGTERM (a shutdown) does not', async () => {
    const proc = new EventEmitter();
    const logger = new RecordingLogger();
    const guard = insistence(logger, proc as unknown as NodeJS.Process);
    let hurried = false;
    void guard.promise.then(() => (hurried = true));
    proc.emit('SIGTERM');
    await flushMicrotasks();
    expect(hurried).toBe(false);
    expect(logger.text('warning')).toContain(
      'SIGTERM while saving: carrying on until the deadline',
    );
    proc.emit('SIGINT');
    await flushMicrotasks();
    expect(hurried).toBe(true);
    guard.dispose();
    expect(proc.listenerCount('SIGINT') + proc.listenerCount('SIGTERM')).toBe(0);
  });
});

describe('the trainer environment', () => {
  it('does not pass on the thread pool size the supervisor chose for itself', () => {
    expect(trainerBaseEnv({ UV_THREADPOOL_SIZE: THREAD_POOL_SIZE, HOME: '/root' })).toEqual({
      HOME: '/root',
    });
    expect(trainerBaseEnv({ UV_THREADPOOL_SIZE: '8' })).toEqual({ UV_THREADPOOL_SIZE: '8' });
  });
});

describe('withRetry', () => {
  it('backs off with jitter and gives up after the last try', async () => {
    const sleeps: number[] = [];
    const clock = { now: () => 0, sleep: (ms: number) => (sleeps.push(ms), Promise.resolve()) };
    let calls = 0;
    await expect(
      withRetry(
        () => {
          calls++;
          return Promise.reject(new Error('nope'));
        },
        { clock, policy: { attempts: 4, baseDelayMs: 100, maxDelayMs: 250 }, random: () => 1 },
      ),
    ).rejects.toThrow('nope');
    expect(calls).toBe(4);
    expect(sleeps).toEqual([100, 200, 250]);
  });

  it('stops at once on an error that retrying cannot fix', async () => {
    let calls = 0;
    await expect(
      withRetry(() => (calls++, Promise.reject(new Error('bad'))), {
        clock: { now: () => 0, sleep: () => Promise.resolve() },
        isRetryable: () => false,
      }),
    ).rejects.toThrow('bad');
    expect(calls).toBe(1);
  });
});
