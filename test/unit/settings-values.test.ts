import { describe, expect, it } from 'vitest';
import { parseDuration } from '../../src/settings/duration.js';
import { formatDuration } from '../../src/base/duration.js';
import { parseBoolean, parseExitCodes, parseInteger } from '../../src/settings/values.js';
import { parseSimulatedSpec } from '../../src/settings/drill.js';
import { inputSource, type SettingSource } from '../../src/settings/source.js';
import { readStoreOptions } from '../../src/settings/store.js';

describe('parseDuration', () => {
  it.each([
    ['90s', 90_000],
    ['10m', 600_000],
    ['1h30m', 5_400_000],
    ['250ms', 250],
    ['1.5s', 1500],
    [' 2d ', 172_800_000],
  ])('reads %s', (text, ms) => {
    expect(parseDuration(text, 'settle-time')).toBe(ms);
  });

  it.each(['30', '', '10 minutes', 's', '5m extra', '-3s'])(
    'refuses "%s" and names the input',
    (text) => {
      expect(() => parseDuration(text, 'settle-time')).toThrow(
        /^settle-time: ".*" is not a duration; expected/,
      );
    },
  );

  it('formats durations for people', () => {
    expect(formatDuration(850)).toBe('850ms');
    expect(formatDuration(12_340)).toBe('12.3s');
    expect(formatDuration(245_000)).toBe('4m05s');
    expect(formatDuration(7_800_000)).toBe('2h10m');
  });
});

describe('input values', () => {
  it('takes only real booleans; a typo is an error, not false', () => {
    expect(parseBoolean('true', 'restore-to-outputs')).toBe(true);
    expect(parseBoolean('False', 'restore-to-outputs')).toBe(false);
    expect(() => parseBoolean('yes', 'restore-to-outputs')).toThrow(
      'restore-to-outputs: "yes" is not a boolean; expected true or false',
    );
  });

  it('checks integers against their range', () => {
    expect(parseInteger('10', 'max-restarts', { min: 0, max: 1000 })).toBe(10);
    expect(() => parseInteger('1e3', 'max-restarts', { min: 0, max: 1000 })).toThrow(
      /max-restarts: "1e3"/,
    );
    expect(() => parseInteger('-1', 'max-restarts', { min: 0, max: 1000 })).toThrow(
      /from 0 to 1000/,
    );
  });

  it('reads exit code lists with commas or spaces', () => {
    expect([...parseExitCodes('137, 143 1', 'restart-on-exit-codes')]).toEqual([137, 143, 1]);
    expect(parseExitCodes('', 'restart-on-exit-codes').size).toBe(0);
    expect(() => parseExitCodes('137,abc', 'restart-on-exit-codes')).toThrow(
      /restart-on-exit-codes: "abc"/,
    );
  });
});

describe('simulated interruption specs', () => {
  it('reads after, at and random schedules with an optional notice length', () => {
    expect(parseSimulatedSpec('after:10m', 'x')).toEqual({
      schedule: { kind: 'after', afterMs: 600_000 },
      noticeMs: 120_000,
      attempts: 1,
    });
    expect(parseSimulatedSpec('random:2h, notice:30s', 'x')).toEqual({
      schedule: { kind: 'random', meanMs: 7_200_000 },
      noticeMs: 30_000,
      attempts: 1,
    });
    expect(parseSimulatedSpec('after:1m,attempts:2', 'x').attempts).toBe(2);
    expect(parseSimulatedSpec('at:2026-12-01T03:00:00Z', 'x').schedule).toEqual({
      kind: 'at',
      at: Date.parse('2026-12-01T03:00:00Z'),
    });
  });

  it.each([
    '10m',
    'after:',
    'at:tomorrow',
    'notice:30s',
    'after:1m,after:2m',
    'random:0s',
    'after:1m,attempts:0',
  ])('refuses "%s" with the expected form', (text) => {
    expect(() => parseSimulatedSpec(text, 'simulate-interruption')).toThrow(
      /^simulate-interruption: /,
    );
  });
});

describe('store settings', () => {
  /** The store inputs as given, named as the inputs are unless `names` spells one otherwise. */
  const source = (
    inputs: Record<string, string>,
    names: Record<string, string> = {},
  ): SettingSource => {
    const given = inputSource((name) => inputs[name] ?? '');
    return { ...given, name: (input) => names[input] ?? input };
  };
  const parseStoreOptions = (inputs: Record<string, string>, names?: Record<string, string>) =>
    readStoreOptions(source(inputs, names), {});

  it('reads sizes with units and keeps parts within what S3 accepts', () => {
    expect(
      parseStoreOptions({ 's3-part-size': '64MiB', 's3-part-concurrency': '8' }),
    ).toMatchObject({
      s3PartSizeBytes: 64 << 20,
      s3PartConcurrency: 8,
    });
    expect(parseStoreOptions({})).toEqual({
      s3PartSizeBytes: 16 << 20,
      s3PartConcurrency: 4,
      artifactIntervalMs: 120_000,
    });
    expect(
      parseStoreOptions({ 'artifact-interval': '10m' }, { 'artifact-interval': 'x' }),
    ).toMatchObject({ artifactIntervalMs: 600_000 });
    expect(() =>
      parseStoreOptions({ 'artifact-interval': '10' }, { 'artifact-interval': 'x' }),
    ).toThrow('x: "10" is not a duration');
    expect(() => parseStoreOptions({ 's3-part-size': '64' })).toThrow(
      's3-part-size: "64" is not a size',
    );
    expect(() => parseStoreOptions({ 's3-part-size': '1MiB' })).toThrow(
      's3-part-size: "1MiB" is outside what S3 accepts for a part; expected 5MiB to 5GiB',
    );
  });
});
