import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCheckOptions } from '../../src/settings/check.js';
import { ignoredInputs, ignoredInputWarning } from '../../src/action/ignored-inputs.js';
import { readLaunchSettings } from '../../src/settings/launch.js';
import { readTrainSettings } from '../../src/settings/train.js';
import { readWarmSettings } from '../../src/settings/warm.js';
import { checkStepPattern } from '../../src/supervisor/step-pattern.js';
import { inputsFrom } from '../helpers/inputs.js';
import { tempDir } from '../helpers/temp-dir.js';

const COMMAND = ['--', 'python3', 'train.py'];

/** A launch's required inputs, with a store. */
const AWS_LAUNCH = {
  cloud: 'aws',
  regions: 'us-east-1',
  'instance-types': 'p3.2xlarge',
  image: 'ami-1',
  'runner-token': 't',
  store: 's3://my-bucket/p',
};

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
    expect(parseCheckOptions(['--settle', '100ms', ...COMMAND], cwd).attempt.timing.settleMs).toBe(
      100,
    );
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
    expect(() =>
      readLaunchSettings(inputsFrom({ ...AWS_LAUNCH, deadline: '2020-01-01T00:00:00Z' }), {}),
    ).toThrow(/deadline: 2020-01-01T00:00:00Z has passed \(it is .* now\)/);
  });

  it('cache-paths that hold the workspace: /, .., or the workspace itself', () => {
    const read = (paths: string) =>
      readWarmSettings(
        (name) => ({ 'cache-paths': paths })[name] ?? '',
        { HOME: '/home/runner' },
        '/work/acme/train',
      );
    for (const path of ['/', '../..', '..', '.', '/work']) {
      expect(() => read(path)).toThrow(
        `cache-paths: "${path}" holds the workspace (/work/acme/train), so the cache would take the checkout and its outputs`,
      );
    }
    expect(read('~\n.venv\n../sibling').paths).toEqual(['/home/runner', '.venv', '../sibling']);
  });

  it('a store under /proc, /sys or /dev, which no file written to stays in', async () => {
    const workspace = await tempDir('refusals');
    const read = (store: string) =>
      readTrainSettings(inputsFrom({ run: 'python3 train.py', store }), workspace);
    expect(() => read('file:///proc/self/fd')).toThrow(
      'store: "file:///proc/self/fd" is under /proc, which the kernel makes up',
    );
    expect(() => read('file:///sys')).toThrow(/under \/sys/);
    expect(read('file:///processes/store').store.location).toMatchObject({
      dir: '/processes/store',
    });
  });

  it('a working-directory that climbs out of the workspace, or is a file', async () => {
    const workspace = await tempDir('refusals');
    const read = (dir: string) =>
      readTrainSettings(
        inputsFrom({ run: 'python3 train.py', store: 'file:///tmp/st', 'working-directory': dir }),
        join(workspace, 'ws'),
      );
    await mkdir(join(workspace, 'ws'));
    expect(() => read('../..')).toThrow(
      `working-directory: "../.." leads out of the workspace (to ${join(workspace, '..')})`,
    );
    await writeFile(join(workspace, 'ws', 'train.py'), '');
    expect(() => read('train.py')).toThrow(
      `working-directory: ${join(workspace, 'ws', 'train.py')} is not a directory of this checkout`,
    );
    expect(read(workspace).workingDirectory).toBe(workspace);
  });

  it('total-steps without a deadline, which it only paces against', () => {
    expect(() =>
      readLaunchSettings(inputsFrom({ ...AWS_LAUNCH, 'total-steps': '9000' }), {}),
    ).toThrow('total-steps: paces the lineage against its deadline, and none is given');
    expect(
      readLaunchSettings(inputsFrom({ ...AWS_LAUNCH, 'total-steps': '9000', deadline: '72h' }), {})
        .placement.totalSteps,
    ).toBe(9000);
  });
});

describe('inputs the running mode does not read', () => {
  it('are named in a warning, with the mode that reads them; defaults and the token are not', () => {
    const env = {
      INPUT_MODE: 'train',
      INPUT_RUN: 'python3 train.py',
      'INPUT_INSTANCE-TYPES': 'g5.xlarge',
      'INPUT_MAX-PRICE': '0.5',
      'INPUT_DISK-SIZE': '100',
      INPUT_CLOUD: 'auto',
      'INPUT_GITHUB-TOKEN': 'ghs_secret',
      'INPUT_CACHE-PATHS': '',
    };
    expect(ignoredInputs('train', env)).toEqual(['instance-types', 'max-price']);
    expect(ignoredInputs('launch', env)).toEqual(['run']);
    expect(ignoredInputWarning('train', 'instance-types')).toBe(
      "instance-types: mode train does not read this input, so it is ignored (it is read in launch mode); remove it from this step's with:",
    );
    expect(ignoredInputs('warm', { INPUT_CLOUD: 'auto', 'INPUT_SETTLE-TIME': '5s' })).toEqual([
      'settle-time',
    ]);
  });
});
