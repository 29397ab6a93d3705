import { describe, expect, it } from 'vitest';
import { readWarmSettings } from '../../src/settings/warm.js';

/** GitHub's default cache storage per repository, action.yml's default. */
const DEFAULT_CACHE_MAX_SIZE = 10 * 2 ** 30;

const ENV = {
  HOME: '/home/runner',
  RUNNER_OS: 'Linux',
  GITHUB_WORKFLOW_REF: 'acme/train/.github/workflows/train.yml@refs/heads/main',
};

function read(inputs: Record<string, string>, env: NodeJS.ProcessEnv = ENV) {
  return readWarmSettings((name) => inputs[name] ?? '', env, '/work/acme');
}

describe('the warm step inputs', () => {
  it('expands ~, keeps one path a line, and keys on the OS, the workflow file and the user part', () => {
    const spec = read({ 'cache-paths': '~/.cache/pip\n\n  .venv  \n~', 'cache-key': 'abc123' });
    expect(spec).toEqual({
      paths: ['/home/runner/.cache/pip', '.venv', '/home/runner'],
      key: 'spot-train-Linux-train.yml-abc123',
      restoreKeys: ['spot-train-Linux-train.yml-'],
      backend: 'github',
      maxSizeBytes: DEFAULT_CACHE_MAX_SIZE,
      cwd: '/work/acme',
    });
  });

  it('keeps the key the same across runs and attempts: nothing of the run is in it', () => {
    const a = read({ 'cache-paths': 'x' }, { ...ENV, GITHUB_RUN_ID: '1', GITHUB_RUN_ATTEMPT: '1' });
    const b = read({ 'cache-paths': 'x' }, { ...ENV, GITHUB_RUN_ID: '2', GITHUB_RUN_ATTEMPT: '3' });
    expect(a.key).toBe(b.key);
    expect(a.key).toBe('spot-train-Linux-train.yml-warm');
  });

  it('names the input, the value and what is expected when one is wrong', () => {
    expect(() => read({ 'cache-paths': 'x', 'cache-backend': 'foo' })).toThrow(
      'cache-backend: "foo" is not a cache backend; expected github or store',
    );
    expect(() => read({ 'cache-paths': ' \n ' })).toThrow('cache-paths: names no path');
    expect(() => read({ 'cache-paths': '~/.cache/**/wheels' })).toThrow(
      'cache-paths: "/home/runner/.cache/**/wheels" is a pattern',
    );
    expect(() => read({ 'cache-paths': 'x', 'cache-key': 'a,b' })).toThrow(
      'cache-key: "a,b" makes the key "spot-train-Linux-train.yml-a,b", which holds a comma',
    );
    expect(() => read({ 'cache-paths': 'x', 'cache-max-size': '10' })).toThrow(
      'cache-max-size: "10" is not a size',
    );
    expect(() => read({ 'cache-paths': 'x', 'cache-backend': 'store' })).toThrow(
      'store: required in warm mode',
    );
    expect(() =>
      read({ 'cache-paths': 'x', 'cache-backend': 'store', store: 'artifact://ckpt' }),
    ).toThrow('cannot hold a cache that later runs restore');
  });

  it('takes the store and its options for cache-backend: store, never the token', () => {
    const spec = read({
      'cache-paths': 'x',
      'cache-backend': 'store',
      store: 's3://bucket/runs',
      's3-endpoint': 'http://127.0.0.1:9000',
      'github-token': 'ghs_secret',
    });
    expect(spec.store?.location.url).toBe('s3://bucket/runs');
    expect(spec.store?.options.s3Endpoint).toBe('http://127.0.0.1:9000');
    expect(JSON.stringify(spec)).not.toContain('ghs_secret');
  });
});
