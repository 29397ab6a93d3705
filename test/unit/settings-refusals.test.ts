import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCheckOptions } from '../../src/settings/check.js';
import { readLaunchSettings } from '../../src/settings/launch.js';
import { readWarmSettings } from '../../src/settings/warm.js';
import { checkStepPattern } from '../../src/supervisor/step-pattern.js';
import { inputsFrom } from '../helpers/inputs.js';
import { tempDir } from '../helpers/temp-dir.js';

const COMMAND = ['--', 'python3', 'train.py'];

describe('inputs that were taken without a word, now refused with what to give', () => {
  it('check --keep with a path that does not exist', async () => {
    const cwd = await tempDir('refusals');
    await mkdir(join(cwd, 'data'));
    expect(parseCheckOptions(['--keep', 'data', ...COMMAND], cwd).keep).toEqual(['data']);
    expect(() => parseCheckOptions(['--keep', 'dta', ...COMMAND], cwd)).toThrow(
      `--keep "dta": there is no ${join(cwd, 'dta')} to link into each copy`,
    );
  });

  it('check --outputs and --restart-dir the same directory, or one inside the other, as run refuses', async () => {
    const cwd = await tempDir('refusals');
    for (const [outputs, restart] of [
      ['x', 'x'],
      ['x', 'x/restart'],
      ['out/a', 'out'],
    ] as const) {
      expect(() =>
        parseCheckOptions(['--outputs', outputs, '--restart-dir', restart, ...COMMAND], cwd),
      ).toThrow(
        /--outputs ".*" and --restart-dir ".*" overlap: restored files would be uploaded again/,
      );
    }
    expect(
      parseCheckOptions(['--outputs', 'out', '--restart-dir', 'outer', ...COMMAND], cwd),
    ).toMatchObject({ outputs: 'out', restart: 'outer' });
  });

  it('check --settle 0s, which would upload files half written', async () => {
    const cwd = await tempDir('refusals');
    expect(() => parseCheckOptions(['--settle', '0s', ...COMMAND], cwd)).toThrow(/--settle.*0s/);
    expect(parseCheckOptions(['--settle', '100ms', ...COMMAND], cwd).timing.settleMs).toBe(100);
  });

  it('a step-pattern without a capture group, which never yields a step', () => {
    expect(() => checkStepPattern('step \\d+', 'step-pattern')).toThrow(
      'step-pattern: "step \\d+" has no capture group; put parentheses around the step number',
    );
    expect(checkStepPattern('iter (\\d+)', 'step-pattern')).toBe('iter (\\d+)');
  });

  it('a cache-key with a line break', () => {
    const read = (key: string) =>
      readWarmSettings(
        (name) => ({ 'cache-paths': '~/.cache/pip', 'cache-key': key })[name] ?? '',
        {},
        '/work/acme',
      );
    expect(() => read('abc\ndef')).toThrow('cache-key: "abc\\ndef" holds a line break');
    expect(read('abc').key).toMatch(/abc$/);
  });

  it('a launch deadline that has passed', () => {
    const aws = {
      cloud: 'aws',
      regions: 'us-east-1',
      'instance-types': 'p3.2xlarge',
      image: 'ami-1',
      'runner-token': 't',
      store: 's3://my-bucket/p',
    };
    expect(() =>
      readLaunchSettings(inputsFrom({ ...aws, deadline: '2020-01-01T00:00:00Z' }), {}),
    ).toThrow(/deadline: 2020-01-01T00:00:00Z has passed \(it is .* now\)/);
  });
});
