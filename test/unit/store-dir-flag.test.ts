import { describe, expect, it } from 'vitest';
import { parseRunOptions } from '../../src/settings/local-run.js';

const storeOf = (store: string) =>
  parseRunOptions(['--outputs', 'out', '--store', store, '--', 'python3', 'train.py'], '/work/job')
    .store.location;

describe('--store on the command line', () => {
  it.each([
    ['my-store', '/work/job/my-store'],
    ['./runs/a', '/work/job/runs/a'],
    ['../shared', '/work/shared'],
    ['/mnt/store', '/mnt/store'],
  ])('takes the directory %s as a file store at %s', (given, dir) => {
    expect(storeOf(given)).toMatchObject({ kind: 'file', dir, url: `file://${dir}` });
  });

  it('still reads URLs as URLs, and refuses a scheme it does not know', () => {
    expect(storeOf('s3://bucket/runs')).toMatchObject({ kind: 's3', bucket: 'bucket' });
    expect(() => storeOf('s3:bucket')).toThrow(/"s3:bucket" is not a store URL/);
  });
});
