import { describe, expect, it } from 'vitest';
import { flatGroups, inGroup, silentLogger } from '../../src/base/log.js';

describe('log groups', () => {
  it('opens one group per phase and never nests them, as the GitHub log cannot', async () => {
    const events: string[] = [];
    const group = flatGroups(
      (name) => events.push(`open ${name}`),
      () => events.push('close'),
    );
    const result = await group('restore', async () => {
      await group('inner', async () => {
        events.push('inner work');
        await Promise.resolve();
      });
      return 42;
    });
    await group('seal', async () => {
      events.push('seal work');
      await Promise.resolve();
    });
    expect(result).toBe(42);
    expect(events).toEqual([
      'open restore',
      'inner work',
      'close',
      'open seal',
      'seal work',
      'close',
    ]);
  });

  it('closes a group whose task fails, so the next phase gets its own', async () => {
    const events: string[] = [];
    const group = flatGroups(
      (name) => events.push(`open ${name}`),
      () => events.push('close'),
    );
    await expect(group('flush', () => Promise.reject(new Error('store down')))).rejects.toThrow(
      'store down',
    );
    await group('cleanup', () => Promise.resolve());
    expect(events).toEqual(['open flush', 'close', 'open cleanup', 'close']);
  });

  it('runs the task plainly for a logger without groups', async () => {
    expect(await inGroup(silentLogger, 'restore', () => Promise.resolve('done'))).toBe('done');
  });
});
