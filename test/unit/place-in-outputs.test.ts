import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { placeInOutputs } from '../../src/checkpoints/place-in-outputs.js';
import type { ManifestFile } from '../../src/records/manifest.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { tempDir } from '../helpers/temp-dir.js';

async function restored(names: readonly string[]) {
  const dir = await tempDir('place');
  const restart = join(dir, '_restart');
  const outputs = join(dir, 'outputs');
  await mkdir(restart);
  const files: ManifestFile[] = [];
  for (const [seq, path] of names.entries()) {
    await writeFile(join(restart, path), `content of ${path}`);
    files.push({ path, key: `k/${path}`, seq, size: 1, sha256: 'x', uploadedAt: '' });
  }
  return { restart, outputs, files };
}

const refusing = (code: string) => () =>
  Promise.reject(Object.assign(new Error(`${code}: refused`), { code }));

describe('restored files put into the outputs', () => {
  it('are hard links to _restart where the file system allows, and nothing is said', async () => {
    const { restart, outputs, files } = await restored(['a.pt', 'b.pt']);
    const logger = new RecordingLogger();
    await placeInOutputs(restart, outputs, files, logger);
    expect((await stat(join(outputs, 'a.pt'))).ino).toBe((await stat(join(restart, 'a.pt'))).ino);
    expect(logger.text('info')).not.toMatch(/copied/);
  });

  it('are copied when link(2) is refused on the same file system, and the log names the refusal, not another file system', async () => {
    const { restart, outputs, files } = await restored(['a.pt', 'b.pt']);
    const logger = new RecordingLogger();
    await placeInOutputs(restart, outputs, files, logger, refusing('EPERM'));
    expect(await readFile(join(outputs, 'b.pt'), 'utf8')).toBe('content of b.pt');
    expect(logger.text('info')).toContain(
      `copied 2 restored files into ${outputs}, as they cannot be hard links to ${restart} (the file system refuses hard links (EPERM)), so they take the disk twice`,
    );
    expect(logger.text('info')).not.toMatch(/another file system/);
  });

  it('say "another file system" only for EXDEV, and fail on any other error', async () => {
    const crossing = await restored(['a.pt']);
    const logger = new RecordingLogger();
    const { restart, outputs, files } = crossing;
    await placeInOutputs(restart, outputs, files, logger, refusing('EXDEV'));
    expect(logger.text('info')).toMatch(/\(another file system\)/);
    const full = await restored(['a.pt']);
    await expect(
      placeInOutputs(full.restart, full.outputs, full.files, logger, refusing('ENOSPC')),
    ).rejects.toThrow(/ENOSPC/);
  });
});
