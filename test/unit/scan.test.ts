import { lstat, mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanFiles, type ScanFs } from '../../src/checkpoints/scan.js';
import { tempDir } from '../helpers/temp-dir.js';

/**
 * The real file system, except that the named absolute paths fail as a
 * file system would refuse them. Injected because these tests run as root,
 * whom no mode bits keep out; test/integration/cli-unreadable.test.ts makes
 * a directory really unreadable by running the CLI as another user.
 */
function refusing(failures: Readonly<Record<string, string>>): ScanFs {
  const fail = (path: string): void => {
    const code = failures[path];
    if (code) throw Object.assign(new Error(`${code}: refused, ${path}`), { code });
  };
  return {
    readdir: async (dir) => {
      fail(dir);
      return readdir(dir, { withFileTypes: true });
    },
    lstat: async (path) => {
      fail(path);
      return lstat(path);
    },
  };
}

describe('scanFiles', () => {
  it('skips directories and files it cannot read, names each, and lists the rest', async () => {
    const root = await tempDir('scan');
    await mkdir(join(root, 'locked/deeper'), { recursive: true });
    await mkdir(join(root, 'ckpt'));
    await writeFile(join(root, 'locked/deeper/secret.pt'), 'x');
    await writeFile(join(root, 'ckpt/step-1.pt'), 'one');
    await writeFile(join(root, 'ckpt/denied.pt'), 'two');
    await writeFile(join(root, 'ckpt/loop.pt'), 'three');
    await writeFile(join(root, 'log.txt'), 'log');
    const reported: [string, unknown][] = [];
    const files = await scanFiles(root, {
      fs: refusing({
        [join(root, 'locked')]: 'EACCES',
        [join(root, 'ckpt/denied.pt')]: 'EPERM',
        [join(root, 'ckpt/loop.pt')]: 'ELOOP',
      }),
      onUnreadable: (path, error) => reported.push([path, (error as { code: string }).code]),
    });
    expect([...files.keys()].sort()).toEqual(['ckpt/step-1.pt', 'log.txt']);
    expect(reported.sort()).toEqual([
      ['ckpt/denied.pt', 'EPERM'],
      ['ckpt/loop.pt', 'ELOOP'],
      ['locked', 'EACCES'],
    ]);
  });

  it('says nothing of a file that vanished between the listing and its lstat', async () => {
    const root = await tempDir('scan');
    await writeFile(join(root, 'kept.pt'), 'k');
    await writeFile(join(root, 'gone.pt'), 'g');
    const reported: string[] = [];
    const files = await scanFiles(root, {
      fs: refusing({ [join(root, 'gone.pt')]: 'ENOENT' }),
      onUnreadable: (path) => reported.push(path),
    });
    expect([...files.keys()]).toEqual(['kept.pt']);
    expect(reported).toEqual([]);
  });

  it('reports an unreadable outputs directory as the root, without throwing', async () => {
    const root = await tempDir('scan');
    const reported: string[] = [];
    const files = await scanFiles(root, {
      fs: refusing({ [root]: 'EACCES' }),
      onUnreadable: (path) => reported.push(path),
    });
    expect(files.size).toBe(0);
    expect(reported).toEqual(['']);
  });
});
