import { tmpdir } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/base/clock.js';
import { readFinalizeSettings } from '../../src/settings/finalize.js';
import { readLaunchSettings } from '../../src/settings/launch.js';
import { parseRunOptions } from '../../src/settings/local-run.js';
import { readTrainSettings } from '../../src/settings/train.js';
import { inputsFrom } from '../helpers/inputs.js';

const train = { run: 'python train.py', store: 'file:///tmp/spot-train-store' };
const launch = {
  cloud: 'aws',
  'instance-types': 'g5.xlarge',
  regions: 'us-east-1',
  image: 'ami-0123456789abcdef0',
  'runner-token': 'admin-token',
};
const finalize = { store: 'file:///tmp/spot-train-store' };

const readTrain = (inputs: Record<string, string>) =>
  readTrainSettings(inputsFrom({ ...train, ...inputs }), tmpdir());
const readLaunch = (inputs: Record<string, string>) =>
  readLaunchSettings(inputsFrom({ ...launch, ...inputs }), {});
const readFinalize = (inputs: Record<string, string>) =>
  readFinalizeSettings(inputsFrom({ ...finalize, ...inputs }));
const readCli = (...flags: string[]) =>
  parseRunOptions(['--outputs', 'out', ...flags, '--', 'true'], tmpdir());

type Reader = (inputs: Record<string, string>) => unknown;

// Every duration input of the action, by the mode that reads it.
const ACTION_DURATIONS: [string, Reader][] = [
  ['settle-time', readTrain],
  ['scan-interval', readTrain],
  ['flush-reserve', readTrain],
  ['kill-grace', readTrain],
  ['signal-notice', readTrain],
  ['gcp-notice', readTrain],
  ['seal-timeout', readTrain],
  ['artifact-interval', readTrain],
  ['online-timeout', readLaunch],
  ['restart-backoff', readLaunch],
  ['claim-timeout', readFinalize],
];

describe('duration inputs', () => {
  it.each(ACTION_DURATIONS)(
    '%s refuses 25 days, which a Node timer would turn into 1 ms, naming the input and the range',
    (name, read) => {
      expect(() => read({ [name]: '25d' })).toThrow(
        new RegExp(`^${name}: "25d" is out of range; expected a duration .*24d$`),
      );
    },
  );

  it.each([
    ['scan-interval', readTrain],
    ['signal-notice', readTrain],
    ['gcp-notice', readTrain],
    ['max-lifetime', readLaunch],
    ['online-timeout', readLaunch],
    ['claim-timeout', readFinalize],
  ] as [string, Reader][])('%s refuses zero, which would spin or end at once', (name, read) => {
    expect(() => read({ [name]: '0s' })).toThrow(new RegExp(`^${name}: "0s" is out of range`));
  });

  it.each([
    ['settle-time', readTrain],
    ['flush-reserve', readTrain],
    ['kill-grace', readTrain],
    ['seal-timeout', readTrain],
    ['restart-backoff', readLaunch],
  ] as [string, Reader][])('%s takes zero, which means "no wait"', (name, read) => {
    expect(() => read({ [name]: '0s' })).not.toThrow();
  });

  it('max-lifetime may be up to the 120 days GCP allows, since no timer waits for it', () => {
    expect(readLaunch({ 'max-lifetime': '120d' }).maxLifetimeMs).toBe(120 * 86_400_000);
    expect(() => readLaunch({ 'max-lifetime': '121d' })).toThrow(
      'max-lifetime: "121d" is out of range; expected a duration from 1m to 120d',
    );
  });

  it.each([
    ['after:25d', /^simulate-interruption: after: "25d" is out of range/],
    ['random:25d', /^simulate-interruption: random: "25d" is out of range/],
    ['after:1m,notice:0s', /^simulate-interruption: notice: "0s" is out of range/],
    ['after:1m,notice:25d', /^simulate-interruption: notice: "25d" is out of range/],
  ])('a drill refuses %s', (drill, message) => {
    expect(() => readTrain({ 'simulate-interruption': drill })).toThrow(message);
  });

  it.each([
    [['--interrupt-after', '25d'], /^--interrupt-after: "25d" is out of range/],
    [['--drill', 'after:1m,notice:0s'], /^--drill: notice: "0s" is out of range/],
    [['--interrupt-after', '1m', '--notice', '0s'], /^--notice: "0s" is out of range/],
    [['--scan-interval', '0s'], /^--scan-interval: "0s" is out of range/],
    [['--scan-interval', '25d'], /^--scan-interval: "25d" is out of range/],
    [['--settle', '25d'], /^--settle: "25d" is out of range/],
    [['--flush-reserve', '25d'], /^--flush-reserve: "25d" is out of range/],
    [['--kill-grace', '25d'], /^--kill-grace: "25d" is out of range/],
    [['--artifact-interval', '25d'], /^--artifact-interval: "25d" is out of range/],
  ])('the CLI refuses %j', (flags, message) => {
    expect(() => readCli(...flags)).toThrow(message);
  });
});

describe('the system clock', () => {
  it('waits out a sleep longer than a Node timer can hold instead of firing at once', async () => {
    const stop = new AbortController();
    const long = systemClock
      .sleep(25 * 86_400_000, stop.signal)
      .then(() => 'woke')
      .catch(() => 'aborted');
    const first = await Promise.race([long, delay(100).then(() => 'still asleep')]);
    stop.abort();
    expect(first).toBe('still asleep');
    expect(await long).toBe('aborted');
  });
});
