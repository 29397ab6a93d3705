import { describe, expect, it } from 'vitest';
import { SourceErrors } from '../../src/notice/source-errors.js';
import { FakeClock } from '../helpers/fake-clock.js';
import { RecordingLogger } from '../helpers/recording-logger.js';

describe("a notice source's failures", () => {
  it('make one warning and one recovery line for an outage that flaps, with the count', async () => {
    const clock = new FakeClock();
    const logger = new RecordingLogger();
    const errors = new SourceErrors('Azure scheduled events', logger, clock);
    const signal = new AbortController().signal;
    // 150 s of a server that fails, answers once, and fails again.
    for (let i = 0; i < 75; i++) {
      const waiting = errors.failed(new Error('GET scheduledevents answered 500'), signal);
      await clock.advance(1000);
      await waiting;
      errors.succeeded();
      await clock.advance(1000);
    }
    expect(logger.lines.filter((line) => line.level !== 'debug')).toHaveLength(2);
    await clock.advance(5000);
    errors.succeeded();
    expect(logger.lines.map((line) => line.level)).toEqual(['warning', 'warning', 'info']);
    expect(logger.text('warning')).toContain(
      'Azure scheduled events: GET scheduledevents answered 500 (1 failure in a row); still watching',
    );
    expect(logger.text('warning')).toMatch(/\(60 failures in 1m5\ds\); still watching/);
    expect(logger.text('info')).toMatch(
      /Azure scheduled events: answering again after 75 failed tries in 2m28s/,
    );
  });

  it('end an outage only once the source has answered for a while', async () => {
    const clock = new FakeClock();
    const logger = new RecordingLogger();
    const errors = new SourceErrors('AWS instance metadata', logger, clock);
    const waiting = errors.failed(new Error('reset'), new AbortController().signal);
    await clock.advance(250);
    await waiting;
    errors.succeeded();
    expect(logger.text('info')).toBe('');
    await clock.advance(5000);
    errors.succeeded();
    expect(logger.text('info')).toContain('answering again after 1 failed try');
  });
});
