import { afterEach, describe, expect, it } from 'vitest';
import { enlargeThreadPool, THREAD_POOL_SIZE } from '../../src/base/thread-pool.js';

const before = process.env.UV_THREADPOOL_SIZE;
afterEach(() => {
  if (before === undefined) delete process.env.UV_THREADPOOL_SIZE;
  else process.env.UV_THREADPOOL_SIZE = before;
});

describe('the libuv thread pool size', () => {
  it('is 16 for the action and the CLI commands that upload, 8 for a restore', () => {
    delete process.env.UV_THREADPOOL_SIZE;
    enlargeThreadPool(['node', '/x/dist/main.js']);
    expect(process.env.UV_THREADPOOL_SIZE).toBe(THREAD_POOL_SIZE);
    delete process.env.UV_THREADPOOL_SIZE;
    enlargeThreadPool(['node', '/x/dist/cli.js', 'run', '--', 'python', 'train.py']);
    expect(process.env.UV_THREADPOOL_SIZE).toBe('16');
    delete process.env.UV_THREADPOOL_SIZE;
    enlargeThreadPool(['node', '/x/dist/cli.js', 'restore', '--store', 's3://b/p', 'out']);
    expect(process.env.UV_THREADPOOL_SIZE).toBe('8');
  });

  it("leaves the user's own setting alone", () => {
    process.env.UV_THREADPOOL_SIZE = '3';
    enlargeThreadPool(['node', '/x/dist/cli.js', 'restore', 'out']);
    expect(process.env.UV_THREADPOOL_SIZE).toBe('3');
    enlargeThreadPool(['node', '/x/dist/main.js']);
    expect(process.env.UV_THREADPOOL_SIZE).toBe('3');
  });
});
